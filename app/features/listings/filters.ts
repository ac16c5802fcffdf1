/**
 * The sale/rent list filters in the URL (spec §3 filter form, §4, §5):
 * one zod schema reads a query string into filters, dropping every value it
 * cannot use; the canonical writer is in search.ts. The reader runs on the
 * server only (the loaders and the API): the browser submits the GET form as
 * it is, minus empty fields (utils/url-state.ts), and the loader redirects a
 * non-canonical query once.
 */
import { z } from "zod";
import { PROPERTY_TYPES } from "#app/features/listings/property-types.ts";
import type { PropertyCategory } from "#app/db/schema.ts";
import { LISTING_METHODS, type ListingMethod, listingTypeOf, listPath } from "#app/utils/paths.ts";
import {
  DEFAULT_SORT,
  FILTER_KEYS,
  filtersForSwitch,
  type ListingFilters,
  type ListPageRequest,
  MAX_BEDROOMS,
  MAX_TITLE_LENGTH,
  COMPLETION_KEYS,
  FURNISHING_KEYS,
  MAX_BATHROOMS,
  MAX_CHEQUES,
  MAX_SIZE_SQFT,
  PRICE_PERIODS,
  METHOD_KEY,
  type ResolvedListRequest,
  SORT_KEYS,
  writeListingSearch,
} from "./search.ts";
import { AMENITY_KEYS, type ListingQuery, parseBBox } from "./types.ts";
import { isLocationId, type LocationPlace, MAX_LOCATION_QUERY, MAX_LOCATIONS } from "#app/features/locations/types.ts";
import { MAX_ID, MAX_PAGE, MAX_PRICE } from "#app/utils/limits.ts";
import { isCanonicalQuery, type SearchInput, toParams, withForeignKeys } from "#app/utils/url-state.ts";

const digits = (max: number, min: number) =>
  z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** The first of a key's values that its schema accepts; the rest are ignored. */
function firstUsable<T>(field: z.ZodType<T, string>) {
  return z
    .array(z.string())
    .optional()
    .transform((values): T | undefined => {
      for (const value of values ?? []) {
        const parsed = field.safeParse(value);
        if (parsed.success) return parsed.data;
      }
      return undefined;
    });
}

/** Every usable value of a repeated key, without repeats, at most `max`. */
function allUsable<T>(field: z.ZodType<T, string>, max: number) {
  return z
    .array(z.string())
    .optional()
    .transform((values): T[] => {
      const out: T[] = [];
      for (const value of values ?? []) {
        const parsed = field.safeParse(value);
        if (parsed.success && !out.includes(parsed.data) && out.length < max) out.push(parsed.data);
      }
      return out;
    });
}

export const listingFiltersSchema = z
  .object({
    location: allUsable(z.string().refine(isLocationId), MAX_LOCATIONS),
    where: firstUsable(z.string().trim().min(1).max(MAX_LOCATION_QUERY)),
    title: firstUsable(z.string().trim().min(1).max(MAX_TITLE_LENGTH)),
    property_type: firstUsable(z.enum(PROPERTY_TYPES)),
    // '0' means "no limit" in the form (spec §5): it is not a usable bound.
    min_price: firstUsable(digits(MAX_PRICE, 1)),
    max_price: firstUsable(digits(MAX_PRICE, 1)),
    developer_id: firstUsable(digits(MAX_ID, 1)),
    bedrooms: firstUsable(digits(MAX_BEDROOMS, 0)),
    min_size: firstUsable(digits(MAX_SIZE_SQFT, 1)),
    max_size: firstUsable(digits(MAX_SIZE_SQFT, 1)),
    baths: firstUsable(digits(MAX_BATHROOMS, 1)),
    furnishing: firstUsable(z.enum(FURNISHING_KEYS)),
    completion: firstUsable(z.enum(COMPLETION_KEYS)),
    amenity: allUsable(z.enum(AMENITY_KEYS), AMENITY_KEYS.length),
    cheques: firstUsable(digits(MAX_CHEQUES, 1)),
    period: firstUsable(z.enum(PRICE_PERIODS)),
    bbox: firstUsable(
      z
        .string()
        .max(120)
        .transform(parseBBox)
        .pipe(z.tuple([z.number(), z.number(), z.number(), z.number()])),
    ),
    sort: firstUsable(z.enum(SORT_KEYS)),
    page: firstUsable(digits(MAX_PAGE, 1)),
  })
  .transform((v): ListingFilters => {
    // A min above the max cannot match anything: the server ignores the pair.
    const inverted = v.min_price !== undefined && v.max_price !== undefined && v.min_price > v.max_price;
    const filters: ListingFilters = { sort: v.sort ?? DEFAULT_SORT, page: v.page ?? 1 };
    if (v.location.length) filters.locations = v.location;
    if (v.where !== undefined) filters.where = v.where;
    if (v.title !== undefined) filters.title = v.title;
    if (v.property_type !== undefined) filters.propertyType = v.property_type;
    if (v.min_price !== undefined && !inverted) filters.minPrice = v.min_price;
    if (v.max_price !== undefined && !inverted) filters.maxPrice = v.max_price;
    if (v.developer_id !== undefined) filters.developerId = v.developer_id;
    if (v.bedrooms !== undefined) filters.bedrooms = v.bedrooms;
    // As with prices, an inverted size range cannot match: the pair is ignored.
    const sizesInverted = v.min_size !== undefined && v.max_size !== undefined && v.min_size > v.max_size;
    if (v.min_size !== undefined && !sizesInverted) filters.minSize = v.min_size;
    if (v.max_size !== undefined && !sizesInverted) filters.maxSize = v.max_size;
    if (v.baths !== undefined) filters.baths = v.baths;
    if (v.furnishing !== undefined) filters.furnishing = v.furnishing;
    if (v.completion !== undefined) filters.completion = v.completion;
    // in the writer's (fixed) order, so one set of amenities has one URL
    if (v.amenity.length) filters.amenities = AMENITY_KEYS.filter((a) => v.amenity.includes(a));
    if (v.cheques !== undefined) filters.cheques = v.cheques;
    if (v.period === "monthly") filters.period = v.period;
    if (v.bbox !== undefined) filters.bbox = v.bbox;
    return filters;
  });

function grouped(params: URLSearchParams): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const key of FILTER_KEYS) {
    const values = params.getAll(key);
    if (values.length) out[key] = values;
  }
  return out;
}

/** Reads filters from a query string, form data or URLSearchParams; never throws. */
export function parseListingFilters(input: SearchInput): ListingFilters {
  return listingFiltersSchema.parse(grouped(toParams(input)));
}

/** The method a no-JS form submission asks for, if any. */
export function parseMethod(input: SearchInput): ListingMethod | undefined {
  for (const value of toParams(input).getAll(METHOD_KEY)) {
    const parsed = z.enum(LISTING_METHODS).safeParse(value);
    if (parsed.success) return parsed.data;
  }
  return undefined;
}

/**
 * Turns a list URL into filters, and says where to redirect when the URL is
 * not canonical: empty or unusable values, a no-JS Buy/Rent switch
 * (`method=`), or a property type of the other category (Office on
 * /properties/buy goes to /commercial-properties/buy). Other query keys
 * (utm_source…) are carried along untouched.
 */
export function resolveListRequest(
  current: ListPageRequest,
  search: SearchInput,
  categoryOfType: (label: string) => PropertyCategory | undefined,
): ResolvedListRequest {
  const params = toParams(search);
  let filters = parseListingFilters(params);
  const method = parseMethod(params) ?? current.method;
  const category = (filters.propertyType && categoryOfType(filters.propertyType)) || current.category;
  if (method !== current.method || category !== current.category) {
    filters = filtersForSwitch(filters, method !== current.method);
  }
  filters = filtersForCategory(filters, category);
  const canonical = writeListingSearch(filters);
  const known = [...FILTER_KEYS, METHOD_KEY];
  const samePath = method === current.method && category === current.category;
  if (samePath && isCanonicalQuery(params, canonical, known)) return { filters };
  return { filters, redirectTo: withForeignKeys(listPath(category, method), canonical, params, known) };
}

/**
 * Bedrooms are a residential filter and sort (issue 41 item 3): a commercial list drops them, so an old
 * or hand-made URL with them redirects to the list without.
 */
export function filtersForCategory(filters: ListingFilters, category: PropertyCategory): ListingFilters {
  if (category !== "Commercial") return filters;
  const bySort = filters.sort === "beds_asc" || filters.sort === "beds_desc";
  if (filters.bedrooms === undefined && !bySort) return filters;
  const next: ListingFilters = { ...filters, sort: bySort ? DEFAULT_SORT : filters.sort };
  delete next.bedrooms;
  return next;
}

/** The query layer's view of a list page's filters. */
export function toListingQuery(page: ListPageRequest, filters: ListingFilters, places?: LocationPlace[]): ListingQuery {
  return {
    places,
    listingType: listingTypeOf(page.method),
    category: page.category,
    status: "ACTIVE",
    text: filters.title,
    propertyTypes: filters.propertyType ? [filters.propertyType] : undefined,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    developerIds: filters.developerId ? [filters.developerId] : undefined,
    bedrooms: filters.bedrooms !== undefined ? [filters.bedrooms] : undefined,
    minSize: filters.minSize,
    maxSize: filters.maxSize,
    minBathrooms: filters.baths,
    furnishing: filters.furnishing,
    completion: filters.completion,
    amenities: filters.amenities,
    minCheques: page.method === "rent" ? filters.cheques : undefined,
    bbox: filters.bbox,
    sort: filters.sort,
  };
}
