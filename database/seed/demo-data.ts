import { COMMERCIAL_PROPERTY_TYPES, RESIDENTIAL_PROPERTY_TYPES } from "#app/content/site.ts";
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
  AGENT_AVATARS,
  LISTING_COMMERCIAL,
  LISTING_RESIDENTIAL_EXTERIOR,
  LISTING_RESIDENTIAL_INTERIOR,
  PROJECT_RENDERINGS,
  areaImage,
  developerLogo,
  floorPlanLayout,
} from "./media-catalog.ts";

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

// ─────────────────────────────────── PRNG ───────────────────────────────────

/** mulberry32: tiny, fast, good enough for demo data, identical on every platform. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** murmur3's finaliser: spreads neighbouring inputs over the whole 32-bit range. */
function mix32(value: number): number {
  let x = value >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/** Independent streams, so adding a draw to one kind of row never shifts another. */
const Stream = {
  Listing: 1,
  ListingPhotos: 2,
  Project: 3,
  ProjectPhotos: 4,
  Agents: 5,
  ProjectName: 6,
} as const;
type Stream = (typeof Stream)[keyof typeof Stream];

function deriveSeed(seed: number, stream: Stream, index: number): number {
  return mix32(mix32(seed ^ Math.imul(stream, 0x9e3779b1)) ^ Math.imul(index + 1, 0x85ebca77));
}

/** FNV-1a: a stable hash of a name, used to place buildings on the map. */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Weights summed once, for the choices made for every listing. */
export interface WeightedTable<T> {
  values: readonly T[];
  cumulative: readonly number[];
  total: number;
}

export function weightedTable<T>(entries: readonly (readonly [T, number])[]): WeightedTable<T> {
  let total = 0;
  const cumulative = entries.map(([, weight]) => (total += weight));
  if (entries.length === 0 || total <= 0) throw new Error("weightedTable: no positive weights");
  return { values: entries.map(([value]) => value), cumulative, total };
}

export class Rng {
  private readonly draw: () => number;

  constructor(seed: number) {
    this.draw = mulberry32(seed);
  }

  float(): number {
    return this.draw();
  }

  between(min: number, max: number): number {
    return min + (max - min) * this.draw();
  }

  /** inclusive at both ends */
  int(min: number, max: number): number {
    return min + Math.floor(this.draw() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.draw() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.draw() * items.length)];
    if (item === undefined) throw new Error("Rng.pick: empty list");
    return item;
  }

  weighted<T>(entries: readonly (readonly [T, number])[] | WeightedTable<T>): T {
    const table = "cumulative" in entries ? entries : weightedTable(entries);
    const target = this.draw() * table.total;
    const { cumulative, values } = table;
    for (let i = 0; i < cumulative.length; i++) {
      if (target < (cumulative[i] as number)) return values[i] as T;
    }
    return values[values.length - 1] as T;
  }

  /** k distinct items in random order (partial Fisher–Yates on a copy) */
  sample<T>(items: readonly T[], k: number): T[] {
    const copy = items.slice();
    const n = Math.min(k, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.draw() * (copy.length - i));
      const a = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = a;
    }
    return copy.slice(0, n);
  }
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

// ───────────────────────────── property types (§9) ─────────────────────────────

export const RESIDENTIAL_TYPES = RESIDENTIAL_PROPERTY_TYPES;
export const COMMERCIAL_TYPES = COMMERCIAL_PROPERTY_TYPES;
export type ResidentialType = (typeof RESIDENTIAL_TYPES)[number];
export type CommercialType = (typeof COMMERCIAL_TYPES)[number];
export type PropertyTypeLabel = ResidentialType | CommercialType;

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

interface DeveloperProfile {
  slug: string;
  name: string;
  /** short name used in generated project names */
  brand: string;
  description: string;
  /** price premium of its off-plan launches over the area average */
  premium: number;
  /** areas where it launches projects, for generated projects beyond the curated list */
  areas: readonly string[];
}

export const DEVELOPER_PROFILES: readonly DeveloperProfile[] = [
  {
    slug: "emaar-properties",
    name: "Emaar Properties",
    brand: "Emaar",
    description:
      "Emaar Properties is a Dubai-based developer founded in 1997 and listed on the Dubai Financial Market. It built Burj Khalifa, Downtown Dubai and The Dubai Mall, and its master communities include Dubai Hills Estate, Arabian Ranches, Dubai Creek Harbour and Emaar Beachfront.",
    premium: 1.08,
    areas: [
      "downtown-dubai",
      "dubai-hills-estate",
      "dubai-creek-harbour",
      "emaar-beachfront",
      "arabian-ranches",
      "dubai-south",
    ],
  },
  {
    slug: "damac-properties",
    name: "DAMAC Properties",
    brand: "DAMAC",
    description:
      "DAMAC Properties was founded in 2002 and develops luxury residential, commercial and leisure projects across the Middle East. In Dubai it is known for branded residences and for the master communities DAMAC Hills and DAMAC Lagoons.",
    premium: 1.02,
    areas: ["damac-hills", "business-bay", "dubai-marina", "jumeirah-village-circle"],
  },
  {
    slug: "nakheel",
    name: "Nakheel",
    brand: "Nakheel",
    description:
      "Nakheel is a Dubai government-owned master developer and part of Dubai Holding. It created Palm Jumeirah, Jumeirah Islands and Jumeirah Village, and is developing Palm Jebel Ali and Dubai Islands.",
    premium: 1.05,
    areas: ["palm-jumeirah", "jumeirah-village-circle", "jumeirah-village-triangle", "al-furjan"],
  },
  {
    slug: "sobha-realty",
    name: "Sobha Realty",
    brand: "Sobha",
    description:
      "Sobha Realty traces its origins to 1976 and designs and builds its projects in-house, from architecture to interiors. Its flagship Dubai community is Sobha Hartland in Mohammed Bin Rashid City, followed by Sobha Hartland II and Sobha One.",
    premium: 1.1,
    areas: ["mbr-city", "meydan", "jumeirah-lake-towers", "dubai-creek-harbour"],
  },
  {
    slug: "meraas",
    name: "Meraas",
    brand: "Meraas",
    description:
      "Meraas is a Dubai developer, part of Dubai Holding, behind lifestyle destinations such as City Walk, Bluewaters Island and La Mer. Its residential projects are typically low-rise, design-led buildings integrated with retail and leisure.",
    premium: 1.15,
    areas: ["city-walk", "bluewaters-island", "dubai-hills-estate"],
  },
  {
    slug: "ellington-properties",
    name: "Ellington Properties",
    brand: "Ellington",
    description:
      "Ellington Properties is a design-led boutique developer founded in Dubai in 2014. Its residential buildings in Jumeirah Village Circle, Downtown Dubai, Dubai Hills Estate and MBR City put the emphasis on interior design and finishes.",
    premium: 1.1,
    areas: ["jumeirah-village-circle", "dubai-hills-estate", "mbr-city", "downtown-dubai"],
  },
  {
    slug: "binghatti-developers",
    name: "Binghatti Developers",
    brand: "Binghatti",
    description:
      "Binghatti is a Dubai developer recognised for its distinctive architectural façades and fast construction. Its portfolio spans mid-market buildings in JVC, Al Jaddaf and Dubai Silicon Oasis as well as Burj Binghatti Jacob & Co Residences in Business Bay.",
    premium: 0.97,
    areas: ["jumeirah-village-circle", "business-bay", "dubai-silicon-oasis", "meydan"],
  },
  {
    slug: "dubai-properties",
    name: "Dubai Properties",
    brand: "Dubai Properties",
    description:
      "Dubai Properties, part of Dubai Holding, is one of the emirate's established master developers. Its communities include Jumeirah Beach Residence, Business Bay, Villanova, Mudon and Serena.",
    premium: 1.0,
    areas: ["jumeirah-beach-residence", "business-bay"],
  },
  {
    slug: "select-group",
    name: "Select Group",
    brand: "Select",
    description:
      "Select Group is a Dubai-based developer founded in 2002, best known for Marina Gate and Jumeirah Living Marina Gate in Dubai Marina and for Peninsula in Business Bay. It also develops hospitality and mixed-use projects in the UAE and abroad.",
    premium: 1.06,
    areas: ["dubai-marina", "business-bay"],
  },
  {
    slug: "omniyat",
    name: "Omniyat",
    brand: "Omniyat",
    description:
      "Omniyat is an ultra-luxury developer founded in Dubai in 2005. Its projects include The Opus by Zaha Hadid Architects in Business Bay, One at Palm Jumeirah and Orla on Palm Jumeirah.",
    premium: 1.4,
    areas: ["business-bay", "palm-jumeirah"],
  },
  {
    slug: "azizi-developments",
    name: "Azizi Developments",
    brand: "Azizi",
    description:
      "Azizi Developments is a private Dubai developer founded in 2007, with large residential communities in Al Furjan, Meydan (Azizi Riviera) and Dubai South (Azizi Venice). It focuses on mid-market apartments and is building Burj Azizi on Sheikh Zayed Road.",
    premium: 0.92,
    areas: ["al-furjan", "meydan", "dubai-south", "business-bay"],
  },
  {
    slug: "danube-properties",
    name: "Danube Properties",
    brand: "Danube",
    description:
      "Danube Properties is the real-estate arm of the Danube Group, active in Dubai since 2014. It is known for affordable apartments sold on a 1% monthly payment plan, in areas such as Arjan, Al Furjan, JLT and Business Bay.",
    premium: 0.92,
    areas: ["arjan", "al-furjan", "dubai-sports-city", "jumeirah-lake-towers"],
  },
  {
    slug: "deyaar",
    name: "Deyaar",
    brand: "Deyaar",
    description:
      "Deyaar Development is a Dubai developer listed on the Dubai Financial Market, with residential and commercial towers in Business Bay, Al Barsha, DIFC and Dubai Silicon Oasis. It also provides property and facilities management services.",
    premium: 0.98,
    areas: ["business-bay", "dubai-silicon-oasis", "al-barsha", "meydan"],
  },
  {
    slug: "aldar-properties",
    name: "Aldar Properties",
    brand: "Aldar",
    description:
      "Aldar Properties is Abu Dhabi's largest listed developer, behind much of Yas Island, Saadiyat Island and Al Raha Beach. Since 2023 it has launched communities in Dubai in partnership with Dubai Holding.",
    premium: 1.0,
    areas: ["dubai-south", "meydan", "dubai-investments-park"],
  },
  {
    slug: "nshama",
    name: "Nshama",
    brand: "Nshama",
    description:
      "Nshama is a Dubai developer founded in 2014, best known for the Town Square community on Al Qudra Road. Its projects focus on affordable apartments and townhouses with parks, retail and community facilities.",
    premium: 0.95,
    areas: ["town-square"],
  },
  {
    slug: "arada",
    name: "Arada",
    brand: "Arada",
    description:
      "Arada is a Sharjah-based developer founded in 2017 whose master communities include Aljada and Masaar. In Dubai it is developing Armani Beach Residences on Palm Jumeirah.",
    premium: 1.05,
    areas: ["jumeirah-village-triangle", "dubai-sports-city", "palm-jumeirah"],
  },
  {
    slug: "mag",
    name: "MAG",
    brand: "MAG",
    description:
      "MAG Property Development is part of MAG Group Holding, with projects in Dubai South, Mohammed Bin Rashid City and Jumeirah Lake Towers. Its MBR City developments include MAG City and the Keturah Reserve wellness community.",
    premium: 1.0,
    areas: ["dubai-south", "mbr-city", "meydan"],
  },
  {
    slug: "majid-al-futtaim",
    name: "Majid Al Futtaim",
    brand: "Majid Al Futtaim",
    description:
      "Majid Al Futtaim is a Dubai-based group that owns and operates shopping malls, communities, retail and leisure, including Mall of the Emirates and the City Centre malls. Its residential community Tilal Al Ghaf is built around a swimmable lagoon off Hessa Street.",
    premium: 1.1,
    areas: ["tilal-al-ghaf"],
  },
  {
    slug: "wasl-properties",
    name: "Wasl Properties",
    brand: "Wasl",
    description:
      "Wasl is the real-estate arm of the Dubai Real Estate Corporation and one of the city's largest landlords. It develops and manages residential communities, offices and hotels across the emirate, many of them for long-term lease.",
    premium: 0.95,
    areas: ["al-barsha", "deira", "al-quoz"],
  },
  {
    slug: "samana-developers",
    name: "Samana Developers",
    brand: "Samana",
    description:
      "Samana Developers is a Dubai developer founded in 2018, known for compact apartments with private pools and long payment plans. Its projects are concentrated in Arjan, JVC and Dubai Studio City.",
    premium: 0.93,
    areas: ["arjan", "jumeirah-village-circle"],
  },
  {
    slug: "dubai-south-properties",
    name: "Dubai South Properties",
    brand: "Dubai South",
    description:
      "Dubai South Properties is the real-estate arm of Dubai South, the master-planned city around Al Maktoum International Airport. Its residential projects include The Pulse, The Pulse Beachfront and South Bay.",
    premium: 0.97,
    areas: ["dubai-south"],
  },
];

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

type View =
  | "Sea view"
  | "Marina view"
  | "Burj Khalifa view"
  | "Golf course view"
  | "Canal view"
  | "Lake view"
  | "Creek view"
  | "Lagoon view"
  | "Community view";

interface Community {
  name: string;
  /** buildings, clusters or phases; one becomes the listing's sub-community */
  buildings: readonly string[];
  developer: string | null;
}

export interface AreaProfile {
  slug: string;
  name: string;
  /** short name for titles, e.g. "JVC" */
  short: string;
  description: string;
  lat: number;
  lng: number;
  /** spread of its communities on the map, in degrees */
  radius: number;
  /** AED per sq.ft for a typical ready home for sale: [low, high] */
  salePsf: readonly [number, number];
  /** gross yearly rental yield (yearly rent / value) */
  rentYield: number;
  /** relative share of the agency's residential and commercial stock here */
  homeWeight: number;
  businessWeight: number;
  homes: Partial<Record<ResidentialType, number>>;
  commercial: Partial<Record<CommercialType, number>>;
  apartments: readonly Community[];
  villas: readonly Community[];
  business: readonly Community[];
  views: readonly View[];
  /** landmarks and roads for the location paragraph */
  nearby: readonly string[];
  maxFloor: number;
  /** year of the first handovers, for build years */
  since: number;
  /** villa plots and built-up areas run larger on the Palm than in Dubai South */
  villaSize: number;
  beach: boolean;
}

const c = (name: string, buildings: readonly string[] = [], developer: string | null = null): Community => ({
  name,
  buildings,
  developer,
});
/** Marks every community of a list as built by one developer. */
const by = (developer: string, list: readonly Community[]) => list.map((x) => ({ ...x, developer }));

type AreaInput = Omit<
  AreaProfile,
  "radius" | "villaSize" | "beach" | "apartments" | "villas" | "business" | "commercial" | "businessWeight"
> &
  Partial<
    Pick<
      AreaProfile,
      "radius" | "villaSize" | "beach" | "apartments" | "villas" | "business" | "commercial" | "businessWeight"
    >
  >;

const area = (input: AreaInput): AreaProfile => ({
  radius: 0.01,
  villaSize: 1,
  beach: false,
  apartments: [],
  villas: [],
  business: [],
  commercial: {},
  businessWeight: 0,
  ...input,
});

const EMAAR = "emaar-properties";
const DAMAC = "damac-properties";
const NAKHEEL = "nakheel";
const DP = "dubai-properties";

export const AREA_PROFILES: readonly AreaProfile[] = [
  area({
    slug: "dubai-marina",
    name: "Dubai Marina",
    short: "Dubai Marina",
    description:
      "Dubai Marina is a canal-front district built around a 3 km man-made marina between Jumeirah Beach Residence and Jumeirah Lake Towers. Its high-rise towers, the Marina Walk promenade and direct access to the Dubai Tram and Metro make it one of the city's most popular places to rent.",
    lat: 25.0805,
    lng: 55.1403,
    salePsf: [1800, 2600],
    rentYield: 0.065,
    homeWeight: 10,
    businessWeight: 3,
    homes: { Apartment: 82, Penthouse: 8, Duplex: 4 },
    commercial: { Office: 3, Shop: 3, Retail: 3 },
    apartments: [
      c("Marina Gate", ["Marina Gate 1", "Marina Gate 2", "Jumeirah Living Marina Gate"], "select-group"),
      c("Cayan Tower"),
      c("Princess Tower"),
      c("Marina Promenade", ["Aurora", "Attessa", "Delphine", "Paloma", "Shemara"], EMAAR),
      c("Park Island", ["Blakely Tower", "Bonaire Tower", "Fairfield Tower", "Sanibel Tower"], EMAAR),
      c("Marina Quays", ["Marina Quays North", "Marina Quays West", "Marina Quays East"], EMAAR),
      c("Bay Central", ["Bay Central East", "Bay Central West"], "select-group"),
      c("Silverene", ["Silverene Tower A", "Silverene Tower B"]),
      c("DAMAC Heights", [], DAMAC),
      c("Elite Residence"),
      c("23 Marina"),
      c("The Torch"),
      c("Marina Heights"),
      c("Trident Grand Residence"),
      c("Sparkle Towers"),
      c("Vida Residences Dubai Marina", [], EMAAR),
      c("Stella Maris"),
    ],
    business: [
      c("Marina Plaza"),
      c("Al Habtoor Business Tower"),
      c("Marina Promenade", ["Marina Promenade Retail"], EMAAR),
    ],
    views: ["Marina view", "Sea view"],
    nearby: ["Marina Walk", "the Dubai Tram", "JBR beach", "Sheikh Zayed Road"],
    maxFloor: 80,
    since: 2005,
  }),
  area({
    slug: "downtown-dubai",
    name: "Downtown Dubai",
    short: "Downtown",
    description:
      "Downtown Dubai is Emaar's flagship district around Burj Khalifa, The Dubai Mall and the Dubai Fountain. Homes range from the low-rise Old Town to towers on Sheikh Mohammed bin Rashid Boulevard, many with views of the Burj or the fountain.",
    lat: 25.1972,
    lng: 55.2744,
    radius: 0.008,
    salePsf: [2500, 3500],
    rentYield: 0.055,
    homeWeight: 9,
    businessWeight: 4,
    homes: { Apartment: 86, Penthouse: 8, Duplex: 3 },
    commercial: { Office: 4, Retail: 3, Shop: 2, Hotel: 1 },
    apartments: by(EMAAR, [
      c("Burj Khalifa"),
      c("Address Residence Sky View", ["Sky View Tower 1", "Sky View Tower 2"]),
      c("Boulevard Point"),
      c("Burj Vista", ["Burj Vista 1", "Burj Vista 2"]),
      c("The Lofts", ["The Lofts East", "The Lofts West", "The Lofts Central"]),
      c("South Ridge", ["South Ridge 1", "South Ridge 2", "South Ridge 4", "South Ridge 6"]),
      c("Old Town", ["Yansoon 3", "Yansoon 8", "Reehan 5", "Miska 2", "Zanzebeel 1", "Kamoon 2"]),
      c("Opera District", ["Act One | Act Two", "Opera Grand", "Grande", "Il Primo"]),
      c("Burj Royale"),
      c("BLVD Heights", ["BLVD Heights Tower 1", "BLVD Heights Tower 2"]),
      c("29 Boulevard", ["29 Boulevard Tower 1", "29 Boulevard Tower 2"]),
      c("Standpoint", ["Standpoint Tower A", "Standpoint Tower B"]),
      c("Claren Towers", ["Claren Tower 1", "Claren Tower 2"]),
      c("Forte", ["Forte 1", "Forte 2"]),
      c("Burj Crown"),
      c("Vida Residence Downtown"),
      c("8 Boulevard Walk"),
      c("Bellevue Towers", ["Bellevue Tower 1", "Bellevue Tower 2"]),
    ]),
    business: by(EMAAR, [
      c("Emaar Square", ["Building 1", "Building 3", "Building 6"]),
      c("Boulevard Plaza", ["Boulevard Plaza Tower 1", "Boulevard Plaza Tower 2"]),
      c("Souk Al Bahar"),
    ]),
    views: ["Burj Khalifa view"],
    nearby: [
      "The Dubai Mall",
      "the Burj Khalifa/Dubai Mall Metro station",
      "Sheikh Mohammed bin Rashid Boulevard",
      "Dubai Opera",
    ],
    maxFloor: 75,
    since: 2007,
  }),
  area({
    slug: "palm-jumeirah",
    name: "Palm Jumeirah",
    short: "Palm Jumeirah",
    description:
      "Palm Jumeirah is the palm-shaped island built by Nakheel off the Jumeirah coast, with the Shoreline apartments along its trunk and villas on its 16 fronds. It is home to Atlantis The Palm, Atlantis The Royal, beach clubs and some of the city's most expensive homes.",
    lat: 25.1124,
    lng: 55.139,
    radius: 0.018,
    salePsf: [3500, 6000],
    rentYield: 0.05,
    homeWeight: 6,
    businessWeight: 1.5,
    homes: { Apartment: 50, Penthouse: 10, Villa: 30, Townhouse: 4, Duplex: 6 },
    commercial: { Retail: 2, Shop: 1, Hotel: 1 },
    apartments: [
      c(
        "Shoreline Apartments",
        ["Al Anbara", "Al Basri", "Al Dabas", "Al Hallawi", "Al Khushkar", "Al Msalli", "Al Tamr", "Jash Falqa"],
        NAKHEEL,
      ),
      c("Golden Mile", ["Golden Mile 1", "Golden Mile 3", "Golden Mile 5", "Golden Mile 8"], NAKHEEL),
      c("Tiara Residences", ["Amber", "Aquamarine", "Diamond", "Emerald", "Ruby", "Sapphire"]),
      c("Oceana", ["Adriatic", "Aegean", "Atlantic", "Baltic", "Caribbean", "Pacific", "Southern"]),
      c(
        "Marina Residences",
        ["Marina Residences 1", "Marina Residences 2", "Marina Residences 4", "Marina Residences 6"],
        NAKHEEL,
      ),
      c("FIVE Palm Jumeirah"),
      c("One at Palm Jumeirah", [], "omniyat"),
      c("Serenia Residences", ["Serenia Residences North", "Serenia Residences East", "Serenia Residences West"]),
      c("The Palm Tower", [], NAKHEEL),
      c("Balqis Residence"),
      c("Seven Palm"),
    ],
    villas: by(NAKHEEL, [
      c("Signature Villas", ["Frond D", "Frond G", "Frond J", "Frond N", "Frond P"]),
      c("Garden Homes", ["Frond A", "Frond B", "Frond E", "Frond K", "Frond L"]),
      c("Canal Cove Villas", ["Frond C", "Frond H", "Frond M"]),
      c("XXII Carat"),
    ]),
    business: [c("The Pointe", [], NAKHEEL), c("Nakheel Mall", [], NAKHEEL), c("Golden Mile Galleria", [], NAKHEEL)],
    views: ["Sea view"],
    nearby: ["Atlantis The Palm", "the Palm Monorail", "Nakheel Mall", "The Pointe"],
    maxFloor: 50,
    since: 2006,
    villaSize: 1.45,
    beach: true,
  }),
  area({
    slug: "jumeirah-village-circle",
    name: "Jumeirah Village Circle (JVC)",
    short: "JVC",
    description:
      "Jumeirah Village Circle is a family-oriented community by Nakheel, laid out in districts around a ring road between Al Khail Road and Sheikh Mohammed bin Zayed Road. Mid-rise apartment buildings, townhouses and parks make it one of Dubai's most active markets for investors seeking rental yield.",
    lat: 25.059,
    lng: 55.206,
    radius: 0.011,
    salePsf: [1000, 1400],
    rentYield: 0.075,
    homeWeight: 12,
    businessWeight: 3,
    homes: { Apartment: 82, Townhouse: 8, Villa: 5, Duplex: 3, Penthouse: 2 },
    commercial: { Shop: 3, Retail: 2, Office: 1, "Commercial Building": 1 },
    apartments: [
      c("Belgravia", ["Belgravia 1", "Belgravia 2", "Belgravia 3"], "ellington-properties"),
      c("Belgravia Heights", ["Belgravia Heights 1", "Belgravia Heights 2"], "ellington-properties"),
      c("Binghatti Heights", [], "binghatti-developers"),
      c("Binghatti Gate", [], "binghatti-developers"),
      c("Ghalia", [], DAMAC),
      c("Bloom Heights"),
      c("Oxford Residence"),
      c("Seasons Community"),
      c("Gardenia Residency"),
      c("Pantheon Elysee"),
      c("Laya Mansion"),
      c("FIVE Jumeirah Village"),
      c("Regina Tower"),
      c("Lucky 1 Residence"),
    ],
    villas: [c("JVC District 12"), c("JVC District 15"), c("Nakheel Townhouses", [], NAKHEEL)],
    views: ["Community view"],
    nearby: ["Circle Mall", "Al Khail Road", "Sheikh Mohammed bin Zayed Road", "Dubai Hills Mall"],
    maxFloor: 22,
    since: 2009,
  }),
  area({
    slug: "business-bay",
    name: "Business Bay",
    short: "Business Bay",
    description:
      "Business Bay is a mixed-use district on the Dubai Water Canal, next to Downtown Dubai. Office towers and hotels stand beside residential buildings along Marasi Drive, and the Business Bay Metro station on Sheikh Zayed Road serves the district.",
    lat: 25.185,
    lng: 55.265,
    salePsf: [1800, 2600],
    rentYield: 0.065,
    homeWeight: 9,
    businessWeight: 12,
    homes: { Apartment: 86, Penthouse: 6, Duplex: 4 },
    commercial: { Office: 10, "Commercial Floor": 2, "Commercial Building": 1, Retail: 2, Shop: 2, Hotel: 1 },
    apartments: [
      c(
        "Executive Towers",
        ["Executive Tower B", "Executive Tower D", "Executive Tower H", "Executive Tower J", "Executive Tower M"],
        DP,
      ),
      c("The Opus", [], "omniyat"),
      c("Peninsula", ["Peninsula One", "Peninsula Two", "Peninsula Three"], "select-group"),
      c("DAMAC Towers by Paramount", ["Tower A", "Tower B", "Tower C", "Tower D"], DAMAC),
      c("Vera Residences", [], DAMAC),
      c("Bayz by Danube", [], "danube-properties"),
      c("Reva Residences", [], "azizi-developments"),
      c("Burj Binghatti Jacob & Co Residences", [], "binghatti-developers"),
      c("Binghatti Canal", [], "binghatti-developers"),
      c("Merano Tower"),
      c("Volante"),
      c("Westburry Square", ["Westburry Tower 1", "Westburry Tower 2"]),
      c("Canal Views"),
      c("SLS Dubai"),
      c("Zada Tower"),
      c("Mayfair Residency"),
    ],
    business: [
      c("Bay Square", ["Bay Square Building 1", "Bay Square Building 5", "Bay Square Building 9"], DP),
      c("The Prism"),
      c("Churchill Executive Tower"),
      c("Ubora Towers", ["Ubora Tower 1", "Ubora Tower 2"]),
      c("Empire Heights", ["Empire Heights A", "Empire Heights B"]),
      c("Citadel Tower"),
      c("Aspect Tower"),
      c("The Binary", [], "binghatti-developers"),
      c("Prime Tower"),
    ],
    views: ["Burj Khalifa view", "Canal view"],
    nearby: ["the Dubai Water Canal", "the Business Bay Metro station", "Downtown Dubai", "Sheikh Zayed Road"],
    maxFloor: 60,
    since: 2008,
  }),
  area({
    slug: "dubai-hills-estate",
    name: "Dubai Hills Estate",
    short: "Dubai Hills",
    description:
      "Dubai Hills Estate is a master community by Emaar and Meraas off Al Khail Road and Umm Suqeim Street, built around an 18-hole championship golf course. It combines villa neighbourhoods, apartment districts, Dubai Hills Mall and a large central park.",
    lat: 25.105,
    lng: 55.25,
    radius: 0.015,
    salePsf: [1900, 2800],
    rentYield: 0.055,
    homeWeight: 7,
    businessWeight: 2,
    homes: { Apartment: 60, Villa: 25, Townhouse: 13, Penthouse: 2 },
    commercial: { Office: 2, Retail: 1 },
    apartments: by(EMAAR, [
      c("Park Heights", ["Park Heights 1", "Park Heights 2"]),
      c("Mulberry", ["Mulberry 1", "Mulberry 2"]),
      c("Acacia", ["Acacia A", "Acacia B", "Acacia C"]),
      c("Executive Residences", ["Executive Residences 1", "Executive Residences 2"]),
      c("Collective", ["Collective 2.0"]),
      c("Socio"),
      c("Golfville"),
      c("Park Ridge"),
      c("Elvira"),
      c("Park Point"),
      c("Golf Suites"),
      c("Park Horizon"),
    ]),
    villas: by(EMAAR, [
      c("Maple", ["Maple 1", "Maple 2", "Maple 3"]),
      c("Sidra", ["Sidra 1", "Sidra 2", "Sidra 3"]),
      c("Parkways"),
      c("Fairway Vistas"),
      c("Golf Place", ["Golf Place 1", "Golf Place 2"]),
      c("Palm Hills"),
      c("Club Villas"),
      c("Majestic Vistas"),
      c("Golf Grove"),
    ]),
    business: by(EMAAR, [c("Dubai Hills Business Park", ["Building 1", "Building 2", "Building 3", "Building 4"])]),
    views: ["Golf course view", "Burj Khalifa view", "Community view"],
    nearby: ["Dubai Hills Mall", "Dubai Hills Golf Club", "Al Khail Road", "Dubai Hills Park"],
    maxFloor: 30,
    since: 2016,
    villaSize: 1.15,
  }),
  area({
    slug: "jumeirah-beach-residence",
    name: "Jumeirah Beach Residence (JBR)",
    short: "JBR",
    description:
      "Jumeirah Beach Residence is a beachfront community of 40 towers in six clusters (Amwaj, Bahar, Murjan, Rimal, Sadaf and Shams) along a 1.7 km stretch of the Gulf. The Walk and The Beach promenades give residents restaurants, shops and a public beach at their doorstep.",
    lat: 25.078,
    lng: 55.134,
    radius: 0.006,
    salePsf: [2000, 2900],
    rentYield: 0.06,
    homeWeight: 5,
    businessWeight: 1,
    homes: { Apartment: 85, Penthouse: 10, Duplex: 5 },
    commercial: { Retail: 2, Shop: 1 },
    apartments: [
      ...by(DP, [
        c("Amwaj", ["Amwaj 1", "Amwaj 4"]),
        c("Bahar", ["Bahar 1", "Bahar 2", "Bahar 4", "Bahar 6"]),
        c("Murjan", ["Murjan 1", "Murjan 2", "Murjan 3", "Murjan 6"]),
        c("Rimal", ["Rimal 1", "Rimal 2", "Rimal 3", "Rimal 5"]),
        c("Sadaf", ["Sadaf 1", "Sadaf 4", "Sadaf 5", "Sadaf 7"]),
        c("Shams", ["Shams 1", "Shams 2", "Shams 4"]),
        c("La Vie"),
      ]),
      c("1/JBR"),
      c("Jumeirah Gate", ["Jumeirah Gate Tower 1", "Jumeirah Gate Tower 2"]),
    ],
    business: [c("The Walk"), c("The Beach")],
    views: ["Sea view", "Marina view"],
    nearby: ["The Walk", "The Beach at JBR", "Bluewaters Island", "the Dubai Tram"],
    maxFloor: 45,
    since: 2007,
    beach: true,
  }),
  area({
    slug: "arabian-ranches",
    name: "Arabian Ranches",
    short: "Arabian Ranches",
    description:
      "Arabian Ranches is an established Emaar villa community on Al Qudra Road, first handed over in 2004, with desert-style villas and townhouses set around a golf course. Schools, a community centre and extensive green spaces make it a long-time favourite with families.",
    lat: 25.055,
    lng: 55.265,
    radius: 0.012,
    salePsf: [1300, 1900],
    rentYield: 0.05,
    homeWeight: 3,
    homes: { Villa: 65, Townhouse: 35 },
    villas: by(EMAAR, [
      c("Alvorada", ["Alvorada 1", "Alvorada 2", "Alvorada 3"]),
      c("Mirador", ["Mirador La Coleccion"]),
      c("Saheel", ["Saheel 1", "Saheel 2"]),
      c("Al Reem", ["Al Reem 1", "Al Reem 2", "Al Reem 3"]),
      c("Palmera", ["Palmera 1", "Palmera 2", "Palmera 3", "Palmera 4"]),
      c("Alma", ["Alma 1", "Alma 2"]),
      c("Savannah", ["Savannah 1", "Savannah 2"]),
      c("Hattan", ["Hattan 1", "Hattan 2", "Hattan 3"]),
      c("Terra Nova"),
      c("Gazelle"),
      c("Aseel"),
      c("Golf Homes"),
    ]),
    views: ["Golf course view", "Community view"],
    nearby: ["Arabian Ranches Golf Club", "the Ranches Souk", "Al Qudra Road", "the Dubai Polo & Equestrian Club"],
    maxFloor: 2,
    since: 2005,
    villaSize: 1.05,
  }),
  area({
    slug: "dubai-creek-harbour",
    name: "Dubai Creek Harbour",
    short: "Creek Harbour",
    description:
      "Dubai Creek Harbour is an Emaar waterfront development on Dubai Creek next to the Ras Al Khor Wildlife Sanctuary. Its towers look towards the Downtown skyline and Burj Khalifa, and the district is built around a marina, Creek Beach and a central park.",
    lat: 25.2005,
    lng: 55.344,
    radius: 0.008,
    salePsf: [2000, 2700],
    rentYield: 0.06,
    homeWeight: 5,
    businessWeight: 1,
    homes: { Apartment: 88, Penthouse: 7, Duplex: 3 },
    commercial: { Retail: 1, Shop: 1 },
    apartments: by(EMAAR, [
      c("Creek Rise", ["Creek Rise Tower 1", "Creek Rise Tower 2"]),
      c("Harbour Views", ["Harbour Views 1", "Harbour Views 2"]),
      c("Creekside 18", ["Creekside 18 A", "Creekside 18 B"]),
      c("Dubai Creek Residences", ["North Tower 1", "North Tower 2", "South Tower 1", "South Tower 3"]),
      c("Creek Horizon", ["Creek Horizon Tower 1", "Creek Horizon Tower 2"]),
      c("Harbour Gate", ["Harbour Gate Tower 1", "Harbour Gate Tower 2"]),
      c("Address Harbour Point", ["Tower 1", "Tower 2"]),
      c("Creek Gate", ["Creek Gate Tower 1", "Creek Gate Tower 2"]),
      c("Creek Edge", ["Creek Edge Tower 1", "Creek Edge Tower 2"]),
      c("Summer", ["Summer 1", "Summer 2"]),
      c("Bayshore"),
      c("Creek Palace"),
      c("Vida Residences Creek Beach"),
      c("Palace Residences"),
    ]),
    views: ["Burj Khalifa view", "Creek view"],
    nearby: ["Creek Beach", "the Ras Al Khor Wildlife Sanctuary", "Creek Marina", "Downtown Dubai"],
    maxFloor: 50,
    since: 2019,
  }),
  area({
    slug: "difc",
    name: "DIFC",
    short: "DIFC",
    description:
      "The Dubai International Financial Centre is the city's financial free zone, with its own common-law courts and regulator and hundreds of banks, law firms and funds. Residential towers such as Index Tower, Limestone House and Burj Daman sit beside Gate Village's galleries and restaurants.",
    lat: 25.211,
    lng: 55.281,
    radius: 0.005,
    salePsf: [2400, 3400],
    rentYield: 0.06,
    homeWeight: 2,
    businessWeight: 5,
    homes: { Apartment: 85, Penthouse: 8, Duplex: 7 },
    commercial: { Office: 8, Retail: 2, "Commercial Floor": 2 },
    apartments: [
      c("Index Tower"),
      c("Limestone House"),
      c("Sky Gardens"),
      c("Burj Daman"),
      c("Park Towers", ["Park Tower A", "Park Tower B"]),
      c("Central Park Towers", ["Central Park Residential Tower"]),
      c("Liberty House"),
    ],
    business: [
      c("Gate Village", ["Gate Village 3", "Gate Village 5", "Gate Village 8", "Gate Village 10"]),
      c("Emirates Financial Towers", ["North Tower", "South Tower"]),
      c("ICD Brookfield Place"),
      c("Central Park Towers", ["Central Park Office Tower"]),
      c("Index Tower"),
      c("Burj Daman"),
    ],
    views: ["Burj Khalifa view"],
    nearby: ["Gate Village", "the Emirates Towers Metro station", "Sheikh Zayed Road", "Downtown Dubai"],
    maxFloor: 60,
    since: 2008,
  }),
  area({
    slug: "jumeirah-lake-towers",
    name: "Jumeirah Lake Towers (JLT)",
    short: "JLT",
    description:
      "Jumeirah Lake Towers is a district of more than 80 towers grouped in clusters around artificial lakes, across Sheikh Zayed Road from Dubai Marina. It is part of the DMCC free zone, so many towers mix offices and apartments, and two Dubai Metro stations serve the community.",
    lat: 25.069,
    lng: 55.142,
    radius: 0.007,
    salePsf: [1200, 1700],
    rentYield: 0.07,
    homeWeight: 6,
    businessWeight: 10,
    homes: { Apartment: 90, Penthouse: 4, Duplex: 6 },
    commercial: { Office: 10, "Commercial Floor": 1, Retail: 2, Shop: 2 },
    apartments: [
      c("Goldcrest Views", ["Goldcrest Views 1", "Goldcrest Views 2"]),
      c("Lake Terrace"),
      c("Lake Shore Tower"),
      c("Green Lakes", ["Green Lake Tower 1", "Green Lake Tower 2", "Green Lake Tower 3"]),
      c("Saba Towers", ["Saba Tower 1", "Saba Tower 3"]),
      c("Indigo Tower"),
      c("Lakeside Residence"),
      c("Icon Tower"),
      c("Al Seef Towers", ["Al Seef Tower 2", "Al Seef Tower 3"]),
      c("Dubai Gate 1"),
      c("Laguna Tower"),
      c("MBL Residence"),
      c("Concorde Tower"),
      c("Armada Towers", ["Armada Tower 1", "Armada Tower 2", "Armada Tower 3"]),
    ],
    business: [
      c("Almas Tower"),
      c("Mazaya Business Avenue", ["BB1", "BB2", "AA1"]),
      c("Jumeirah Bay", ["Jumeirah Bay X1", "Jumeirah Bay X2", "Jumeirah Bay X3"]),
      c("Jumeirah Business Centre", ["JBC 1", "JBC 2", "JBC 4", "JBC 5"]),
      c("MAG 214", [], "mag"),
      c("Goldcrest Executive"),
      c("Reef Tower"),
      c("Platinum Tower"),
    ],
    views: ["Lake view", "Marina view"],
    nearby: ["the DMCC Metro station", "the JLT lakes", "Dubai Marina", "Sheikh Zayed Road"],
    maxFloor: 45,
    since: 2007,
  }),
  area({
    slug: "al-barsha",
    name: "Al Barsha",
    short: "Al Barsha",
    description:
      "Al Barsha is an established residential district behind Mall of the Emirates, stretching from Sheikh Zayed Road towards Al Khail Road. Al Barsha 1 has mid-rise apartment buildings and hotels, while Al Barsha 2 and 3 are mostly villas, with schools and parks nearby.",
    lat: 25.11,
    lng: 55.2,
    radius: 0.013,
    salePsf: [1000, 1500],
    rentYield: 0.07,
    homeWeight: 3,
    businessWeight: 4,
    homes: { Apartment: 70, Villa: 25, Townhouse: 5 },
    commercial: { Office: 3, Shop: 3, Retail: 2, Hotel: 1, "Show Room": 1 },
    apartments: [c("Al Barsha 1")],
    villas: [c("Al Barsha 2"), c("Al Barsha 3")],
    business: [c("Al Barsha 1")],
    views: ["Community view"],
    nearby: [
      "Mall of the Emirates",
      "Sheikh Zayed Road",
      "Al Barsha Pond Park",
      "the Mall of the Emirates Metro station",
    ],
    maxFloor: 20,
    since: 2005,
  }),
  area({
    slug: "dubai-south",
    name: "Dubai South",
    short: "Dubai South",
    description:
      "Dubai South is a master-planned city around Al Maktoum International Airport and Expo City Dubai, designated to take a large share of the emirate's future growth. Its residential district offers some of Dubai's most affordable apartments and townhouses, alongside logistics and business zones.",
    lat: 24.89,
    lng: 55.16,
    radius: 0.03,
    salePsf: [800, 1100],
    rentYield: 0.075,
    homeWeight: 5,
    businessWeight: 7,
    homes: { Apartment: 65, Townhouse: 22, Villa: 13 },
    commercial: { Warehouse: 5, Office: 2, "Labor Camp": 2, "Commercial Plot": 2, Shop: 1, Factory: 1 },
    apartments: [
      c("The Pulse", ["The Pulse Apartments", "The Pulse Boulevard"], "dubai-south-properties"),
      c("MAG 5 Boulevard", [], "mag"),
      c("Celestia", ["Celestia A", "Celestia B"]),
      c("Azizi Venice", [], "azizi-developments"),
      c("Emaar South", ["Golf Views", "Golf Links"], EMAAR),
    ],
    villas: [
      c("The Pulse Townhouses", [], "dubai-south-properties"),
      c("Emaar South", ["Urbana", "Parkside", "Greenview"], EMAAR),
      c("South Bay", ["South Bay 1", "South Bay 2"], "dubai-south-properties"),
    ],
    business: [c("Dubai South Logistics District"), c("Dubai South Business Park")],
    views: ["Community view"],
    nearby: [
      "Expo City Dubai",
      "Al Maktoum International Airport",
      "Sheikh Mohammed bin Zayed Road",
      "the Route 2020 Metro line",
    ],
    maxFloor: 12,
    since: 2016,
    villaSize: 0.92,
  }),
  area({
    slug: "mbr-city",
    name: "Mohammed Bin Rashid City (MBR City)",
    short: "MBR City",
    description:
      "Mohammed Bin Rashid City is a large development south-east of Downtown Dubai, between Al Khail Road and the Meydan Racecourse. It includes District One, with villas around a 7 km crystal lagoon, and Sobha Hartland, a community of apartments and villas among parks and schools.",
    lat: 25.17,
    lng: 55.3,
    radius: 0.015,
    salePsf: [1800, 2700],
    rentYield: 0.055,
    homeWeight: 4,
    homes: { Apartment: 55, Villa: 30, Townhouse: 10, Penthouse: 5 },
    apartments: [
      c(
        "Sobha Hartland",
        ["Hartland Greens", "Sobha Creek Vistas", "One Park Avenue", "Waves", "Hartland Garden Apartments"],
        "sobha-realty",
      ),
      c("Creek Vistas Reserve", [], "sobha-realty"),
      c("District One Residences"),
    ],
    villas: [
      c("District One", ["District One Villas", "District One Mansions"]),
      c("Sobha Hartland", ["Forest Villas", "Hartland Villas"], "sobha-realty"),
      c("Keturah Reserve", [], "mag"),
    ],
    views: ["Lagoon view", "Burj Khalifa view"],
    nearby: ["the Meydan Racecourse", "Al Khail Road", "Downtown Dubai", "the Ras Al Khor Wildlife Sanctuary"],
    maxFloor: 35,
    since: 2017,
    villaSize: 1.3,
  }),
  area({
    slug: "damac-hills",
    name: "DAMAC Hills",
    short: "DAMAC Hills",
    description:
      "DAMAC Hills, formerly known as AKOYA, is a master community by DAMAC Properties on Al Qudra Road, built around the Trump International Golf Club Dubai. It mixes villas, townhouses and mid-rise apartments with parks, sports facilities and a retail centre.",
    lat: 25.025,
    lng: 55.245,
    radius: 0.012,
    salePsf: [1200, 1700],
    rentYield: 0.065,
    homeWeight: 4,
    businessWeight: 0.5,
    homes: { Apartment: 35, Villa: 35, Townhouse: 30 },
    commercial: { Retail: 1 },
    apartments: by(DAMAC, [
      c("Golf Promenade", ["Golf Promenade 2", "Golf Promenade 3", "Golf Promenade 5"]),
      c("Carson", ["Carson A", "Carson B", "Carson C"]),
      c("Artesia", ["Artesia A", "Artesia B", "Artesia C", "Artesia D"]),
      c("Golf Horizon", ["Golf Horizon Tower A", "Golf Horizon Tower B"]),
      c("Loreto", ["Loreto 1", "Loreto 2", "Loreto 3"]),
      c("Golf Veduta"),
      c("Bellavista"),
      c("Orchid"),
    ]),
    villas: by(DAMAC, [
      c("Brookfield"),
      c("Trinity"),
      c("Rochester"),
      c("Whitefield"),
      c("Flora"),
      c("Richmond"),
      c("The Field"),
      c("Fairway Villas"),
      c("Silver Springs"),
    ]),
    views: ["Golf course view", "Community view"],
    nearby: [
      "Trump International Golf Club Dubai",
      "Al Qudra Road",
      "Sheikh Mohammed bin Zayed Road",
      "Arabian Ranches",
    ],
    maxFloor: 15,
    since: 2015,
    villaSize: 1.05,
  }),
  area({
    slug: "town-square",
    name: "Town Square",
    short: "Town Square",
    description:
      "Town Square is a community by Nshama on Al Qudra Road, planned around a large central park and plaza with cafés, a cinema and shops. Its apartments and townhouses are among the more affordable new-build homes in Dubai.",
    lat: 25.001,
    lng: 55.288,
    salePsf: [1000, 1350],
    rentYield: 0.07,
    homeWeight: 4,
    businessWeight: 1,
    homes: { Apartment: 60, Townhouse: 40 },
    commercial: { Retail: 1, Shop: 1 },
    apartments: by("nshama", [
      c("Safi Apartments", ["Safi 1A", "Safi 1B", "Safi 2A"]),
      c("Zahra Apartments", ["Zahra Apartments 1A", "Zahra Apartments 2B"]),
      c("Hayat Boulevard"),
      c("Jenna Main Square", ["Jenna Main Square 1", "Jenna Main Square 2"]),
      c("Rawda Apartments", ["Rawda Apartments 1", "Rawda Apartments 2"]),
      c("Warda Apartments", ["Warda Apartments 1A", "Warda Apartments 2B"]),
      c("UNA Apartments"),
      c("Zahra Breeze Apartments", ["Zahra Breeze 1A", "Zahra Breeze 3B"]),
    ]),
    villas: by("nshama", [
      c("Hayat Townhouses"),
      c("Zahra Townhouses"),
      c("Noor Townhouses"),
      c("Jasmine Townhouses"),
      c("Naseem Townhouses"),
      c("Safi Townhouses"),
      c("Warda Townhouses"),
      c("Sama Townhouses"),
    ]),
    views: ["Community view"],
    nearby: ["Town Square Park", "Al Qudra Road", "Reel Cinemas Town Square", "Sheikh Mohammed bin Zayed Road"],
    maxFloor: 12,
    since: 2017,
    villaSize: 0.95,
  }),
  area({
    slug: "emaar-beachfront",
    name: "Emaar Beachfront",
    short: "Emaar Beachfront",
    description:
      "Emaar Beachfront is a gated waterfront community at Dubai Harbour, between Dubai Marina and Palm Jumeirah, with a 1.5 km private beach. Its residential towers look over the sea, Palm Jumeirah and the Marina skyline.",
    lat: 25.096,
    lng: 55.141,
    radius: 0.005,
    salePsf: [2800, 3800],
    rentYield: 0.055,
    homeWeight: 4,
    homes: { Apartment: 85, Penthouse: 12, Duplex: 3 },
    apartments: by(EMAAR, [
      c("Beach Vista", ["Beach Vista Tower 1", "Beach Vista Tower 2"]),
      c("Sunrise Bay", ["Sunrise Bay Tower 1", "Sunrise Bay Tower 2"]),
      c("Marina Vista", ["Marina Vista Tower 1", "Marina Vista Tower 2"]),
      c("Grand Bleu Tower", ["Grand Bleu Tower 1", "Grand Bleu Tower 2"]),
      c("Beach Isle", ["Beach Isle Tower 1", "Beach Isle Tower 2"]),
      c("Palace Beach Residence", ["Tower 1", "Tower 2"]),
      c("Address The Bay", ["Tower 1", "Tower 2"]),
      c("Seapoint"),
      c("Bayview by Address Resorts", ["Tower 1", "Tower 2"]),
      c("Beachgate by Address"),
      c("Seagate"),
    ]),
    views: ["Sea view", "Marina view"],
    nearby: ["the Emaar Beachfront private beach", "Dubai Harbour", "Palm Jumeirah", "Dubai Marina"],
    maxFloor: 45,
    since: 2020,
    beach: true,
  }),
  area({
    slug: "city-walk",
    name: "City Walk",
    short: "City Walk",
    description:
      "City Walk is an outdoor lifestyle district by Meraas on Al Wasl Road, with low-rise residential buildings above streets of shops, restaurants and entertainment venues. It is close to Downtown Dubai and Jumeirah, and its Central Park residences overlook landscaped green space.",
    lat: 25.206,
    lng: 55.262,
    radius: 0.004,
    salePsf: [2400, 3200],
    rentYield: 0.055,
    homeWeight: 2,
    businessWeight: 1.5,
    homes: { Apartment: 80, Townhouse: 10, Penthouse: 5, Duplex: 5 },
    commercial: { Retail: 3, Shop: 2, Office: 1 },
    apartments: by("meraas", [
      c("City Walk", [
        "Building 1",
        "Building 2",
        "Building 4",
        "Building 7",
        "Building 9",
        "Building 12",
        "Building 16",
        "Building 23",
      ]),
      c("Central Park at City Walk"),
    ]),
    villas: by("meraas", [c("City Walk Townhouses")]),
    business: by("meraas", [c("City Walk", ["Building 1", "Building 3", "Building 8"])]),
    views: ["Burj Khalifa view", "Community view"],
    nearby: ["Al Wasl Road", "Coca-Cola Arena", "Downtown Dubai", "Al Safa Park"],
    maxFloor: 18,
    since: 2016,
  }),
  area({
    slug: "bluewaters-island",
    name: "Bluewaters Island",
    short: "Bluewaters",
    description:
      "Bluewaters Island is a man-made island by Meraas off Jumeirah Beach Residence, linked by a pedestrian bridge and home to the Ain Dubai observation wheel. It has a small number of residential buildings, with hotels, restaurants and sea views in every direction.",
    lat: 25.08,
    lng: 55.121,
    radius: 0.003,
    salePsf: [3000, 4200],
    rentYield: 0.05,
    homeWeight: 1.5,
    homes: { Apartment: 80, Penthouse: 15, Townhouse: 5 },
    apartments: by("meraas", [
      c("Bluewaters Residences", ["Building 1", "Building 2", "Building 3", "Building 5", "Building 8", "Building 10"]),
      c("Bluewaters Bay", ["Building 1", "Building 2"]),
    ]),
    villas: by("meraas", [c("Bluewaters Residences", ["Townhouses"])]),
    views: ["Sea view", "Marina view"],
    nearby: ["Ain Dubai", "JBR", "Sheikh Zayed Road", "Dubai Marina"],
    maxFloor: 18,
    since: 2018,
    beach: true,
  }),
  area({
    slug: "al-furjan",
    name: "Al Furjan",
    short: "Al Furjan",
    description:
      "Al Furjan is a Nakheel community between Sheikh Zayed Road and Sheikh Mohammed bin Zayed Road, with townhouses, villas and a growing number of apartment buildings. The Dubai Metro's Route 2020 serves it at Al Furjan station, and Al Furjan Pavilion provides shops and restaurants.",
    lat: 25.03,
    lng: 55.145,
    salePsf: [1100, 1500],
    rentYield: 0.07,
    homeWeight: 4,
    businessWeight: 1.5,
    homes: { Apartment: 50, Townhouse: 30, Villa: 20 },
    commercial: { Shop: 2, Retail: 1, Office: 1 },
    apartments: [
      ...by("azizi-developments", [
        c("Azizi Feirouz"),
        c("Azizi Liatris"),
        c("Azizi Star"),
        c("Farishta"),
        c("Candace Aster"),
      ]),
      c("Glamz by Danube", [], "danube-properties"),
      c("Masakin Al Furjan", [], NAKHEEL),
    ],
    villas: by(NAKHEEL, [c("Quortaj"), c("Dubai Style"), c("Al Furjan West"), c("Murooj Al Furjan")]),
    views: ["Community view"],
    nearby: ["the Al Furjan Metro station", "Sheikh Zayed Road", "Ibn Battuta Mall", "Al Furjan Pavilion"],
    maxFloor: 14,
    since: 2012,
  }),
  area({
    slug: "motor-city",
    name: "Motor City",
    short: "Motor City",
    description:
      "Motor City is a motorsport-themed community next to the Dubai Autodrome, with low-rise apartments in Uptown Motor City and villas and townhouses in Green Community Motor City. Its quiet streets, parks and First Avenue Mall make it popular with families.",
    lat: 25.046,
    lng: 55.237,
    radius: 0.008,
    salePsf: [1000, 1400],
    rentYield: 0.07,
    homeWeight: 2.5,
    businessWeight: 1,
    homes: { Apartment: 70, Townhouse: 15, Villa: 15 },
    commercial: { Office: 1, Retail: 1 },
    apartments: [
      c("Uptown Motor City", [
        "Cartel 101",
        "Cartel 112",
        "Cartel 114",
        "Dickens Circus 1",
        "Dickens Circus 2",
        "Weston Court",
      ]),
      c("Green Community Motor City", ["Terrace Apartments", "Fortunato", "Foxhill"]),
      c("Control Tower"),
    ],
    villas: [c("Green Community Motor City")],
    views: ["Community view"],
    nearby: ["the Dubai Autodrome", "First Avenue Mall", "Sheikh Mohammed bin Zayed Road", "Dubai Sports City"],
    maxFloor: 12,
    since: 2008,
  }),
  area({
    slug: "dubai-sports-city",
    name: "Dubai Sports City",
    short: "Sports City",
    description:
      "Dubai Sports City is a mixed-use community built around sports venues including the Dubai International Cricket Stadium and The Els Club golf course. It offers competitively priced apartments as well as the Victory Heights villa community.",
    lat: 25.04,
    lng: 55.22,
    radius: 0.009,
    salePsf: [850, 1200],
    rentYield: 0.08,
    homeWeight: 3.5,
    businessWeight: 1,
    homes: { Apartment: 75, Villa: 15, Townhouse: 10 },
    commercial: { Retail: 1, Office: 1 },
    apartments: [
      c("Canal Residence West"),
      c("The Matrix"),
      c("Elite Sports Residence", [
        "Elite Sports Residence 1",
        "Elite Sports Residence 3",
        "Elite Sports Residence 6",
        "Elite Sports Residence 9",
      ]),
      c("Golf View Residence"),
      c("Hub Canal", ["Hub Canal 1", "Hub Canal 2"]),
      c("Champions Tower", ["Champions Tower 1", "Champions Tower 2", "Champions Tower 4"]),
      c("Frankfurt Sports Tower"),
      c("Stadium Point"),
      c("Eden Garden"),
      c("Olympic Park Towers"),
      c("Oasis Tower"),
    ],
    villas: [c("Victory Heights", ["Esmeralda", "Oliva", "Calida", "Carmen", "Novelia", "Marbella"])],
    views: ["Golf course view", "Community view"],
    nearby: ["the Dubai International Cricket Stadium", "The Els Club", "Sheikh Mohammed bin Zayed Road", "Motor City"],
    maxFloor: 25,
    since: 2009,
  }),
  area({
    slug: "dubai-silicon-oasis",
    name: "Dubai Silicon Oasis",
    short: "Silicon Oasis",
    description:
      "Dubai Silicon Oasis is a technology park and free zone on the Dubai–Al Ain Road with integrated residential neighbourhoods. Its apartments and villas are among the most affordable in Dubai, and the free zone hosts technology companies, the Rochester Institute of Technology Dubai and retail centres.",
    lat: 25.12,
    lng: 55.38,
    salePsf: [800, 1150],
    rentYield: 0.08,
    homeWeight: 3,
    businessWeight: 5,
    homes: { Apartment: 80, Villa: 12, Townhouse: 8 },
    commercial: { Office: 4, Warehouse: 3, Shop: 1, Retail: 1 },
    apartments: [
      c("Binghatti Stars", [], "binghatti-developers"),
      c("Silicon Gates", ["Silicon Gates 1", "Silicon Gates 3"]),
      c("Axis Residence", ["Axis Residence 2", "Axis Residence 5"]),
      c("Palace Towers"),
      c("Spring Oasis"),
      c("Le Presidium", ["Le Presidium 1", "Le Presidium 2"]),
    ],
    villas: [c("Cedre Villas"), c("Semmer Villas")],
    business: [c("Dubai Silicon Oasis HQ"), c("SIT Tower"), c("Dubai Silicon Oasis Industrial Area")],
    views: ["Community view"],
    nearby: [
      "the Dubai–Al Ain Road",
      "Dubai Outlet Mall",
      "Dubai International Academic City",
      "Sheikh Mohammed bin Zayed Road",
    ],
    maxFloor: 20,
    since: 2008,
  }),
  area({
    slug: "jumeirah-golf-estates",
    name: "Jumeirah Golf Estates",
    short: "Jumeirah Golf Estates",
    description:
      "Jumeirah Golf Estates is a gated golf community off Sheikh Mohammed bin Zayed Road, with villas set along two championship courses, Earth and Fire. The Earth course hosts the DP World Tour Championship, the final event of the European tour season.",
    lat: 25.022,
    lng: 55.205,
    radius: 0.012,
    salePsf: [1600, 2400],
    rentYield: 0.05,
    homeWeight: 1.5,
    homes: { Villa: 60, Townhouse: 15, Apartment: 25 },
    apartments: [c("Alandalus", ["Alandalus Tower A", "Alandalus Tower B", "Alandalus Tower C"])],
    villas: [
      c("Redwood Park"),
      c("Whispering Pines"),
      c("Lime Tree Valley"),
      c("Flame Tree Ridge"),
      c("Jacaranda"),
      c("Wildflower"),
      c("Sienna Lakes"),
      c("Orange Lake"),
      c("Redwood Avenue"),
      c("Olive Point"),
    ],
    views: ["Golf course view", "Lake view"],
    nearby: ["the Earth and Fire golf courses", "Sheikh Mohammed bin Zayed Road", "Al Furjan", "Dubai Marina"],
    maxFloor: 10,
    since: 2010,
    villaSize: 1.25,
  }),
  area({
    slug: "tilal-al-ghaf",
    name: "Tilal Al Ghaf",
    short: "Tilal Al Ghaf",
    description:
      "Tilal Al Ghaf is a Majid Al Futtaim master community off Hessa Street, built around Lagoon Al Ghaf, a swimmable lagoon with a white-sand beach. It offers villas, townhouses and mansions among parks, cycling tracks and a planned town centre.",
    lat: 25.033,
    lng: 55.225,
    salePsf: [1800, 2500],
    rentYield: 0.05,
    homeWeight: 1.5,
    homes: { Villa: 60, Townhouse: 35, Apartment: 5 },
    apartments: by("majid-al-futtaim", [c("Plagette 32")]),
    villas: by("majid-al-futtaim", [
      c("Harmony", ["Harmony 1", "Harmony 2", "Harmony 3"]),
      c("Elysian Mansions"),
      c("Aura"),
      c("Aura Gardens"),
      c("Serenity Mansions"),
      c("Alaya"),
      c("Lanai Island"),
      c("Elan"),
    ]),
    views: ["Lagoon view", "Community view"],
    nearby: ["Lagoon Al Ghaf", "Hessa Street", "Sheikh Mohammed bin Zayed Road", "Dubai Hills Mall"],
    maxFloor: 8,
    since: 2022,
    villaSize: 1.2,
  }),
  area({
    slug: "meydan",
    name: "Meydan",
    short: "Meydan",
    description:
      "Meydan is a district within Mohammed Bin Rashid City around the Meydan Racecourse, home of the Dubai World Cup. It mixes villas in gated communities with apartment projects such as Azizi Riviera in Meydan One.",
    lat: 25.158,
    lng: 55.3,
    radius: 0.012,
    salePsf: [1600, 2300],
    rentYield: 0.06,
    homeWeight: 2.5,
    businessWeight: 1,
    homes: { Apartment: 60, Villa: 30, Townhouse: 10 },
    commercial: { Office: 1, Retail: 1 },
    apartments: [
      c("Azizi Riviera", ["Riviera 3", "Riviera 11", "Riviera 24", "Riviera 37", "Riviera 48"], "azizi-developments"),
      c("Polo Residence", ["Polo Residence 1", "Polo Residence 2"]),
      c("Meydan Avenue"),
    ],
    villas: [c("Millennium Estates"), c("Grand Views"), c("Meydan Gated Community")],
    views: ["Burj Khalifa view", "Community view"],
    nearby: ["the Meydan Racecourse", "Al Khail Road", "Downtown Dubai", "The Meydan Hotel"],
    maxFloor: 15,
    since: 2015,
    villaSize: 1.2,
  }),
  area({
    slug: "al-quoz",
    name: "Al Quoz",
    short: "Al Quoz",
    description:
      "Al Quoz is a largely industrial and commercial district between Sheikh Zayed Road and Al Khail Road, with warehouses, showrooms and workshops. It is also known for the galleries of Alserkal Avenue and for the residential neighbourhoods of Al Quoz 2 and Al Quoz 4.",
    lat: 25.135,
    lng: 55.235,
    radius: 0.015,
    salePsf: [800, 1200],
    rentYield: 0.08,
    homeWeight: 1,
    businessWeight: 10,
    homes: { Apartment: 70, Villa: 30 },
    commercial: {
      Warehouse: 10,
      "Show Room": 4,
      Office: 2,
      "Labor Camp": 3,
      Factory: 3,
      "Commercial Plot": 1,
      Shop: 1,
    },
    apartments: [c("Al Khail Gate", ["Al Khail Gate 1", "Al Khail Gate 2"]), c("Al Quoz 1")],
    villas: [c("Al Quoz 2"), c("Al Quoz 4")],
    business: [
      c("Al Quoz Industrial Area 1"),
      c("Al Quoz Industrial Area 2"),
      c("Al Quoz Industrial Area 3"),
      c("Al Quoz Industrial Area 4"),
    ],
    views: ["Community view"],
    nearby: ["Sheikh Zayed Road", "Al Khail Road", "Alserkal Avenue", "the Al Quoz industrial areas"],
    maxFloor: 10,
    since: 2005,
  }),
  area({
    slug: "deira",
    name: "Deira",
    short: "Deira",
    description:
      "Deira is one of Dubai's oldest districts, on the northern bank of Dubai Creek, known for its gold and spice souks and busy commercial streets. Its mix of apartment buildings, offices and hotels is close to Dubai International Airport, and the Dubai Islands development lies off its coast.",
    lat: 25.27,
    lng: 55.32,
    radius: 0.015,
    salePsf: [800, 1200],
    rentYield: 0.08,
    homeWeight: 2.5,
    businessWeight: 8,
    homes: { Apartment: 95, Villa: 5 },
    commercial: { Office: 4, Shop: 4, Retail: 2, Hotel: 3, "Commercial Building": 3, Warehouse: 1 },
    apartments: [c("Al Rigga"), c("Port Saeed"), c("Al Muraqqabat"), c("Abu Hail"), c("Al Garhoud")],
    villas: [c("Abu Hail"), c("Al Mamzar")],
    business: [c("Al Rigga"), c("Port Saeed"), c("Naif"), c("Al Murar"), c("Al Sabkha"), c("Al Garhoud")],
    views: ["Creek view", "Community view"],
    nearby: ["Dubai International Airport", "the Gold Souk", "the Al Rigga Metro station", "City Centre Deira"],
    maxFloor: 25,
    since: 2005,
  }),
  area({
    slug: "jumeirah-village-triangle",
    name: "Jumeirah Village Triangle (JVT)",
    short: "JVT",
    description:
      "Jumeirah Village Triangle is a Nakheel community next to JVC, made up mainly of villas and townhouses arranged in districts. Its quieter streets and larger plots attract families, with newer apartment buildings added around its edges.",
    lat: 25.047,
    lng: 55.195,
    radius: 0.008,
    salePsf: [1100, 1500],
    rentYield: 0.065,
    homeWeight: 2.5,
    businessWeight: 0.5,
    homes: { Villa: 45, Townhouse: 25, Apartment: 30 },
    commercial: { Shop: 1 },
    apartments: [c("JVT District 1"), c("JVT District 2"), c("JVT District 4")],
    villas: by(NAKHEEL, [
      c("JVT District 1"),
      c("JVT District 2"),
      c("JVT District 4"),
      c("JVT District 7"),
      c("JVT District 9"),
    ]),
    views: ["Community view"],
    nearby: ["Jumeirah Village Circle", "Sheikh Mohammed bin Zayed Road", "Al Khail Road", "Circle Mall"],
    maxFloor: 12,
    since: 2008,
    villaSize: 1.1,
  }),
  area({
    slug: "arjan",
    name: "Arjan",
    short: "Arjan",
    description:
      "Arjan is a community in Dubailand next to the Dubai Miracle Garden and the Dubai Butterfly Garden, made up mostly of mid-rise apartment buildings. Its newer projects from developers such as Danube and Samana target investors looking for affordable prices and rental returns.",
    lat: 25.057,
    lng: 55.239,
    radius: 0.008,
    salePsf: [1000, 1400],
    rentYield: 0.075,
    homeWeight: 3.5,
    businessWeight: 1,
    homes: { Apartment: 96, Penthouse: 2, Duplex: 2 },
    commercial: { Shop: 1, Retail: 1 },
    apartments: [
      c("Lincoln Park", ["Lincoln Park Northside", "Lincoln Park Westside", "Lincoln Park Sheffield"]),
      c("Vincitore Palacio"),
      c("Joya Blanca"),
      c("Geepas Tower"),
      ...by("danube-properties", [c("Resortz by Danube"), c("Elz by Danube"), c("Miraclz by Danube")]),
      ...by("samana-developers", [c("Samana Greens"), c("Samana Hills")]),
    ],
    views: ["Community view"],
    nearby: [
      "the Dubai Miracle Garden",
      "the Dubai Butterfly Garden",
      "Sheikh Mohammed bin Zayed Road",
      "Al Khail Road",
    ],
    maxFloor: 20,
    since: 2016,
  }),
  area({
    slug: "dubai-investments-park",
    name: "Dubai Investments Park (DIP)",
    short: "DIP",
    description:
      "Dubai Investments Park is a mixed-use development near Expo City Dubai with industrial, commercial and residential zones. Its warehouses, factories and staff accommodation sit beside the Green Community villas and the Ritaj apartments.",
    lat: 24.99,
    lng: 55.17,
    radius: 0.02,
    salePsf: [800, 1100],
    rentYield: 0.08,
    homeWeight: 1.5,
    businessWeight: 8,
    homes: { Apartment: 50, Villa: 35, Townhouse: 15 },
    commercial: { Warehouse: 10, Factory: 5, "Labor Camp": 4, "Commercial Plot": 2, Office: 1, "Show Room": 1 },
    apartments: [
      c("Ritaj", ["Ritaj A", "Ritaj F", "Ritaj H"]),
      c("Green Community", ["Green Community East", "Green Community West"]),
      c("Centurion Residences"),
    ],
    villas: [c("Green Community", ["Green Community East", "Green Community West", "Green Community Village"])],
    business: [c("Dubai Investments Park 1"), c("Dubai Investments Park 2")],
    views: ["Community view"],
    nearby: [
      "Expo City Dubai",
      "Sheikh Mohammed bin Zayed Road",
      "Al Maktoum International Airport",
      "Ibn Battuta Mall",
    ],
    maxFloor: 10,
    since: 2007,
    villaSize: 1.1,
  }),
  area({
    slug: "the-springs",
    name: "The Springs",
    short: "The Springs",
    description:
      "The Springs is an Emaar community in Emirates Living, with townhouses and compact villas arranged around lakes and parks in numbered clusters. Handed over in the early 2000s, it remains one of the most sought-after family areas, close to Dubai Marina and the schools of Emirates Hills.",
    lat: 25.063,
    lng: 55.168,
    salePsf: [1400, 1900],
    rentYield: 0.055,
    homeWeight: 2.5,
    homes: { Townhouse: 70, Villa: 30 },
    villas: by(EMAAR, [
      c("Springs 1"),
      c("Springs 3"),
      c("Springs 4"),
      c("Springs 7"),
      c("Springs 9"),
      c("Springs 10"),
      c("Springs 12"),
      c("Springs 14"),
      c("Springs 15"),
    ]),
    views: ["Lake view", "Community view"],
    nearby: ["Emirates Hills", "Dubai Marina", "Sheikh Zayed Road", "the Springs Souk"],
    maxFloor: 2,
    since: 2005,
    villaSize: 0.85,
  }),
  area({
    slug: "emirates-hills",
    name: "Emirates Hills",
    short: "Emirates Hills",
    description:
      "Emirates Hills is one of Dubai's most exclusive gated villa communities, set around the Montgomerie golf course in Emirates Living. Custom-built mansions on large plots overlook lakes and fairways, which has earned it the nickname 'the Beverly Hills of Dubai'.",
    lat: 25.068,
    lng: 55.165,
    radius: 0.007,
    salePsf: [2800, 5000],
    rentYield: 0.04,
    homeWeight: 0.7,
    homes: { Villa: 100 },
    villas: by(EMAAR, [c("Sector E"), c("Sector H"), c("Sector L"), c("Sector P"), c("Sector R"), c("Sector W")]),
    views: ["Golf course view", "Lake view"],
    nearby: ["the Montgomerie Golf Club", "Dubai Marina", "Sheikh Zayed Road", "The Springs"],
    maxFloor: 2,
    since: 2005,
    villaSize: 2,
  }),
  area({
    slug: "al-aweer",
    name: "Al Aweer",
    short: "Al Aweer",
    description:
      "Al Aweer is a district on Dubai's eastern edge along the Dubai–Hatta Road, home to farms, the Al Aweer Central Fruit and Vegetable Market and light-industrial zones. Its large plots suit farms, warehouses and staff accommodation rather than apartments.",
    lat: 25.17,
    lng: 55.55,
    radius: 0.04,
    salePsf: [550, 800],
    rentYield: 0.06,
    homeWeight: 0.3,
    businessWeight: 4,
    homes: { Villa: 100 },
    commercial: { Farm: 8, "Labor Camp": 3, Warehouse: 3, "Commercial Plot": 1 },
    villas: [c("Al Aweer 1"), c("Al Aweer 2")],
    business: [c("Al Aweer Farms"), c("Al Aweer 1"), c("Al Aweer 2")],
    views: ["Community view"],
    nearby: [
      "the Dubai–Hatta Road",
      "Emirates Road",
      "the Al Aweer Central Fruit and Vegetable Market",
      "International City",
    ],
    maxFloor: 2,
    since: 2005,
    villaSize: 1.3,
  }),
];

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

type AgentFocus = "sales" | "leasing" | "commercial" | "offplan";

interface AgentProfile {
  slug: string;
  name: string;
  emailLocal: string;
  role: string | null;
  languages: readonly string[];
  focus: readonly AgentFocus[];
  /** areas the agent specialises in get most of their listings */
  areas: readonly string[];
  hasAvatar: boolean;
}

export const AGENT_PROFILES: readonly AgentProfile[] = [
  {
    slug: "sarah-mitchell",
    name: "Sarah Mitchell",
    emailLocal: "sarah.mitchell",
    role: "Director of Sales",
    languages: ["English", "French"],
    focus: ["sales"],
    areas: ["dubai-hills-estate", "emirates-hills"],
    hasAvatar: true,
  },
  {
    slug: "omar-al-hashimi",
    name: "Omar Al Hashimi",
    emailLocal: "omar.alhashimi",
    role: "Senior Property Consultant – Off Plan",
    languages: ["Arabic", "English"],
    focus: ["offplan", "sales"],
    areas: ["dubai-creek-harbour", "emaar-beachfront"],
    hasAvatar: true,
  },
  {
    slug: "priya-nair",
    name: "Priya Nair",
    emailLocal: "priya.nair",
    role: "Leasing Manager",
    languages: ["English", "Hindi", "Malayalam"],
    focus: ["leasing"],
    areas: ["dubai-marina", "jumeirah-lake-towers"],
    hasAvatar: true,
  },
  {
    slug: "alexei-volkov",
    name: "Alexei Volkov",
    emailLocal: "alexei.volkov",
    role: "Senior Property Consultant – Palm Jumeirah",
    languages: ["Russian", "English"],
    focus: ["sales"],
    areas: ["palm-jumeirah", "bluewaters-island"],
    hasAvatar: true,
  },
  {
    slug: "fatima-benali",
    name: "Fatima Zahra Benali",
    emailLocal: "fatima.benali",
    role: "Property Consultant – Downtown Dubai",
    languages: ["Arabic", "French", "English"],
    focus: ["sales", "leasing"],
    areas: ["downtown-dubai", "business-bay", "difc"],
    hasAvatar: true,
  },
  {
    slug: "james-oconnor",
    name: "James O'Connor",
    emailLocal: "james.oconnor",
    role: "Commercial Leasing Specialist",
    languages: ["English"],
    focus: ["commercial"],
    areas: ["business-bay", "jumeirah-lake-towers", "difc"],
    hasAvatar: true,
  },
  {
    slug: "mei-lin-chen",
    name: "Mei Lin Chen",
    emailLocal: "meilin.chen",
    role: "Off-Plan Investment Advisor",
    languages: ["Mandarin", "Cantonese", "English"],
    focus: ["offplan", "sales"],
    areas: ["business-bay", "dubai-creek-harbour"],
    hasAvatar: true,
  },
  {
    slug: "rahul-mehta",
    name: "Rahul Mehta",
    emailLocal: "rahul.mehta",
    role: "Property Consultant – JVC & Arjan",
    languages: ["English", "Hindi", "Gujarati"],
    focus: ["sales", "leasing"],
    areas: ["jumeirah-village-circle", "arjan", "jumeirah-village-triangle"],
    hasAvatar: true,
  },
  {
    slug: "elena-rossi",
    name: "Elena Rossi",
    emailLocal: "elena.rossi",
    role: "Luxury Villas Specialist",
    languages: ["Italian", "English", "Spanish"],
    focus: ["sales"],
    areas: ["arabian-ranches", "jumeirah-golf-estates", "tilal-al-ghaf", "the-springs"],
    hasAvatar: true,
  },
  {
    slug: "hassan-raza",
    name: "Hassan Raza",
    emailLocal: "hassan.raza",
    role: "Commercial Sales Consultant",
    languages: ["Urdu", "English", "Arabic"],
    focus: ["commercial"],
    areas: ["al-quoz", "dubai-investments-park", "deira", "dubai-south"],
    hasAvatar: true,
  },
  {
    slug: "anna-kowalska",
    name: "Anna Kowalska",
    emailLocal: "anna.kowalska",
    role: null,
    languages: ["Polish", "English", "German"],
    focus: ["leasing"],
    areas: ["jumeirah-beach-residence", "dubai-marina"],
    hasAvatar: true,
  },
  {
    slug: "mohammed-al-suwaidi",
    name: "Mohammed Al Suwaidi",
    emailLocal: "mohammed.alsuwaidi",
    role: "Associate Director – Off Plan",
    languages: ["Arabic", "English"],
    focus: ["offplan"],
    areas: ["mbr-city", "meydan"],
    hasAvatar: true,
  },
  {
    slug: "chloe-martin",
    name: "Chloé Martin",
    emailLocal: "chloe.martin",
    role: null,
    languages: ["French", "English"],
    focus: ["sales"],
    areas: ["city-walk", "downtown-dubai"],
    hasAvatar: true,
  },
  {
    slug: "daniel-okafor",
    name: "Daniel Okafor",
    emailLocal: "daniel.okafor",
    role: "Property Consultant – Dubai Marina & JBR",
    languages: ["English", "French"],
    focus: ["leasing", "sales"],
    areas: ["dubai-marina", "jumeirah-beach-residence"],
    hasAvatar: false,
  },
  {
    slug: "aisha-rahman",
    name: "Aisha Rahman",
    emailLocal: "aisha.rahman",
    role: "Property Management Executive",
    languages: ["English", "Bengali", "Arabic"],
    focus: ["leasing"],
    areas: ["town-square", "dubai-south", "al-furjan"],
    hasAvatar: false,
  },
  {
    slug: "kemal-yilmaz",
    name: "Kemal Yılmaz",
    emailLocal: "kemal.yilmaz",
    role: "Senior Property Consultant – Dubai Hills Estate",
    languages: ["Turkish", "English", "German"],
    focus: ["sales"],
    areas: ["dubai-hills-estate", "mbr-city", "damac-hills"],
    hasAvatar: true,
  },
];

const UAE_MOBILE_PREFIXES = ["50", "52", "54", "55", "56", "58"] as const;

export function agents(agencyDomain: string = DEFAULT_AGENCY_DOMAIN, seed: number = DEFAULT_SEED): AgentRow[] {
  const rng = new Rng(deriveSeed(seed, Stream.Agents, 0));
  const usedBrns = new Set<string>();
  let avatar = 0;
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
      avatar: profile.hasAvatar ? (AGENT_AVATARS[avatar++ % AGENT_AVATARS.length] ?? null) : null,
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
const SIZE_BANDS: Record<ResidentialType, Record<number, readonly [number, number]>> = {
  Apartment: { 0: [350, 550], 1: [600, 950], 2: [950, 1450], 3: [1450, 2100], 4: [2100, 3200] },
  Penthouse: { 2: [1800, 2600], 3: [2600, 4000], 4: [4000, 6000], 5: [6000, 9000] },
  Duplex: { 1: [950, 1300], 2: [1300, 2000], 3: [2000, 2800], 4: [2800, 3800] },
  Townhouse: { 2: [1300, 1750], 3: [1750, 2400], 4: [2400, 3200], 5: [3200, 4000] },
  Villa: { 3: [2600, 3400], 4: [3400, 4600], 5: [4600, 6400], 6: [6400, 9000], 7: [9000, 13_500] },
};

const BEDROOM_WEIGHTS: Record<ResidentialType, WeightedTable<number>> = {
  Apartment: weightedTable([
    [0, 14],
    [1, 34],
    [2, 30],
    [3, 16],
    [4, 6],
  ]),
  Penthouse: weightedTable([
    [2, 10],
    [3, 35],
    [4, 35],
    [5, 20],
  ]),
  Duplex: weightedTable([
    [1, 10],
    [2, 35],
    [3, 40],
    [4, 15],
  ]),
  Townhouse: weightedTable([
    [2, 12],
    [3, 48],
    [4, 30],
    [5, 10],
  ]),
  Villa: weightedTable([
    [3, 25],
    [4, 35],
    [5, 25],
    [6, 10],
    [7, 5],
  ]),
};

/** price per sq.ft of each type relative to the area's level for a typical apartment */
export const TYPE_PRICE_FACTOR: Record<PropertyTypeLabel, number> = {
  Apartment: 1,
  Penthouse: 1.3,
  Duplex: 1.08,
  Villa: 1,
  Townhouse: 0.9,
  Office: 0.85,
  Shop: 1.25,
  "Commercial Building": 0.75,
  "Commercial Floor": 0.8,
  "Commercial Plot": 0.45,
  "Commercial Villa": 0.9,
  Retail: 1.15,
  "Labor Camp": 0.25,
  "Show Room": 0.95,
  Warehouse: 0.3,
  Farm: 0.06,
  Factory: 0.3,
  Hotel: 1,
};

const isVillaType = (type: ResidentialType) => type === "Villa" || type === "Townhouse";

function sizeBand(type: ResidentialType, bedrooms: number, villaSize: number): readonly [number, number] {
  const band = SIZE_BANDS[type][bedrooms];
  if (!band) throw new Error(`no size band for ${bedrooms}BR ${type}`);
  const factor = isVillaType(type) ? villaSize : 1;
  return [band[0] * factor, band[1] * factor];
}

interface CommercialSpec {
  size: readonly [number, number];
  yieldBonus: number;
  sellShare: number;
  floor: "tower" | "ground" | null;
  furnishing: "office" | "bare" | "furnished" | null;
  parking: readonly [number, number] | null;
  bathrooms: readonly [number, number] | null;
  /** plots and farm land have no build year or completion status */
  built: boolean;
}

const COMMERCIAL_SPECS: Record<CommercialType, CommercialSpec> = {
  Office: {
    size: [450, 6000],
    yieldBonus: 0.01,
    sellShare: 0.5,
    floor: "tower",
    furnishing: "office",
    parking: [1, 6],
    bathrooms: [1, 3],
    built: true,
  },
  Shop: {
    size: [250, 2200],
    yieldBonus: 0.015,
    sellShare: 0.45,
    floor: "ground",
    furnishing: "bare",
    parking: [0, 2],
    bathrooms: [1, 1],
    built: true,
  },
  "Commercial Building": {
    size: [15_000, 120_000],
    yieldBonus: 0.005,
    sellShare: 0.85,
    floor: null,
    furnishing: null,
    parking: [10, 80],
    bathrooms: null,
    built: true,
  },
  "Commercial Floor": {
    size: [5000, 16_000],
    yieldBonus: 0.01,
    sellShare: 0.6,
    floor: "tower",
    furnishing: "office",
    parking: [4, 15],
    bathrooms: [2, 6],
    built: true,
  },
  "Commercial Plot": {
    size: [8000, 80_000],
    yieldBonus: 0,
    sellShare: 0.95,
    floor: null,
    furnishing: null,
    parking: null,
    bathrooms: null,
    built: false,
  },
  "Commercial Villa": {
    size: [3500, 8000],
    yieldBonus: 0.01,
    sellShare: 0.4,
    floor: null,
    furnishing: "bare",
    parking: [3, 6],
    bathrooms: [3, 6],
    built: true,
  },
  Retail: {
    size: [600, 5000],
    yieldBonus: 0.015,
    sellShare: 0.45,
    floor: "ground",
    furnishing: "bare",
    parking: [1, 4],
    bathrooms: [1, 2],
    built: true,
  },
  "Labor Camp": {
    size: [20_000, 100_000],
    yieldBonus: 0.03,
    sellShare: 0.5,
    floor: null,
    furnishing: "furnished",
    parking: [5, 25],
    bathrooms: null,
    built: true,
  },
  "Show Room": {
    size: [1500, 8000],
    yieldBonus: 0.01,
    sellShare: 0.4,
    floor: "ground",
    furnishing: "bare",
    parking: [2, 8],
    bathrooms: [1, 2],
    built: true,
  },
  Warehouse: {
    size: [5000, 60_000],
    yieldBonus: 0.02,
    sellShare: 0.35,
    floor: null,
    furnishing: null,
    parking: [2, 10],
    bathrooms: [1, 3],
    built: true,
  },
  Farm: {
    size: [50_000, 400_000],
    yieldBonus: 0,
    sellShare: 0.95,
    floor: null,
    furnishing: null,
    parking: null,
    bathrooms: null,
    built: false,
  },
  Factory: {
    size: [15_000, 100_000],
    yieldBonus: 0.02,
    sellShare: 0.7,
    floor: null,
    furnishing: null,
    parking: [4, 15],
    bathrooms: [2, 6],
    built: true,
  },
  Hotel: {
    size: [60_000, 300_000],
    yieldBonus: 0.01,
    sellShare: 0.95,
    floor: null,
    furnishing: "furnished",
    parking: [40, 200],
    bathrooms: null,
    built: true,
  },
};

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
  return { lat: round6(lat + rng.between(-spread, spread)), lng: round6(lng + rng.between(-spread, spread)) };
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
  const roll = rng.float();
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
  if (type === "Penthouse") return String(Math.max(2, Math.round(maxFloor * rng.between(0.75, 1))));
  if (rng.chance(0.04)) return "G";
  return String(rng.int(1, Math.max(1, maxFloor)));
}

/** What a rent or sale price is worth before rounding: area level × type × size. */
function unitValue(rng: Rng, area: AreaProfile, type: PropertyTypeLabel, size: number): number {
  return size * rng.between(area.salePsf[0], area.salePsf[1]) * TYPE_PRICE_FACTOR[type];
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
  const size = Math.round(rng.between(minSize, maxSize));
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
  const size = roundTo(rng.between(spec.size[0], spec.size[1]), spec.size[0] >= 5000 ? 100 : 5);
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

interface CuratedProject {
  developer: string;
  name: string;
  area: string;
  types: readonly ResidentialType[];
  bedrooms: readonly [number, number];
  floors: number;
  furnished?: boolean;
}

const P = (
  developer: string,
  name: string,
  area: string,
  types: readonly ResidentialType[],
  bedrooms: readonly [number, number],
  floors: number,
  furnished = false,
): CuratedProject => ({ developer, name, area, types, bedrooms, floors, furnished });

/** Invented but plausible launches, each by a real developer in an area where it builds. */
const CURATED_PROJECTS: readonly CuratedProject[] = [
  P(EMAAR, "Emaar Creek Crest", "dubai-creek-harbour", ["Apartment", "Penthouse"], [1, 4], 42),
  P(EMAAR, "Hillcrest Park Residences", "dubai-hills-estate", ["Apartment"], [1, 3], 22),
  P(EMAAR, "Azure Bay Tower", "emaar-beachfront", ["Apartment", "Penthouse"], [1, 4], 50),
  P(EMAAR, "Ranches Grove", "arabian-ranches", ["Townhouse", "Villa"], [3, 5], 2),
  P(EMAAR, "Southwind Villas", "dubai-south", ["Townhouse", "Villa"], [3, 5], 2),
  P(EMAAR, "Boulevard Crest", "downtown-dubai", ["Apartment"], [1, 3], 48),
  P(DAMAC, "Verdana Greens", "damac-hills", ["Townhouse", "Villa"], [3, 5], 2),
  P(DAMAC, "DAMAC Canal Crown", "business-bay", ["Apartment", "Penthouse"], [0, 3], 56, true),
  P(DAMAC, "Cavalli Azure Tower", "dubai-marina", ["Apartment", "Penthouse"], [1, 4], 70, true),
  P(DAMAC, "Golf Meadows", "damac-hills", ["Apartment"], [0, 2], 14),
  P(NAKHEEL, "Palm Crescent Residences", "palm-jumeirah", ["Apartment", "Penthouse"], [1, 4], 12),
  P(NAKHEEL, "Frond Sanctuary Villas", "palm-jumeirah", ["Villa"], [5, 7], 2),
  P(NAKHEEL, "Circle Gardens", "jumeirah-village-circle", ["Apartment"], [0, 2], 15),
  P(NAKHEEL, "Furjan Oasis Townhouses", "al-furjan", ["Townhouse"], [3, 4], 2),
  P("sobha-realty", "Sobha Orbis", "motor-city", ["Apartment"], [1, 3], 30),
  P("sobha-realty", "Sobha Hartland Aurelia", "mbr-city", ["Apartment"], [1, 4], 38),
  P("sobha-realty", "Sobha Crestline Villas", "mbr-city", ["Villa"], [4, 6], 2),
  P("sobha-realty", "Sobha Lakefront One", "jumeirah-lake-towers", ["Apartment"], [1, 3], 45),
  P("meraas", "City Walk Northline", "city-walk", ["Apartment"], [1, 4], 9),
  P("meraas", "Bluewaters Solace", "bluewaters-island", ["Apartment", "Penthouse"], [1, 4], 14),
  P("meraas", "Central Park Gardens", "city-walk", ["Townhouse"], [3, 4], 3),
  P("ellington-properties", "Ellington Belgrove Terraces", "jumeirah-village-circle", ["Apartment"], [0, 3], 12),
  P("ellington-properties", "Ellington Hillmont", "dubai-hills-estate", ["Apartment"], [1, 3], 16),
  P("ellington-properties", "Ellington Porto Vista", "mbr-city", ["Apartment"], [1, 3], 18),
  P("binghatti-developers", "Binghatti Skyrise", "business-bay", ["Apartment"], [0, 3], 62),
  P("binghatti-developers", "Binghatti Amberhall", "jumeirah-village-circle", ["Apartment"], [0, 2], 20),
  P("binghatti-developers", "Binghatti Onyx Gate", "dubai-silicon-oasis", ["Apartment"], [0, 2], 18),
  P(DP, "JBR Seascape Residences", "jumeirah-beach-residence", ["Apartment", "Penthouse"], [1, 4], 40),
  P(DP, "Bayline Residences", "business-bay", ["Apartment"], [1, 3], 35),
  P("select-group", "Marina Gate Horizon", "dubai-marina", ["Apartment", "Penthouse"], [1, 4], 58),
  P("select-group", "Peninsula Quay", "business-bay", ["Apartment"], [1, 4], 46),
  P("omniyat", "The Lumen by Omniyat", "business-bay", ["Apartment", "Penthouse"], [2, 5], 30, true),
  P("omniyat", "Solenne Palm Residences", "palm-jumeirah", ["Apartment", "Penthouse"], [2, 5], 10, true),
  P("azizi-developments", "Azizi Riviera Lumière", "meydan", ["Apartment"], [0, 2], 10),
  P("azizi-developments", "Azizi Venice Quays", "dubai-south", ["Apartment"], [0, 3], 14),
  P("azizi-developments", "Azizi Furjan Heights", "al-furjan", ["Apartment"], [0, 2], 12),
  P("danube-properties", "Danube Aurelle", "arjan", ["Apartment"], [0, 2], 22, true),
  P("danube-properties", "Danube Sportsvue", "dubai-sports-city", ["Apartment"], [0, 2], 24, true),
  P("deyaar", "Deyaar Regalia Park", "business-bay", ["Apartment"], [1, 3], 40),
  P("deyaar", "Deyaar Silicon Crest", "dubai-silicon-oasis", ["Apartment"], [0, 2], 16),
  P("aldar-properties", "Aldar Southgate Villas", "dubai-south", ["Townhouse", "Villa"], [3, 5], 2),
  P("aldar-properties", "Aldar Meydan Terraces", "meydan", ["Townhouse"], [3, 4], 3),
  P("nshama", "Aria Townhouses", "town-square", ["Townhouse"], [3, 4], 2),
  P("nshama", "Nshama Plaza Residences", "town-square", ["Apartment"], [0, 3], 10),
  P("arada", "Arada Jade Residences", "jumeirah-village-triangle", ["Apartment"], [1, 3], 8),
  P("arada", "Arada Sportscape Townhouses", "dubai-sports-city", ["Townhouse"], [3, 4], 2),
  P("mag", "MAG Keturah Gardens", "mbr-city", ["Villa"], [4, 6], 2),
  P("mag", "MAG South Boulevard", "dubai-south", ["Apartment"], [0, 2], 9),
  P("majid-al-futtaim", "Tilal Lagoon Villas", "tilal-al-ghaf", ["Villa"], [4, 6], 2),
  P("majid-al-futtaim", "Tilal Shorefront Townhouses", "tilal-al-ghaf", ["Townhouse"], [3, 4], 2),
  P("samana-developers", "Samana Aqua Gardens", "arjan", ["Apartment"], [0, 2], 12),
  P("samana-developers", "Samana Pool Residences", "jumeirah-village-circle", ["Apartment"], [0, 2], 14),
  P("dubai-south-properties", "The Pulse Lagoon", "dubai-south", ["Apartment", "Townhouse"], [1, 4], 8),
  P("wasl-properties", "Wasl Garden Residences", "al-barsha", ["Apartment"], [1, 3], 12),
];

const NAME_WORDS = [
  "Azure",
  "Crest",
  "Aurora",
  "Opal",
  "Vista",
  "Serene",
  "Solace",
  "Lumina",
  "Aria",
  "Celeste",
  "Haven",
  "Harbour",
  "Skyline",
  "Ivory",
  "Coral",
  "Amber",
  "Jade",
  "Verde",
  "Marquis",
  "Regalia",
  "Elara",
  "Nova",
  "Oasis",
  "Pearl",
  "Summit",
  "Riviera",
  "Meridian",
  "Sapphire",
  "Onyx",
  "Zenith",
] as const;
const TOWER_WORDS = [
  "Residences",
  "Heights",
  "Tower",
  "Views",
  "Place",
  "Park",
  "Terraces",
  "Court",
  "Square",
  "Suites",
] as const;
const VILLA_WORDS = ["Villas", "Estates", "Gardens", "Townhouses", "Grove", "Collection", "Mansions", "Park"] as const;

/** The payment plans Dubai developers actually advertise; each sums to 100. */
export const PAYMENT_PLANS: readonly (readonly [number, number, number, number])[] = [
  [10, 50, 40, 0],
  [20, 40, 40, 0],
  [10, 60, 30, 0],
  [20, 30, 50, 0],
  [10, 40, 50, 0],
  [15, 45, 40, 0],
  [20, 50, 30, 0],
  [10, 70, 20, 0],
  [20, 40, 0, 40],
  [10, 50, 0, 40],
  [10, 40, 0, 50],
  [10, 30, 10, 50],
  [10, 40, 20, 30],
];

const ESCROW_BANKS = [
  "Emirates NBD",
  "Dubai Islamic Bank",
  "Mashreq",
  "Abu Dhabi Commercial Bank",
  "Emirates Islamic",
  "First Abu Dhabi Bank",
  "Commercial Bank of Dubai",
] as const;

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
    };
  }
  const low = rng.int(0, 2);
  const high = Math.min(4, low + rng.int(1, 3));
  // A penthouse is the top layout of a tower, so only towers that reach 3 bedrooms get one.
  const penthouses = high >= 3 && area.salePsf[0] >= 1800 && rng.chance(0.4);
  const floors = Math.max(4, Math.round(area.maxFloor * rng.between(0.3, 0.9)));
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
    const size = Math.round(config.variant === "a" ? rng.between(min, mid) : rng.between(mid, max));
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
  const psf = rng.between((area.salePsf[0] + area.salePsf[1]) / 2, area.salePsf[1]) * developer.premium;
  const plans = projectPlans(rng, p, area, psf);
  const lowType = unitType(p, p.bedrooms[0]);
  const highType = unitType(p, p.bedrooms[1]);
  const lowBand = sizeBand(lowType, clampBedrooms(lowType, p.bedrooms[0]), area.villaSize);
  const highBand = sizeBand(highType, clampBedrooms(highType, p.bedrooms[1]), area.villaSize);
  const sizeMin = Math.min(Math.round(lowBand[0] * rng.between(1, 1.05)), ...plans.map((x) => x.size));
  const sizeMax = Math.max(Math.round(highBand[1] * rng.between(0.9, 1)), ...plans.map((x) => x.size));
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
