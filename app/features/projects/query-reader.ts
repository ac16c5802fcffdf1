import { z } from "zod";
import { EMPTY_FILTER_STATE, FORM_KEYS, type FormKey, GENERIC_KEYS, type GenericKey, type OffPlanFilterState } from "./query-writer.ts";
import { MAX_ID, MAX_PAGE, MAX_PRICE } from "#app/utils/limits.ts";

/**
 * The reader of the off-plan filter query (query-writer.ts writes it): any URL
 * back into form state. Server-side, so zod stays out of the browser bundle.
 */

const MAX_TEXT = 100;

const wholeNumber = (max: number) =>
  z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number)
    .refine((n) => n <= max);
const id = wholeNumber(MAX_ID).refine((n) => n > 0);
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s));
const text = z
  .string()
  .transform((s) => s.trim())
  .refine((s) => s.length > 0 && s.length <= MAX_TEXT);

const readers: Record<FormKey | GenericKey, z.ZodType<unknown, string>> = {
  project_name: text,
  min_price: wholeNumber(MAX_PRICE),
  max_price: wholeNumber(MAX_PRICE),
  developer_id: id,
  rooms: wholeNumber(10),
  sort: z.enum(["newest", "price_asc", "price_desc", "handover"]),
  handover_by: z
    .string()
    .regex(/^\d{4}$/)
    .refine((s) => Number(s) >= 2000 && Number(s) <= 2100),
  post_handover: wholeNumber(100).refine((n) => n >= 1),
  max_first: wholeNumber(100),
  dateStart: isoDate,
  dateEnd: isoDate,
  date_from: isoDate,
  date_to: isoDate,
  timestamp: wholeNumber(8_640_000_000_000_000),
  developerIds: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,49}$/)
    .refine((s) => s.split(",").every((n) => Number(n) > 0 && Number(n) <= MAX_ID)),
  area_id: id,
  agent_id: id,
  portal: z.string().regex(/^[\w .-]{1,40}(,[\w .-]{1,40}){0,19}$/),
  phone: z.string().regex(/^\+?[\d ()-]{4,24}$/),
  handover_year: z
    .string()
    .regex(/^\d{4}$/)
    .refine((s) => Number(s) >= 1990 && Number(s) <= 2100),
};

export interface ReadFilters {
  state: OffPlanFilterState;
  /** 1-based; 1 when absent or unusable */
  page: number;
}

/**
 * Reads form state from a URL query. A value that is malformed, out of range
 * or given more than once (which one would the visitor mean?) is dropped, so
 * no query string can make the page fail.
 */
export function readFilterQuery(search: URLSearchParams | string): ReadFilters {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const state: OffPlanFilterState = { ...EMPTY_FILTER_STATE };
  for (const key of [...FORM_KEYS, ...GENERIC_KEYS]) {
    const all = params.getAll(key);
    if (all.length !== 1) continue;
    const raw = all[0] ?? "";
    const parsed = readers[key].safeParse(raw);
    if (parsed.success) state[key] = key === "project_name" ? raw.trim() : raw;
  }
  const pages = params.getAll("page");
  const page = pages.length === 1 ? wholeNumber(MAX_PAGE).safeParse(pages[0]) : null;
  return { state, page: page?.success && page.data >= 1 ? page.data : 1 };
}
