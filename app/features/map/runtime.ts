/**
 * Everything that touches MapLibre GL. Loaded only with `import()` when the
 * visitor first touches a map (components/lazy-map.tsx, decision 039), so no
 * page's first load, and no map that is only looked at, carries it. It takes
 * over a scene (scene.ts): the same camera as the static picture, which it
 * removes once its first frame is drawn, and the same overlay of names and
 * pills, which it moves with the map and lays out again when the map stops.
 * The style is ours (/map/style.json), or the provider's that MAP_STYLE_URL
 * names (the server redirects to it).
 */
import { Map as MapLibreMap, setWorkerUrl } from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { DUBAI_BOUNDS, type Position } from "./basemap.ts";
import type { Camera } from "./overlay.ts";
import { type LiveMap, type Scene, STYLE_URL, ZOOM } from "./scene.ts";
import { BASEMAP_SOURCE } from "./style.ts";

setWorkerUrl(workerUrl);

export interface LiveCallbacks {
  /** the map could not start (no WebGL) or its style failed: the picture stays */
  onError(reason: string): void;
  /** the first frame is drawn and the picture removed */
  onReady(map: LiveMap): void;
}

/** The live map in `container` (under the scene's picture), at the scene's camera. */
export function goLive(container: HTMLElement, scene: Scene, callbacks: LiveCallbacks): LiveMap {
  const map = new MapLibreMap({
    container,
    style: STYLE_URL,
    center: scene.view.center,
    zoom: scene.view.zoom,
    minZoom: ZOOM.min,
    maxZoom: ZOOM.max,
    maxBounds: DUBAI_BOUNDS,
    // our basemap's note is part of the frame; a provider's style brings its own
    attributionControl: scene.own ? false : { compact: true },
    cooperativeGestures: true,
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
  });
  map.touchZoomRotate.disableRotation();
  map.keyboard.disableRotation();

  const camera = (): Camera => ({
    zoom: map.getZoom(),
    width: container.clientWidth,
    height: container.clientHeight,
    project: (p: Position) => {
      const { x, y } = map.project(p);
      return [x, y];
    },
    unproject: ([x, y]) => {
      const { lng, lat } = map.unproject([x, y]);
      return [lng, lat];
    },
  });

  let laidAt = scene.view.zoom;
  const layout = () => {
    laidAt = map.getZoom();
    scene.layout(camera());
  };
  map.on("move", () => {
    // while zooming, names and pills are decided again every half zoom level; otherwise they only follow
    if (Math.abs(map.getZoom() - laidAt) >= 0.5) layout();
    else scene.overlay.follow(camera().project);
  });
  map.on("moveend", layout);
  map.on("resize", layout);

  map.on("error", (event) => {
    // A source or style that cannot load leaves a blank map: say so once.
    if (!map.isStyleLoaded()) callbacks.onError(String(event.error?.message ?? "map error"));
  });
  map.once("load", () => {
    if (scene.selectedArea !== undefined && scene.own)
      map.setFeatureState({ source: BASEMAP_SOURCE, id: scene.selectedArea }, { selected: true });
  });

  const live: LiveMap = {
    zoomBy: (delta) => map.easeTo({ zoom: map.getZoom() + delta, duration: 250 }),
    fit: (bounds, maxZoom) => map.fitBounds(bounds, { padding: scene.padding(), maxZoom, duration: 400 }),
    zoom: () => map.getZoom(),
    destroy: () => map.remove(),
  };

  map.once("idle", () => {
    container.dataset.mapReady = "true";
    scene.hidePicture();
    layout();
    callbacks.onReady(live);
    // Every move from now on is the visitor's.
    const spec = scene.spec;
    if (spec.kind === "list") {
      map.on("moveend", () => {
        const b = map.getBounds();
        spec.onMoved({ minLng: b.getWest(), minLat: b.getSouth(), maxLng: b.getEast(), maxLat: b.getNorth() });
      });
    }
  });
  return live;
}
