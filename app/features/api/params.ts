import { z } from "zod";
import { MAX_ID, MAX_PAGE, MAX_PRICE, NEW_PROJECTS_MAX_PRICE } from "#app/utils/limits.ts";
import {
  AMENITY_KEYS,
  COMPLETION_KEYS,
  FURNISHING_KEYS,
  MAX_BATHROOMS,
  MAX_CHEQUES,
  MAX_SIZE_SQFT,
  parseBBox,
  SORT_KEYS,
} from "#app/features/listings/types.ts";
import { isLocationId, MAX_LOCATION_QUERY, MAX_LOCATIONS } from "#app/features/locations/types.ts";

/**
 * Query parameters of the public API (spec §5 and §7). Unlike the pages, which
 * quietly drop unusable values, the API answers 400 naming the parameter, so a
 * client learns what it sent wrong. Unknown parameters are ignored.
 */

export type RawQuery = Record<string, string | string[]>;

/** Groups repeated keys and folds `key[]` (how browser clients send lists) into `key`. */
export function readQuery(url: URL): RawQuery {
  const out: RawQuery = {};
  for (const [rawKey, value] of url.searchParams) {
    const key = rawKey.endsWith("[]") ? rawKey.slice(0, -2) : rawKey;
    const prev = out[key];
    if (prev === undefined) out[key] = rawKey.endsWith("[]") ? [value] : value;
    else out[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}

const single = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const blankToUndefined = (v: unknown) => (v === "" || v === undefined ? undefined : v);

export function intParam(min: number, max: number, description: string) {
  return z
    .preprocess(
      (v) => blankToUndefined(single(v)),
      z.coerce
        .number({ error: "must be a number" })
        .int({ error: "must be a whole number" })
        .min(min, { error: `must be at least ${min}` })
        .max(max, { error: `must be at most ${max}` })
        .optional(),
    )
    .describe(description);
}

export function textParam(maxLength: number, description: string) {
  return z
    .preprocess(
      (v) => blankToUndefined(single(v)),
      z
        .string()
        .trim()
        .max(maxLength, { error: `must be at most ${maxLength} characters` })
        .optional(),
    )
    .describe(description);
}

/** A value among lower-case keys, matched case-insensitively. */
export function lowerEnumParam<const T extends readonly [string, ...string[]]>(values: T, description: string) {
  return z
    .preprocess(
      (v) => {
        const s = blankToUndefined(single(v));
        return typeof s === "string" ? s.toLowerCase() : s;
      },
      z.enum(values, { error: `must be one of ${values.join(", ")}` }).optional(),
    )
    .describe(description);
}

export function enumParam<const T extends readonly [string, ...string[]]>(values: T, description: string) {
  return z
    .preprocess(
      (v) => {
        const s = blankToUndefined(single(v));
        return typeof s === "string" ? s.toUpperCase() : s;
      },
      z.enum(values, { error: `must be one of ${values.join(", ")}` }).optional(),
    )
    .describe(description);
}

/** A list sent as repeated keys, `key[]=`, or comma-separated; each item a whole number. */
export function intListParam(max: number, description: string, itemMax = MAX_ID) {
  return z
    .preprocess(
      (v) => {
        if (v === undefined || v === "") return undefined;
        const items = (Array.isArray(v) ? v : [v])
          .flatMap((s) => String(s).split(","))
          .map((s) => s.trim())
          .filter(Boolean);
        return items.length ? items : undefined;
      },
      z
        .array(
          z.coerce
            .number({ error: "must be a list of numbers" })
            .int({ error: "must be a list of whole numbers" })
            .min(0, { error: "must not be negative" })
            .max(itemMax, { error: `items must be at most ${itemMax}` }),
        )
        .max(max, { error: `must have at most ${max} items` })
        .optional(),
    )
    .describe(description);
}

/** A list of labels (property types), same encodings as intListParam. */
export function textListParam(max: number, description: string) {
  return z
    .preprocess(
      (v) => {
        if (v === undefined || v === "") return undefined;
        const items = (Array.isArray(v) ? v : [v])
          .flatMap((s) => String(s).split(","))
          .map((s) => s.trim())
          .filter(Boolean);
        return items.length ? items : undefined;
      },
      z
        .array(z.string().max(60, { error: "items must be at most 60 characters" }))
        .max(max, { error: `must have at most ${max} items` })
        .optional(),
    )
    .describe(description);
}

const paging = (maxSize: number, defaultSize: number) => ({
  page: intParam(1, MAX_PAGE, "1-based page number (default 1)"),
  size: intParam(1, maxSize, `items per page, at most ${maxSize} (default ${defaultSize})`),
});

export const AreasQuery = z.object({ ...paging(100, 100) });

export const LocationsQuery = z.object({
  q: textParam(MAX_LOCATION_QUERY, "what the visitor typed: a name or alias (JVC, JLT, Downtown…), any case, accents ignored"),
  limit: intParam(1, 20, "at most this many locations (default 8)"),
});

/** Location index ids (`location=dubai-marina&location=…`, or comma-separated). */
export function locationListParam(description: string) {
  return z
    .preprocess(
      (v) => {
        if (v === undefined || v === "") return undefined;
        const items = (Array.isArray(v) ? v : [v])
          .flatMap((s) => String(s).split(","))
          .map((s) => s.trim())
          .filter(Boolean);
        return items.length ? items : undefined;
      },
      z
        .array(z.string().refine(isLocationId, { error: "items must be location ids from /api/locations" }))
        .max(MAX_LOCATIONS, { error: `must have at most ${MAX_LOCATIONS} items` })
        .optional(),
    )
    .describe(description);
}

export const DevelopersQuery = z.object({ ...paging(1000, 1000) });

/**
 * The language of the text fields that have an Arabic version (issue 43): `ar` answers them in Arabic
 * where the row has it, in English where it does not. Everything else stays language-neutral.
 */
export const API_LANGUAGES = ["en", "ar"] as const;
export type ApiLanguage = (typeof API_LANGUAGES)[number];
const langParam = () =>
  lowerEnumParam(
    API_LANGUAGES,
    "ar: the text fields that have an Arabic version (title, name, description) in Arabic where the row has one, else English; en (default): English",
  );

export const PropertiesQuery = z.object({
  ...paging(100, 10),
  lang: langParam(),
  property_id: intParam(1, MAX_ID, "one listing by id; the answer holds it as the first and only item"),
  status: enumParam(["ACTIVE", "INACTIVE"], "listing status (default ACTIVE)"),
  listing_type: enumParam(["SELL", "RENT"], "SELL or RENT"),
  category: enumParam(["RESIDENTIAL", "COMMERCIAL"], "Residential or Commercial property types"),
  startPrice: intParam(0, MAX_PRICE, "lowest price in AED"),
  endPrice: intParam(0, MAX_PRICE, "highest price in AED"),
  min_price: intParam(0, MAX_PRICE, "lowest price in AED (list page key)"),
  max_price: intParam(0, MAX_PRICE, "highest price in AED (list page key)"),
  propertyType: textListParam(20, "property type labels, e.g. Apartment"),
  property_type: textParam(60, "one property type label (list page key)"),
  bedRoomNum: intListParam(12, "bedroom counts; 0 is a studio", 50),
  bedrooms: intParam(0, 50, "bedroom count; 0 is a studio (list page key)"),
  developerIds: intListParam(50, "developer ids"),
  developer_id: intParam(1, MAX_ID, "one developer id (list page key)"),
  area_id: intParam(1, MAX_ID, "area id"),
  location: locationListParam("location ids from /api/locations (any of them); an unknown id matches nothing"),
  title: textParam(
    120,
    "text search (the text index) over title, description, community, building and area: every word, as a word or its start",
  ),
  min_size: intParam(0, MAX_SIZE_SQFT, "smallest size in sq.ft"),
  max_size: intParam(0, MAX_SIZE_SQFT, "largest size in sq.ft"),
  baths: intParam(1, MAX_BATHROOMS, "at least this many bathrooms"),
  furnishing: lowerEnumParam(FURNISHING_KEYS, "furnishing"),
  completion: lowerEnumParam(COMPLETION_KEYS, "ready, or off-plan (resale of a unit not yet handed over)"),
  amenity: z
    .preprocess(
      (v) => {
        if (v === undefined || v === "") return undefined;
        const items = (Array.isArray(v) ? v : [v])
          .flatMap((s) => String(s).split(","))
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean);
        return items.length ? [...new Set(items)] : undefined;
      },
      z.array(z.enum(AMENITY_KEYS, { error: `items must be among ${AMENITY_KEYS.join(", ")}` })).optional(),
    )
    .describe(`amenities the listing must all have: ${AMENITY_KEYS.join(", ")} (repeat the key or separate by commas)`),
  cheques: intParam(1, MAX_CHEQUES, "rent: paid in at least this many cheques"),
  bbox: z
    .preprocess(
      (v) => blankToUndefined(single(v)),
      z
        .string()
        .max(120)
        .transform((s, ctx) => {
          const b = parseBBox(s);
          if (!b) {
            ctx.addIssue({ code: "custom", message: "must be minLng,minLat,maxLng,maxLat in degrees, min ≤ max" });
            return z.NEVER;
          }
          return b;
        })
        .optional(),
    )
    .describe("map bounds minLng,minLat,maxLng,maxLat: listings inside them (listings without coordinates never match)"),
  sort: z
    .preprocess((v) => blankToUndefined(single(v)), z.enum(SORT_KEYS, { error: `must be one of ${SORT_KEYS.join(", ")}` }).optional())
    .describe(`${SORT_KEYS.join(", ")} (default newest); psf is the price per sq.ft; listings without the value come last`),
});

export const ProjectsQuery = z.object({
  ...paging(100, 10),
  lang: langParam(),
  project_id: intParam(1, MAX_ID, "one project by id; the answer holds it as the first and only item"),
  status: enumParam(["ACTIVE", "INACTIVE"], "project status (default ACTIVE)"),
  project_name: textParam(120, "text search over project names, communities, areas and developers"),
  min_price: intParam(0, MAX_PRICE, "lowest 'price from' in AED"),
  max_price: intParam(0, MAX_PRICE, "highest 'price from' in AED"),
  startPrice: intParam(0, MAX_PRICE, "lowest price; with only endPrice it is 0 (spec §5)"),
  endPrice: intParam(0, MAX_PRICE, `highest price; with only startPrice it is ${NEW_PROJECTS_MAX_PRICE} (spec §5)`),
  developer_id: intParam(1, MAX_ID, "one developer id"),
  developerIds: intListParam(50, "developer ids"),
  area_id: intParam(1, MAX_ID, "area id"),
  agent_id: intParam(1, MAX_ID, "agent id"),
  rooms: intParam(0, 50, "bedroom count the project offers; 0 is a studio"),
  bedRoomNum: intListParam(12, "bedroom counts; 0 is a studio", 50),
  handover_year: intParam(2000, 2100, "four-digit handover year"),
  handover_by: intParam(2000, 2100, "handing over in this year or earlier"),
  post_handover: intParam(1, 100, "at least this share (%) paid after handover; 1 = any post-handover plan"),
  max_first: intParam(0, 100, "a first installment of at most this share (%)"),
  sort: z
    .preprocess(
      (v) => blankToUndefined(single(v)),
      z
        .enum(["newest-launch", "price_asc", "price_desc", "handover"], {
          error: "must be one of newest-launch, price_asc, price_desc, handover",
        })
        .optional(),
    )
    .describe("newest-launch (default), price_asc, price_desc or handover (soonest first)"),
});

export const EmptyQuery = z.object({});

export interface ParamError {
  error: "invalid_parameter";
  parameter: string;
  message: string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: ParamError };

export function parseQuery<S extends z.ZodType>(schema: S, raw: RawQuery): Parsed<z.output<S>> {
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  const parameter = String(issue?.path[0] ?? "query");
  return { ok: false, error: { error: "invalid_parameter", parameter, message: `${parameter} ${issue?.message ?? "is invalid"}` } };
}
