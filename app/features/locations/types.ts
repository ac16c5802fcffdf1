/**
 * The location index's public shapes (issue 21 item 1): areas, communities
 * and buildings (a listing's sub-community), each with a stable id made of
 * slugs ("dubai-marina", "dubai-marina.marina-gate",
 * "dubai-marina.marina-gate.marina-gate-1") so a `?location=` URL survives a
 * rebuild of the index and reads well.
 */

export type LocationKind = "area" | "community" | "building";

/** What a location narrows a list to: an area, a community in it, a building in that. */
export interface LocationPlace {
  areaId: number;
  community?: string;
  subCommunity?: string;
}

export interface LocationCounts {
  /** active sale listings */
  sale: number;
  /** active rent listings */
  rent: number;
  /** active off-plan projects (areas only; 0 below) */
  projects: number;
}

export interface LocationEntry {
  id: string;
  kind: LocationKind;
  name: string;
  /** "Marina Gate, Dubai Marina": the name with its parents */
  label: string;
  place: LocationPlace;
  counts: LocationCounts;
}

/** The most ids one `?location=` list takes. */
export const MAX_LOCATIONS = 10;
/** The longest text /api/locations?q= and the no-JS box read. */
export const MAX_LOCATION_QUERY = 80;
/** A location id as the URL carries it: slugs joined by dots. */
export const LOCATION_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*){0,2}$/;

export function isLocationId(value: string): boolean {
  return value.length <= 200 && LOCATION_ID_PATTERN.test(value);
}
