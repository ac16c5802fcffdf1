import type { Locale } from "#app/i18n/locale.ts";
import type { ListingSummary } from "./types.ts";

/** What a listing card shows: the rest of a summary stays on the server (issue 22: smaller loader data). */
export type ListingCardData = Pick<
  ListingSummary,
  | "id"
  | "title"
  | "titleAr"
  | "listingType"
  | "category"
  | "price"
  | "areaName"
  | "community"
  | "propertyType"
  | "bedrooms"
  | "bathrooms"
  | "sizeSqft"
  | "photos"
  | "reducedFrom"
>;

/** A summary cut to what its card renders, for loaders that send cards to the browser. */
export function cardData(l: ListingCardData): ListingCardData {
  return {
    id: l.id,
    title: l.title,
    // only when the data has one: a card without an Arabic title sends no field (issue 22: smaller loader data)
    ...(l.titleAr ? { titleAr: l.titleAr } : {}),
    listingType: l.listingType,
    category: l.category,
    price: l.price,
    areaName: l.areaName,
    community: l.community,
    propertyType: l.propertyType,
    bedrooms: l.bedrooms,
    bathrooms: l.bathrooms,
    sizeSqft: l.sizeSqft,
    photos: l.photos,
    ...(l.reducedFrom ? { reducedFrom: l.reducedFrom } : {}),
  };
}

/**
 * A card for a page in `locale`, with only the title it shows (issue 22: the loader data is part of the page):
 * an English page gets no Arabic title, an Arabic page no English title when the data has an Arabic one
 * (`listingTitle` shows `titleAr` then).
 */
export function localeCardData(l: ListingCardData, locale: Locale): ListingCardData {
  if (locale !== "ar") return cardData({ ...l, titleAr: null });
  return cardData(l.titleAr ? { ...l, title: "" } : l);
}
