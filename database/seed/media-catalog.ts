/**
 * The names of the images the project draws for itself (database/seed/media.ts
 * draws them; the demo data only refers to them). Every raster photo exists in
 * three widths: `name.webp` (1280 px wide), `name-960.webp` and `name-640.webp`; SVGs have one.
 * URLs are public paths served from MEDIA_DIR (default data/media) at /media.
 */
import type { COMMERCIAL_PROPERTY_TYPES } from "#app/features/listings/property-types.ts";

type CommercialPropertyType = (typeof COMMERCIAL_PROPERTY_TYPES)[number];

const pad = (n: number) => String(n).padStart(2, "0");
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/**
 * Cover scenes: a home's from its area's character and its type (generate/covers.ts), a business's
 * from its type's family, an off-plan project's rendering.
 */
export type ResidentialScene = "waterfront" | "towers" | "low-rise" | "villa" | "townhouse";
export type CoverScene = ResidentialScene | CommercialFamily | "project";
/** covers per scene: at least the most listings of that scene one area holds, so none repeats within an area */
export const COVER_POOL_SIZES = { waterfront: 48, towers: 32, "low-rise": 32, villa: 12, townhouse: 12 } as const;
export const LISTING_COVERS: Record<ResidentialScene, string[]> = {
  waterfront: range(COVER_POOL_SIZES.waterfront).map((i) => `/media/listings/cover-waterfront-${pad(i)}.webp`),
  towers: range(COVER_POOL_SIZES.towers).map((i) => `/media/listings/cover-towers-${pad(i)}.webp`),
  "low-rise": range(COVER_POOL_SIZES["low-rise"]).map((i) => `/media/listings/cover-low-rise-${pad(i)}.webp`),
  villa: range(COVER_POOL_SIZES.villa).map((i) => `/media/listings/cover-villa-${pad(i)}.webp`),
  townhouse: range(COVER_POOL_SIZES.townhouse).map((i) => `/media/listings/cover-townhouse-${pad(i)}.webp`),
};
export const LISTING_RESIDENTIAL_EXTERIOR = Object.values(LISTING_COVERS).flat();

/* ---- residential interiors ---- */

/** the rooms a home's photos show: a flat's outdoor room is its balcony, a house's its garden terrace */
export const INTERIOR_ROOMS = ["living", "kitchen", "bedroom", "bathroom", "dining", "living-view", "balcony", "terrace"] as const;
export type InteriorRoom = (typeof INTERIOR_ROOMS)[number];
/**
 * A flat (apartment, penthouse, duplex) looks out on the city; a house (villa, townhouse) has
 * higher rooms, a staircase, its garden outside every window and a terrace: a villa's photos
 * never show a flat's rooms.
 */
export type HomeSetting = "flat" | "house";
/**
 * Interiors per setting and room. A home's card shows its living room, kitchen and a bedroom (a
 * studio: its bathroom) after the cover, so those pools hold at least ten, a results page: no
 * card photo need repeat on one page. The rooms further into a gallery need only a few.
 */
export const INTERIOR_POOL_SIZES: Readonly<Record<HomeSetting, Readonly<Partial<Record<InteriorRoom, number>>>>> = {
  flat: { living: 10, kitchen: 10, bedroom: 12, bathroom: 8, dining: 4, "living-view": 4, balcony: 4 },
  house: { living: 10, kitchen: 10, bedroom: 12, bathroom: 5, dining: 4, "living-view": 4, terrace: 4 },
};
export interface InteriorImage {
  url: string;
  setting: HomeSetting;
  room: InteriorRoom;
  /** 0-based within its setting and room */
  index: number;
}
export const INTERIOR_IMAGES: readonly InteriorImage[] = (["flat", "house"] as const).flatMap((setting) =>
  INTERIOR_ROOMS.flatMap((room) =>
    range(INTERIOR_POOL_SIZES[setting][room] ?? 0).map((n, index): InteriorImage => ({
      url: `/media/listings/${setting}-${room}-${pad(n)}.webp`,
      setting,
      room,
      index,
    })),
  ),
);
export const LISTING_RESIDENTIAL_INTERIOR = INTERIOR_IMAGES.map((image) => image.url);
const INTERIOR_BY_URL = new Map(INTERIOR_IMAGES.map((image) => [image.url, image]));
/** the setting and room an interior photo shows (undefined for any other URL) */
export const interiorOf = (url: string): InteriorImage | undefined => INTERIOR_BY_URL.get(url);
const INTERIORS_BY_ROOM = new Map<string, string[]>();
for (const { url, setting, room } of INTERIOR_IMAGES) {
  const key = `${setting}:${room}`;
  INTERIORS_BY_ROOM.set(key, [...(INTERIORS_BY_ROOM.get(key) ?? []), url]);
}
/** the interiors of one room in one setting */
export const interiorsOf = (room: InteriorRoom, setting: HomeSetting = "flat"): readonly string[] =>
  INTERIORS_BY_ROOM.get(`${setting}:${room}`) ?? [];

/* ---- commercial ---- */

/** what a commercial photo shows and how many of each there are; media.ts draws each kind with its scene */
export const COMMERCIAL_KIND_COUNTS = {
  "office-tower": 5,
  "office-block": 5,
  "open-plan": 5,
  "meeting-room": 5,
  reception: 4,
  shopfront: 8,
  boutique: 4,
  minimarket: 4,
  showroom: 4,
  "showroom-front": 4,
  warehouse: 7,
  "warehouse-aisle": 7,
  plot: 6,
  farm: 8,
  hotel: 4,
  "hotel-lobby": 3,
  "hotel-room": 3,
  "staff-housing": 6,
  "business-villa": 4,
} as const;
export type CommercialKind = keyof typeof COMMERCIAL_KIND_COUNTS;
export const COMMERCIAL_KINDS = Object.keys(COMMERCIAL_KIND_COUNTS) as CommercialKind[];
export const commercialPhotosOf = (kind: CommercialKind): string[] =>
  range(COMMERCIAL_KIND_COUNTS[kind]).map((i) => `/media/listings/com-${kind}-${pad(i)}.webp`);

/** property types that share one set of pictures: an office is never shown as a shop or a warehouse */
export type CommercialFamily =
  "office" | "retail" | "showroom" | "industrial" | "plot" | "farm" | "hotel" | "staff-housing" | "business-villa";
export const COMMERCIAL_FAMILY: Readonly<Record<CommercialPropertyType, CommercialFamily>> = {
  Office: "office",
  "Commercial Floor": "office",
  "Commercial Building": "office",
  Shop: "retail",
  Retail: "retail",
  "Show Room": "showroom",
  Warehouse: "industrial",
  Factory: "industrial",
  "Commercial Plot": "plot",
  Farm: "farm",
  Hotel: "hotel",
  "Labor Camp": "staff-housing",
  "Commercial Villa": "business-villa",
};
/** the kinds a family's cover may show (what it is at a glance) and the further kinds its gallery may show */
const FAMILY_KINDS: Readonly<Record<CommercialFamily, { covers: readonly CommercialKind[]; more: readonly CommercialKind[] }>> = {
  office: { covers: ["office-tower", "office-block", "open-plan", "meeting-room", "reception"], more: [] },
  retail: { covers: ["shopfront", "boutique", "minimarket"], more: [] },
  showroom: { covers: ["showroom", "showroom-front"], more: [] },
  industrial: { covers: ["warehouse", "warehouse-aisle"], more: [] },
  plot: { covers: ["plot"], more: [] },
  farm: { covers: ["farm"], more: [] },
  hotel: { covers: ["hotel", "hotel-lobby"], more: ["hotel-room"] },
  "staff-housing": { covers: ["staff-housing"], more: [] },
  // a villa let as offices, a clinic or a nursery: the house, then rooms fitted for business
  "business-villa": { covers: ["business-villa"], more: ["meeting-room", "reception"] },
};
const FAMILY_PHOTOS = new Map(
  Object.entries(FAMILY_KINDS).map(([family, { covers, more }]) => {
    const coverUrls = covers.flatMap(commercialPhotosOf);
    return [family, { covers: coverUrls, all: [...coverUrls, ...more.flatMap(commercialPhotosOf)] }] as const;
  }),
);
export const commercialCovers = (family: CommercialFamily): readonly string[] => FAMILY_PHOTOS.get(family)?.covers ?? [];
/** every photo a listing of this family may show, its covers first */
export const commercialPool = (family: CommercialFamily): readonly string[] => FAMILY_PHOTOS.get(family)?.all ?? [];
export const LISTING_COMMERCIAL = COMMERCIAL_KINDS.flatMap(commercialPhotosOf);
export const PROJECT_RENDERINGS = range(24).map((i) => `/media/projects/proj-${pad(i)}.webp`);
/** floor plan layouts by bedrooms (0 = studio) and variant a|b */
export const FLOOR_PLAN_LAYOUTS = [0, 1, 2, 3, 4, 5].flatMap((b) => ["a", "b"].map((v) => `/media/floorplans/plan-${b}${v}.webp`));
export const floorPlanLayout = (bedrooms: number, variant: "a" | "b") =>
  `/media/floorplans/plan-${Math.max(0, Math.min(5, bedrooms))}${variant}.webp`;
export const areaImage = (slug: string) => `/media/areas/${slug}.webp`;
export const developerLogo = (slug: string) => `/media/developers/${slug}.svg`;
/** an agent's drawn portrait, one per agent (their gender, dress and complexion are in data/agents.json) */
export const agentAvatar = (slug: string) => `/media/agents/${slug}.webp`;
