import { z } from "zod";
import { isLocationId, MAX_LOCATIONS } from "#app/features/locations/types.ts";
import { type HomeSearch, MAX_QUERY_LENGTH, SEARCH_FIELDS } from "./search.ts";

/* The zod schema stays on the server: the browser only needs searchDestination. */
const searchSchema = z.object({
  method: z.enum(["buy", "rent"]).catch("buy"),
  type: z.enum(["residential", "commercial", "off-plan"]).catch("residential"),
  query: z
    .string()
    .catch("")
    .transform((q) => q.trim().slice(0, MAX_QUERY_LENGTH)),
  locations: z.array(z.string()).transform((ids) => [...new Set(ids.filter(isLocationId))].slice(0, MAX_LOCATIONS)),
});

/** Reads the search form from a query string; unusable values fall back to the defaults. */
export function parseHomeSearch(params: URLSearchParams): HomeSearch {
  return searchSchema.parse({
    method: params.get(SEARCH_FIELDS.method) ?? undefined,
    type: params.get(SEARCH_FIELDS.type) ?? undefined,
    query: params.get(SEARCH_FIELDS.query) ?? "",
    locations: params.getAll(SEARCH_FIELDS.location),
  });
}

/** True when a request to the home page is a submitted search form (no-JS path). */
export function isHomeSearch(params: URLSearchParams): boolean {
  return params.has(SEARCH_FIELDS.marker);
}
