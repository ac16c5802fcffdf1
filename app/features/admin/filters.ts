import { z } from "zod";
import { LEAD_STATUSES } from "#app/features/auth/schema.ts";
import { blankToUndefined, filterQuery, isoDay, readLenient } from "#app/utils/url-filters.ts";

/** The leads desk's filters, read from the URL (GET form: bookmarkable, works without JS). */
export const DESK_KINDS = ["enquiry", "guide", "valuation"] as const;

const date = isoDay;

export const DeskFilterSchema = z.object({
  kind: z.preprocess(blankToUndefined, z.enum(DESK_KINDS).optional()),
  status: z.preprocess(blankToUndefined, z.enum(LEAD_STATUSES).optional()),
  /** an agent profile id, or "none" for unassigned */
  agent: z.preprocess(blankToUndefined, z.union([z.literal("none"), z.coerce.number().int().positive()]).optional()),
  from: date,
  to: date,
  q: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  /** "1": only leads still new past the response target (nobody answered in time) */
  waiting: z.preprocess(blankToUndefined, z.literal("1").optional()),
  /** the list's order; newest first when absent */
  sort: z.preprocess(blankToUndefined, z.enum(["oldest", "name", "status", "agent"]).optional()),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10_000).default(1)),
});

export type DeskFilters = z.output<typeof DeskFilterSchema>;

/** Bad values are dropped, not answered with an error: the desk shows what it can. */
export function readDeskFilters(params: URLSearchParams): DeskFilters {
  return readLenient(DeskFilterSchema, params);
}

/** The filters as a query string (without the page), for links and the export. */
export function deskQuery(filters: DeskFilters, extra: Record<string, string | number> = {}): string {
  return filterQuery({ ...filters, page: undefined, ...extra });
}

export const SORT_LABELS: Record<NonNullable<DeskFilters["sort"]> | "newest", string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  name: "Client name",
  status: "Status",
  agent: "Agent",
};

/** A desk view saved under a name: its query string, without the page (only the filters' own keys). */
export function savedViewQuery(filters: DeskFilters): string {
  return deskQuery(filters).replace(/^\?/, "");
}

export const STATUS_LABELS: Record<(typeof LEAD_STATUSES)[number], string> = {
  new: "New",
  contacted: "Contacted",
  viewing: "Viewing",
  offer: "Offer",
  won: "Won",
  lost: "Lost",
};

export const KIND_LABELS: Record<string, string> = {
  enquiry: "Enquiry",
  guide: "Guide request",
  valuation: "Valuation",
  newsletter: "Newsletter",
};
