import * as en from "#app/content/listings.ts";
import * as ar from "#app/content/ar/listings.ts";
import type { Locale } from "#app/i18n/locale.ts";
import { textFor } from "#app/i18n/text.ts";

/**
 * A listing's data words in the page's language (issue 43). Titles and descriptions come from the
 * data: an Arabic page shows the Arabic version when the data has one, else the English text marked
 * `lang="en"` (and isolated left to right); property types, amenities and emirates have names in the
 * catalogues, and one the catalogue lacks is shown as the data names it, marked English too.
 */
export interface DataText {
  text: string;
  /** set when the text is not in the page's language, or is Arabic data on an Arabic page */
  lang?: "en" | "ar";
  dir?: "ltr";
}

const english = (text: string): DataText => ({ text, lang: "en", dir: "ltr" });

/** The title a page shows: `titleAr` on an Arabic page when the data has one. */
export function listingTitle(listing: { title: string; titleAr?: string | null }, locale: Locale): DataText {
  if (locale === "en") return { text: listing.title };
  return listing.titleAr ? { text: listing.titleAr, lang: "ar" } : english(listing.title);
}

/** The description HTML a detail page shows: `descriptionArHtml` on an Arabic page when the data has one. */
export function listingDescription(listing: { descriptionHtml: string; descriptionArHtml?: string | null }, locale: Locale): DataText {
  if (locale === "en") return { text: listing.descriptionHtml };
  return listing.descriptionArHtml ? { text: listing.descriptionArHtml, lang: "ar" } : english(listing.descriptionHtml);
}

function named(names: Readonly<Record<string, string>>, value: string, locale: Locale): DataText {
  if (locale === "en") return { text: value };
  const name = names[value];
  return name ? { text: name } : english(value);
}

export const propertyTypeName = (type: string, locale: Locale) => named(textFor({ en, ar }, locale).PROPERTY_TYPE_NAMES, type, locale);
export const amenityName = (amenity: string, locale: Locale) => named(textFor({ en, ar }, locale).AMENITY_NAMES, amenity, locale);
export const emirateName = (emirate: string, locale: Locale) => named(textFor({ en, ar }, locale).EMIRATE_NAMES, emirate, locale);

/** The attributes of an element that shows `t`. */
export const langProps = (t: DataText): { lang?: string; dir?: "ltr" } => ({
  ...(t.lang ? { lang: t.lang } : {}),
  ...(t.dir ? { dir: t.dir } : {}),
});
