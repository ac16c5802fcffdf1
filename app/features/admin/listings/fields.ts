/**
 * The listing editor's vocabulary, shared by the server (validation) and the
 * form (labels, options). No server code here: the form imports it.
 */
import type { ListingStatus } from "#app/db/schema.ts";

/** Trakheesi (DLD/RERA) advertising permits are numbers; the same rule as the feed importer (decision 010). */
/** The shape of any emirate's permit number (app/utils/emirates.ts); the listing's own emirate's rule is checked on save. */
export const PERMIT_RULE = /^\d{6,16}$/;
/** RERA broker registration numbers are numbers too (ours are five digits). */
export const BRN_RULE = /^(BRN[\s-]?)?\d{3,10}$/i;

/**
 * The three stored states, as staff call them (decision 015): a draft or an
 * unpublished listing is HELD (not on the site, 404), a published one is
 * ACTIVE, an archived one (sold, let, withdrawn) is INACTIVE (its page answers 410).
 */
export const STATUS_LABELS: Record<ListingStatus, string> = {
  HELD: "Draft / unpublished",
  ACTIVE: "Published",
  INACTIVE: "Archived",
};

export const FURNISHING_OPTIONS = [
  { value: "furnished", label: "Furnished" },
  { value: "semi-furnished", label: "Semi-furnished" },
  { value: "unfurnished", label: "Unfurnished" },
] as const;

export const COMPLETION_OPTIONS = [
  { value: "ready", label: "Ready" },
  { value: "off-plan", label: "Off-plan" },
] as const;

/** What each column is called on the page and in the change history. */
export const FIELD_LABELS: Record<string, string> = {
  reference: "Reference",
  title: "Title",
  listing_type: "Sale or rent",
  property_type_id: "Property type",
  category: "Category",
  area_id: "Area",
  community: "Community",
  sub_community: "Building",
  developer_id: "Developer",
  price: "Price (AED)",
  deposit: "Deposit (AED)",
  bedrooms: "Bedrooms",
  bathrooms: "Bathrooms",
  size_sqft: "Size (sq ft)",
  furnishing: "Furnishing",
  parking: "Parking spaces",
  floor: "Floor",
  completion_status: "Completion",
  build_year: "Build year",
  amenities: "Amenities",
  latitude: "Latitude",
  longitude: "Longitude",
  description: "Description",
  permit_number: "Permit number",
  agent_id: "Agent",
  status: "Status",
  photos: "Photos",
};

/**
 * The columns a portal feed writes whenever it brings a change for the
 * listing (app/features/feeds/import.server.ts, writeBatch): an edit to one
 * of these lasts until then. Deposit and floor are only set when the feed
 * first creates the listing, so edits to them stay.
 */
export const FEED_OWNED_FIELDS = [
  "permit_number",
  "title",
  "description",
  "listing_type",
  "status",
  "price",
  "area_id",
  "community",
  "sub_community",
  "developer_id",
  "property_type_id",
  "bedrooms",
  "bathrooms",
  "size_sqft",
  "furnishing",
  "parking",
  "completion_status",
  "build_year",
  "amenities",
  "latitude",
  "longitude",
  "agent_id",
  "photos",
] as const;

/** The location combobox's value: area id, community and building joined by "|" (either may be empty). */
export function locationKey(areaId: number, community: string | null, building: string | null): string {
  return [String(areaId), community ?? "", building ?? ""].join("|");
}

export function parseLocationKey(key: string): { areaId: number; community: string | null; building: string | null } | null {
  const [area, community = "", building = ""] = key.split("|");
  const areaId = Number(area);
  if (!Number.isSafeInteger(areaId) || areaId <= 0) return null;
  return { areaId, community: community.trim() || null, building: building.trim() || null };
}
