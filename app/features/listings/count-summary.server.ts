import type { DB } from "#app/db/db.server.ts";
import { onResponseCachePurge } from "#app/utils/cache-purge.server.ts";
import { log } from "#app/utils/log.server.ts";
import { processGlobal } from "#app/utils/process-global.ts";
import { setsOnly } from "./text-index.server.ts";
import type { ListingQuery } from "./types.ts";

/**
 * List totals without a database scan (issue 22: "counts that do not scan"). The first count of a
 * filter combination walked every matching index entry: 3–5 ms on 100,000 listings, a third of a
 * list page's time, and most list URLs of realistic traffic are a combination not yet counted.
 *
 * The server keeps, per process, the columns the common list filters test for every active listing
 * (type, category, price, bedrooms, property type, developer: 14 bytes a listing, 1.4 MB at
 * 100,000) in typed arrays, and counts a combination of those filters by one pass over them
 * (~0.1 ms). It is read off the request path: after start, and again after every response cache
 * purge (imports and back-office edits send one, on every node) and at the latest every `maxAgeMs`.
 * Until it is ready, and for any other filter (text, area, size, amenities…), the database counts.
 *
 * The SQL semantics are kept exactly: a missing price or bedroom count never matches a bound or a
 * list, `priced` counts listings with a price, and an empty property type list matches nothing.
 */
const COVERED = new Set<string>([
  "listingType",
  "category",
  "status",
  "propertyTypes",
  "propertyTypeIds",
  "developerIds",
  "bedrooms",
  "minPrice",
  "maxPrice",
  "sort",
]);

const NONE = -1;

interface Summary {
  size: number;
  rent: Uint8Array;
  commercial: Uint8Array;
  /** NaN where the listing has no price */
  price: Float64Array;
  /** NONE where unknown */
  bedrooms: Int16Array;
  propertyType: Int32Array;
  /** NONE where the listing has no developer */
  developer: Int32Array;
}

interface Holder {
  summary?: Summary;
  builtAt: number;
  /** bumped by each purge: a build that began before it is thrown away */
  generation: number;
  building: boolean;
  stopped: boolean;
  maxAgeMs: number;
  /** index entries per statement */
  chunk: number;
}

const state = processGlobal("count-summary", () => ({
  holders: new WeakMap<object, Holder>(),
  all: new Set<{ holder: Holder; db: DB }>(),
  listening: false,
}));

/** Turns the summary on for `db` (the server's database) and builds it in the background; returns how to turn it off. */
export function keepCountSummary(db: DB, options: { maxAgeMs?: number; chunk?: number } = {}): () => void {
  const existing = state.holders.get(db);
  if (existing) return () => undefined;
  const holder: Holder = {
    builtAt: 0,
    generation: 0,
    building: false,
    stopped: false,
    maxAgeMs: options.maxAgeMs ?? 10 * 60_000,
    chunk: options.chunk ?? CHUNK,
  };
  const entry = { holder, db };
  state.holders.set(db, holder);
  state.all.add(entry);
  if (!state.listening) {
    state.listening = true;
    onResponseCachePurge(() => {
      for (const { holder, db } of state.all) {
        holder.generation++;
        holder.summary = undefined;
        void rebuild(db, holder);
      }
    });
  }
  void rebuild(db, holder);
  return () => {
    state.all.delete(entry);
    state.holders.delete(db);
    holder.stopped = true;
  };
}

/** Whether the summary of `db` is built and in use. */
export function countSummaryReady(db: DB): boolean {
  return state.holders.get(db)?.summary !== undefined;
}

async function rebuild(db: DB, holder: Holder): Promise<void> {
  if (holder.building) {
    // a build is under way: when it ends it sees the new generation and starts again
    return;
  }
  holder.building = true;
  try {
    while (!holder.stopped) {
      const generation = holder.generation;
      const summary = await build(db, holder.chunk);
      if (generation === holder.generation) {
        holder.summary = summary;
        holder.builtAt = Date.now();
        return;
      }
    }
  } catch (error) {
    if (holder.stopped) return;
    log.warn("The list count summary could not be built: lists count in the database", error);
  } finally {
    holder.building = false;
  }
}

/**
 * Index entries read per statement while building: ~2–4 ms of the event loop each on SQLite, then other work
 * runs. The walk follows the covering index listings_type_newest (status, listing_type, created_at,
 * id, then every column read here) from where the last chunk ended, so it never reads a table row.
 */
const CHUNK = 2000;

async function build(db: DB, chunk: number): Promise<Summary> {
  const read = () =>
    db
      .selectFrom("listings")
      .select(["id", "listing_type", "created_at", "category", "price", "bedrooms", "property_type_id", "developer_id"])
      .where("status", "=", "ACTIVE");
  const rows: Awaited<ReturnType<ReturnType<typeof read>["execute"]>> = [];
  for (;;) {
    const after = rows.at(-1);
    const next = await (
      after
        ? read().where((eb) =>
            eb(eb.refTuple("listing_type", "created_at", "id"), ">", eb.tuple(after.listing_type, after.created_at, after.id)),
          )
        : read()
    )
      .orderBy("listing_type")
      .orderBy("created_at")
      .orderBy("id")
      .limit(chunk)
      .execute();
    rows.push(...next);
    if (next.length < chunk) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return {
    size: rows.length,
    rent: Uint8Array.from(rows, (r) => (r.listing_type === "RENT" ? 1 : 0)),
    commercial: Uint8Array.from(rows, (r) => (r.category === "Commercial" ? 1 : 0)),
    price: Float64Array.from(rows, (r) => (r.price === null ? Number.NaN : Number(r.price))),
    bedrooms: Int16Array.from(rows, (r) => r.bedrooms ?? NONE),
    propertyType: Int32Array.from(rows, (r) => r.property_type_id),
    developer: Int32Array.from(rows, (r) => r.developer_id ?? NONE),
  };
}

/**
 * The total and priced count of a list query from the summary, or undefined when the summary is
 * not ready, too old, or the query filters on something it does not hold. Property types must be
 * resolved to ids (withPropertyTypeIds) first.
 */
export function summaryCount(db: DB, q: ListingQuery & { propertyTypeIds?: number[] }): { n: number; priced: number } | undefined {
  const holder = state.holders.get(db);
  const summary = holder?.summary;
  if (!holder || !summary) return undefined;
  if (Date.now() - holder.builtAt > holder.maxAgeMs) {
    holder.summary = undefined;
    void rebuild(db, holder);
    return undefined;
  }
  if ((q.status ?? "ACTIVE") !== "ACTIVE" || !setsOnly(q, COVERED)) return undefined;
  if (q.propertyTypes?.length && !q.propertyTypeIds) return undefined;
  const rent = q.listingType === undefined ? NONE : q.listingType === "RENT" ? 1 : 0;
  const commercial = q.category === undefined ? NONE : q.category === "Commercial" ? 1 : 0;
  const types = q.propertyTypeIds ? new Set(q.propertyTypeIds) : undefined;
  const developers = q.developerIds?.length ? new Set(q.developerIds) : undefined;
  const bedrooms = q.bedrooms?.length ? new Set(q.bedrooms) : undefined;
  const min = q.minPrice;
  const max = q.maxPrice;
  let n = 0;
  let priced = 0;
  for (let i = 0; i < summary.size; i++) {
    if (rent !== NONE && summary.rent[i] !== rent) continue;
    if (commercial !== NONE && summary.commercial[i] !== commercial) continue;
    const price = summary.price[i] as number;
    // NaN (no price) fails both comparisons, as NULL does in SQL
    if (min !== undefined && !(price >= min)) continue;
    if (max !== undefined && !(price <= max)) continue;
    if (bedrooms && !bedrooms.has(summary.bedrooms[i] as number)) continue;
    if (types && !types.has(summary.propertyType[i] as number)) continue;
    if (developers && !developers.has(summary.developer[i] as number)) continue;
    n++;
    if (!Number.isNaN(price)) priced++;
  }
  return { n, priced };
}
