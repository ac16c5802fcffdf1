/**
 * The shapes the listing query layer takes and returns. A plain module (no
 * server code) so components and the JSON API share them.
 */
import type { CompletionStatus, Furnishing, ListingStatus, ListingType, PropertyCategory } from "#app/db/schema.ts";
import type { PublicAgent } from "#app/utils/agent.ts";
import type { LocationPlace } from "#app/features/locations/types.ts";

export type ListingSort = "newest" | "price_asc" | "price_desc";

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
}

export interface ListingDetail extends Omit<ListingSummary, "photos"> {
  description: string;
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
  agent: PublicAgent | null;
}

export interface PropertyTypeGroup {
  category: PropertyCategory;
  types: { id: number; label: string }[];
}

export interface DeveloperOption {
  id: number;
  name: string;
}
