/**
 * The names of the images the project draws for itself (database/seed/media.ts
 * draws them; the demo data only refers to them). Every raster image exists in
 * two widths: `name.webp` (1280 px wide) and `name-640.webp`; SVGs have one.
 * URLs are public paths served from MEDIA_DIR (default data/media) at /media.
 */
const pad = (n: number) => String(n).padStart(2, "0");
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

export const LISTING_RESIDENTIAL_EXTERIOR = range(24).map((i) => `/media/listings/res-ext-${pad(i)}.webp`);
export const LISTING_RESIDENTIAL_INTERIOR = range(24).map((i) => `/media/listings/res-int-${pad(i)}.webp`);
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
