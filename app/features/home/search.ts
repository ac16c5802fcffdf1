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
  /** location ids chosen in the autocomplete (sale/rent lists only) */
  locations?: readonly string[];
}

/** The form's field names: the same in the browser and in the home loader's no-JS redirect. */
export const SEARCH_FIELDS = { marker: "search", method: "method", type: "type", query: "query", location: "location" } as const;

export const MAX_QUERY_LENGTH = 120;

/**
 * Where a search goes: off-plan → /off-plan-properties?project_name=… (the
 * project search matches names, areas, communities and developers), else
 * /properties/{method} or /commercial-properties/{method} with the chosen
 * `location` ids and the typed text as `where`: the list resolves it to
 * places, or searches it as text when it names none (issue 21). Off-plan
 * exists only for buying, so it ignores the method. Empty values add no key.
 */
export function searchDestination(search: HomeSearch): string {
  const query = search.query.trim().slice(0, MAX_QUERY_LENGTH);
  if (search.type === "off-plan") return withQuery(PAGE_PATHS.offPlan, [["project_name", query]]);
  const pairs: [string, string][] = (search.locations ?? []).map((id) => ["location", id]);
  pairs.push(["where", query]);
  return withQuery(listPath(search.type === "commercial" ? "Commercial" : "Residential", search.method), pairs);
}

function withQuery(path: string, pairs: [string, string][]): string {
  const qs = new URLSearchParams(pairs.filter(([, v]) => v !== "")).toString();
  return qs ? `${path}?${qs}` : path;
}

/** The options the type select offers: Off Plan only when buying. */
export function typeOptionsFor<T extends { value: SearchType }>(method: SearchMethod, options: readonly T[]): T[] {
  return options.filter((o) => o.value !== "off-plan" || method === "buy");
}

/** The methods the toggle offers: Rent is hidden for off-plan. */
export function methodOptionsFor<T extends { value: SearchMethod }>(type: SearchType, options: readonly T[]): T[] {
  return options.filter((o) => o.value !== "rent" || type !== "off-plan");
}
