/**
 * The shapes the listing query layer takes and returns. A plain module (no
 * server code) so components and the JSON API share them.
 */
import type { CompletionStatus, Furnishing, ListingStatus, ListingType, PropertyCategory } from "#app/db/schema.ts";
import type { PublicAgent } from "#app/utils/agent.ts";
import type { LocationPlace } from "#app/features/locations/types.ts";
import type { ListingFeedFacts } from "#app/features/feeds/listing-facts.server.ts";
import { parseBbox, writeBbox } from "#app/utils/bbox.ts";

export type ListingSort =
  "newest" | "price_asc" | "price_desc" | "psf_asc" | "psf_desc" | "size_desc" | "size_asc" | "beds_desc" | "beds_asc";

export const SORT_KEYS = [
  "newest",
  "price_asc",
  "price_desc",
  "psf_asc",
  "psf_desc",
  "size_desc",
  "size_asc",
  "beds_desc",
  "beds_asc",
] as const satisfies readonly ListingSort[];
export const FURNISHING_KEYS = ["furnished", "semi-furnished", "unfurnished"] as const satisfies readonly Furnishing[];
export const COMPLETION_KEYS = ["ready", "off-plan"] as const satisfies readonly CompletionStatus[];
/** How a rent list shows prices: per year (the data's unit) or per month. */
export const PRICE_PERIODS = ["yearly", "monthly"] as const;
export type PricePeriod = (typeof PRICE_PERIODS)[number];
export const MAX_SIZE_SQFT = 1_000_000;
export const MAX_BATHROOMS = 10;
export const MAX_CHEQUES = 12;

/** Map bounds: [minLng, minLat, maxLng, maxLat], WGS84 degrees. */
export type BBox = readonly [number, number, number, number];

/** Reads `minLng,minLat,maxLng,maxLat` (the map's reader, app/utils/bbox.ts); undefined for anything unusable. */
export function parseBBox(text: string): BBox | undefined {
  const b = parseBbox(text);
  return b ? [b.minLng, b.minLat, b.maxLng, b.maxLat] : undefined;
}

/** The bounds as the URL writes them (rounded to ~10 m). */
export function writeBBox(b: BBox): string {
  return writeBbox({ minLng: b[0], minLat: b[1], maxLng: b[2], maxLat: b[3] });
}

/** The amenities a list can be narrowed by (issue 21 item 3), as the URL names them. */
export const AMENITY_KEYS = ["pool", "gym", "balcony", "maid", "parking", "pets"] as const;
export type AmenityKey = (typeof AMENITY_KEYS)[number];

/** What a list can be narrowed by. Every field is optional except the order. */
export interface ListingQuery {
  listingType?: ListingType;
  category?: PropertyCategory;
  /** defaults to ACTIVE */
  status?: ListingStatus;
  /** matched against title, community, sub-community and area name */
  text?: string;
  /** property type labels, e.g. ['Apartment', 'Villa'] */
  propertyTypes?: string[];
  minPrice?: number;
  maxPrice?: number;
  developerIds?: number[];
  /** 0 = studio */
  bedrooms?: number[];
  areaId?: number;
  minSize?: number;
  maxSize?: number;
  /** at least this many bathrooms */
  minBathrooms?: number;
  furnishing?: Furnishing;
  completion?: CompletionStatus;
  /** every one of these */
  amenities?: AmenityKey[];
  /** rent: paid in at least this many cheques */
  minCheques?: number;
  /** within these bounds: [minLng, minLat, maxLng, maxLat] (the map's "search this area"); rows without coordinates never match */
  bbox?: BBox;
  /** any of these places (location index ids resolved by the caller) */
  places?: LocationPlace[];
  sort?: ListingSort;
}

export interface Paging {
  /** 1-based */
  page: number;
  size: number;
}

export interface ListingSummary {
  id: number;
  reference: string;
  title: string;
  /** the Arabic title, when the data has one (issue 43); Arabic pages show it instead of `title` */
  titleAr?: string | null;
  listingType: ListingType;
  category: PropertyCategory;
  price: number | null;
  pricePerSqft: number | null;
  areaId: number;
  areaName: string;
  community: string | null;
  subCommunity: string | null;
  developerId: number | null;
  developerName: string | null;
  propertyType: string;
  bedrooms: number | null;
  bathrooms: number | null;
  sizeSqft: number | null;
  createdAt: string;
  /** up to 4 photo URLs, in order */
  photos: string[];
  /** the earlier, higher asking price when the price came down (issue 44: "price reduced") */
  reducedFrom?: number;
}

export interface ListingDetail extends Omit<ListingSummary, "photos"> {
  description: string;
  /** the Arabic description, when the data has one (issue 43) */
  descriptionAr?: string | null;
  permitNumber: string;
  status: ListingStatus;
  deposit: number | null;
  furnishing: Furnishing | null;
  parking: number | null;
  floor: string | null;
  completionStatus: CompletionStatus | null;
  buildYear: number | null;
  amenities: string[];
  latitude: number | null;
  longitude: number | null;
  propertyTypeId: number;
  updatedAt: string;
  /** every photo URL, in order */
  photos: string[];
  /** what feeds carry beyond the editor's columns (the detail page shows them of a live listing) */
  feedFacts: ListingFeedFacts;
  agent: PublicAgent | null;
}

/**
 * What a detail page renders (and its meta and JSON-LD read): a detail without the fields only the
 * server and the API use (issue 22: the loader data is in every detail page's HTML).
 */
export type ListingPageDetail = Omit<
  ListingDetail,
  "status" | "pricePerSqft" | "areaId" | "developerId" | "propertyTypeId" | "updatedAt" | "description" | "descriptionAr" | "feedFacts"
> & {
  /** the description as allow-listed HTML (app/utils/rich-text.server.ts) */
  descriptionHtml: string;
  /** the Arabic description as allow-listed HTML, when the data has one (issue 43); Arabic pages show it instead */
  descriptionArHtml?: string | null;
  /** what feeds carry beyond the editor's columns, and the area's emirate (feeds/listing-facts.server.ts) */
  facts?: {
    emirate: string;
    cheques: number | null;
    serviceCharge: number | null;
    plotSizeSqft: number | null;
    availableFrom: string | null;
    videoUrl: string | null;
    tourUrl: string | null;
    projectName: string | null;
  };
};

export interface PropertyTypeGroup {
  category: PropertyCategory;
  types: { id: number; label: string }[];
}

export interface DeveloperOption {
  id: number;
  name: string;
}
