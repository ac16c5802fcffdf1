import { LRUCache } from "lru-cache";
import type { DB } from "#app/db/db.server.ts";
import { onResponseCachePurge } from "#app/utils/cache-purge.server.ts";
import { changesCounts } from "#app/utils/changes.server.ts";
import { log } from "#app/utils/log.server.ts";
import { activeTextMatchIds, searchWords, setsOnly } from "./text-index.server.ts";
import type { ListingQuery } from "./types.ts";

/**
 * List totals without a database scan (issue 22: "counts that do not scan"). The first count of a
 * filter combination walked every matching index entry: 3–5 ms on 100,000 listings, a third of a
 * list page's time, and most list URLs of realistic traffic are a combination not yet counted.
 *
 * The server keeps, per process, the columns the common list filters test for every active listing
 * (type, category, price, bedrooms, property type, developer, and the id: 24 bytes a listing,
 * 2.4 MB at 100,000, plus the indices of each kind of list and a 4-byte id → index table) in typed
 * arrays, and counts a combination of those filters by one pass over them (~0.1 ms). A text search
 * with those filters is matched, counted and paged here too (summaryTextPage). It is read off the
 * request path: after start, again after every change event that can move a count (imports and
 * back-office edits send one, on every node: app/utils/changes.server.ts) and at the latest every
 * `maxAgeMs`. Until it is ready, and for any other filter (area, size,
 * amenities…), the database counts.
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
  /** listing ids, in the walk's order: listing type, then oldest to newest (created_at, id) */
  ids: Int32Array;
  /** index + 1 of each listing id (0: not active), when the ids are dense enough for a flat table */
  position?: Int32Array;
  /** the indices (ascending) of the listings a text search matches, per search's words, until the next build */
  textMatches: LRUCache<string, Int32Array>;
  rent: Uint8Array;
  commercial: Uint8Array;
  /** the indices (ascending) of each kind of list, by `kindKey` */
  kinds: Map<string, Int32Array>;
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

const state = {
  holders: new WeakMap<object, Holder>(),
  all: new Set<{ holder: Holder; db: DB }>(),
  listening: false,
};

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
    onResponseCachePurge((request) => {
      if (!changesCounts(request)) return;
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
  const ids = Int32Array.from(rows, (r) => r.id);
  const maxId = ids.reduce((max, id) => Math.max(max, id), 0);
  const position = maxId <= FLAT_POSITIONS_MAX ? new Int32Array(maxId + 1) : undefined;
  if (position) for (let i = 0; i < ids.length; i++) position[ids[i] as number] = i + 1;
  const rent = Uint8Array.from(rows, (r) => (r.listing_type === "RENT" ? 1 : 0));
  const commercial = Uint8Array.from(rows, (r) => (r.category === "Commercial" ? 1 : 0));
  const kinds = new Map<string, number[]>();
  for (let i = 0; i < rows.length; i++) {
    const kind = kindKey(rent[i] as number, commercial[i] as number);
    let members = kinds.get(kind);
    if (!members) kinds.set(kind, (members = []));
    members.push(i);
  }
  return {
    ids,
    position,
    kinds: new Map([...kinds].map(([kind, members]) => [kind, Int32Array.from(members)])),
    textMatches: new LRUCache({ maxSize: TEXT_MATCHES_MAX, sizeCalculation: (matches) => Math.max(1, matches.length) }),
    rent,
    commercial,
    price: Float64Array.from(rows, (r) => (r.price === null ? Number.NaN : Number(r.price))),
    bedrooms: Int16Array.from(rows, (r) => r.bedrooms ?? NONE),
    propertyType: Int32Array.from(rows, (r) => r.property_type_id),
    developer: Int32Array.from(rows, (r) => r.developer_id ?? NONE),
  };
}

/** A kind of list (listing type × category), from the summary's 0/1 columns. */
const kindKey = (rent: number, commercial: number) => `${rent}${commercial}`;

/** A query's listing type and category as the summary's `rent` and `commercial` values (NONE: any). */
function kindOf(q: TypedQuery): { rent: number; commercial: number } {
  return {
    rent: q.listingType === undefined ? NONE : q.listingType === "RENT" ? 1 : 0,
    commercial: q.category === undefined ? NONE : q.category === "Commercial" ? 1 : 0,
  };
}

/** Listing ids up to this get a flat id → index table (4 bytes each: 8 MB at most); past it text searches count in the database. */
const FLAT_POSITIONS_MAX = 2_000_000;

/** Matched indices kept for text searches, all searches together (4 bytes each: 4 MB). */
const TEXT_MATCHES_MAX = 1_000_000;

/** The summary of `db` when it is built and young enough (an old one is dropped and rebuilt). */
function liveSummary(db: DB): Summary | undefined {
  const holder = state.holders.get(db);
  const summary = holder?.summary;
  if (!holder || !summary) return undefined;
  if (Date.now() - holder.builtAt > holder.maxAgeMs) {
    holder.summary = undefined;
    void rebuild(db, holder);
    return undefined;
  }
  return summary;
}

type TypedQuery = ListingQuery & { propertyTypeIds?: number[] };

/**
 * Whether the listing at an index passes the filters the summary holds, or undefined when the
 * query filters on something else. The SQL semantics: a missing price or bedroom count never
 * matches a bound or a list; an empty property type list matches nothing.
 */
function filterOf(summary: Summary, q: TypedQuery, covered: ReadonlySet<string>): ((i: number) => boolean) | undefined {
  if ((q.status ?? "ACTIVE") !== "ACTIVE" || !setsOnly(q, covered)) return undefined;
  if (q.propertyTypes?.length && !q.propertyTypeIds) return undefined;
  const { rent, commercial } = kindOf(q);
  const types = q.propertyTypeIds ? new Set(q.propertyTypeIds) : undefined;
  const developers = q.developerIds?.length ? new Set(q.developerIds) : undefined;
  const bedrooms = q.bedrooms?.length ? new Set(q.bedrooms) : undefined;
  const min = q.minPrice;
  const max = q.maxPrice;
  return (i) => {
    if (rent !== NONE && summary.rent[i] !== rent) return false;
    if (commercial !== NONE && summary.commercial[i] !== commercial) return false;
    const price = summary.price[i] as number;
    // NaN (no price) fails both comparisons, as NULL does in SQL
    if (min !== undefined && !(price >= min)) return false;
    if (max !== undefined && !(price <= max)) return false;
    if (bedrooms && !bedrooms.has(summary.bedrooms[i] as number)) return false;
    if (types && !types.has(summary.propertyType[i] as number)) return false;
    if (developers && !developers.has(summary.developer[i] as number)) return false;
    return true;
  };
}

/**
 * The total and priced count of a list query from the summary, or undefined when the summary is
 * not ready, too old, or the query filters on something it does not hold. Property types must be
 * resolved to ids (withPropertyTypeIds) first.
 */
export function summaryCount(db: DB, q: TypedQuery): { n: number; priced: number } | undefined {
  const summary = liveSummary(db);
  const keep = summary && filterOf(summary, q, COVERED);
  if (!summary || !keep) return undefined;
  let n = 0;
  let priced = 0;
  // A list page names its listing type and category: only the listings of that kind are read
  // (a commercial list ~7,000 of 100,000).
  const { rent, commercial } = kindOf(q);
  const kind = rent !== NONE && commercial !== NONE ? (summary.kinds.get(kindKey(rent, commercial)) ?? new Int32Array(0)) : undefined;
  const count = kind ? kind.length : summary.ids.length;
  for (let k = 0; k < count; k++) {
    const i = kind ? (kind[k] as number) : k;
    if (!keep(i)) continue;
    n++;
    if (!Number.isNaN(summary.price[i])) priced++;
  }
  return { n, priced };
}

const WITH_TEXT = new Set<string>([...COVERED, "text"]);

/**
 * A text search's page and total from the summary (issue 22: a title search with a filter was
 * ~12 ms of SQLite, counting and paging every match through its listing row). The listings the
 * words match are read from the text index once per search until the next build, as indices of
 * the summary; the filters, the total and the page (newest first, or by price with unpriced
 * listings last, newest first, as `searchListings` orders them) are then worked out here.
 * Undefined, and the database answers, when the summary is not ready, the query has no words,
 * names no listing type, sorts otherwise or filters on something the summary does not hold.
 */
export async function summaryTextPage(
  db: DB,
  q: TypedQuery,
  offset: number,
  size: number,
): Promise<{ total: number; ids: number[] } | undefined> {
  const summary = liveSummary(db);
  const words = searchWords(q.text ?? "");
  const sort = q.sort ?? "newest";
  const keep = summary && words.length && q.listingType && filterOf(summary, q, WITH_TEXT);
  if (!summary || !keep || (sort !== "newest" && sort !== "price_asc" && sort !== "price_desc")) return undefined;
  const matched = await textMatches(db, summary, words);
  if (!matched) return undefined;
  const ids: number[] = [];
  let total = 0;
  if (sort === "newest") {
    // descending indices of one listing type: newest first, ties by id descending
    for (let k = matched.length - 1; k >= 0; k--) {
      const i = matched[k] as number;
      if (!keep(i)) continue;
      if (total >= offset && ids.length < size) ids.push(summary.ids[i] as number);
      total++;
    }
    return { total, ids };
  }
  const priced: number[] = [];
  const unpriced: number[] = [];
  for (let k = matched.length - 1; k >= 0; k--) {
    const i = matched[k] as number;
    if (!keep(i)) continue;
    (Number.isNaN(summary.price[i]) ? unpriced : priced).push(i);
  }
  const direction = sort === "price_asc" ? 1 : -1;
  const price = summary.price;
  const id = summary.ids;
  priced.sort((a, b) => direction * ((price[a] as number) - (price[b] as number) || (id[a] as number) - (id[b] as number)));
  const page = [...priced, ...unpriced].slice(offset, offset + size);
  return { total: priced.length + unpriced.length, ids: page.map((i) => id[i] as number) };
}

/**
 * The summary indices, ascending, of the active listings whose text has every word; undefined when
 * the text index knows an active match the summary does not (a listing imported or reactivated since
 * the build, whose purge has not reached this process yet): the database answers until it has. Also
 * undefined when the ids were too sparse for the id → index table.
 */
async function textMatches(db: DB, summary: Summary, words: string[]): Promise<Int32Array | undefined> {
  const position = summary.position;
  if (!position) return undefined;
  const key = words.join(" ");
  const kept = summary.textMatches.get(key);
  if (kept) return kept;
  const indices: number[] = [];
  for (const id of await activeTextMatchIds(db, words)) {
    const at = position[id] ?? 0;
    if (!at) return undefined;
    indices.push(at - 1);
  }
  const matched = Int32Array.from(indices).sort();
  summary.textMatches.set(key, matched);
  return matched;
}
