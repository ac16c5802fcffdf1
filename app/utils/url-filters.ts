import { z } from "zod";

/**
 * A page's filters in its URL (GET forms: bookmarkable, work without JavaScript): each key read on its
 * own, a bad value dropped rather than answered with an error, so the page shows what it can.
 */
export const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** A calendar day as the date input sends it (YYYY-MM-DD), optional. */
export const isoDay = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)))
    .optional(),
);

export function readLenient<S extends z.ZodObject>(schema: S, params: URLSearchParams): z.output<S> {
  const raw = Object.fromEntries(params.entries());
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(schema.shape)) {
    const field = schema.shape[key] as z.ZodType;
    const r = field.safeParse(raw[key]);
    if (r.success && r.data !== undefined) out[key] = r.data;
  }
  return schema.parse(out);
}

/** The filters as a query string (keys with a value only), "" when nothing is set. */
export function filterQuery(values: Record<string, unknown>): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (v !== undefined && v !== "") p.set(k, String(v));
  const s = p.toString();
  return s ? `?${s}` : "";
}
