/**
 * Types for the site's static content (guides, blog, FAQ, about and resource
 * pages, navigation and UI texts). Content modules hold data only: no React,
 * no JSX, images referenced by public URL.
 *
 * Strings may contain a `{brand}` token; pass them through `withBrand` (or
 * `withBrandDeep` for whole objects) from `./brand.ts` before rendering.
 */

/** A link shown as text or a button; `to` is a site path (React Router's `to`). */
export interface NavLink {
  label: string;
  to: string;
}

/** A call-to-action button: the same shape as a link. */
export type ButtonLink = NavLink;

/** A titled group of links (a section of a dropdown menu or a footer column). */
export interface NavGroup {
  heading: string;
  links: NavLink[];
}

/** A footer column. */
export type FooterColumn = NavGroup;

/** An image-and-text row. `rowPara` holds paragraphs separated by a blank line. */
export interface ContentRow {
  rowHeading: string;
  rowPara: string;
  rowImg: string;
}

/** A text row (no image) that ends with a button. `para` may hold several paragraphs separated by a blank line. */
export interface ButtonRow {
  heading: string;
  para: string;
  button: ButtonLink;
}

export type GuideSlug = "buyers-guide" | "sellers-guide" | "tenants-guide" | "landlords-guide" | "commercial-guide";

export interface GuidePage {
  slug: GuideSlug;
  /** document <title> (without the brand suffix) */
  title: string;
  metaDescription: string;
  heroHeading: string;
  heroPara: string;
  heroImg: string;
  introHeading: string;
  /** paragraphs separated by a blank line */
  introPara: string;
  rowsContent: ContentRow[];
}

export interface FaqItem {
  id: number;
  title: string;
  content: string;
}

/** A page hero. */
export interface PageHero {
  heading: string;
  /** paragraphs separated by a blank line */
  text: string;
  /** optional background image */
  img?: string;
  /** optional call to action (for example FIND A CONSULTANT → /contact) */
  button?: ButtonLink;
}

/** A figure card (value in large type, label underneath). */
export interface StatCard {
  value: string;
  label: string;
}

/** A small card with a title and a sentence or two. */
export interface InfoCard {
  title: string;
  text: string;
}

/** A card offering a choice, with its own button. */
export interface OptionCard {
  title: string;
  text: string;
  button: ButtonLink;
}

/** A 'Why Invest in Dubai?' card: a headline figure, a title and a sentence. */
export interface InvestmentCard {
  stat: string;
  title: string;
  text: string;
}

export interface SelectOption<V extends string | number = string> {
  value: V;
  label: string;
}
