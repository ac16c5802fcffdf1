import type { PROPERTY_TYPES } from "#app/features/listings/property-types.ts";
import type { CompletionStatus, Furnishing, PropertyCategory } from "#app/db/schema.ts";
import type { ListingMethod } from "#app/utils/paths.ts";
import { type AmenityKey, type BBox, type ListingSort, type PricePeriod, type PropertyTypeGroup, writeBBox } from "./types.ts";

/**
 * The sale/rent list filters as the browser needs them: keys, limits, the
 * canonical query writer and the form's rules. Reading a URL back (zod)
 * is filters.ts, which the filter form loads on submit.
 */

export {
  COMPLETION_KEYS,
  FURNISHING_KEYS,
  MAX_BATHROOMS,
  MAX_CHEQUES,
  MAX_SIZE_SQFT,
  PRICE_PERIODS,
  type PricePeriod,
  SORT_KEYS,
} from "./types.ts";
export const DEFAULT_SORT: ListingSort = "newest";

/** The query keys, in the order the writer emits them. */
export const FILTER_KEYS = [
  "location",
  "where",
  "title",
  "property_type",
  "min_price",
  "max_price",
  "developer_id",
  "bedrooms",
  "min_size",
  "max_size",
  "baths",
  "furnishing",
  "completion",
  "amenity",
  "cheques",
  "period",
  "bbox",
  "sort",
  "page",
] as const;
/** Sent by the Buy/Rent select of the form when it submits without JavaScript. */
export const METHOD_KEY = "method";

export const MAX_TITLE_LENGTH = 100;

/** The category a property-type label belongs to, among the groups the list page loaded (undefined when none has it). */
export function categoryOfType(groups: readonly PropertyTypeGroup[], label: string): PropertyCategory | undefined {
  return groups.find((g) => g.types.some((t) => t.label === label))?.category;
}
export const MAX_BEDROOMS = 10;

export interface ListingFilters {
  /** location index ids (`?location=`, several allowed) */
  locations?: string[];
  /** a typed place the server has not resolved to locations yet (the no-JS box) */
  where?: string;
  title?: string;
  propertyType?: (typeof PROPERTY_TYPES)[number];
  minPrice?: number;
  maxPrice?: number;
  developerId?: number;
  /** 0 = studio */
  bedrooms?: number;
  minSize?: number;
  maxSize?: number;
  /** at least */
  baths?: number;
  furnishing?: Furnishing;
  completion?: CompletionStatus;
  amenities?: AmenityKey[];
  /** rent: at least this many cheques */
  cheques?: number;
  /** rent: show prices per month (display only; the filter prices stay yearly) */
  period?: PricePeriod;
  /** map bounds ("search this area") */
  bbox?: BBox;
  sort: ListingSort;
  page: number;
}

/** The canonical query: non-empty, non-'0' values in a fixed order ('' when none). */
export function writeListingSearch(filters: Partial<ListingFilters>): string {
  const params = new URLSearchParams();
  for (const id of filters.locations ?? []) params.append("location", id);
  if (filters.where) params.set("where", filters.where);
  if (filters.title) params.set("title", filters.title);
  if (filters.propertyType) params.set("property_type", filters.propertyType);
  if (filters.minPrice) params.set("min_price", String(filters.minPrice));
  if (filters.maxPrice) params.set("max_price", String(filters.maxPrice));
  if (filters.developerId) params.set("developer_id", String(filters.developerId));
  // Studio is bedrooms=0: the one '0' that is a real choice, so it is kept.
  if (filters.bedrooms !== undefined) params.set("bedrooms", String(filters.bedrooms));
  if (filters.minSize) params.set("min_size", String(filters.minSize));
  if (filters.maxSize) params.set("max_size", String(filters.maxSize));
  if (filters.baths) params.set("baths", String(filters.baths));
  if (filters.furnishing) params.set("furnishing", filters.furnishing);
  if (filters.completion) params.set("completion", filters.completion);
  for (const a of filters.amenities ?? []) params.append("amenity", a);
  if (filters.cheques) params.set("cheques", String(filters.cheques));
  if (filters.period && filters.period !== "yearly") params.set("period", filters.period);
  if (filters.bbox) params.set("bbox", writeBBox(filters.bbox));
  if (filters.sort && filters.sort !== DEFAULT_SORT) params.set("sort", filters.sort);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Spec §5: with a max price other than 0, a min above it is refused. */
export function isPriceRangeInverted(minPrice: number | undefined, maxPrice: number | undefined): boolean {
  return minPrice !== undefined && maxPrice !== undefined && maxPrice !== 0 && minPrice > maxPrice;
}

/** Filters that still apply on another list: prices belong to a method, the page to a result set. */
export function filtersForSwitch(filters: ListingFilters, methodChanged: boolean): ListingFilters {
  const next: ListingFilters = { ...filters, page: 1 };
  if (methodChanged) {
    delete next.minPrice;
    delete next.maxPrice;
    // rent only
    delete next.cheques;
    delete next.period;
  }
  return next;
}

export interface ListPageRequest {
  category: PropertyCategory;
  method: ListingMethod;
}

export interface ResolvedListRequest {
  filters: ListingFilters;
  /** set when the URL is not the canonical one for what it asks */
  redirectTo?: string;
}

/** How many filters (not sort or page) are set: shown on the mobile filter button. */
export function countActiveFilters(filters: ListingFilters): number {
  return [
    filters.locations?.length ? filters.locations : undefined,
    filters.title,
    filters.propertyType,
    filters.minPrice,
    filters.maxPrice,
    filters.developerId,
    filters.bedrooms,
  ].filter((v) => v !== undefined).length;
}
