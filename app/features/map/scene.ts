/**
 * What a map shows, before and after MapLibre (decision 039): the basemap
 * and its camera, the names, pills and pin over it. Mounting a scene fetches
 * the style, the basemap (and a list's markers), draws the static picture
 * (preview.ts) and the overlay (overlay.ts). The live map (runtime.ts) takes
 * the scene over when the visitor first touches the map. No MapLibre here: a
 * small chunk of its own.
 */
import { DUBAI_BOUNDS, DUBAI_CENTRE, type FeatureCollection, type Position, ringContains } from "./basemap.ts";
import type { Box } from "./boxes.ts";
import { labelCandidates } from "./labels.ts";
import type { Marker as MarkerTuple } from "./marker-lists.ts";
import { type Camera, MapOverlay, type OverlayPoint } from "./overlay.ts";
import type { Pill } from "./pills.ts";
import { previewSvg } from "./preview.ts";
import { type Bounds, boundsOf, constrainView, coreBounds, fitView, type Padding, type View, viewCamera } from "./projection.ts";
import type { Bbox } from "#app/utils/bbox.ts";

export const STYLE_URL = "/map/style.json";
export const ZOOM = { min: 9, max: 17, fitMax: 14, pill: 16 } as const;
/** The zoom buttons' column with its margin (components/lazy-map.tsx: 36 px buttons, 10 px from the edge). */
const CONTROLS_WIDTH = 46;

export type SceneSpec =
  | { kind: "location"; lng: number; lat: number; label: string }
  | { kind: "area"; areaId: number; lng: number; lat: number }
  | {
      kind: "list";
      markersUrl: string;
      /** the box the list is filtered by, if any: the map opens on it */
      bbox: Bbox | null;
      /** the visitor moved the map: the panel offers "search this area" for these bounds */
      onMoved(bounds: Bbox): void;
      onSelect(id: number): void;
      onMarkers(count: number, capped: boolean): void;
    };

/** What a scene needs from the live map when a pill asks to zoom. */
export interface LiveMap {
  zoomBy(delta: number): void;
  fit(bounds: Bounds, maxZoom: number): void;
  zoom(): number;
  destroy(): void;
}

export interface SceneHost {
  /** the map's frame: the picture and the overlay go in it */
  frame: HTMLElement;
  /** boxes the overlay keeps clear (the zoom buttons), relative to the frame */
  obstacles(): Box[];
  /** the live map, loaded on first use */
  live(): Promise<LiveMap>;
  signal: AbortSignal;
}

export interface Scene {
  spec: SceneSpec;
  /** our own basemap (false: a provider's style, which MAP_STYLE_URL names; no picture, no names) */
  own: boolean;
  basemap: FeatureCollection | null;
  view: View;
  overlay: MapOverlay;
  /** the area the map is about (an area page, or the one a location is in): outlined stronger */
  selectedArea?: number;
  /** the padding that keeps fitted markers off the controls */
  padding(): Padding;
  /** lays the overlay out again at a camera (the picture's, or the live map's) */
  layout(camera: Camera): void;
  /** the picture is no longer needed: the live map has drawn its first frame */
  hidePicture(): void;
  destroy(): void;
}

async function getJson<T>(url: string, signal: AbortSignal): Promise<{ body: T; url: string }> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return { body: (await response.json()) as T, url: response.url };
}

/** The area whose outline holds a point (the nearest centre if several do). */
export function areaAt(basemap: FeatureCollection, at: Position): number | undefined {
  let best: { id: number; d: number } | undefined;
  for (const f of basemap.features) {
    if (f.properties.kind !== "area" || f.geometry.type !== "Polygon" || !ringContains(f.geometry.coordinates[0]!, at)) continue;
    const d = Math.hypot(Number(f.properties.lng) - at[0], Number(f.properties.lat) - at[1]);
    if (!best || d < best.d) best = { id: Number(f.properties.areaId), d };
  }
  return best?.id;
}

export async function mountScene(host: SceneHost, spec: SceneSpec): Promise<Scene> {
  const { frame, signal } = host;
  const [style, markers] = await Promise.all([
    getJson<{ sources?: Record<string, { data?: unknown }> }>(STYLE_URL, signal),
    spec.kind === "list" ? getJson<{ markers: MarkerTuple[]; capped: boolean }>(spec.markersUrl, signal) : null,
  ]);
  const data = style.body.sources?.basemap?.data;
  const own = typeof data === "string" && data.startsWith("/map/basemap.geojson");
  const basemap = own ? (await getJson<FeatureCollection>(data, signal)).body : null;

  const points: OverlayPoint[] = (markers?.body.markers ?? []).map(([id, lng, lat, price]) => ({ id, at: [lng, lat], price }));
  if (spec.kind === "list" && markers) spec.onMarkers(points.length, markers.body.capped);

  const selectedArea = !basemap
    ? undefined
    : spec.kind === "area"
      ? spec.areaId
      : spec.kind === "location"
        ? areaAt(basemap, [spec.lng, spec.lat])
        : undefined;

  const picture = document.createElement("div");
  picture.style.cssText = "position:absolute;inset:0;z-index:1";
  picture.dataset.testid = "map-picture";
  frame.append(picture);

  // Fitted markers stay clear of the zoom buttons' column on the right; pills are kept off every other obstacle.
  const padding = (): Padding => ({ top: 24, right: 24 + CONTROLS_WIDTH, bottom: 24, left: 24 });

  const initialView = (): View => {
    const size = { width: frame.clientWidth, height: frame.clientHeight };
    let view: View;
    if (spec.kind === "list") {
      const box = spec.bbox;
      const bounds: Bounds | null = box
        ? [
            [box.minLng, box.minLat],
            [box.maxLng, box.maxLat],
          ]
        : coreBounds(
            points.map((p) => p.at),
            0.8,
          );
      view = bounds
        ? fitView(bounds, size, box ? { top: 0, right: 0, bottom: 0, left: 0 } : padding(), { minZoom: ZOOM.min, maxZoom: ZOOM.fitMax })
        : { ...size, center: DUBAI_CENTRE, zoom: 10 };
    } else {
      view = { ...size, center: [spec.lng, spec.lat], zoom: spec.kind === "area" ? 11.8 : 12.2 };
    }
    return constrainView(view, DUBAI_BOUNDS);
  };

  const overlay = new MapOverlay(frame, {
    candidates: basemap ? labelCandidates(basemap, selectedArea) : [],
    points,
    pin: spec.kind === "location" ? { at: [spec.lng, spec.lat], label: spec.label } : undefined,
    obstacles: host.obstacles,
    onPill: (pill: Pill, members: OverlayPoint[]) => {
      if (spec.kind !== "list") return;
      if (!pill.cluster) return spec.onSelect(pill.ids[0]!);
      const bounds = boundsOf(members.map((m) => m.at))!;
      void host.live().then((map) => {
        // markers on one spot cannot be drawn apart: show the first's card
        const onOneSpot = Math.abs(bounds[1][0] - bounds[0][0]) < 1e-5 && Math.abs(bounds[1][1] - bounds[0][1]) < 1e-5;
        if (onOneSpot || map.zoom() >= ZOOM.pill - 0.01) spec.onSelect(pill.ids[0]!);
        else map.fit(bounds, ZOOM.pill);
      });
    },
  });

  let live = false;
  const scene: Scene = {
    spec,
    own,
    basemap,
    view: initialView(),
    overlay,
    selectedArea,
    padding,
    layout: (camera) => {
      overlay.layout(camera);
    },
    hidePicture: () => {
      live = true;
      picture.remove();
    },
    destroy: () => {
      resize.disconnect();
      picture.remove();
      overlay.destroy();
    },
  };

  const draw = () => {
    if (basemap) picture.innerHTML = previewSvg(basemap, scene.view, selectedArea);
    scene.layout(viewCamera(scene.view));
  };
  // Before the live map, a new size (a turned phone) draws the picture again around the same centre.
  const resize = new ResizeObserver(() => {
    if (live || (frame.clientWidth === scene.view.width && frame.clientHeight === scene.view.height)) return;
    scene.view = constrainView({ ...scene.view, width: frame.clientWidth, height: frame.clientHeight }, DUBAI_BOUNDS);
    draw();
  });
  resize.observe(frame);
  draw();
  return scene;
}
