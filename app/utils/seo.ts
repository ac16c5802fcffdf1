import type { AgencyConfig } from "./agency.ts";
import { LOCALE_TAGS, type Locale, localePath, LOCALES } from "#app/i18n/locale.ts";

export interface SeoInput {
  title: string;
  description: string;
  /** path of the canonical URL, e.g. /properties/buy */
  path: string;
  image?: string | null;
  type?: "website" | "article" | "product";
  noindex?: boolean;
  /** the page's language (issue 43): its canonical URL, hreflang alternates and og:locale follow it */
  locale?: Locale;
}

export type MetaDescriptor = Record<string, unknown>;

const absolute = (siteUrl: string, url: string) => (/^https?:/.test(url) ? url : `${siteUrl}${url.startsWith("/") ? "" : "/"}${url}`);

/** Title, description, canonical and Open Graph tags for a route's meta export. */
export function seoMeta(agency: AgencyConfig | undefined, input: SeoInput): MetaDescriptor[] {
  const siteUrl = agency?.siteUrl ?? "";
  const brand = agency?.brand ?? "";
  const locale = input.locale ?? "en";
  const siteName = locale === "ar" ? `${brand} العقارية` : `${brand} Real Estate`;
  const fullTitle = input.title.includes(brand) ? input.title : `${input.title} | ${siteName}`;
  const canonical = absolute(siteUrl, localePath(input.path, locale));
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: canonical },
    // the page in each language, reciprocal (the English page names the Arabic one and back)
    ...LOCALES.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: l, href: absolute(siteUrl, localePath(input.path, l)) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absolute(siteUrl, localePath(input.path, "en")) },
    { property: "og:locale", content: LOCALE_TAGS[locale].og },
    ...LOCALES.filter((l) => l !== locale).map((l) => ({ property: "og:locale:alternate", content: LOCALE_TAGS[l].og })),
    { property: "og:site_name", content: siteName },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: input.description },
    { property: "og:url", content: canonical },
    { name: "twitter:card", content: input.image ? "summary_large_image" : "summary" },
  ];
  if (input.image) tags.push({ property: "og:image", content: absolute(siteUrl, input.image) });
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/** A JSON-LD block for a meta export; React Router renders it as a script tag. */
export function jsonLd(data: Record<string, unknown>): MetaDescriptor {
  return { "script:ld+json": data };
}
