/**
 * The property types of site spec §9, split by category. They are the
 * `property_types.label` values of the database (the seed writes them) and
 * the values the list filters accept in `property_type`.
 */
export const RESIDENTIAL_PROPERTY_TYPES = ["Apartment", "Penthouse", "Villa", "Townhouse", "Duplex"] as const;
export const COMMERCIAL_PROPERTY_TYPES = [
  "Office",
  "Shop",
  "Commercial Building",
  "Commercial Floor",
  "Commercial Plot",
  "Commercial Villa",
  "Retail",
  "Labor Camp",
  "Show Room",
  "Warehouse",
  "Farm",
  "Factory",
  "Hotel",
] as const;
/**
 * Types portal feeds bring beyond §9 (decision 029): not in the seed, created when a feed first
 * carries one, and accepted by the list filters like the others.
 */
export const FEED_RESIDENTIAL_PROPERTY_TYPES = [
  "Hotel Apartment",
  "Residential Plot",
  "Residential Floor",
  "Residential Building",
] as const;
export const FEED_COMMERCIAL_PROPERTY_TYPES = ["Other Commercial"] as const;
export const PROPERTY_TYPES = [
  ...RESIDENTIAL_PROPERTY_TYPES,
  ...COMMERCIAL_PROPERTY_TYPES,
  ...FEED_RESIDENTIAL_PROPERTY_TYPES,
  ...FEED_COMMERCIAL_PROPERTY_TYPES,
] as const;
export type PropertyTypeLabel = (typeof PROPERTY_TYPES)[number];
