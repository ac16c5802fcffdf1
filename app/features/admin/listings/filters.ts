import type { ListingStatus } from "#app/db/schema.ts";

export interface ListingDeskFilters {
  q: string;
  status: ListingStatus | "";
  /** an agent id as text, "none", or "" for all */
  agent: string;
  page: number;
}

const STATUSES: readonly string[] = ["HELD", "ACTIVE", "INACTIVE"];

/** The staff list's query string; anything malformed is ignored rather than refused. */
export function readListingDeskFilters(params: URLSearchParams): ListingDeskFilters {
  const status = params.get("status") ?? "";
  const agent = params.get("agent") ?? "";
  const page = Number(params.get("page") ?? "1");
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    status: STATUSES.includes(status) ? (status as ListingStatus) : "",
    agent: agent === "none" || /^\d{1,9}$/.test(agent) ? agent : "",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function listingDeskQuery(f: ListingDeskFilters, page = f.page): string {
  const p = new URLSearchParams();
  if (f.q) p.set("q", f.q);
  if (f.status) p.set("status", f.status);
  if (f.agent) p.set("agent", f.agent);
  if (page > 1) p.set("page", String(page));
  const s = p.toString();
  return s ? `?${s}` : "";
}
