import { MAX_PAGE, MAX_PRICE, NEW_PROJECTS_MAX_PRICE } from "#app/utils/limits.ts";
import type { OffPlanFilterState } from "./query-writer.ts";
import type { ProjectQuery, ProjectSort } from "./types.ts";

/** /new-projects without a budget cap lists projects up to this price (AED) */

const SORT_FROM_URL: Record<string, ProjectSort> = {
  newest: "newest-launch",
  price_asc: "price_asc",
  price_desc: "price_desc",
  handover: "handover",
};

const num = (s: string): number | undefined => (s === "" ? undefined : Number(s));

/**
 * The list query for read form state (already validated by readFilterQuery).
 * The generic keys narrow the list too, so links written for the old API work:
 * developerIds adds to developer_id, date_from/dateStart and date_to/dateEnd
 * bound the launch date.
 */
export function projectQueryFromState(state: OffPlanFilterState): ProjectQuery {
  const developerIds = [
    ...(state.developer_id ? [Number(state.developer_id)] : []),
    ...(state.developerIds ? state.developerIds.split(",").map(Number) : []),
  ];
  const query: ProjectQuery = { sort: SORT_FROM_URL[state.sort] ?? "newest-launch" };
  if (state.project_name) query.name = state.project_name;
  if (state.min_price) query.minPrice = num(state.min_price);
  if (state.max_price) query.maxPrice = num(state.max_price);
  if (developerIds.length) query.developerIds = [...new Set(developerIds)];
  if (state.rooms) query.bedrooms = num(state.rooms);
  if (state.area_id) query.areaId = num(state.area_id);
  if (state.agent_id) query.agentId = num(state.agent_id);
  if (state.handover_year) query.handoverYear = num(state.handover_year);
  if (state.handover_by) query.handoverBy = num(state.handover_by);
  if (state.post_handover) query.minPostHandover = num(state.post_handover);
  if (state.max_first) query.maxFirstInstallment = num(state.max_first);
  const from = state.date_from || state.dateStart;
  const to = state.date_to || state.dateEnd;
  if (from) query.launchedFrom = from;
  if (to) query.launchedTo = to;
  return query;
}

export interface NewProjectsParams {
  startPrice: number | null;
  endPrice: number | null;
  page: number;
}

function readNumber(params: URLSearchParams, key: string, max: number): number | null {
  const all = params.getAll(key);
  if (all.length !== 1 || !/^\d{1,12}$/.test(all[0] ?? "")) return null;
  const n = Number(all[0]);
  return n <= max ? n : null;
}

/** startPrice, endPrice and page of /new-projects; unusable values are dropped. */
export function readNewProjectsParams(search: URLSearchParams | string): NewProjectsParams {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const page = readNumber(params, "page", MAX_PAGE);
  return {
    startPrice: readNumber(params, "startPrice", MAX_PRICE),
    endPrice: readNumber(params, "endPrice", MAX_PRICE),
    page: page && page >= 1 ? page : 1,
  };
}

/**
 * Spec §5: only an end price → the start is 0; only a start price → the end
 * is 100,000,000. Newest launch first.
 */
export function newProjectsQuery({ startPrice, endPrice }: Pick<NewProjectsParams, "startPrice" | "endPrice">): ProjectQuery {
  const query: ProjectQuery = { sort: "newest-launch" };
  if (startPrice === null && endPrice === null) return query;
  query.minPrice = startPrice ?? 0;
  query.maxPrice = endPrice ?? NEW_PROJECTS_MAX_PRICE;
  return query;
}

/** The last page for a total, at least 1. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
