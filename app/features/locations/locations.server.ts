/**
 * The location index (issue 21 item 1): every area, every community and
 * building (sub-community) that an active listing names, with their listing
 * counts by type. It is read from the database into memory (a few thousand
 * entries) and answered there, so a keystroke costs no query: the index is
 * rebuilt at most every REFRESH_MS, in the background while the previous one
 * keeps answering, and at once after a change event that touches listings, projects or places
 * (app/utils/changes.server.ts, from any process), a seed or an import (`invalidateLocationIndex`).
 *
 * A write elsewhere is seen within CHECK_MS: at most that often a search asks the database for the
 * data's version (counts and latest change times of listings, projects and areas: one small query)
 * and rebuilds when it moved: a guard for a write that sent no change event (a script, a
 * database edited by hand), and for a node that missed one while Redis was down.
 */
import { sql } from "kysely";
import type { DB } from "#app/db/db.server.ts";
import { onResponseCachePurge } from "#app/utils/cache-purge.server.ts";
import { changesCounts } from "#app/utils/changes.server.ts";
import { type IndexedLocation, indexLocation, matchLocations, resolveLocationText, slugify } from "./match.ts";
import { isLocationId, type LocationCounts, type LocationEntry, MAX_LOCATIONS } from "./types.ts";

const REFRESH_MS = 60_000;
/** How stale the index may be after a write it was not told of. */
export const CHECK_MS = 2_000;

interface Built {
  builtAt: number;
  /** the data's version when the build started (dataVersion) */
  version: string;
  list: IndexedLocation[];
  byId: Map<string, IndexedLocation>;
}

interface Slot {
  current?: Built & { generation: number };
  pending?: { generation: number; promise: Promise<Built> };
  /** when the data's version was last compared */
  checkedAt?: number;
}

/** What changes when a location's name or counts can: active counts and latest change times, area names' length. */
async function dataVersion(db: DB): Promise<string> {
  const row = await sql<Record<string, string | number | null>>`
    select
      (select count(*) from listings where status = 'ACTIVE') as l,
      (select max(updated_at) from listings) as lu,
      (select count(*) from projects where status = 'ACTIVE') as p,
      (select max(updated_at) from projects) as pu,
      (select count(*) from areas) as a,
      (select coalesce(sum(length(name)), 0) from areas) as an`.execute(db);
  return JSON.stringify(Object.values(row.rows[0] ?? {}).map((v) => (v === null ? null : String(v))));
}

const slots = new WeakMap<DB, Slot>();
/** Bumped by invalidateLocationIndex: an index built before is not used again, whatever handle built it. */
let generation = 0;

const zero = (): LocationCounts => ({ sale: 0, rent: 0, projects: 0 });

async function build(db: DB): Promise<Built> {
  const version = await dataVersion(db);
  const [areas, groups, projects] = await Promise.all([
    db.selectFrom("areas").select(["id", "slug", "name"]).orderBy("id").execute(),
    db
      .selectFrom("listings")
      .select(["area_id", "community", "sub_community", "listing_type", sql<number | string>`count(*)`.as("n")])
      .where("status", "=", "ACTIVE")
      .groupBy(["area_id", "community", "sub_community", "listing_type"])
      .execute(),
    db
      .selectFrom("projects")
      .select(["area_id", sql<number | string>`count(*)`.as("n")])
      .where("status", "=", "ACTIVE")
      .where("area_id", "is not", null)
      .groupBy("area_id")
      .execute(),
  ]);
  const entries = new Map<string, { entry: LocationEntry; parents: string[] }>();
  const areaById = new Map<number, LocationEntry>();
  for (const a of areas) {
    const entry: LocationEntry = { id: a.slug, kind: "area", name: a.name, label: a.name, place: { areaId: a.id }, counts: zero() };
    areaById.set(a.id, entry);
    entries.set(entry.id, { entry, parents: [] });
  }
  for (const p of projects) {
    const area = p.area_id === null ? undefined : areaById.get(p.area_id);
    if (area) area.counts.projects += Number(p.n);
  }
  const add = (id: string, make: () => { entry: LocationEntry; parents: string[] }) => {
    let slot = entries.get(id);
    if (!slot) {
      slot = make();
      entries.set(id, slot);
    }
    return slot.entry;
  };
  for (const g of groups) {
    const area = areaById.get(g.area_id);
    if (!area) continue;
    const n = Number(g.n);
    const key = g.listing_type === "RENT" ? "rent" : "sale";
    area.counts[key] += n;
    const community = g.community?.trim();
    if (!community || !slugify(community)) continue;
    const communityId = `${area.id}.${slugify(community)}`;
    const c = add(communityId, () => ({
      entry: {
        id: communityId,
        kind: "community",
        name: community,
        label: `${community}, ${area.name}`,
        place: { areaId: area.place.areaId, community },
        counts: zero(),
      },
      parents: [area.name],
    }));
    c.counts[key] += n;
    const building = g.sub_community?.trim();
    if (!building || !slugify(building) || building === community) continue;
    const buildingId = `${communityId}.${slugify(building)}`;
    const b = add(buildingId, () => ({
      entry: {
        id: buildingId,
        kind: "building",
        name: building,
        label: `${building}, ${community}, ${area.name}`,
        place: { areaId: area.place.areaId, community, subCommunity: building },
        counts: zero(),
      },
      parents: [community, area.name],
    }));
    b.counts[key] += n;
  }
  const list = [...entries.values()].map(({ entry, parents }) => indexLocation(entry, parents));
  return { builtAt: Date.now(), version, list, byId: new Map(list.map((l) => [l.id, l])) };
}

function slotOf(db: DB): Slot {
  let slot = slots.get(db);
  if (!slot) {
    slot = {};
    slots.set(db, slot);
  }
  return slot;
}

function rebuild(db: DB, slot: Slot): Promise<Built> {
  if (slot.pending?.generation === generation) return slot.pending.promise;
  const started = generation;
  const promise = build(db)
    .then((built) => {
      if (started === generation) {
        slot.current = { ...built, generation: started };
        slot.checkedAt = built.builtAt;
      }
      return built;
    })
    .finally(() => {
      if (slot.pending?.promise === promise) slot.pending = undefined;
    });
  slot.pending = { generation: started, promise };
  return promise;
}

/** The index: the one in memory while it is fresh; a stale one answers while its successor is built. */
async function index(db: DB): Promise<Built> {
  const slot = slotOf(db);
  const current = slot.current;
  if (!current || current.generation !== generation) return rebuild(db, slot);
  const now = Date.now();
  if (now - (slot.checkedAt ?? current.builtAt) >= CHECK_MS || now < (slot.checkedAt ?? 0)) {
    slot.checkedAt = now;
    if ((await dataVersion(db)) !== current.version) return rebuild(db, slot);
  }
  if (now - current.builtAt > REFRESH_MS) void rebuild(db, slot).catch(() => {});
  return current;
}

/** Drops the index (after a seed, an import, or in a test after writing rows): the next call rebuilds it. */
export function invalidateLocationIndex(): void {
  generation++;
}

// The change event (app/utils/changes.server.ts), from this process or any other: a change to what is
// on sale or to a place's name rebuilds the index on the next search.
onResponseCachePurge((request) => {
  if (changesCounts(request)) invalidateLocationIndex();
});

const publicEntry = ({ id, kind, name, label, place, counts }: IndexedLocation): LocationEntry => ({
  id,
  kind,
  name,
  label,
  place,
  counts,
});

/** Autocomplete: the locations a typed text names, best first. */
export async function searchLocations(db: DB, query: string, limit = 8): Promise<LocationEntry[]> {
  return matchLocations((await index(db)).list, query, limit).map(publicEntry);
}

/** The known locations among URL ids, in the order given, without repeats (unknown and malformed ids dropped). */
export async function locationsByIds(db: DB, ids: readonly string[]): Promise<LocationEntry[]> {
  const wanted = [...new Set(ids.filter(isLocationId))].slice(0, MAX_LOCATIONS);
  if (!wanted.length) return [];
  const { byId } = await index(db);
  return wanted.flatMap((id) => {
    const loc = byId.get(id);
    return loc ? [publicEntry(loc)] : [];
  });
}

/** The no-JS box: a typed text as the locations it names (none when it names none). */
export async function locationsForText(db: DB, text: string): Promise<LocationEntry[]> {
  return resolveLocationText((await index(db)).list, text).map(publicEntry);
}
