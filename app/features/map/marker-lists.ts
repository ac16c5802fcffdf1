import type { PropertyCategory } from "#app/db/schema.ts";
import type { ListingMethod } from "#app/utils/paths.ts";

/** The lists that have a map; `/map/markers/:list` answers for each. */
export const MARKER_LISTS = ["buy", "rent", "commercial-buy", "commercial-rent", "off-plan"] as const;
export type MarkerList = (typeof MARKER_LISTS)[number];

export function markerListOf(category: PropertyCategory, method: ListingMethod): MarkerList {
  return category === "Commercial" ? `commercial-${method}` : method;
}

/** One marker: [id, lng, lat, price or null]. */
export type Marker = [number, number, number, number | null];

export function markersPath(list: MarkerList, search: string): string {
  return `/map/markers/${list}${search}`;
}

/** The card of a clicked marker, in the page's language (`?lang=ar` on an Arabic page). */
export function cardPath(list: MarkerList, id: number, locale: "en" | "ar" = "en"): string {
  return `/map/card/${list === "off-plan" ? "project" : "listing"}/${id}${locale === "ar" ? "?lang=ar" : ""}`;
}
