/**
 * The off-plan filter form's URL query (site spec §3 and §5): the writer turns
 * form values into a query string; its reader (query-reader.ts, with zod, on
 * the server) turns any URL back into form state. Plain module: the browser
 * uses it for the debounced filters.
 */

/** A select's value: the raw value or the option object a select component hands back. */
export type SelectLike = string | number | { value: string | number; label?: string } | null | undefined;
/** A date as a picker, an input or a caller may give it. */
export type DateLike = Date | string | number | null | undefined;

export interface FilterValues {
  project_name?: string | null;
  min_price?: string | number | null;
  max_price?: string | number | null;
  developer_id?: SelectLike;
  rooms?: SelectLike;
  handover_by?: SelectLike;
  post_handover?: SelectLike;
  max_first?: SelectLike;
  sort?: string | null;
  page?: string | number | null;
  // the generic keys of spec §3
  dateStart?: DateLike;
  dateEnd?: DateLike;
  date_from?: DateLike;
  date_to?: DateLike;
  timestamp?: DateLike;
  developerIds?: SelectLike;
  area_id?: SelectLike;
  agent_id?: SelectLike;
  portal?: SelectLike[] | SelectLike;
  phone?: string | null;
  handover_year?: DateLike;
}

export const FORM_KEYS = [
  "project_name",
  "min_price",
  "max_price",
  "developer_id",
  "rooms",
  "handover_by",
  "post_handover",
  "max_first",
  "sort",
] as const;
export const GENERIC_KEYS = [
  "dateStart",
  "dateEnd",
  "date_from",
  "date_to",
  "timestamp",
  "developerIds",
  "area_id",
  "agent_id",
  "portal",
  "phone",
  "handover_year",
] as const;
export type FormKey = (typeof FORM_KEYS)[number];
export type GenericKey = (typeof GENERIC_KEYS)[number];

/** The form as the page holds it: every value a string, '' when empty. */
export type OffPlanFilterState = Record<FormKey | GenericKey, string>;

export const EMPTY_FILTER_STATE: OffPlanFilterState = Object.fromEntries(
  [...FORM_KEYS, ...GENERIC_KEYS].map((k) => [k, ""]),
) as OffPlanFilterState;

const DATE_KEYS = new Set<string>(["dateStart", "dateEnd", "date_from", "date_to"]);
const SELECT_KEYS = new Set<string>([
  "developer_id",
  "developerIds",
  "area_id",
  "agent_id",
  "rooms",
  "handover_by",
  "post_handover",
  "max_first",
]);

function selectValue(v: SelectLike): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "object") return String(v.value).trim();
  return String(v).trim();
}

const pad = (n: number) => String(n).padStart(2, "0");

/** YYYY-MM-DD in the caller's calendar (a picker's Date is local midnight). */
function dateValue(v: DateLike): string {
  if (v === null || v === undefined || v === "") return "";
  if (v instanceof Date) {
    return Number.isNaN(v.getTime()) ? "" : `${v.getFullYear()}-${pad(v.getMonth() + 1)}-${pad(v.getDate())}`;
  }
  const text = String(v).trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return iso[0];
  const d = new Date(typeof v === "number" ? v : text);
  return Number.isNaN(d.getTime()) ? "" : dateValue(d);
}

/** Milliseconds since the epoch. */
function timestampValue(v: DateLike): string {
  if (v === null || v === undefined || v === "") return "";
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? "" : String(v.getTime());
  if (typeof v === "number") return Number.isFinite(v) ? String(Math.trunc(v)) : "";
  const text = v.trim();
  if (/^\d+$/.test(text)) return text;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? "" : String(ms);
}

/** handover_year keeps only the four-digit year. */
function yearValue(v: DateLike): string {
  if (v === null || v === undefined || v === "") return "";
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? "" : String(v.getFullYear());
  const m = /\d{4}/.exec(String(v));
  return m ? m[0] : "";
}

function portalValue(v: FilterValues["portal"]): string {
  const list = Array.isArray(v) ? v : [v];
  return list.map(selectValue).filter(Boolean).join(",");
}

function valueFor(key: keyof FilterValues, values: FilterValues): string {
  const v = values[key];
  if (key === "portal") return portalValue(values.portal);
  if (key === "handover_year") return yearValue(values.handover_year);
  if (key === "timestamp") return timestampValue(values.timestamp);
  if (DATE_KEYS.has(key)) return dateValue(v as DateLike);
  if (SELECT_KEYS.has(key)) return selectValue(v as SelectLike);
  if (v === null || v === undefined) return "";
  return String(v).trim();
}

// Commas stay readable (portal is a comma-separated list); everything else,
// including a phone's '+' and spaces, is percent-encoded.
const encode = (s: string) => encodeURIComponent(s).replace(/%2C/gi, ",");

/**
 * Writes the non-empty values as a query string without the leading '?', in a
 * fixed key order so equal filters give equal URLs (and cache keys).
 * `page` is written only above 1.
 */
export function writeFilterQuery(values: FilterValues): string {
  const parts: string[] = [];
  for (const key of [...FORM_KEYS, ...GENERIC_KEYS, "page"] as const) {
    const v = valueFor(key, values);
    if (!v) continue;
    if (key === "page" && !(Number(v) > 1)) continue;
    parts.push(`${key}=${encode(v)}`);
  }
  return parts.join("&");
}
