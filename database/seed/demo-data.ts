import type { Insertable } from "kysely";
import type {
  AgentTable,
  AreaTable,
  DeveloperTable,
  FloorPlanTable,
  ListingPhotoTable,
  ListingTable,
  ProjectPhotoTable,
  ProjectTable,
  PropertyTypeTable,
} from "#app/db/schema.ts";
import type { ListingPriceHistoryTable } from "#app/db/tables/feeds.ts";
import { BASE_MS, DAY_MS, DEFAULT_AGENCY_DOMAIN, DEFAULT_LISTINGS, DEFAULT_PROJECTS, DEFAULT_SEED, Stream } from "./generate/common.ts";
import { listingPhotos, makeListing } from "./generate/listings.ts";
import { COVER_SPREAD, type CoverCandidate, coverPool, dealCards, dealCovers, projectCoverScene } from "./generate/covers.ts";
import { PAGE_SIZE_PROJECTS } from "#app/features/projects/types.ts";
import { CURATED_PROJECTS, inventProject, makeProject } from "./generate/projects.ts";
import { agents, areas, developers, propertyTypes } from "./generate/reference.ts";
import { deriveSeed, Rng } from "./random.ts";
import type { CuratedProject } from "./reference-data.ts";

/**
 * Deterministic demo data for a Dubai agency: real areas, developers and
 * buildings, invented agents, listings and off-plan projects with plausible
 * prices. Everything comes from a seeded PRNG and a fixed base date, so the
 * same seed always gives byte-identical rows (tests, screenshots and
 * benchmarks rely on that).
 *
 * Listing N and project N each draw from their own PRNG stream derived from
 * (seed, N): row N does not depend on how many rows come before it or on the
 * chunk size, so 100,000 listings can be generated chunk by chunk.
 */

// ───────────────────────────── rows and options ─────────────────────────────

/** A row to insert with every column given explicitly, id included. */
export type SeedRow<T> = Required<Insertable<T>>;
export type AreaRow = SeedRow<AreaTable>;
export type DeveloperRow = SeedRow<DeveloperTable>;
export type AgentRow = SeedRow<AgentTable>;
export type PropertyTypeRow = SeedRow<PropertyTypeTable>;
export type ListingRow = SeedRow<ListingTable>;
export type ListingPhotoRow = SeedRow<ListingPhotoTable>;
export type ListingPriceRow = Omit<Insertable<ListingPriceHistoryTable>, "id">;
export type ProjectRow = SeedRow<ProjectTable>;
export type ProjectPhotoRow = SeedRow<ProjectPhotoTable>;
export type FloorPlanRow = SeedRow<FloorPlanTable>;

export interface DemoDataOptions {
  listings?: number;
  projects?: number;
  agencyDomain?: string;
  seed?: number;
}

export interface DemoData {
  areas: AreaRow[];
  developers: DeveloperRow[];
  agents: AgentRow[];
  propertyTypes: PropertyTypeRow[];
  listings: ListingRow[];
  listingPhotos: ListingPhotoRow[];
  projects: ProjectRow[];
  projectPhotos: ProjectPhotoRow[];
  floorPlans: FloorPlanRow[];
}

// ───────────────────────────────── public API ─────────────────────────────────

export interface ListingChunk {
  listings: ListingRow[];
  photos: ListingPhotoRow[];
  /** the price histories of the listings whose asking price came down (about one in ten) */
  prices: ListingPriceRow[];
}

/** share of demo listings whose price was reduced since they were listed */
const REDUCED_SHARE = 0.1;

/**
 * A reduced listing's history (issue 44): listed at a higher price, brought down to its price today
 * some days before the demo's "now", on its own random stream so the rest of the data is unchanged.
 */
export function priceReduction(row: Pick<ListingRow, "id" | "price" | "created_at" | "listing_type">, seed: number): ListingPriceRow[] {
  if (!row.price || typeof row.id !== "number") return [];
  const rng = new Rng(deriveSeed(seed, Stream.ListingReduction, row.id));
  if (rng.next() >= REDUCED_SHARE) return [];
  const created = Date.parse(String(row.created_at));
  const reducedAt = Math.max(created + DAY_MS, BASE_MS - rng.int(3, 75) * DAY_MS);
  if (reducedAt >= BASE_MS) return [];
  const step = row.listing_type === "RENT" ? 1000 : 10_000;
  const before = Math.round((row.price * (1 + rng.int(3, 12) / 100)) / step) * step;
  const rent = row.listing_type === "RENT" ? ("yearly" as const) : null;
  return [
    { listing_id: row.id, price: before, rent_frequency: rent, changed_at: new Date(created).toISOString() },
    { listing_id: row.id, price: row.price, rent_frequency: rent, changed_at: new Date(reducedAt).toISOString() },
  ];
}

export interface ProjectChunk {
  projects: ProjectRow[];
  photos: ProjectPhotoRow[];
  floorPlans: FloorPlanRow[];
}

export interface ChunkOptions {
  seed?: number;
  /** rows per chunk; the rows themselves do not depend on it */
  chunkSize?: number;
}

/**
 * Listings 1..count with their photos, in chunks, so a seed of 100,000
 * listings never holds more than one chunk in memory.
 */
export function* listingChunks(count: number, options: ChunkOptions = {}): Generator<ListingChunk> {
  const seed = options.seed ?? DEFAULT_SEED;
  const chunkSize = Math.max(1, options.chunkSize ?? 5000);
  // Cards are dealt over the whole stock (no cover repeats within an area, no card photo on a results page):
  // a first pass reads what dealing needs.
  const candidates: CoverCandidate[] = [];
  for (let id = 1; id <= count; id++) candidates.push(makeListing(id, seed).cover);
  const cards = dealCards(candidates, { spread: COVER_SPREAD });
  let photoId = 1;
  for (let start = 1; start <= count; start += chunkSize) {
    const chunk: ListingChunk = { listings: [], photos: [], prices: [] };
    const end = Math.min(count, start + chunkSize - 1);
    for (let id = start; id <= end; id++) {
      const bundle = makeListing(id, seed);
      const { row } = bundle;
      const photos = listingPhotos(bundle, cards.get(id) ?? [coverPool(bundle.cover.scene)[0] ?? ""]);
      chunk.listings.push(row);
      chunk.prices.push(...priceReduction(row, seed));
      photos.forEach((url, position) => chunk.photos.push({ id: photoId++, listing_id: id, position, url }));
    }
    yield chunk;
  }
}

export function listings(count: number = DEFAULT_LISTINGS, seed: number = DEFAULT_SEED): ListingRow[] {
  const rows: ListingRow[] = [];
  for (const chunk of listingChunks(count, { seed })) rows.push(...chunk.listings);
  return rows;
}

/** The curated launches first, then invented ones with names made unique in order. */
function* projectSequence(count: number, seed: number): Generator<CuratedProject> {
  const usedNames = new Set<string>();
  for (let id = 1; id <= count; id++) {
    const curated = CURATED_PROJECTS[id - 1];
    if (curated) {
      usedNames.add(curated.name);
      yield curated;
      continue;
    }
    const invented = inventProject(new Rng(deriveSeed(seed, Stream.ProjectName, id)));
    let name = invented.name;
    for (let phase = 2; usedNames.has(name); phase++) name = `${invented.name} Phase ${phase}`;
    usedNames.add(name);
    yield { ...invented, name };
  }
}

export function* projectChunks(count: number, options: ChunkOptions = {}): Generator<ProjectChunk> {
  const seed = options.seed ?? DEFAULT_SEED;
  const chunkSize = Math.max(1, options.chunkSize ?? 500);
  // As for listings: covers dealt over all projects in the list's order (newest launch first).
  const candidates: CoverCandidate[] = [];
  let n = 1;
  for (const project of projectSequence(count, seed)) {
    const { row } = makeProject(n, seed, project);
    candidates.push({
      id: n++,
      areaId: row.area_id ?? 0,
      scene: projectCoverScene(project.types),
      listingType: "SELL",
      category: "Residential",
      createdAt: row.launch_date,
    });
  }
  const covers = dealCovers(candidates, PAGE_SIZE_PROJECTS);
  let photoId = 1;
  let planId = 1;
  let chunk: ProjectChunk = { projects: [], photos: [], floorPlans: [] };
  let id = 1;
  for (const project of projectSequence(count, seed)) {
    const bundle = makeProject(id, seed, project);
    const cover = covers.get(id);
    const photos = cover ? [cover, ...bundle.photos.filter((url) => url !== cover)].slice(0, bundle.photos.length) : bundle.photos;
    chunk.projects.push(bundle.row);
    photos.forEach((url, position) => chunk.photos.push({ id: photoId++, project_id: id, position, url }));
    bundle.plans.forEach((p, position) =>
      chunk.floorPlans.push({
        id: planId++,
        project_id: id,
        position,
        title: p.title,
        layout: p.layout,
        price: p.price,
        size_sqft: p.size,
      }),
    );
    if (chunk.projects.length >= chunkSize) {
      yield chunk;
      chunk = { projects: [], photos: [], floorPlans: [] };
    }
    id++;
  }
  if (chunk.projects.length > 0) yield chunk;
}

export function projects(count: number = DEFAULT_PROJECTS, seed: number = DEFAULT_SEED): ProjectRow[] {
  const rows: ProjectRow[] = [];
  for (const chunk of projectChunks(count, { seed })) rows.push(...chunk.projects);
  return rows;
}

/** Every table's rows at once: for tests and small seeds (the seeder streams instead). */
export function generateDemoData(options: DemoDataOptions = {}): DemoData {
  const seed = options.seed ?? DEFAULT_SEED;
  const data: DemoData = {
    areas: areas(),
    developers: developers(),
    agents: agents(options.agencyDomain ?? DEFAULT_AGENCY_DOMAIN, seed),
    propertyTypes: propertyTypes(),
    listings: [],
    listingPhotos: [],
    projects: [],
    projectPhotos: [],
    floorPlans: [],
  };
  for (const chunk of listingChunks(options.listings ?? DEFAULT_LISTINGS, { seed })) {
    data.listings.push(...chunk.listings);
    data.listingPhotos.push(...chunk.photos);
  }
  for (const chunk of projectChunks(options.projects ?? DEFAULT_PROJECTS, { seed })) {
    data.projects.push(...chunk.projects);
    data.projectPhotos.push(...chunk.photos);
    data.floorPlans.push(...chunk.floorPlans);
  }
  return data;
}
