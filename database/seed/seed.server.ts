import { invalidateLocationIndex } from "#app/features/locations/locations.server.ts";
import { sql } from "kysely";
import { isPostgres } from "#app/db/dialect.ts";
import type { DB } from "#app/db/db.server.ts";
import type { Database } from "#app/db/schema.ts";
import { listingChunks, projectChunks } from "./demo-data.ts";
import { DEFAULT_AGENCY_DOMAIN, DEFAULT_LISTINGS, DEFAULT_PROJECTS, DEFAULT_SEED } from "./generate/common.ts";
import { agents, areas, developers, propertyTypes } from "./generate/reference.ts";

export interface SeedOptions {
  listings?: number;
  projects?: number;
  agencyDomain?: string;
  seed?: number;
  /** delete the existing demo tables' rows first (leads are kept) */
  reset?: boolean;
  onProgress?: (message: string) => void;
}

export interface SeedResult {
  listings: number;
  projects: number;
  ms: number;
}

/** Thrown instead of mixing demo rows into a database that already holds data. */
export class DatabaseNotEmptyError extends Error {
  constructor() {
    super("The database already holds data; seed it with { reset: true } (--reset) to replace the demo tables.");
    this.name = "DatabaseNotEmptyError";
  }
}

/**
 * The tables the seed fills, parents first. Deleting runs in reverse; leads
 * are never touched, they are real enquiries.
 */
const SEEDED_TABLES = [
  "areas",
  "developers",
  "agents",
  "property_types",
  "listings",
  "listing_photos",
  "listing_price_history",
  "projects",
  "project_photos",
  "floor_plans",
] as const satisfies readonly (keyof Database)[];
type SeededTable = (typeof SEEDED_TABLES)[number];

/**
 * SQLite allows 32,766 bound parameters per statement and PostgreSQL 65,535;
 * staying under 30,000 keeps one batch size valid on both.
 */
const MAX_PARAMETERS = 29_999;
/** listings generated and written per step: bounds memory and paces progress reports */
const LISTING_CHUNK = 10_000;
const PROJECT_CHUNK = 1_000;
/**
 * SQLite page cache while seeding, in KiB (negative = size, not pages). The
 * default 2 MB thrashes while all the listing indexes grow at once; 64 MB cut
 * the CPU time of a 100k seed by 10–25%.
 */
const SQLITE_SEED_CACHE_KIB = 65_536;

export async function isEmpty(db: DB): Promise<boolean> {
  for (const table of SEEDED_TABLES) {
    const row = await db
      .selectFrom(table)
      .select(sql<number>`1`.as("one"))
      .limit(1)
      .executeTakeFirst();
    if (row) return false;
  }
  return true;
}

/**
 * Fills the demo tables in one transaction: a failed seed leaves the
 * database as it was, never half-filled (which the emptiness check would then
 * refuse to repair without --reset).
 */
export async function seedDatabase(db: DB, options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  const listingCount = validCount(options.listings ?? DEFAULT_LISTINGS, "listings");
  const projectCount = validCount(options.projects ?? DEFAULT_PROJECTS, "projects");
  const seed = options.seed ?? DEFAULT_SEED;
  const progress = options.onProgress ?? (() => {});

  await withSeedingCache(db, () =>
    db.transaction().execute(async (trx) => {
      if (options.reset) await deleteSeededRows(trx, progress);
      else if (!(await isEmpty(trx))) throw new DatabaseNotEmptyError();

      await insertReferenceData(trx, options.agencyDomain ?? DEFAULT_AGENCY_DOMAIN, seed);
      progress(`areas, developers, agents and property types inserted`);
      await insertListings(trx, listingCount, seed, progress);
      await insertProjects(trx, projectCount, seed, progress);
      if (isPostgres(trx)) await resetSequences(trx);
    }),
  );

  invalidateLocationIndex();
  return { listings: listingCount, projects: projectCount, ms: Math.round(performance.now() - started) };
}

/** The SQLite connection is the app's own, so its cache size is put back afterwards. */
async function withSeedingCache<T>(db: DB, run: () => Promise<T>): Promise<T> {
  if (isPostgres(db)) return run();
  const { rows } = await sql<{ cache_size: number }>`pragma cache_size`.execute(db);
  const previous = Math.trunc(Number(rows[0]?.cache_size ?? -2000));
  await sql.raw(`pragma cache_size = -${SQLITE_SEED_CACHE_KIB}`).execute(db);
  try {
    return await run();
  } finally {
    await sql.raw(`pragma cache_size = ${previous}`).execute(db);
  }
}

function validCount(value: number, what: string): number {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${what} must be a whole number ≥ 0, got ${value}`);
  return value;
}

async function deleteSeededRows(db: DB, progress: (message: string) => void): Promise<void> {
  for (const table of [...SEEDED_TABLES].reverse()) await db.deleteFrom(table).execute();
  progress("existing demo rows deleted (leads kept)");
}

async function insertReferenceData(db: DB, agencyDomain: string, seed: number): Promise<void> {
  await insertInBatches(areas(), (batch) => db.insertInto("areas").values(batch).execute());
  await insertInBatches(developers(), (batch) => db.insertInto("developers").values(batch).execute());
  await insertInBatches(agents(agencyDomain, seed), (batch) => db.insertInto("agents").values(batch).execute());
  await insertInBatches(propertyTypes(), (batch) => db.insertInto("property_types").values(batch).execute());
}

async function insertListings(db: DB, count: number, seed: number, progress: (message: string) => void): Promise<void> {
  let done = 0;
  for (const chunk of listingChunks(count, { seed, chunkSize: LISTING_CHUNK })) {
    await insertInBatches(chunk.listings, (batch) => db.insertInto("listings").values(batch).execute());
    await insertInBatches(chunk.photos, (batch) => db.insertInto("listing_photos").values(batch).execute());
    await insertInBatches(chunk.prices, (batch) => db.insertInto("listing_price_history").values(batch).execute());
    done += chunk.listings.length;
    progress(`listings ${done.toLocaleString("en-US")}/${count.toLocaleString("en-US")}`);
  }
}

async function insertProjects(db: DB, count: number, seed: number, progress: (message: string) => void): Promise<void> {
  let done = 0;
  for (const chunk of projectChunks(count, { seed, chunkSize: PROJECT_CHUNK })) {
    await insertInBatches(chunk.projects, (batch) => db.insertInto("projects").values(batch).execute());
    await insertInBatches(chunk.photos, (batch) => db.insertInto("project_photos").values(batch).execute());
    await insertInBatches(chunk.floorPlans, (batch) => db.insertInto("floor_plans").values(batch).execute());
    done += chunk.projects.length;
    progress(`projects ${done.toLocaleString("en-US")}/${count.toLocaleString("en-US")}`);
  }
}

/** Multi-row inserts sized so no statement binds more than MAX_PARAMETERS values. */
async function insertInBatches<Row extends object>(rows: readonly Row[], insert: (batch: Row[]) => Promise<unknown>): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const batchSize = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(first).length));
  for (let start = 0; start < rows.length; start += batchSize) await insert(rows.slice(start, start + batchSize));
}

/**
 * Explicit ids do not advance PostgreSQL's serial sequences, so the next
 * ordinary insert would collide with id 1. Point each one past the largest id
 * (is_called = false makes an empty table start at 1 again).
 */
async function resetSequences(db: DB): Promise<void> {
  for (const table of SEEDED_TABLES) await resetSequence(db, table);
}

async function resetSequence(db: DB, table: SeededTable): Promise<void> {
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
    db,
  );
}
