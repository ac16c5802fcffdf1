/**
 * The map's "search this area" box in the URL: `bbox=minLng,minLat,maxLng,maxLat`
 * (decision 019). Kept apart from the list filter schemas on purpose: one
 * small reader and writer the list pages, the marker endpoint and the map share.
 */
export interface Bbox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

export const BBOX_KEY = "bbox";

/** Reads `minLng,minLat,maxLng,maxLat`; anything unusable (not 4 numbers, out of range, inverted) is undefined. */
export function parseBbox(value: string | null | undefined): Bbox | undefined {
  if (!value || value.length > 80) return undefined;
  const parts = value.split(",");
  if (parts.length !== 4 || parts.some((p) => !/^-?\d{1,3}(\.\d{1,7})?$/.test(p.trim()))) return undefined;
  const [minLng, minLat, maxLng, maxLat] = parts.map(Number) as [number, number, number, number];
  const lngOk = (n: number) => n >= -180 && n <= 180;
  const latOk = (n: number) => n >= -90 && n <= 90;
  if (![minLng, maxLng].every(lngOk) || ![minLat, maxLat].every(latOk)) return undefined;
  if (minLng >= maxLng || minLat >= maxLat) return undefined;
  return { minLng, minLat, maxLng, maxLat };
}

/** The URL value of a box, rounded to ~10 m so URLs stay short and cacheable. */
export function writeBbox(box: Bbox): string {
  const r = (n: number) => String(Math.round(n * 10_000) / 10_000);
  return [box.minLng, box.minLat, box.maxLng, box.maxLat].map(r).join(",");
}

export function bboxContains(box: Bbox, lng: number, lat: number): boolean {
  return lng >= box.minLng && lng <= box.maxLng && lat >= box.minLat && lat <= box.maxLat;
}
