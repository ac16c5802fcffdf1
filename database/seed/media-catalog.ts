/**
 * The names of the images the project draws for itself (database/seed/media.ts
 * draws them; the demo data only refers to them). Every raster image exists in
 * two widths: `name.webp` (1280 px wide) and `name-640.webp`; SVGs have one.
 * URLs are public paths served from MEDIA_DIR (default data/media) at /media.
 */
const pad = (n: number) => String(n).padStart(2, "0");
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** residential cover scenes (generate/covers.ts picks one per listing from the area's character and the type) */
export type CoverScene = "waterfront" | "towers" | "low-rise" | "villa" | "townhouse" | "commercial" | "project";
/** covers per scene: at least the most listings of that scene one area holds, so none repeats within an area */
export const COVER_POOL_SIZES = { waterfront: 48, towers: 32, "low-rise": 32, villa: 12, townhouse: 12 } as const;
export const LISTING_COVERS: Record<Exclude<CoverScene, "commercial" | "project">, string[]> = {
  waterfront: range(COVER_POOL_SIZES.waterfront).map((i) => `/media/listings/cover-waterfront-${pad(i)}.webp`),
  towers: range(COVER_POOL_SIZES.towers).map((i) => `/media/listings/cover-towers-${pad(i)}.webp`),
  "low-rise": range(COVER_POOL_SIZES["low-rise"]).map((i) => `/media/listings/cover-low-rise-${pad(i)}.webp`),
  villa: range(COVER_POOL_SIZES.villa).map((i) => `/media/listings/cover-villa-${pad(i)}.webp`),
  townhouse: range(COVER_POOL_SIZES.townhouse).map((i) => `/media/listings/cover-townhouse-${pad(i)}.webp`),
};
export const LISTING_RESIDENTIAL_EXTERIOR = Object.values(LISTING_COVERS).flat();
export const LISTING_RESIDENTIAL_INTERIOR = range(24).map((i) => `/media/listings/res-int-${pad(i)}.webp`);
/** the room each interior shows (the n-th image draws INTERIOR_ROOMS[n % 7]), so a listing's photos can follow its rooms */
export const INTERIOR_ROOMS = ["living", "bedroom", "kitchen", "living-view", "bathroom", "dining", "balcony"] as const;
export type InteriorRoom = (typeof INTERIOR_ROOMS)[number];
export const interiorRoom = (index: number): InteriorRoom => INTERIOR_ROOMS[index % INTERIOR_ROOMS.length] ?? "living";
export const interiorsOf = (room: InteriorRoom): string[] => LISTING_RESIDENTIAL_INTERIOR.filter((_, i) => interiorRoom(i) === room);
export const LISTING_COMMERCIAL = range(16).map((i) => `/media/listings/com-${pad(i)}.webp`);
export const PROJECT_RENDERINGS = range(24).map((i) => `/media/projects/proj-${pad(i)}.webp`);
/** floor plan layouts by bedrooms (0 = studio) and variant a|b */
export const FLOOR_PLAN_LAYOUTS = [0, 1, 2, 3, 4, 5].flatMap((b) => ["a", "b"].map((v) => `/media/floorplans/plan-${b}${v}.webp`));
export const floorPlanLayout = (bedrooms: number, variant: "a" | "b") =>
  `/media/floorplans/plan-${Math.max(0, Math.min(5, bedrooms))}${variant}.webp`;
export const areaImage = (slug: string) => `/media/areas/${slug}.webp`;
export const developerLogo = (slug: string) => `/media/developers/${slug}.svg`;
/** an agent's drawn portrait, one per agent (their gender and dress are in data/agents.json) */
export const agentAvatar = (slug: string) => `/media/agents/${slug}.webp`;
