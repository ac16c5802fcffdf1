/**
 * Whether a listing meets a saved search's filters (issue 44 item 3), evaluated here in TypeScript
 * against the listing's row: one code path for SQLite and PostgreSQL, run only for the listings that
 * just appeared or got cheaper (matcher.server.ts), never as a scan of every alert against every listing.
 * It follows the list's WHERE clause (listings/queries.server.ts: whereListing) filter by filter.
 */
import type { CompletionStatus, Furnishing, ListingStatus, ListingType, PropertyCategory } from "#app/db/schema.ts";
import type { ListingFilters } from "#app/features/listings/search.ts";
import type { AmenityKey } from "#app/features/listings/types.ts";
import type { LocationPlace } from "#app/features/locations/types.ts";

/** The columns of a listing the filters read (with its area's name and its type's label). */
export interface AlertListing {
  id: number;
  listing_type: ListingType;
  category: PropertyCategory;
  status: ListingStatus;
  price: number | null;
  area_id: number;
  area_name: string;
  community: string | null;
  sub_community: string | null;
  developer_id: number | null;
  property_type: string;
  bedrooms: number | null;
  bathrooms: number | null;
  size_sqft: number | null;
  cheques: number | null;
  furnishing: Furnishing | null;
  completion_status: CompletionStatus | null;
  /** JSON array of amenity names */
  amenities: string;
  parking: number | null;
  latitude: number | null;
  longitude: number | null;
  title: string;
  description: string;
}

/** What a saved search asks, beyond its filters: its list and the places its location ids stand for. */
export interface AlertSearch {
  listingType: ListingType;
  category: PropertyCategory;
  filters: ListingFilters;
  /** the location ids resolved (undefined: no location filter; []: the places are gone, nothing matches) */
  places?: LocationPlace[];
}

/** The quoted names the list's SQL looks for (queries.server.ts AMENITY_PATTERNS), lower-cased. */
const AMENITY_NAMES: Record<AmenityKey, { exact: string[]; suffix?: string[] }> = {
  pool: { exact: [], suffix: ["pool"] },
  gym: { exact: ["gym"] },
  balcony: { exact: ["balcony", "terrace"] },
  maid: { exact: ["maid's room", "maids room"] },
  parking: { exact: [], suffix: ["parking"] },
  pets: { exact: ["pets allowed"] },
};

function amenityNames(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string").map((v) => v.toLowerCase()) : [];
  } catch {
    return [];
  }
}

function hasAmenity(listing: AlertListing, names: string[], amenity: AmenityKey): boolean {
  if (amenity === "parking" && (listing.parking ?? 0) > 0) return true;
  const rule = AMENITY_NAMES[amenity];
  return names.some((n) => rule.exact.includes(n) || (rule.suffix ?? []).some((s) => n.endsWith(s)));
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** As the text index decides: every typed word (at most 8) is a word of the listing's text or the start of one. */
export function textMatches(listing: AlertListing, text: string): boolean {
  const wanted = words(text).slice(0, 8);
  if (!wanted.length) return false;
  const doc = new Set(
    words([listing.title, listing.description, listing.community ?? "", listing.sub_community ?? "", listing.area_name].join(" ")),
  );
  return wanted.every((w) => [...doc].some((d) => d.startsWith(w)));
}

const atLeast = (value: number | null, min: number | undefined) => min === undefined || (value !== null && value >= min);
const atMost = (value: number | null, max: number | undefined) => max === undefined || (value !== null && value <= max);

/** Whether `listing` is on the search's list and meets every one of its filters. */
export function listingMeetsSearch(listing: AlertListing, search: AlertSearch): boolean {
  const f = search.filters;
  if (listing.status !== "ACTIVE" || listing.listing_type !== search.listingType || listing.category !== search.category) return false;
  if (search.places) {
    const inPlace = search.places.some(
      (p) =>
        listing.area_id === p.areaId &&
        (p.community === undefined || listing.community === p.community) &&
        (p.subCommunity === undefined || listing.sub_community === p.subCommunity),
    );
    if (!inPlace) return false;
  }
  if (!atLeast(listing.price, f.minPrice) || !atMost(listing.price, f.maxPrice)) return false;
  if (f.developerId !== undefined && listing.developer_id !== f.developerId) return false;
  if (f.bedrooms !== undefined && search.category !== "Commercial" && listing.bedrooms !== f.bedrooms) return false;
  if (!atLeast(listing.size_sqft, f.minSize) || !atMost(listing.size_sqft, f.maxSize)) return false;
  if (!atLeast(listing.bathrooms, f.baths)) return false;
  if (f.furnishing && listing.furnishing !== f.furnishing) return false;
  if (f.completion && listing.completion_status !== f.completion) return false;
  if (f.bbox) {
    const [minLng, minLat, maxLng, maxLat] = f.bbox;
    const { latitude: lat, longitude: lng } = listing;
    if (lat === null || lng === null || lng < minLng || lng > maxLng || lat < minLat || lat > maxLat) return false;
  }
  if (search.listingType === "RENT" && !atLeast(listing.cheques, f.cheques)) return false;
  if (f.amenities?.length) {
    const names = amenityNames(listing.amenities);
    if (!f.amenities.every((a) => hasAmenity(listing, names, a))) return false;
  }
  if (f.propertyType && listing.property_type !== f.propertyType) return false;
  if (f.title?.trim() && !textMatches(listing, f.title)) return false;
  return true;
}

/** A price-history row as the matcher reads it. */
export interface PricePoint {
  price: number | null;
  rent_frequency: string | null;
}

/** A price drop between two consecutive prices of a listing: both known, in the same unit, and lower now. */
export function isPriceDrop(before: PricePoint | undefined, after: PricePoint): boolean {
  if (!before || before.price === null || after.price === null) return false;
  if ((before.rent_frequency ?? null) !== (after.rent_frequency ?? null)) return false;
  return after.price > 0 && after.price < before.price;
}
