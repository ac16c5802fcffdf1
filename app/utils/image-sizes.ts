/** The raster sizes the site stores for every photo and portrait, drawn (seed) or imported (feeds, uploads). */
export interface RasterSize {
  width: number;
  height: number;
  /** added before `.webp` in the file name; the largest size has none */
  suffix: string;
}

/** name.webp, name-960.webp (what most phones pick at full width), name-640.webp */
export const PHOTO_SIZES: readonly RasterSize[] = [
  { width: 1280, height: 853, suffix: "" },
  { width: 960, height: 640, suffix: "-960" },
  { width: 640, height: 427, suffix: "-640" },
];
/** Avatars: the small file shares the photos' `-640` name, so one URL rule (app/utils/images.ts) serves both. */
export const PORTRAIT_SIZES: readonly RasterSize[] = [
  { width: 640, height: 640, suffix: "" },
  { width: 320, height: 320, suffix: "-640" },
];
export const WEBP_QUALITY = 72;
