/**
 * Everything that touches MapLibre GL. Loaded only with `import()` when a map
 * is opened or scrolled into view (components/lazy-map.tsx), so no page's
 * first-load JavaScript carries it. The style is ours (/map/style.json), or
 * the provider's that MAP_STYLE_URL names (the server redirects to it).
 */
import { type GeoJSONSource, Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { DUBAI_BOUNDS, DUBAI_CENTRE } from "./basemap.ts";
import type { Bbox } from "#app/utils/bbox.ts";
import { compactPrice } from "./price.ts";
import type { Marker as MarkerTuple } from "./marker-lists.ts";

export const STYLE_URL = "/map/style.json";

setWorkerUrl(workerUrl);

export interface MapHandle {
  destroy(): void;
}

interface Common {
  /** the map could not start (no WebGL) or its style failed: the page shows a message instead */
  onError(reason: string): void;
  /** the first frame is drawn */
  onReady?(): void;
}

function createMap(container: HTMLElement, common: Common, options: { center: [number, number]; zoom: number; interactive?: boolean }) {
  const map = new MapLibreMap({
    container,
    style: STYLE_URL,
    center: options.center,
    zoom: options.zoom,
    minZoom: 9,
    maxZoom: 17,
    maxBounds: DUBAI_BOUNDS,
    attributionControl: { compact: true },
    cooperativeGestures: true,
    interactive: options.interactive ?? true,
  });
  map.addControl(new NavigationControl({ showCompass: false }), "top-right");
  map.on("error", (event) => {
    // A source or style that cannot load leaves a blank map: say so once.
    if (!map.isStyleLoaded()) common.onError(String(event.error?.message ?? "map error"));
  });
  map.once("load", () => {
    container.dataset.mapReady = "true";
    common.onReady?.();
  });
  return map;
}

/** A detail page's map: one pin at the listing's coordinates. */
export function mountLocationMap(container: HTMLElement, props: Common & { lng: number; lat: number; label: string }): MapHandle {
  const map = createMap(container, props, { center: [props.lng, props.lat], zoom: 13.5 });
  const pin = document.createElement("div");
  pin.className = "h-5 w-5 rounded-full border-[3px] border-white bg-navy-900 shadow-lg ring-2 ring-gold-500";
  pin.setAttribute("role", "img");
  pin.setAttribute("aria-label", props.label);
  pin.dataset.testid = "map-pin";
  new Marker({ element: pin }).setLngLat([props.lng, props.lat]).addTo(map);
  return { destroy: () => map.remove() };
}

/** An area page's map: the area's outline highlighted, centred on it. */
export function mountAreaMap(container: HTMLElement, props: Common & { areaId: number; lng: number; lat: number }): MapHandle {
  const map = createMap(container, props, { center: [props.lng, props.lat], zoom: 12.5 });
  map.once("load", () => map.setFeatureState({ source: "basemap", id: props.areaId }, { selected: true }));
  return { destroy: () => map.remove() };
}

export interface ListMapProps extends Common {
  markersUrl: string;
  /** the box the list is filtered by, if any: the map opens on it */
  bbox: Bbox | null;
  /** the visitor moved the map: the panel offers "search this area" for these bounds */
  onMoved(bounds: Bbox): void;
  onSelect(id: number): void;
  onMarkers(count: number, capped: boolean): void;
}

/** A list's map: the markers of the current filters, clustered, with prices. */
export function mountListMap(container: HTMLElement, props: ListMapProps): MapHandle {
  const map = createMap(container, props, { center: DUBAI_CENTRE, zoom: 10 });
  if (props.bbox) {
    map.fitBounds(
      [
        [props.bbox.minLng, props.bbox.minLat],
        [props.bbox.maxLng, props.bbox.maxLat],
      ],
      { animate: false, padding: 0 },
    );
  }
  const controller = new AbortController();
  const shown = new Map<string, Marker>();

  const markerElement = (properties: Record<string, unknown>): HTMLElement => {
    const button = document.createElement("button");
    button.type = "button";
    if (properties.cluster) {
      const count = Number(properties.point_count);
      const min = Number(properties.minPrice);
      button.className =
        "rounded-full border-2 border-white bg-navy-900 px-3 py-1.5 text-xs font-semibold text-white shadow-lg hover:bg-navy-700 focus-visible:outline-2 focus-visible:outline-gold-500";
      button.textContent = Number.isFinite(min) && min < 1e12 ? `${count} · from ${compactPrice(min)}` : `${count}`;
      button.setAttribute("aria-label", `${button.textContent}: show these ${count} properties closer`);
      button.dataset.testid = "map-cluster";
      button.addEventListener("click", () => {
        const source = map.getSource<GeoJSONSource>("listings");
        void source
          ?.getClusterExpansionZoom(Number(properties.cluster_id))
          .then((zoom) => map.easeTo({ center: (shownAt.get(button) ?? map.getCenter()) as [number, number], zoom }));
      });
    } else {
      const price = properties.price === null || properties.price === undefined ? null : Number(properties.price);
      button.className =
        "rounded-full border border-navy-900/10 bg-white px-2.5 py-1 text-xs font-semibold text-navy-900 shadow-md hover:bg-gold-300 focus-visible:outline-2 focus-visible:outline-gold-500";
      button.textContent = price ? compactPrice(price) : "Price on request";
      button.setAttribute("aria-label", `${button.textContent}: show this property`);
      button.dataset.testid = "map-marker";
      button.addEventListener("click", (event) => {
        event.stopPropagation();
        props.onSelect(Number(properties.id));
      });
    }
    return button;
  };
  const shownAt = new WeakMap<HTMLElement, [number, number]>();

  const update = () => {
    const next = new Map<string, Marker>();
    for (const feature of map.querySourceFeatures("listings")) {
      if (feature.geometry.type !== "Point") continue;
      const p = feature.properties as Record<string, unknown>;
      const key = p.cluster ? `c${String(p.cluster_id)}` : `p${String(p.id)}`;
      if (next.has(key)) continue;
      let marker = shown.get(key);
      if (!marker) {
        const at = feature.geometry.coordinates as [number, number];
        const element = markerElement(p);
        shownAt.set(element, at);
        marker = new Marker({ element }).setLngLat(at).addTo(map);
      }
      next.set(key, marker);
    }
    for (const [key, marker] of shown) if (!next.has(key)) marker.remove();
    shown.clear();
    for (const [key, marker] of next) shown.set(key, marker);
  };

  map.once("load", () => {
    void fetch(props.markersUrl, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`markers: ${response.status}`);
        const body = (await response.json()) as { markers: MarkerTuple[]; capped: boolean };
        map.addSource("listings", {
          type: "geojson",
          data: {
            type: "FeatureCollection",
            features: body.markers.map(([id, lng, lat, price]) => ({
              type: "Feature",
              properties: { id, price },
              geometry: { type: "Point", coordinates: [lng, lat] },
            })),
          },
          cluster: true,
          clusterRadius: 56,
          clusterMaxZoom: 15,
          clusterProperties: { minPrice: ["min", ["coalesce", ["get", "price"], 1e12]] },
        });
        // Invisible: it only makes the source's features queryable; the markers are HTML.
        map.addLayer({ id: "listings-hit", type: "circle", source: "listings", paint: { "circle-opacity": 0, "circle-radius": 1 } });
        map.on("render", () => {
          if (map.getSource("listings") && map.isSourceLoaded("listings")) update();
        });
        props.onMarkers(body.markers.length, body.capped);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) props.onError(String(error));
      });
  });

  // Every move once the map has settled on its opening view is the visitor's.
  map.once("idle", () =>
    map.on("moveend", () => {
      const b = map.getBounds();
      props.onMoved({ minLng: b.getWest(), minLat: b.getSouth(), maxLng: b.getEast(), maxLat: b.getNorth() });
    }),
  );

  return {
    destroy: () => {
      controller.abort();
      map.remove();
    },
  };
}
