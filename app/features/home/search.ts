import { listPath, PAGE_PATHS } from "#app/utils/paths.ts";

/** what the home search box looks for: to buy or to rent… */
export type SearchMethod = "buy" | "rent";
/** …and which kind of property (off-plan only with buy) */
export type SearchType = "residential" | "commercial" | "off-plan";

/** The home search box's state (site spec §3 'Search form state'). */
export interface HomeSearch {
  method: SearchMethod;
  type: SearchType;
  query: string;
}

/** The form's field names: the same in the browser and in the home loader's no-JS redirect. */
export const SEARCH_FIELDS = { marker: "search", method: "method", type: "type", query: "query" } as const;

export const MAX_QUERY_LENGTH = 120;

/**
 * Where a search goes: off-plan → /off-plan-properties?project_name=…, else
 * /properties/{method}?title=… or /commercial-properties/{method}?title=….
 * Off-plan exists only for buying, so it ignores the method. An empty text
 * adds no key (product decision: the typed text is the list's text search).
 */
export function searchDestination(search: HomeSearch): string {
  const query = search.query.trim().slice(0, MAX_QUERY_LENGTH);
  if (search.type === "off-plan") return withQuery(PAGE_PATHS.offPlan, "project_name", query);
  return withQuery(listPath(search.type === "commercial" ? "Commercial" : "Residential", search.method), "title", query);
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
