import type { Insertable } from "kysely";
import type {
  AgentTable,
  AreaTable,
  CompletionStatus,
  DeveloperTable,
  FloorPlanTable,
  Furnishing,
  ListingPhotoTable,
  ListingStatus,
  ListingTable,
  ListingType,
  ProjectPhotoTable,
  ProjectTable,
  PropertyCategory,
  PropertyTypeTable,
} from "#app/db/schema.ts";
import {
  LISTING_COMMERCIAL,
  LISTING_RESIDENTIAL_EXTERIOR,
  LISTING_RESIDENTIAL_INTERIOR,
  PROJECT_RENDERINGS,
  agentAvatar,
  areaImage,
  developerLogo,
  floorPlanLayout,
} from "./media-catalog.ts";
import { Rng, deriveSeed, hashString, weightedTable, type WeightedTable } from "./random.ts";
import {
  AGENT_PROFILES,
  AREA_PROFILES,
  COMMERCIAL_TYPES,
  DEVELOPER_PROFILES,
  PRICE_MODELS,
  PROJECT_DATA,
  RESIDENTIAL_TYPES,
  type AgentFocus,
  type AreaProfile,
  type CommercialSpec,
  type CommercialType,
  type Community,
  type CuratedProject,
  type DeveloperProfile,
  type PropertyTypeLabel,
  type ResidentialType,
} from "./reference-data.ts";

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
export type ProjectRow = SeedRow<ProjectTable>;
export type ProjectPhotoRow = SeedRow<ProjectPhotoTable>;
export type FloorPlanRow = SeedRow<FloorPlanTable>;

export const DEFAULT_SEED = 20_261_101;
export const DEFAULT_LISTINGS = 480;
export const DEFAULT_PROJECTS = 48;
/** RFC 2606 reserved: demo e-mails can never reach a real mailbox. */
export const DEFAULT_AGENCY_DOMAIN = "agency.example";
/** "Now" for the demo data: listings are spread over the 18 months before it. */
export const BASE_DATE = "2026-11-01T00:00:00.000Z";
const BASE_MS = Date.parse(BASE_DATE);
const DAY_MS = 86_400_000;
const LISTING_AGE_DAYS = 548;

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

// ─────────────────────────────── small helpers ───────────────────────────────

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);
const floorTo = (value: number, step: number) => Math.max(step, Math.floor(value / step) * step);
const pad = (n: number, width: number) => String(n).padStart(width, "0");
/** 1234567 → "1,234,567" without Intl or regexes, which are slow in a 100k-row loop. */
function formatNumber(n: number): string {
  const digits = String(Math.round(n));
  let out = "";
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ",";
    out += digits[i];
  }
  return out;
}
const isoDate = (ms: number) => new Date(ms).toISOString();

export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function entriesOf<K extends string>(weights: Partial<Record<K, number>>): (readonly [K, number])[] {
  return (Object.entries(weights) as [K, number][]).filter(([, w]) => w > 0);
}

/** A bijection of 0..10^8-1 (odd multiplier not divisible by 5), so permit numbers never repeat. */
function permitNumber(prefix: "71" | "65", id: number): string {
  return prefix + pad((id * 48_271_117 + 12_345_679) % 100_000_000, 8);
}

/** Independent PRNG streams, so adding a draw to one kind of row never shifts another. */
const Stream = {
  Listing: 1,
  ListingPhotos: 2,
  Project: 3,
  ProjectPhotos: 4,
  Agents: 5,
  ProjectName: 6,
} as const;

// ───────────────────────────── property types (§9) ─────────────────────────────

const TYPE_LABELS: readonly PropertyTypeLabel[] = [...RESIDENTIAL_TYPES, ...COMMERCIAL_TYPES];
const typeId = (label: PropertyTypeLabel) => TYPE_LABELS.indexOf(label) + 1;

export function propertyTypes(): PropertyTypeRow[] {
  return TYPE_LABELS.map((label, i) => ({
    id: i + 1,
    category: categoryOf(label),
    label,
    sort_order: i + 1,
  }));
}

// ──────────────────────────────── developers ────────────────────────────────


export function developers(): DeveloperRow[] {
  return DEVELOPER_PROFILES.map((d, i) => ({
    id: i + 1,
    slug: d.slug,
    name: d.name,
    description: d.description,
    logo: developerLogo(d.slug),
  }));
}

const developerIndex = new Map(DEVELOPER_PROFILES.map((d, i) => [d.slug, i] as const));
function developerIdOf(slug: string): number {
  const index = developerIndex.get(slug);
  if (index === undefined) throw new Error(`unknown developer ${slug}`);
  return index + 1;
}
function developerProfile(id: number): DeveloperProfile {
  const profile = DEVELOPER_PROFILES[id - 1];
  if (!profile) throw new Error(`no developer ${id}`);
  return profile;
}

// ─────────────────────────────────── areas ───────────────────────────────────


export function areas(): AreaRow[] {
  return AREA_PROFILES.map((a, i) => ({
    id: i + 1,
    slug: a.slug,
    name: a.name,
    description: a.description,
    image: areaImage(a.slug),
  }));
}

const areaIndex = new Map(AREA_PROFILES.map((a, i) => [a.slug, i] as const));
function areaIdOf(slug: string): number {
  const index = areaIndex.get(slug);
  if (index === undefined) throw new Error(`unknown area ${slug}`);
  return index + 1;
}
function areaProfile(id: number): AreaProfile {
  const profile = AREA_PROFILES[id - 1];
  if (!profile) throw new Error(`no area ${id}`);
  return profile;
}

/** area ids weighted by stock, per category: computed once, used for every listing */
const RESIDENTIAL_AREAS = weightedTable(
  AREA_PROFILES.map((a, i) => [i + 1, a.homeWeight] as const).filter(([, w]) => w > 0),
);
const COMMERCIAL_AREAS = weightedTable(
  AREA_PROFILES.map((a, i) => [i + 1, a.businessWeight] as const).filter(
    ([id, w]) => w > 0 && entriesOf(areaProfile(id).commercial).length > 0,
  ),
);
/** per area id - 1; null where the area has no stock of that category */
const HOME_TYPE_WEIGHTS = AREA_PROFILES.map((a) =>
  a.homeWeight > 0 ? weightedTable(entriesOf<ResidentialType>(a.homes)) : null,
);
const BUSINESS_TYPE_WEIGHTS = AREA_PROFILES.map((a) => {
  const entries = entriesOf<CommercialType>(a.commercial);
  return entries.length > 0 ? weightedTable(entries) : null;
});

function tableFor<T>(tables: readonly (WeightedTable<T> | null)[], areaId: number): WeightedTable<T> {
  const table = tables[areaId - 1];
  if (!table) throw new Error(`area ${areaId} has no weights for this choice`);
  return table;
}

// ─────────────────────────────────── agents ───────────────────────────────────


const UAE_MOBILE_PREFIXES = ["50", "52", "54", "55", "56", "58"] as const;

export function agents(agencyDomain: string = DEFAULT_AGENCY_DOMAIN, seed: number = DEFAULT_SEED): AgentRow[] {
  const rng = new Rng(deriveSeed(seed, Stream.Agents, 0));
  const usedBrns = new Set<string>();
  return AGENT_PROFILES.map((profile, i) => {
    let brn: string;
    do brn = String(rng.int(10_000, 99_999));
    while (usedBrns.has(brn));
    usedBrns.add(brn);
    const phone = `+971 ${rng.pick(UAE_MOBILE_PREFIXES)} ${rng.int(100, 999)} ${pad(rng.int(0, 9999), 4)}`;
    return {
      id: i + 1,
      slug: profile.slug,
      name: profile.name,
      role: profile.role,
      avatar: profile.hasAvatar ? agentAvatar(profile.slug) : null,
      phone,
      email: `${profile.emailLocal}@${agencyDomain}`,
      brn,
      languages: JSON.stringify(profile.languages),
      sort_order: i + 1,
    };
  });
}

/** agent ids per focus and area: a specialist gets five times the share of a generalist */
const AGENT_POOLS: Record<AgentFocus, WeightedTable<number>[]> = {
  sales: agentPool("sales"),
  leasing: agentPool("leasing"),
  commercial: agentPool("commercial"),
  offplan: agentPool("offplan"),
};

function agentPool(focus: AgentFocus): WeightedTable<number>[] {
  return AREA_PROFILES.map((a) =>
    weightedTable(
      AGENT_PROFILES.flatMap((agent, i) =>
        agent.focus.includes(focus) ? [[i + 1, agent.areas.includes(a.slug) ? 5 : 1] as const] : [],
      ),
    ),
  );
}

const AGENT_FIRST_NAMES = AGENT_PROFILES.map((a) => a.name.split(" ")[0] ?? a.name);
function agentFirstName(id: number): string {
  return AGENT_FIRST_NAMES[id - 1] ?? "our team";
}

// ──────────────────────────── unit sizes and prices ────────────────────────────

/**
 * Built-up area in sq.ft by type and bedrooms. The bands of one type do not
 * overlap, so a bigger layout is always a bigger unit (floor plans rely on it).
 */
const { sizeBands: SIZE_BANDS, typePriceFactor: TYPE_PRICE_FACTOR, commercialSpecs: COMMERCIAL_SPECS } = PRICE_MODELS;

const BEDROOM_WEIGHTS = Object.fromEntries(
  RESIDENTIAL_TYPES.map((type) => [type, weightedTable(PRICE_MODELS.bedroomWeights[type])]),
) as Record<ResidentialType, WeightedTable<number>>;

const isVillaType = (type: ResidentialType) => type === "Villa" || type === "Townhouse";

function sizeBand(type: ResidentialType, bedrooms: number, villaSize: number): readonly [number, number] {
  const band = SIZE_BANDS[type][bedrooms];
  if (!band) throw new Error(`no size band for ${bedrooms}BR ${type}`);
  const factor = isVillaType(type) ? villaSize : 1;
  return [band[0] * factor, band[1] * factor];
}


/** Security deposit on Dubai rentals: 5% of yearly rent unfurnished, 10% furnished (guides, §2). */
export function rentDeposit(yearlyRent: number, furnishing: Furnishing | null): number {
  return Math.round(yearlyRent * (furnishing === "furnished" ? 0.1 : 0.05));
}

// ───────────────────────────────── amenities ─────────────────────────────────

export const RESIDENTIAL_AMENITIES = [
  "Swimming pool",
  "Gym",
  "Covered parking",
  "Balcony",
  "Concierge",
  "Kids play area",
  "Maid's room",
  "Study",
  "Private garden",
  "Private pool",
  "Shared spa",
  "Security",
  "Pets allowed",
  "Built-in wardrobes",
  "Central A/C",
  "Walk-in closet",
  "Barbecue area",
  "Beach access",
  "Sea view",
  "Marina view",
  "Burj Khalifa view",
  "Golf course view",
  "Canal view",
  "Lake view",
  "Creek view",
  "Lagoon view",
  "Community view",
] as const;

export const COMMERCIAL_AMENITIES = [
  "Central A/C",
  "Security",
  "Covered parking",
  "Pantry",
  "Meeting rooms",
  "Reception area",
  "Lift access",
  "24/7 access",
  "Fibre internet",
  "Sprinkler system",
  "Loading bay",
  "3-phase power",
  "Mezzanine",
  "Shopfront",
  "Storage",
] as const;

type ResidentialAmenity = (typeof RESIDENTIAL_AMENITIES)[number];
type CommercialAmenity = (typeof COMMERCIAL_AMENITIES)[number];

interface HomeFacts {
  type: ResidentialType;
  bedrooms: number;
  area: AreaProfile;
  premium: boolean;
}

function homeAmenities(rng: Rng, facts: HomeFacts): ResidentialAmenity[] {
  const list: ResidentialAmenity[] = [];
  const add = (amenity: ResidentialAmenity, probability: number) => {
    if (rng.chance(probability)) list.push(amenity);
  };
  const house = isVillaType(facts.type);
  add("Central A/C", 0.9);
  add("Security", 0.9);
  add("Built-in wardrobes", 0.8);
  add("Covered parking", house ? 0.7 : 0.9);
  if (house) {
    add("Private garden", 0.9);
    add("Private pool", facts.type === "Villa" ? 0.45 : 0.1);
    add("Swimming pool", 0.55);
    add("Kids play area", 0.6);
    add("Barbecue area", 0.4);
    add("Gym", 0.35);
    add("Pets allowed", 0.5);
  } else {
    add("Swimming pool", 0.85);
    add("Gym", 0.8);
    add("Balcony", 0.75);
    add("Kids play area", 0.45);
    add("Concierge", facts.premium ? 0.7 : 0.2);
    add("Shared spa", facts.premium ? 0.45 : 0.1);
    add("Pets allowed", 0.3);
    if (facts.type === "Penthouse") add("Private pool", 0.3);
  }
  if (facts.bedrooms >= 3) add("Maid's room", house ? 0.75 : 0.55);
  if (facts.bedrooms >= 2) add("Study", 0.3);
  if (facts.bedrooms >= 2) add("Walk-in closet", 0.35);
  if (facts.area.beach) add("Beach access", 0.6);
  // Views are a fact about the unit; the title only advertises a view listed here.
  if (facts.area.views.length > 0 && rng.chance(house ? 0.35 : 0.65)) list.push(rng.pick(facts.area.views));
  return list;
}

function businessAmenities(rng: Rng, type: CommercialType): CommercialAmenity[] {
  const list: CommercialAmenity[] = [];
  const add = (amenity: CommercialAmenity, probability: number) => {
    if (rng.chance(probability)) list.push(amenity);
  };
  if (type === "Commercial Plot" || type === "Farm") return list;
  add("Security", 0.85);
  add("Central A/C", type === "Warehouse" || type === "Factory" ? 0.3 : 0.9);
  add("Covered parking", 0.5);
  if (type === "Office" || type === "Commercial Floor") {
    add("Pantry", 0.8);
    add("Meeting rooms", 0.5);
    add("Reception area", 0.5);
    add("Lift access", 0.95);
    add("Fibre internet", 0.7);
    add("24/7 access", 0.6);
  } else if (type === "Shop" || type === "Retail" || type === "Show Room") {
    add("Shopfront", 0.85);
    add("Mezzanine", 0.3);
    add("Storage", 0.5);
  } else if (type === "Warehouse" || type === "Factory") {
    add("Loading bay", 0.85);
    add("3-phase power", 0.8);
    add("Mezzanine", 0.3);
    add("Sprinkler system", 0.6);
  } else {
    add("Sprinkler system", 0.5);
    add("24/7 access", 0.5);
  }
  return list;
}

// ────────────────────────────────── listings ──────────────────────────────────

const COMMERCIAL_SHARE = 0.15;
const INACTIVE_SHARE = 0.03;
const ALWAYS_ACTIVE = 10;
/** areas whose first handovers are this recent still have phases under construction */
const OFF_PLAN_SINCE = 2015;
const PRICE_MISSING_SHARE = 0.015;

interface Place {
  community: Community | null;
  building: string | null;
  lat: number;
  lng: number;
}

/**
 * Where a home of a type can be: a villa is never listed in "… Townhouses",
 * nor a townhouse in "… Villas" or "… Mansions", when the area offers better.
 */
function communitiesFor(areaId: number, type: ResidentialType): readonly Community[] {
  return COMMUNITIES_BY_TYPE[areaId - 1]?.[type] ?? [];
}

const COMMUNITIES_BY_TYPE = AREA_PROFILES.map((area) => {
  const houses = (exclude: RegExp) => {
    const fitting = area.villas.filter((c) => !exclude.test(c.name));
    return fitting.length > 0 ? fitting : area.villas;
  };
  const flats = area.apartments.length > 0 ? area.apartments : area.villas;
  const byType: Record<ResidentialType, readonly Community[]> = {
    Apartment: flats,
    Penthouse: flats,
    Duplex: flats,
    Villa: houses(/Townhouses?\b/),
    Townhouse: houses(/\b(Villas|Mansions)\b/),
  };
  return byType;
});

/** Stable per-building offsets from the area centre, so a tower's listings cluster together. */
function placeIn(rng: Rng, area: AreaProfile, communities: readonly Community[]): Place {
  if (communities.length === 0)
    return { community: null, building: null, ...jitter(rng, area.lat, area.lng, area.radius) };
  const community = rng.pick(communities);
  const building = community.buildings.length > 0 ? rng.pick(community.buildings) : null;
  const h = hashString(community.name);
  const angle = ((h & 0xffff) / 0x10000) * 2 * Math.PI;
  const distance = area.radius * (0.15 + 0.85 * ((h >>> 16) / 0x10000));
  const lat = area.lat + Math.sin(angle) * distance;
  const lng = area.lng + Math.cos(angle) * distance;
  return { community, building, ...jitter(rng, lat, lng, area.radius * 0.12) };
}

function jitter(rng: Rng, lat: number, lng: number, spread: number) {
  const round6 = (x: number) => Math.round(x * 1e6) / 1e6;
  return { lat: round6(lat + rng.range(-spread, spread)), lng: round6(lng + rng.range(-spread, spread)) };
}

function listingDates(rng: Rng): { created: string; updated: string } {
  const created = BASE_MS - rng.int(1, LISTING_AGE_DAYS * 86_400) * 1000;
  const updated = created + rng.int(0, Math.min(BASE_MS - created, 90 * DAY_MS) / 1000) * 1000;
  return { created: isoDate(created), updated: isoDate(updated) };
}

function buildYear(rng: Rng, area: AreaProfile): number {
  return rng.int(Math.max(2005, area.since), 2026);
}

function pickFurnishing(rng: Rng, listingType: ListingType, house: boolean): Furnishing {
  const furnished = listingType === "RENT" ? (house ? 0.2 : 0.4) : house ? 0.12 : 0.25;
  const roll = rng.next();
  if (roll < furnished) return "furnished";
  if (roll < furnished + 0.1) return "semi-furnished";
  return "unfurnished";
}

function homeBathrooms(rng: Rng, type: ResidentialType, bedrooms: number): number {
  if (bedrooms === 0) return 1;
  if (isVillaType(type) || type === "Penthouse") return Math.min(8, bedrooms + rng.int(0, 1));
  return bedrooms + rng.int(0, 1);
}

function homeParking(rng: Rng, type: ResidentialType, bedrooms: number): number {
  if (type === "Villa") return rng.int(2, bedrooms >= 5 ? 4 : 3);
  if (type === "Penthouse") return rng.int(2, 4);
  if (type === "Townhouse") return 2;
  if (bedrooms <= 1) return 1;
  return bedrooms === 2 ? rng.int(1, 2) : rng.int(2, 3);
}

function homeFloor(rng: Rng, type: ResidentialType, maxFloor: number): string | null {
  if (isVillaType(type)) return null;
  if (type === "Penthouse") return String(Math.max(2, Math.round(maxFloor * rng.range(0.75, 1))));
  if (rng.chance(0.04)) return "G";
  return String(rng.int(1, Math.max(1, maxFloor)));
}

/** What a rent or sale price is worth before rounding: area level × type × size. */
function unitValue(rng: Rng, area: AreaProfile, type: PropertyTypeLabel, size: number): number {
  return size * rng.range(area.salePsf[0], area.salePsf[1]) * TYPE_PRICE_FACTOR[type];
}

function priceFor(
  rng: Rng,
  value: number,
  listingType: ListingType,
  yearlyYield: number,
  furnishing: Furnishing | null,
): { price: number | null; deposit: number | null } {
  if (rng.chance(PRICE_MISSING_SHARE)) return { price: null, deposit: null };
  if (listingType === "SELL") return { price: roundTo(value, 5000), deposit: null };
  // Furnished homes let for roughly a tenth more than unfurnished ones.
  const rent = roundTo(value * yearlyYield * (furnishing === "furnished" ? 1.1 : 1), 1000);
  return { price: rent, deposit: rentDeposit(rent, furnishing) };
}

interface ListingBundle {
  row: ListingRow;
  photos: readonly string[];
}

function makeListing(id: number, seed: number): ListingBundle {
  const rng = new Rng(deriveSeed(seed, Stream.Listing, id));
  const row = rng.chance(COMMERCIAL_SHARE) ? commercialListing(id, rng) : residentialListing(id, rng);
  return { row, photos: listingPhotoUrls(row, seed) };
}

const listingReference = (id: number, listingType: ListingType) =>
  `AGY-${listingType === "SELL" ? "S" : "R"}-${pad(id, 6)}`;

/** The first ids stay active so links used in docs and e2e tests always resolve. */
function pickStatus(rng: Rng, id: number): ListingStatus {
  return rng.chance(INACTIVE_SHARE) && id > ALWAYS_ACTIVE ? "INACTIVE" : "ACTIVE";
}

function residentialListing(id: number, rng: Rng): ListingRow {
  const areaId = rng.weighted(RESIDENTIAL_AREAS);
  const area = areaProfile(areaId);
  const type = rng.weighted(tableFor(HOME_TYPE_WEIGHTS, areaId));
  const house = isVillaType(type);
  const listingType: ListingType = rng.chance(0.6) ? "SELL" : "RENT";
  const place = placeIn(rng, area, communitiesFor(areaId, type));
  const bedrooms = rng.weighted(BEDROOM_WEIGHTS[type]);
  const [minSize, maxSize] = sizeBand(type, bedrooms, area.villaSize);
  const size = Math.round(rng.range(minSize, maxSize));
  // Off-plan resales happen in communities still being built, and only for sale.
  const offPlan = listingType === "SELL" && area.since >= OFF_PLAN_SINCE && rng.chance(0.15);
  const furnishing = offPlan ? "unfurnished" : pickFurnishing(rng, listingType, house);
  const premium = area.salePsf[0] >= 2000;
  const amenities = homeAmenities(rng, { type, bedrooms, area, premium });
  const value = unitValue(rng, area, type, size);
  const { price, deposit } = priceFor(rng, value, listingType, area.rentYield, furnishing);
  const bathrooms = homeBathrooms(rng, type, bedrooms);
  const floor = homeFloor(rng, type, area.maxFloor);
  const completion: CompletionStatus = offPlan ? "off-plan" : "ready";
  const year = offPlan ? 2026 : buildYear(rng, area);
  const agentId = rng.weighted(
    tableFor(AGENT_POOLS[offPlan ? "offplan" : listingType === "SELL" ? "sales" : "leasing"], areaId),
  );
  const facts: ListingFacts = {
    listingType,
    type,
    bedrooms,
    bathrooms,
    size,
    furnishing,
    area,
    place,
    amenities,
    price,
    deposit,
    offPlan,
    floor,
    buildYear: year,
    agentId,
  };
  const dates = listingDates(rng);
  return {
    id,
    reference: listingReference(id, listingType),
    permit_number: permitNumber("71", id),
    title: residentialTitle(rng, facts),
    description: residentialDescription(rng, facts),
    listing_type: listingType,
    status: pickStatus(rng, id),
    price,
    deposit,
    area_id: areaId,
    community: place.community?.name ?? null,
    sub_community: place.building,
    developer_id: place.community?.developer ? developerIdOf(place.community.developer) : null,
    property_type_id: typeId(type),
    category: "Residential",
    bedrooms,
    bathrooms,
    size_sqft: size,
    furnishing,
    parking: homeParking(rng, type, bedrooms),
    floor,
    completion_status: completion,
    build_year: year,
    amenities: JSON.stringify(amenities),
    latitude: place.lat,
    longitude: place.lng,
    agent_id: agentId,
    created_at: dates.created,
    updated_at: dates.updated,
  };
}

function commercialFurnishing(rng: Rng, spec: CommercialSpec): Furnishing | null {
  switch (spec.furnishing) {
    case "office":
      return rng.weighted([
        ["furnished", 25],
        ["semi-furnished", 15],
        ["unfurnished", 60],
      ] as const);
    case "furnished":
      return rng.chance(0.8) ? "furnished" : "unfurnished";
    case "bare":
      return "unfurnished";
    default:
      return null;
  }
}

function commercialFloor(rng: Rng, spec: CommercialSpec, maxFloor: number): string | null {
  if (spec.floor === "ground") return rng.chance(0.85) ? "G" : "1";
  if (spec.floor === "tower") return String(rng.int(1, Math.max(1, maxFloor)));
  return null;
}

/** Bathrooms and parking grow with the unit: a 500 sq.ft office has one of each, a full floor many. */
function scaledBySize(bounds: readonly [number, number] | null, spec: CommercialSpec, size: number): number | null {
  if (!bounds) return null;
  const t = Math.min(1, Math.max(0, (size - spec.size[0]) / (spec.size[1] - spec.size[0])));
  return Math.round(bounds[0] + t * (bounds[1] - bounds[0]));
}

function commercialListing(id: number, rng: Rng): ListingRow {
  const areaId = rng.weighted(COMMERCIAL_AREAS);
  const area = areaProfile(areaId);
  const type = rng.weighted(tableFor(BUSINESS_TYPE_WEIGHTS, areaId));
  const spec = COMMERCIAL_SPECS[type];
  const listingType: ListingType = rng.chance(spec.sellShare) ? "SELL" : "RENT";
  const place = placeIn(rng, area, area.business.length > 0 ? area.business : area.apartments);
  // Large plots and buildings are quoted in round figures.
  const size = roundTo(rng.range(spec.size[0], spec.size[1]), spec.size[0] >= 5000 ? 100 : 5);
  const furnishing = commercialFurnishing(rng, spec);
  const amenities = businessAmenities(rng, type);
  const value = unitValue(rng, area, type, size);
  const { price, deposit } = priceFor(rng, value, listingType, area.rentYield + spec.yieldBonus, furnishing);
  const floor = commercialFloor(rng, spec, area.maxFloor);
  const year = spec.built ? buildYear(rng, area) : null;
  const agentId = rng.weighted(tableFor(AGENT_POOLS.commercial, areaId));
  const facts: BusinessFacts = {
    listingType,
    type,
    size,
    furnishing,
    area,
    place,
    amenities,
    price,
    deposit,
    floor,
    agentId,
  };
  const dates = listingDates(rng);
  return {
    id,
    reference: listingReference(id, listingType),
    permit_number: permitNumber("71", id),
    title: commercialTitle(rng, facts),
    description: commercialDescription(rng, facts),
    listing_type: listingType,
    status: pickStatus(rng, id),
    price,
    deposit,
    area_id: areaId,
    community: place.community?.name ?? null,
    sub_community: place.building,
    developer_id: place.community?.developer ? developerIdOf(place.community.developer) : null,
    property_type_id: typeId(type),
    category: "Commercial",
    bedrooms: null,
    bathrooms: scaledBySize(spec.bathrooms, spec, size),
    size_sqft: size,
    furnishing,
    parking: scaledBySize(spec.parking, spec, size),
    floor,
    completion_status: spec.built ? "ready" : null,
    build_year: year,
    amenities: JSON.stringify(amenities),
    latitude: place.lat,
    longitude: place.lng,
    agent_id: agentId,
    created_at: dates.created,
    updated_at: dates.updated,
  };
}

function listingPhotoUrls(row: ListingRow, seed: number): string[] {
  const rng = new Rng(deriveSeed(seed, Stream.ListingPhotos, row.id));
  const count = rng.int(5, 9);
  if (row.category === "Commercial") return rng.sample(LISTING_COMMERCIAL, count);
  return [rng.pick(LISTING_RESIDENTIAL_EXTERIOR), ...rng.sample(LISTING_RESIDENTIAL_INTERIOR, count - 1)];
}

// ──────────────────────────── listing titles and copy ────────────────────────────

interface ListingFacts {
  listingType: ListingType;
  type: ResidentialType;
  bedrooms: number;
  bathrooms: number;
  size: number;
  furnishing: Furnishing;
  area: AreaProfile;
  place: Place;
  amenities: readonly ResidentialAmenity[];
  price: number | null;
  deposit: number | null;
  offPlan: boolean;
  floor: string | null;
  buildYear: number;
  agentId: number;
}

interface BusinessFacts {
  listingType: ListingType;
  type: CommercialType;
  size: number;
  furnishing: Furnishing | null;
  area: AreaProfile;
  place: Place;
  amenities: readonly CommercialAmenity[];
  price: number | null;
  deposit: number | null;
  floor: string | null;
  agentId: number;
}

const VIEW_TITLES: Partial<Record<ResidentialAmenity, string>> = {
  "Sea view": "Sea View",
  "Marina view": "Marina View",
  "Burj Khalifa view": "Burj Khalifa View",
  "Golf course view": "Golf Course View",
  "Canal view": "Canal View",
  "Lake view": "Lake View",
  "Creek view": "Creek View",
  "Lagoon view": "Lagoon View",
};

const GOLDEN_VISA_AED = 2_000_000;
/** Template slots may be empty; collapse the double spaces they leave. */
const clean = (text: string) => text.split(" ").filter(Boolean).join(" ");
const joinTitle = (...parts: string[]) => parts.map(clean).filter(Boolean).join(" | ");

function bedLabel(rng: Rng, bedrooms: number): string {
  if (bedrooms === 0) return "Studio";
  return rng.pick([`${bedrooms}BR`, `${bedrooms} Bed`, `${bedrooms}-Bedroom`]);
}

function titleAdjectives(f: ListingFacts): string[] {
  const list = ["Spacious", "Bright", "Upgraded", "Well-Maintained", "Elegant", "Modern"];
  if (f.area.salePsf[0] >= 2000) list.push("Luxurious", "Prestigious");
  if (f.furnishing === "furnished") list.push("Fully Furnished", "Furnished");
  if (f.offPlan || f.buildYear >= 2024) list.push("Brand New");
  if (f.buildYear <= 2014 && !f.offPlan) list.push("Renovated");
  if (f.floor !== null && f.floor !== "G" && Number(f.floor) >= f.area.maxFloor * 0.6) list.push("High Floor");
  if (f.type === "Villa") list.push("Detached", "Family");
  if (f.type === "Townhouse") list.push("Corner", "Family");
  return list;
}

function titleFeature(rng: Rng, f: ListingFacts): string {
  const view = f.amenities.map((a) => VIEW_TITLES[a]).find((v) => v !== undefined);
  if (view && rng.chance(0.8)) return rng.pick([`with Full ${view}`, `with ${view}`, `| ${view}`]);
  const options: string[] = [];
  if (f.amenities.includes("Private pool")) options.push("with Private Pool");
  if (f.amenities.includes("Maid's room")) options.push("with Maid's Room");
  if (f.amenities.includes("Private garden")) options.push("with Private Garden");
  if (f.amenities.includes("Balcony")) options.push("with Large Balcony");
  if (f.amenities.includes("Study")) options.push("plus Study");
  return options.length > 0 && rng.chance(0.7) ? rng.pick(options) : "";
}

function titleTags(f: ListingFacts): string[] {
  if (f.offPlan) return ["Off-Plan Resale", "Payment Plan", "Handover Q4 2026"];
  if (f.listingType === "RENT") {
    const tags = ["Vacant", "Ready to Move In", "Available Now", "Multiple Cheques", "Exclusive"];
    if (f.amenities.includes("Pets allowed")) tags.push("Pet Friendly");
    if (f.furnishing === "furnished") tags.push("Move-In Ready");
    return tags;
  }
  const tags = [
    "Vacant on Transfer",
    "Tenanted",
    "Motivated Seller",
    "Priced to Sell",
    "Investor Deal",
    "Exclusive",
    "Genuine Resale",
  ];
  if (f.price !== null && f.price >= GOLDEN_VISA_AED) tags.push("Golden Visa Eligible");
  return tags;
}

function placeName(place: Place, area: AreaProfile): string {
  return place.building ?? place.community?.name ?? area.short;
}

function residentialTitle(rng: Rng, f: ListingFacts): string {
  const bed = bedLabel(rng, f.bedrooms);
  const noun = f.type === "Apartment" ? rng.pick(["Apartment", "Apartment", ""]) : f.type;
  const adjective = rng.pick(titleAdjectives(f));
  const feature = titleFeature(rng, f);
  const tag = rng.pick(titleTags(f));
  const where = placeName(f.place, f.area);
  switch (rng.int(0, 3)) {
    case 0:
      return joinTitle(`${adjective} ${bed} ${noun} ${feature}`, tag);
    case 1:
      return joinTitle(`${bed} ${noun || "Apartment"} in ${where}`, adjective, tag);
    case 2:
      return joinTitle(
        `${adjective} ${bed} ${noun || "Apartment"} in ${where}`,
        feature.replace(/^(\| |with (Full )?|plus )/, ""),
      );
    default:
      return joinTitle(tag, `${adjective} ${bed} ${noun} ${feature}`);
  }
}

const BUSINESS_TITLES: Record<CommercialType, readonly string[]> = {
  Office: [
    "Fitted Office",
    "Office Space",
    "Fitted Office in Grade A Tower",
    "Office with Partitions",
    "Shell & Core Office",
  ],
  Shop: ["Ground Floor Shop", "Retail Shop on Ground Floor", "Corner Shop", "Shop with Street Frontage"],
  "Commercial Building": ["Commercial Building", "Fully Leased Commercial Building", "Mixed-Use Building"],
  "Commercial Floor": ["Full Floor Office", "Full Floor in Grade A Tower", "Fitted Full Floor"],
  "Commercial Plot": ["Commercial Plot", "Mixed-Use Plot", "Freehold Commercial Plot", "Corner Commercial Plot"],
  "Commercial Villa": ["Commercial Villa", "Villa for Commercial Use", "Commercial Villa on Main Road"],
  Retail: ["Retail Space", "Retail Unit on Ground Floor", "Prime Retail Unit", "Retail Unit with Mezzanine"],
  "Labor Camp": ["Labor Camp", "Staff Accommodation Building", "Licensed Labor Accommodation"],
  "Show Room": ["Showroom on Main Road", "Double-Height Showroom", "Showroom with Mezzanine"],
  Warehouse: [
    "Warehouse with 3-Phase Power",
    "Warehouse with Loading Bay",
    "Insulated Warehouse",
    "Warehouse with Office Space",
  ],
  Farm: ["Farm with Villa", "Productive Date Farm", "Farm Land with Water Well"],
  Factory: ["Factory with Industrial Licence", "Manufacturing Facility", "Factory with Office Block"],
  Hotel: ["Operational Hotel", "Hotel Building", "Hotel Apartment Building"],
};

function businessTags(f: BusinessFacts): string[] {
  const tags =
    f.listingType === "RENT"
      ? ["Vacant", "Ready to Move", "Flexible Payment Terms", "Multiple Cheques"]
      : ["High ROI", "Freehold", "Vacant on Transfer", "Tenanted"];
  if (f.type === "Shop" || f.type === "Retail") tags.push("High Footfall", "Main Road Facing");
  if (f.type === "Labor Camp") tags.push("DM Approved", "Fully Occupied");
  if (f.type === "Commercial Plot") tags.push(`G+${f.size > 30_000 ? 12 : 4} Permission`);
  if (f.furnishing === "furnished" && f.type === "Office") tags.push("Furnished");
  return tags;
}

function commercialTitle(rng: Rng, f: BusinessFacts): string {
  let main = rng.pick(BUSINESS_TITLES[f.type]);
  // Only a bare unit can be advertised as shell & core.
  if (main === "Shell & Core Office" && f.furnishing !== "unfurnished") main = "Fitted Office";
  const tag = rng.pick(businessTags(f));
  return rng.chance(0.5) ? joinTitle(`${main} in ${placeName(f.place, f.area)}`, tag) : joinTitle(main, tag);
}

function fullPlace(place: Place, area: AreaProfile): string {
  const parts = [place.building, place.community?.name, area.name].filter((p): p is string => Boolean(p));
  return [...new Set(parts)].join(", ");
}

function bedWords(bedrooms: number): string {
  return bedrooms === 0 ? "studio" : `${bedrooms}-bedroom`;
}

function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

const INTRO_OPENERS = [
  "We are pleased to present this",
  "Presenting this",
  "Discover this",
  "Welcome to this",
] as const;

const HOME_DETAILS = [
  "The layout is practical, with a separate kitchen and generous living and dining space.",
  "Floor-to-ceiling windows bring in natural light throughout the day.",
  "The open-plan kitchen comes with quality appliances and ample storage.",
  "Bedrooms are well proportioned and the bathrooms are finished to a high standard.",
  "The unit has been well maintained and is in excellent condition.",
  "Living areas flow onto outdoor space that is ideal for entertaining.",
] as const;

const HOUSE_DETAILS = [
  "The ground floor offers an open living and dining area, with bedrooms upstairs for privacy.",
  "The landscaped garden is ideal for families and outdoor dining.",
  "Generous plot proportions leave room for a pool or garden extension.",
  "The property sits on a quiet street within a short walk of parks and play areas.",
] as const;

const FIRST_SENTENCES = new Map(AREA_PROFILES.map((a) => [a.slug, `${a.description.split(". ")[0]}.`] as const));
const firstSentence = (area: AreaProfile) => FIRST_SENTENCES.get(area.slug) ?? "";

function locationParagraph(rng: Rng, where: string, area: AreaProfile): string {
  const [a, b] = rng.sample(area.nearby, 2);
  return rng.pick([
    `${where} is within easy reach of ${a} and ${b}. ${firstSentence(area)}`,
    `Residents enjoy quick access to ${a}, ${b} and the rest of ${area.short}. Schools, supermarkets and healthcare are all close by.`,
    `Located in ${area.name}, the building is minutes from ${a}, with ${b} a short drive away.`,
  ]);
}

function termsParagraph(
  rng: Rng,
  f: { listingType: ListingType; price: number | null; deposit: number | null; agentId: number },
  offPlan: boolean,
): string {
  const contact = `Contact ${agentFirstName(f.agentId)} to arrange a viewing.`;
  if (f.price === null) return `Price on request. ${contact}`;
  if (f.listingType === "RENT") {
    const cheques = rng.pick(["1 to 4 cheques", "up to 4 cheques", "2 cheques", "1 cheque"]);
    return `Yearly rent AED ${formatNumber(f.price)}, payable in ${cheques}. Security deposit AED ${formatNumber(f.deposit ?? 0)}. ${contact}`;
  }
  if (offPlan)
    return `Asking price AED ${formatNumber(f.price)}; the balance follows the developer's payment plan until handover. ${contact}`;
  return `Asking price AED ${formatNumber(f.price)}. ${rng.pick(["Vacant on transfer.", "Currently tenanted, ideal for investors.", "Viewings by appointment."])} ${contact}`;
}

function residentialDescription(rng: Rng, f: ListingFacts): string {
  const where = fullPlace(f.place, f.area);
  const typeWord = f.type.toLowerCase();
  const furnishingWord = f.furnishing === "semi-furnished" ? "semi-furnished" : f.furnishing;
  const intro =
    `${rng.pick(INTRO_OPENERS)} ${furnishingWord} ${bedWords(f.bedrooms)} ${typeWord} ${f.listingType === "RENT" ? "for rent" : "for sale"} in ${where}. ` +
    `It offers ${formatNumber(f.size)} sq.ft of living space with ${f.bathrooms} bathroom${f.bathrooms === 1 ? "" : "s"}` +
    (f.floor && f.floor !== "G"
      ? ` on the ${ordinal(Number(f.floor))} floor.`
      : f.floor === "G"
        ? " on the ground floor."
        : ".");
  const shown = f.amenities.filter((a) => a !== "Central A/C" && a !== "Security").slice(0, 6);
  const features =
    (shown.length > 0 ? `Highlights include ${listPhrase(shown.map((a) => a.toLowerCase()))}. ` : "") +
    rng.pick(isVillaType(f.type) ? HOUSE_DETAILS : HOME_DETAILS) +
    (f.offPlan
      ? ` The ${isVillaType(f.type) ? "community" : "building"} is under construction, with handover expected in the fourth quarter of 2026.`
      : ` The ${isVillaType(f.type) ? "home" : "building"} was completed in ${f.buildYear}.`);
  const paragraphs = [intro, features];
  if (rng.chance(0.8)) paragraphs.push(locationParagraph(rng, placeName(f.place, f.area), f.area));
  if (rng.chance(f.listingType === "RENT" ? 0.9 : 0.7)) paragraphs.push(termsParagraph(rng, f, f.offPlan));
  return paragraphs.join("\n\n");
}

const BUSINESS_DETAILS: Record<CommercialType, string> = {
  Office: "The space suits a professional firm, with good natural light and efficient column-free floor plates.",
  Shop: "Its street frontage and signage position make it suitable for retail, F&B or services.",
  "Commercial Building":
    "The building is let to a mix of commercial and residential tenants, with a stable rental income.",
  "Commercial Floor": "A full floor gives a company its own lobby presence and complete flexibility of layout.",
  "Commercial Plot":
    "The plot is freehold and suitable for a mixed-use, office or retail development, subject to approvals.",
  "Commercial Villa": "The villa is approved for commercial use and suits a clinic, nursery, salon or boutique office.",
  Retail: "The unit benefits from strong footfall and visibility, suitable for retail, F&B or services.",
  "Labor Camp": "The accommodation is licensed, with rooms, kitchens, washrooms and a recreation area.",
  "Show Room": "Double-height glazing and main-road visibility make it ideal for cars, furniture or interiors.",
  Warehouse: "The warehouse has a clear height suited to racking, a covered loading area and an office mezzanine.",
  Farm: "The farm includes a residence, date palms and a water well, with access from a paved road.",
  Factory: "The facility has an industrial licence, heavy power supply and space for production and storage.",
  Hotel: "The hotel is operational, with rooms, a restaurant, meeting space and parking.",
};

function commercialDescription(rng: Rng, f: BusinessFacts): string {
  const where = fullPlace(f.place, f.area);
  const what = f.type === "Show Room" ? "showroom" : f.type.toLowerCase();
  const intro =
    `${rng.pick(INTRO_OPENERS)} ${what} ${f.listingType === "RENT" ? "for rent" : "for sale"} in ${where}, ` +
    `with a total area of ${formatNumber(f.size)} sq.ft` +
    (f.floor === "G" ? " on the ground floor." : f.floor ? ` on the ${ordinal(Number(f.floor))} floor.` : ".");
  const shown = f.amenities
    .slice(0, 6)
    .map((a) => (a === "Central A/C" || a === "3-phase power" ? a : a.toLowerCase()));
  const features = `${BUSINESS_DETAILS[f.type]}${shown.length > 0 ? ` Features include ${listPhrase(shown)}.` : ""}`;
  const paragraphs = [intro, features];
  if (rng.chance(0.75)) paragraphs.push(locationParagraph(rng, placeName(f.place, f.area), f.area));
  if (rng.chance(0.8)) paragraphs.push(termsParagraph(rng, f, false));
  return paragraphs.join("\n\n");
}

function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}

// ─────────────────────────────── off-plan projects ───────────────────────────────

const { curated: CURATED_PROJECTS, nameWords: NAME_WORDS, towerWords: TOWER_WORDS, villaWords: VILLA_WORDS, paymentPlans: PAYMENT_PLANS, escrowBanks: ESCROW_BANKS } = PROJECT_DATA;

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

interface PlanSpec {
  title: string;
  bedrooms: number;
  layout: string;
  size: number;
  price: number;
}

interface ProjectBundle {
  row: ProjectRow;
  photos: readonly string[];
  plans: readonly PlanSpec[];
}

/** Beyond the curated list, projects are invented per developer; names are made unique by the caller. */
function inventProject(rng: Rng): CuratedProject {
  const developer = rng.pick(DEVELOPER_PROFILES);
  const areaSlug = rng.pick(developer.areas);
  const area = areaProfile(areaIdOf(areaSlug));
  const houses = area.villas.length > 0 && (area.apartments.length === 0 || rng.chance(0.35));
  const word = rng.pick(NAME_WORDS);
  const name = `${developer.brand} ${word} ${rng.pick(houses ? VILLA_WORDS : TOWER_WORDS)}`;
  if (houses) {
    const types: ResidentialType[] = area.homes.Villa
      ? area.homes.Townhouse
        ? ["Townhouse", "Villa"]
        : ["Villa"]
      : ["Townhouse"];
    const low = types[0] === "Villa" ? rng.int(3, 4) : rng.int(2, 3);
    return {
      developer: developer.slug,
      name,
      area: areaSlug,
      types,
      bedrooms: [low, low + rng.int(1, 2)],
      floors: rng.int(2, 3),
      furnished: false,
    };
  }
  const low = rng.int(0, 2);
  const high = Math.min(4, low + rng.int(1, 3));
  // A penthouse is the top layout of a tower, so only towers that reach 3 bedrooms get one.
  const penthouses = high >= 3 && area.salePsf[0] >= 1800 && rng.chance(0.4);
  const floors = Math.max(4, Math.round(area.maxFloor * rng.range(0.3, 0.9)));
  return {
    developer: developer.slug,
    name,
    area: areaSlug,
    types: penthouses ? ["Apartment", "Penthouse"] : ["Apartment"],
    bedrooms: [low, high],
    floors,
    furnished: developer.premium >= 1.3,
  };
}

/**
 * The unit type of each bedroom count in a project: in mixed projects the
 * largest layouts are penthouses (towers) or villas (communities).
 */
function unitType(project: CuratedProject, bedrooms: number): ResidentialType {
  const [low, high] = project.bedrooms;
  const types = project.types;
  if (types.length === 1) return types[0] ?? "Apartment";
  if (types.includes("Penthouse")) return bedrooms === high && bedrooms >= 2 ? "Penthouse" : "Apartment";
  if (types.includes("Villa") && types.includes("Townhouse"))
    return bedrooms <= low + Math.floor((high - low) / 2) ? "Townhouse" : "Villa";
  if (types.includes("Townhouse")) return bedrooms >= 3 ? "Townhouse" : "Apartment";
  return types[0] ?? "Apartment";
}

function clampBedrooms(type: ResidentialType, bedrooms: number): number {
  const keys = Object.keys(SIZE_BANDS[type]).map(Number);
  return Math.min(Math.max(bedrooms, Math.min(...keys)), Math.max(...keys));
}

function planTitle(type: ResidentialType, bedrooms: number, variant: "a" | "b"): string {
  const letter = variant === "a" ? "A" : "B";
  const rooms = bedrooms === 0 ? "Studio" : `${bedrooms} Bedroom`;
  const kind = type === "Apartment" ? "" : ` ${type}`;
  return `${rooms}${kind} – Type ${letter}`;
}

function projectPlans(rng: Rng, project: CuratedProject, area: AreaProfile, psf: number): PlanSpec[] {
  // A few launches publish no floor plans yet; the page hides the section then.
  if (rng.chance(0.08)) return [];
  const configs: { bedrooms: number; type: ResidentialType; variant: "a" | "b" }[] = [];
  for (let b = project.bedrooms[0]; b <= project.bedrooms[1]; b++) {
    const type = unitType(project, b);
    for (const variant of ["a", "b"] as const) configs.push({ bedrooms: clampBedrooms(type, b), type, variant });
  }
  const count = Math.min(configs.length, rng.int(1, 5));
  const chosen = rng
    .sample(
      configs.map((_, i) => i),
      count,
    )
    .sort((x, y) => x - y);
  const plans: PlanSpec[] = [];
  let lastPrice = 0;
  for (const index of chosen) {
    const config = configs[index];
    if (!config) continue;
    const [min, max] = sizeBand(config.type, config.bedrooms, area.villaSize);
    const mid = (min + max) / 2;
    const size = Math.round(config.variant === "a" ? rng.range(min, mid) : rng.range(mid, max));
    // Strictly rising with size, even where rounding would make two layouts equal.
    const price = Math.max(roundTo(size * psf * TYPE_PRICE_FACTOR[config.type], 10_000), lastPrice + 10_000);
    lastPrice = price;
    plans.push({
      title: planTitle(config.type, config.bedrooms, config.variant),
      bedrooms: config.bedrooms,
      layout: floorPlanLayout(config.bedrooms, config.variant),
      size,
      price,
    });
  }
  return plans;
}

const monthIndex = (year: number, month: number) => year * 12 + (month - 1);
const monthText = (index: number) => `${Math.floor(index / 12)}-${pad((index % 12) + 1, 2)}`;

function projectDescription(
  rng: Rng,
  p: CuratedProject,
  area: AreaProfile,
  row: Omit<ProjectRow, "description">,
): string {
  const developer = developerProfile(developerIdOf(p.developer));
  const houses = p.types.every(isVillaType);
  const [low, high] = p.bedrooms;
  const rooms = low === high ? bedWords(low) : `${low === 0 ? "studio" : `${low}-bedroom`} to ${high}-bedroom`;
  const typesText = listPhrase(p.types.map((t) => `${t.toLowerCase()}s`));
  const intro = houses
    ? `${p.name} is a gated community of ${rooms} ${typesText} by ${developer.name} in ${area.name}. Homes are arranged along landscaped streets with parks, walking trails and play areas.`
    : `${p.name} is a ${p.floors}-storey residential tower by ${developer.name} in ${area.name}, offering ${rooms} ${typesText}. ${rng.pick(
        [
          "Its façade and lobby are designed to stand out on the skyline.",
          "Every home has a balcony and large windows framing the views.",
          "The design balances efficient layouts with generous shared amenities.",
        ],
      )}`;
  const amenities = rng.sample(
    houses
      ? [
          "a community pool",
          "a clubhouse",
          "a gym",
          "cycling tracks",
          "a retail centre",
          "kids' play areas",
          "tennis courts",
          "barbecue areas",
        ]
      : [
          "an infinity pool",
          "a fully equipped gym",
          "a residents' lounge",
          "a kids' club",
          "a rooftop terrace",
          "co-working space",
          "a spa",
          "24-hour concierge",
        ],
    4,
  );
  const lifestyle = `Residents will enjoy ${listPhrase(amenities)}. ${area.name} puts ${rng.pick(area.nearby)} within a short drive.`;
  const [year, month] = (row.handover ?? "2028-12").split("-").map(Number);
  const handoverText = `${MONTHS[(month ?? 12) - 1]} ${year}`;
  const plan = [row.pp_first_installment, row.pp_under_construction, row.pp_on_handover, row.pp_post_handover];
  const planText = plan[3]
    ? `${plan[0]}% on booking, ${plan[1]}% during construction, ${plan[2]}% on handover and ${plan[3]}% after handover`
    : `${plan[0]}/${plan[1]}/${plan[2]}`;
  const terms =
    `Prices start from AED ${formatNumber(row.price_from ?? 0)} with a ${planText} payment plan, and handover is expected in ${handoverText}. ` +
    `Payments are made into the project's escrow account as required by Dubai law.`;
  return [intro, lifestyle, terms].join("\n\n");
}

function makeProject(id: number, seed: number, p: CuratedProject): ProjectBundle {
  const rng = new Rng(deriveSeed(seed, Stream.Project, id));
  const areaId = areaIdOf(p.area);
  const area = areaProfile(areaId);
  const developer = developerProfile(developerIdOf(p.developer));
  // Launch prices sit at the upper half of the area's resale range, plus the developer's premium.
  const psf = rng.range((area.salePsf[0] + area.salePsf[1]) / 2, area.salePsf[1]) * developer.premium;
  const plans = projectPlans(rng, p, area, psf);
  const lowType = unitType(p, p.bedrooms[0]);
  const highType = unitType(p, p.bedrooms[1]);
  const lowBand = sizeBand(lowType, clampBedrooms(lowType, p.bedrooms[0]), area.villaSize);
  const highBand = sizeBand(highType, clampBedrooms(highType, p.bedrooms[1]), area.villaSize);
  const sizeMin = Math.min(Math.round(lowBand[0] * rng.range(1, 1.05)), ...plans.map((x) => x.size));
  const sizeMax = Math.max(Math.round(highBand[1] * rng.range(0.9, 1)), ...plans.map((x) => x.size));
  const minFactor = Math.min(...p.types.map((t) => TYPE_PRICE_FACTOR[t]));
  const fromPrice = floorTo(sizeMin * psf * minFactor, 10_000);
  const priceFrom = Math.min(fromPrice, ...plans.map((x) => x.price));
  const launch = Date.UTC(2024, 0, 1) + rng.int(0, 1018) * DAY_MS; // 2024-01-01 … 2026-10-15
  const launchDate = isoDate(launch).slice(0, 10);
  const launchMonth = monthIndex(Number(launchDate.slice(0, 4)), Number(launchDate.slice(5, 7)));
  const earliest = Math.max(monthIndex(2026, 12), launchMonth + 24);
  const latest = Math.min(monthIndex(2030, 12), launchMonth + 54);
  const handover = monthText(rng.int(earliest, latest));
  const [first, during, onHandover, post] = rng.pick(PAYMENT_PLANS);
  const houses = p.types.every(isVillaType);
  const created = launch + rng.int(8, 20) * 3_600_000;
  const updated = created + rng.int(0, Math.max(0, Math.floor((BASE_MS - created) / 1000))) * 1000;
  const furnishing: Furnishing = p.furnished
    ? "furnished"
    : houses
      ? "unfurnished"
      : rng.weighted([
          ["unfurnished", 70],
          ["semi-furnished", 20],
          ["furnished", 10],
        ] as const);
  const base: Omit<ProjectRow, "description"> = {
    id,
    slug: slugify(p.name),
    name: p.name,
    region_name: `${area.name.replace(/ \(.*\)$/, "")}, Dubai`,
    area_id: areaId,
    developer_id: developerIdOf(p.developer),
    agent_id: rng.weighted(tableFor(AGENT_POOLS.offplan, areaId)),
    status: rng.chance(0.04) && id > ALWAYS_ACTIVE ? "INACTIVE" : "ACTIVE",
    price_from: priceFrom,
    house_types: JSON.stringify(p.types),
    handover,
    bedroom_min: p.bedrooms[0],
    bedroom_max: p.bedrooms[1],
    size_min: sizeMin,
    size_max: sizeMax,
    bathrooms: p.bedrooms[1] === 0 ? 1 : Math.min(8, p.bedrooms[1] + 1),
    parking: houses ? (p.bedrooms[1] >= 5 ? 4 : 2) : p.bedrooms[1] >= 3 ? 2 : 1,
    total_floors: p.floors,
    furnishing,
    pp_first_installment: first,
    pp_under_construction: during,
    pp_on_handover: onHandover,
    pp_post_handover: post,
    permit_number: permitNumber("65", id),
    escrow_account: `${rng.pick(ESCROW_BANKS)} – ${pad(rng.int(0, 999_999), 6)}${pad(rng.int(0, 9_999_999), 7)}`,
    launch_date: launchDate,
    created_at: isoDate(created),
    updated_at: isoDate(updated),
  };
  const photoRng = new Rng(deriveSeed(seed, Stream.ProjectPhotos, id));
  const photos = photoRng.sample(PROJECT_RENDERINGS, photoRng.int(4, 7));
  return { row: { ...base, description: projectDescription(rng, p, area, base) }, photos, plans };
}

// ───────────────────────────────── public API ─────────────────────────────────

export interface ListingChunk {
  listings: ListingRow[];
  photos: ListingPhotoRow[];
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
  let photoId = 1;
  for (let start = 1; start <= count; start += chunkSize) {
    const chunk: ListingChunk = { listings: [], photos: [] };
    const end = Math.min(count, start + chunkSize - 1);
    for (let id = start; id <= end; id++) {
      const { row, photos } = makeListing(id, seed);
      chunk.listings.push(row);
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
  let photoId = 1;
  let planId = 1;
  let chunk: ProjectChunk = { projects: [], photos: [], floorPlans: [] };
  let id = 1;
  for (const project of projectSequence(count, seed)) {
    const bundle = makeProject(id, seed, project);
    chunk.projects.push(bundle.row);
    bundle.photos.forEach((url, position) => chunk.photos.push({ id: photoId++, project_id: id, position, url }));
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

/** The category of each property type label, for callers that only hold a label. */
export function categoryOf(label: PropertyTypeLabel): PropertyCategory {
  return (RESIDENTIAL_TYPES as readonly string[]).includes(label) ? "Residential" : "Commercial";
}
