import { sql } from "kysely";
import type { DB } from "#app/db/db.server.ts";
import { rememberedCount } from "#app/db/count-cache.server.ts";
import { isId, MAX_PAGE } from "#app/utils/limits.ts";
import type { PublicAgent } from "#app/utils/agent.ts";

/**
 * The one query layer for areas, developers and agents: the pages and the
 * public JSON API both call these. Every query runs on SQLite and PostgreSQL.
 */

export interface AreaSummary {
  id: number;
  name: string;
  /** public URL of the photo; null shows the placeholder */
  image: string | null;
}

export interface AreaFigures {
  /** active listings for sale */
  forSale: number;
  /** active listings to rent */
  toRent: number;
  /** AED per sq.ft, median over active residential sale listings with a price and a size */
  medianPricePerSqft: number | null;
  /** AED per year, median over active residential rent listings with a price */
  medianYearlyRent: number | null;
}

export interface AreaDetail extends AreaSummary {
  slug: string;
  description: string;
  figures: AreaFigures;
}

export interface DeveloperSummary {
  id: number;
  name: string;
  description: string;
  /** public URL of the logo; null shows the placeholder */
  logo: string | null;
}

/** A developer as the home page's row shows it: its card there has no description (not sent to the browser). */
export type HomeDeveloper = Omit<DeveloperSummary, "description">;

export interface DeveloperDetail extends DeveloperSummary {
  slug: string;
  /** active projects */
  projectCount: number;
}

/** An agent on the staff page: the public fields and the languages spoken. */
export interface StaffMember extends PublicAgent {
  languages: string[];
}

export interface PageRequest {
  /** 1-based */
  page: number;
  size: number;
}

export interface PageResult<T> {
  items: T[];
  /** all rows, not just this page */
  total: number;
  page: number;
  size: number;
}

/** Largest page a caller may ask for (the old API's developer filter asked for 1000). */
export const MAX_PAGE_SIZE = 1000;

function clampPage({ page, size }: PageRequest): PageRequest {
  const safeSize = Number.isFinite(size) ? Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(size))) : 24;
  const safePage = Number.isFinite(page) ? Math.min(MAX_PAGE, Math.max(1, Math.trunc(page))) : 1;
  return { page: safePage, size: safeSize };
}

/* ------------------------------------------------------------------ */
/* Areas                                                               */
/* ------------------------------------------------------------------ */

/** All areas by name, one page at a time. */
export async function listAreas(db: DB, request: PageRequest): Promise<PageResult<AreaSummary>> {
  const { page, size } = clampPage(request);
  const [items, count] = await Promise.all([
    db
      .selectFrom("areas")
      .select(["id", "name", "image"])
      .orderBy("name")
      .orderBy("id")
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    db
      .selectFrom("areas")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.n), page, size };
}

/**
 * The home page's areas: those with the most active listings first. Counting
 * every active listing by area takes ~17 ms on 100,000: the server remembers
 * the answer like a list total, until the next purge (count-cache.server.ts).
 */
export function listAreasForHome(db: DB, limit: number): Promise<AreaSummary[]> {
  return rememberedCount(db, `home:areas:${limit}`, () => areasByListings(db, limit));
}

async function areasByListings(db: DB, limit: number): Promise<AreaSummary[]> {
  const counts = db
    .selectFrom("listings")
    .select((eb) => ["area_id", eb.fn.countAll<number>().as("n")])
    .where("status", "=", "ACTIVE")
    .groupBy("area_id")
    .as("c");
  return db
    .selectFrom("areas")
    .leftJoin(counts, "c.area_id", "areas.id")
    .select(["areas.id", "areas.name", "areas.image"])
    .orderBy(sql`coalesce(c.n, 0)`, "desc")
    .orderBy("areas.name")
    .limit(Math.max(0, Math.trunc(limit)))
    .execute();
}

/** One area with figures computed from our listings, or undefined. */
export async function getArea(db: DB, id: number): Promise<AreaDetail | undefined> {
  if (!isId(id)) return undefined;
  const area = await db.selectFrom("areas").select(["id", "slug", "name", "description", "image"]).where("id", "=", id).executeTakeFirst();
  if (!area) return undefined;
  // 6–13 ms on 100,000 listings (medians sort the area's prices): remembered until the next purge, like a list total
  const figures = await rememberedCount(db, `area:${id}:figures`, () => areaFigures(db, id));
  return { ...area, figures };
}

async function areaFigures(db: DB, id: number): Promise<AreaDetail["figures"]> {
  const [counts, medianPricePerSqft, medianYearlyRent] = await Promise.all([
    db
      .selectFrom("listings")
      .select((eb) => ["listing_type", eb.fn.countAll<number>().as("n")])
      .where("area_id", "=", id)
      .where("status", "=", "ACTIVE")
      .groupBy("listing_type")
      .execute(),
    medianSalePricePerSqft(db, id),
    medianRent(db, id),
  ]);
  const countOf = (type: "SELL" | "RENT") => Number(counts.find((c) => c.listing_type === type)?.n ?? 0);
  return { forSale: countOf("SELL"), toRent: countOf("RENT"), medianPricePerSqft, medianYearlyRent };
}

/**
 * Medians without engine-specific functions: count the rows, then read the
 * middle one (odd count) or two (even count) with ORDER BY + LIMIT/OFFSET.
 */
function middle(count: number): { offset: number; limit: number } | undefined {
  if (count <= 0) return undefined;
  return { offset: Math.floor((count - 1) / 2), limit: count % 2 === 1 ? 1 : 2 };
}

const average = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

async function medianSalePricePerSqft(db: DB, areaId: number): Promise<number | null> {
  const base = db
    .selectFrom("listings")
    .where("area_id", "=", areaId)
    .where("status", "=", "ACTIVE")
    .where("listing_type", "=", "SELL")
    // homes only: a warehouse's or farm's price per sq.ft is no guide to a flat's (issue 41 item 3)
    .where("category", "=", "Residential")
    .where("price", "is not", null)
    .where("size_sqft", ">", 0);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const mid = middle(Number(n));
  if (!mid) return null;
  const rows = await base
    .select(["price", "size_sqft"])
    .orderBy(sql`price * 1.0 / size_sqft`)
    .orderBy("id")
    .limit(mid.limit)
    .offset(mid.offset)
    .execute();
  const values = rows.map((r) => Number(r.price) / Number(r.size_sqft));
  return values.length ? Math.round(average(values)) : null;
}

async function medianRent(db: DB, areaId: number): Promise<number | null> {
  const base = db
    .selectFrom("listings")
    .where("area_id", "=", areaId)
    .where("status", "=", "ACTIVE")
    .where("listing_type", "=", "RENT")
    .where("category", "=", "Residential")
    .where("price", "is not", null);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const mid = middle(Number(n));
  if (!mid) return null;
  const rows = await base.select("price").orderBy("price").orderBy("id").limit(mid.limit).offset(mid.offset).execute();
  const values = rows.map((r) => Number(r.price));
  return values.length ? Math.round(average(values)) : null;
}

/* ------------------------------------------------------------------ */
/* Developers                                                          */
/* ------------------------------------------------------------------ */

/** All developers by name, one page at a time. */
export async function listDevelopers(db: DB, request: PageRequest): Promise<PageResult<DeveloperSummary>> {
  const { page, size } = clampPage(request);
  const [items, count] = await Promise.all([
    db
      .selectFrom("developers")
      .select(["id", "name", "description", "logo"])
      .orderBy("name")
      .orderBy("id")
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    db
      .selectFrom("developers")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.n), page, size };
}

/** The home page's developers: those with the most active projects first. */
export async function listDevelopersForHome(db: DB, limit: number): Promise<HomeDeveloper[]> {
  const counts = db
    .selectFrom("projects")
    .select((eb) => ["developer_id", eb.fn.countAll<number>().as("n")])
    .where("status", "=", "ACTIVE")
    .groupBy("developer_id")
    .as("c");
  return db
    .selectFrom("developers")
    .leftJoin(counts, "c.developer_id", "developers.id")
    .select(["developers.id", "developers.name", "developers.logo"])
    .orderBy(sql`coalesce(c.n, 0)`, "desc")
    .orderBy("developers.name")
    .limit(Math.max(0, Math.trunc(limit)))
    .execute();
}

/** One developer, or undefined. */
export async function getDeveloper(db: DB, id: number): Promise<DeveloperDetail | undefined> {
  if (!isId(id)) return undefined;
  const [developer, projects] = await Promise.all([
    db.selectFrom("developers").select(["id", "slug", "name", "description", "logo"]).where("id", "=", id).executeTakeFirst(),
    db
      .selectFrom("projects")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("developer_id", "=", id)
      .where("status", "=", "ACTIVE")
      .executeTakeFirstOrThrow(),
  ]);
  return developer ? { ...developer, projectCount: Number(projects.n) } : undefined;
}

/* ------------------------------------------------------------------ */
/* Agents                                                              */
/* ------------------------------------------------------------------ */

function parseLanguages(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

/** Every agent, in the agency's order, public fields only. */
export async function listAgents(db: DB): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom("agents")
    .select(["id", "name", "role", "avatar", "phone", "email", "brn", "languages"])
    .orderBy("sort_order")
    .orderBy("name")
    .execute();
  return rows.map((r) => ({ ...r, languages: parseLanguages(r.languages) }));
}
