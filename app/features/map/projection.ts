/**
 * Web Mercator as MapLibre does it (512 px tiles, no pitch or bearing), so the
 * static picture of a map (preview.ts) and the live map (runtime.ts) show one
 * camera the same way and the swap between them does not move a pixel. Pure.
 */
import type { Position } from "./basemap.ts";

export interface Size {
  width: number;
  height: number;
}
/** A camera on a container: its centre is the container's centre. */
export interface View extends Size {
  center: Position;
  zoom: number;
}
export interface Padding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}
export type Bounds = [Position, Position];

const TILE = 512;
const MAX_LAT = 85.051129;

export const worldSize = (zoom: number) => TILE * 2 ** zoom;
/** Longitude and latitude as a fraction (0–1) of the world's width and height. */
export const mercX = (lng: number) => (lng + 180) / 360;
export function mercY(lat: number): number {
  const s = Math.sin((Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * Math.PI) / 180);
  return 0.5 - (0.25 * Math.log((1 + s) / (1 - s))) / Math.PI;
}
const lngOf = (x: number) => x * 360 - 180;
const latOf = (y: number) => (360 / Math.PI) * Math.atan(Math.exp((180 - y * 360) * (Math.PI / 180))) - 90;

/** A position's pixel in the container. */
export function project(view: View, [lng, lat]: Position): [number, number] {
  const size = worldSize(view.zoom);
  return [(mercX(lng) - mercX(view.center[0])) * size + view.width / 2, (mercY(lat) - mercY(view.center[1])) * size + view.height / 2];
}

/** The position under a pixel of the container. */
export function unproject(view: View, [x, y]: [number, number]): Position {
  const size = worldSize(view.zoom);
  return [lngOf(mercX(view.center[0]) + (x - view.width / 2) / size), latOf(mercY(view.center[1]) + (y - view.height / 2) / size)];
}

/** What the view shows: [south-west, north-east]. */
export function viewBounds(view: View): Bounds {
  const [west, north] = unproject(view, [0, 0]);
  const [east, south] = unproject(view, [view.width, view.height]);
  return [
    [west, south],
    [east, north],
  ];
}

/**
 * The camera that shows `bounds` inside the padded part of a container (as
 * MapLibre's fitBounds), its zoom kept between `minZoom` and `maxZoom`.
 */
export function fitView(bounds: Bounds, size: Size, padding: Padding, limits: { minZoom: number; maxZoom: number }): View {
  const [[west, south], [east, north]] = bounds;
  const spanX = Math.max(mercX(east) - mercX(west), 1e-9);
  const spanY = Math.max(mercY(south) - mercY(north), 1e-9);
  const innerW = Math.max(size.width - padding.left - padding.right, 1);
  const innerH = Math.max(size.height - padding.top - padding.bottom, 1);
  const zoom = Math.max(limits.minZoom, Math.min(limits.maxZoom, Math.log2(Math.min(innerW / spanX, innerH / spanY) / TILE)));
  const world = worldSize(zoom);
  // The bounds' centre sits at the padded box's centre; the camera is the container's centre.
  const cx = (mercX(west) + mercX(east)) / 2 - (padding.left - padding.right) / 2 / world;
  const cy = (mercY(north) + mercY(south)) / 2 - (padding.top - padding.bottom) / 2 / world;
  return { ...size, zoom, center: [lngOf(cx), latOf(cy)] };
}

/**
 * The view kept inside `limit` (MapLibre's maxBounds), as the live map's
 * constrain does it: a container larger than the limit on an axis zooms in
 * and centres that axis; otherwise the view is moved back inside. The live
 * map would do the same on its first frame, so the picture and the map agree.
 */
export function constrainView(view: View, limit: Bounds): View {
  const [[west, south], [east, north]] = limit;
  const world = worldSize(view.zoom);
  const [minX, maxX] = [mercX(west) * world, mercX(east) * world];
  const [minY, maxY] = [mercY(north) * world, mercY(south) * world];
  const scaleX = maxX - minX < view.width ? view.width / (maxX - minX) : 0;
  const scaleY = maxY - minY < view.height ? view.height / (maxY - minY) : 0;
  const x = mercX(view.center[0]) * world;
  const y = mercY(view.center[1]) * world;
  if (scaleX || scaleY) {
    const cx = scaleX ? (minX + maxX) / 2 : x;
    const cy = scaleY ? (minY + maxY) / 2 : y;
    return { ...view, zoom: view.zoom + Math.log2(Math.max(scaleX, scaleY)), center: [lngOf(cx / world), latOf(cy / world)] };
  }
  const cx = x - view.width / 2 < minX ? minX + view.width / 2 : x + view.width / 2 > maxX ? maxX - view.width / 2 : x;
  const cy = y - view.height / 2 < minY ? minY + view.height / 2 : y + view.height / 2 > maxY ? maxY - view.height / 2 : y;
  if (cx === x && cy === y) return view;
  return { ...view, center: [lngOf(cx / world), latOf(cy / world)] };
}

/** The smallest bounds holding every position, or null for none. */
export function boundsOf(positions: Iterable<Position>): Bounds | null {
  let b: Bounds | null = null;
  for (const [lng, lat] of positions) {
    if (!b)
      b = [
        [lng, lat],
        [lng, lat],
      ];
    else {
      b[0] = [Math.min(b[0][0], lng), Math.min(b[0][1], lat)];
      b[1] = [Math.max(b[1][0], lng), Math.max(b[1][1], lat)];
    }
  }
  return b;
}

/**
 * The bounds of the middle `share` of positions on each axis: a few far-off
 * markers (an outlying district) do not make the map open on the whole emirate.
 */
export function coreBounds(positions: readonly Position[], share = 0.9): Bounds | null {
  if (!positions.length) return null;
  const cut = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const k = Math.floor(((1 - share) / 2) * sorted.length);
    return [sorted[k]!, sorted[sorted.length - 1 - k]!] as const;
  };
  const [west, east] = cut(positions.map((p) => p[0]));
  const [south, north] = cut(positions.map((p) => p[1]));
  return [
    [west, south],
    [east, north],
  ];
}

/** What a layout needs of the map's view: its zoom, its size and the way between places and pixels. */
export interface Camera {
  zoom: number;
  width: number;
  height: number;
  project(p: Position): [number, number];
  unproject(p: [number, number]): Position;
}

/** The camera of a view of our own projection (the picture drawn before MapLibre). */
export function viewCamera(view: View): Camera {
  return {
    zoom: view.zoom,
    width: view.width,
    height: view.height,
    project: (p) => project(view, p),
    unproject: (p) => unproject(view, p),
  };
}
