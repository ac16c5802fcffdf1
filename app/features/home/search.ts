import { z } from "zod";
import type { SearchMethod, SearchType } from "#app/content/site.ts";

/** The home search box's state (site spec §3 'Search form state'). */
export interface HomeSearch {
  method: SearchMethod;
  type: SearchType;
  query: string;
}

/** The form's field names: the same in the browser and in the home loader's no-JS redirect. */
export const SEARCH_FIELDS = { marker: "search", method: "method", type: "type", query: "query" } as const;

export const MAX_QUERY_LENGTH = 120;

const searchSchema = z.object({
  method: z.enum(["buy", "rent"]).catch("buy"),
  type: z.enum(["residential", "commercial", "off-plan"]).catch("residential"),
  query: z
    .string()
    .catch("")
    .transform((q) => q.trim().slice(0, MAX_QUERY_LENGTH)),
});

/** Reads the search form from a query string; unusable values fall back to the defaults. */
export function parseHomeSearch(params: URLSearchParams): HomeSearch {
  return searchSchema.parse({
    method: params.get(SEARCH_FIELDS.method) ?? undefined,
    type: params.get(SEARCH_FIELDS.type) ?? undefined,
    query: params.get(SEARCH_FIELDS.query) ?? "",
  });
}

/** True when a request to the home page is a submitted search form (no-JS path). */
export function isHomeSearch(params: URLSearchParams): boolean {
  return params.has(SEARCH_FIELDS.marker);
}

/**
 * Where a search goes: off-plan → /off-plan-properties?project_name=…, else
 * /properties/{method}?title=… or /commercial-properties/{method}?title=….
 * Off-plan exists only for buying, so it ignores the method. An empty text
 * adds no key (product decision: the typed text is the list's text search).
 */
export function searchDestination(search: HomeSearch): string {
  const query = search.query.trim().slice(0, MAX_QUERY_LENGTH);
  if (search.type === "off-plan") return withQuery("/off-plan-properties", "project_name", query);
  const base = search.type === "commercial" ? "/commercial-properties" : "/properties";
  return withQuery(`${base}/${search.method}`, "title", query);
}

function withQuery(path: string, key: string, value: string): string {
  return value ? `${path}?${new URLSearchParams({ [key]: value }).toString()}` : path;
}

/** The options the type select offers: Off Plan only when buying. */
export function typeOptionsFor<T extends { value: SearchType }>(method: SearchMethod, options: readonly T[]): T[] {
  return options.filter((o) => o.value !== "off-plan" || method === "buy");
}

/** The methods the toggle offers: Rent is hidden for off-plan. */
export function methodOptionsFor<T extends { value: SearchMethod }>(type: SearchType, options: readonly T[]): T[] {
  return options.filter((o) => o.value !== "rent" || type !== "off-plan");
}
