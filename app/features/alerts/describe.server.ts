import type { DB } from "#app/db/db.server.ts";
import type { SearchAlert } from "#app/db/tables/alerts.ts";
import * as en from "#app/content/alerts.ts";
import * as ar from "#app/content/ar/alerts.ts";
import * as listingsEn from "#app/content/listings.ts";
import * as listingsAr from "#app/content/ar/listings.ts";
import * as headingEn from "#app/content/list-heading.ts";
import * as headingAr from "#app/content/ar/list-heading.ts";
import { formatFor } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locale.ts";
import { textFor } from "#app/i18n/text.ts";
import { parseListingFilters } from "#app/features/listings/filters.ts";
import { locationsByIds } from "#app/features/locations/locations.server.ts";

type AlertSearchRow = Pick<SearchAlert, "category" | "listing_type" | "query">;

/**
 * A saved search in words, in `locale`: the list's heading with its places, then each filter
 * ("Properties for sale in Dubai Marina · Apartment · 2 bedrooms · AED 1,000,000 to AED 2,000,000").
 * Shown on the alert's pages and in its e-mails, so the address owner knows what they agreed to.
 */
export async function describeSearch(db: DB, alert: AlertSearchRow, locale: Locale): Promise<string> {
  const W = textFor({ en, ar }, locale).SEARCH_WORDS;
  const { FILTER_TEXTS, PROPERTY_TYPE_NAMES } = textFor({ en: listingsEn, ar: listingsAr }, locale);
  const { listHeading } = textFor({ en: headingEn, ar: headingAr }, locale);
  const format = formatFor(locale);
  const f = parseListingFilters(alert.query);
  const method = alert.listing_type === "RENT" ? "rent" : "buy";
  const places = await locationsByIds(db, f.locations ?? []);
  const parts: string[] = [listHeading(alert.category, method, places)];
  const label = (options: readonly { value: string; label: string }[], value: string) =>
    options.find((o) => o.value === value)?.label ?? value;
  if (f.propertyType) parts.push(PROPERTY_TYPE_NAMES[f.propertyType] ?? f.propertyType);
  if (f.bedrooms !== undefined && alert.category !== "Commercial") parts.push(format.bedroomsLabel(f.bedrooms));
  if (f.minPrice !== undefined && f.maxPrice !== undefined) parts.push(W.priceBetween(format.aed(f.minPrice), format.aed(f.maxPrice)));
  else if (f.minPrice !== undefined) parts.push(W.priceFrom(format.aed(f.minPrice)));
  else if (f.maxPrice !== undefined) parts.push(W.priceUpTo(format.aed(f.maxPrice)));
  if (f.minSize !== undefined && f.maxSize !== undefined) parts.push(format.sizeRange(f.minSize, f.maxSize));
  else if (f.minSize !== undefined) parts.push(W.sizeFrom(format.size(f.minSize)));
  else if (f.maxSize !== undefined) parts.push(W.sizeUpTo(format.size(f.maxSize)));
  if (f.baths !== undefined) parts.push(W.bathsAtLeast(f.baths));
  if (f.furnishing) parts.push(label(FILTER_TEXTS.furnishingOptions, f.furnishing));
  if (f.completion) parts.push(label(FILTER_TEXTS.completionOptions, f.completion));
  for (const a of f.amenities ?? []) parts.push(label(FILTER_TEXTS.amenityOptions, a));
  if (f.cheques !== undefined && method === "rent") parts.push(W.chequesAtLeast(f.cheques));
  if (f.developerId !== undefined) {
    const developer = await db.selectFrom("developers").select("name").where("id", "=", f.developerId).executeTakeFirst();
    if (developer) parts.push(W.developer(developer.name));
  }
  if (f.title) parts.push(W.text(f.title));
  if (f.bbox) parts.push(W.mapArea);
  return parts.join(W.separator);
}
