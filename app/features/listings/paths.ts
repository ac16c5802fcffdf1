import type { ListingType, PropertyCategory } from "#app/db/schema.ts";

/**
 * The sale and rent URLs. Cards on every page link with these, so this
 * module stays free of the filter parsing (and its zod) in filters.ts.
 */

export const LISTING_METHODS = ["buy", "rent"] as const;
export type ListingMethod = (typeof LISTING_METHODS)[number];

export function listingTypeOf(method: ListingMethod): ListingType {
  return method === "rent" ? "RENT" : "SELL";
}

export function listPath(category: PropertyCategory, method: ListingMethod): string {
  return `${category === "Commercial" ? "/commercial-properties" : "/properties"}/${method}`;
}

export function listingPath(listing: { id: number; listingType: ListingType }): string {
  return `${listing.listingType === "RENT" ? "/properties-to-rent" : "/properties-for-sale"}/${listing.id}`;
}
