/**
 * The MapLibre style of the site's own basemap (decision 019): one GeoJSON
 * source served by us, fills and lines only. No text layers, so no glyphs or
 * sprites are needed: place names and prices are HTML on top of the map.
 */

/** The one source id; the layers below read it and the area page filters it. */
export const BASEMAP_SOURCE = "basemap";

export interface MapStyle {
  version: 8;
  name: string;
  sources: Record<string, { type: "geojson"; data: string; attribution?: string }>;
  layers: Record<string, unknown>[];
}

const kind = (k: string) => ["==", ["get", "kind"], k];

/** The style document; `basemapUrl` is the versioned GeoJSON URL on our own origin. */
export function buildStyle(basemapUrl: string): MapStyle {
  return {
    version: 8,
    name: "Dubai basemap",
    sources: { [BASEMAP_SOURCE]: { type: "geojson", data: basemapUrl, attribution: "Basemap drawn by the agency (approximate)" } },
    layers: [
      { id: "land", type: "background", paint: { "background-color": "#f3ede3" } },
      { id: "sea", type: "fill", source: BASEMAP_SOURCE, filter: kind("sea"), paint: { "fill-color": "#c7dae6" } },
      { id: "islands", type: "fill", source: BASEMAP_SOURCE, filter: kind("land"), paint: { "fill-color": "#f3ede3" } },
      {
        id: "shore",
        type: "line",
        source: BASEMAP_SOURCE,
        filter: ["any", kind("coastline"), kind("land")],
        paint: { "line-color": "#a9c3d3", "line-width": 1 },
      },
      {
        id: "areas",
        type: "fill",
        source: BASEMAP_SOURCE,
        filter: kind("area"),
        paint: { "fill-color": "#c8a45c", "fill-opacity": ["case", ["boolean", ["feature-state", "selected"], false], 0.28, 0.08] },
      },
      {
        id: "area-lines",
        type: "line",
        source: BASEMAP_SOURCE,
        filter: kind("area"),
        paint: {
          "line-color": "#a9853f",
          "line-opacity": 0.7,
          "line-width": ["case", ["boolean", ["feature-state", "selected"], false], 2.5, 1],
          "line-dasharray": [2, 1.5],
        },
      },
      {
        id: "water",
        type: "line",
        source: BASEMAP_SOURCE,
        filter: kind("water"),
        layout: { "line-cap": "round", "line-join": "round" },
        paint: { "line-color": "#c7dae6", "line-width": ["interpolate", ["exponential", 2], ["zoom"], 9, 2, 12, 8, 15, 40] },
      },
      {
        id: "road-casing",
        type: "line",
        source: BASEMAP_SOURCE,
        filter: kind("road"),
        layout: { "line-cap": "round", "line-join": "round" },
        paint: {
          "line-color": "#dccbb0",
          "line-width": [
            "interpolate",
            ["linear"],
            ["zoom"],
            9,
            ["match", ["get", "rank"], 1, 2.5, 1.5],
            14,
            ["match", ["get", "rank"], 1, 10, 6],
          ],
        },
      },
      {
        id: "roads",
        type: "line",
        source: BASEMAP_SOURCE,
        filter: kind("road"),
        layout: { "line-cap": "round", "line-join": "round" },
        paint: {
          "line-color": ["match", ["get", "rank"], 1, "#ffffff", "#fbf8f2"],
          "line-width": [
            "interpolate",
            ["linear"],
            ["zoom"],
            9,
            ["match", ["get", "rank"], 1, 1.5, 0.8],
            14,
            ["match", ["get", "rank"], 1, 7, 4],
          ],
        },
      },
    ],
  };
}

/** Every URL a style makes the browser fetch (sources, glyphs, sprites): tests check they are all ours. */
export function styleUrls(style: {
  sources: Record<string, { data?: unknown; url?: string; tiles?: string[] }>;
  glyphs?: string;
  sprite?: unknown;
}): string[] {
  const urls: string[] = [];
  for (const source of Object.values(style.sources)) {
    if (typeof source.data === "string") urls.push(source.data);
    if (source.url) urls.push(source.url);
    urls.push(...(source.tiles ?? []));
  }
  if (style.glyphs) urls.push(style.glyphs);
  if (typeof style.sprite === "string") urls.push(style.sprite);
  return urls;
}
