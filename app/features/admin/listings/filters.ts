import type { ListingStatus } from "#app/db/schema.ts";

export const LISTING_SORTS = ["updated", "price", "title", "reference"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export type SortDirection = "asc" | "desc";

export interface ListingDeskFilters {
  q: string;
  status: ListingStatus | "";
  /** an agent id as text, "none", or "" for all */
  agent: string;
  page: number;
  sort: ListingSort;
  dir: SortDirection;
}

const STATUSES: readonly string[] = ["HELD", "ACTIVE", "INACTIVE"];

/** Each column's first direction: the newest change, else A→Z and the lowest price. */
export const FIRST_DIRECTION: Record<ListingSort, SortDirection> = { updated: "desc", price: "asc", title: "asc", reference: "asc" };

/** The staff list's query string; anything malformed is ignored rather than refused. */
export function readListingDeskFilters(params: URLSearchParams): ListingDeskFilters {
  const status = params.get("status") ?? "";
  const agent = params.get("agent") ?? "";
  const page = Number(params.get("page") ?? "1");
  const sortParam = params.get("sort") ?? "";
  const sort = (LISTING_SORTS as readonly string[]).includes(sortParam) ? (sortParam as ListingSort) : "updated";
  const dirParam = params.get("dir");
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    status: STATUSES.includes(status) ? (status as ListingStatus) : "",
    agent: agent === "none" || /^\d{1,9}$/.test(agent) ? agent : "",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    sort,
    dir: dirParam === "asc" || dirParam === "desc" ? dirParam : FIRST_DIRECTION[sort],
  };
}

/** The list's address for these filters (the default order and page 1 are left out). */
export function listingDeskQuery(f: ListingDeskFilters, page = f.page): string {
  const p = new URLSearchParams();
  if (f.q) p.set("q", f.q);
  if (f.status) p.set("status", f.status);
  if (f.agent) p.set("agent", f.agent);
  if (f.sort !== "updated") p.set("sort", f.sort);
  if (f.dir !== FIRST_DIRECTION[f.sort]) p.set("dir", f.dir);
  if (page > 1) p.set("page", String(page));
  const s = p.toString();
  return s ? `?${s}` : "";
}

/** A column header's link: the same filters sorted by this column (the other way when it is already), from page 1. */
export function sortLink(f: ListingDeskFilters, column: ListingSort): string {
  const dir = f.sort === column ? (f.dir === "asc" ? "desc" : "asc") : FIRST_DIRECTION[column];
  return listingDeskQuery({ ...f, sort: column, dir }, 1) || "?";
}
