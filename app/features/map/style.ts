/**
 * The MapLibre style of the site's own basemap (decision 019): one GeoJSON
 * source served by us, fills and lines only, in the colours and widths the
 * static picture of the map uses too (palette.ts). No text layers, so no
 * glyphs or sprites: place names and prices are HTML on top of the map
 * (labels.ts, pills.ts, overlay.ts; decision 039).
 */
import { AREA, COLORS, WIDTHS, widthExpression } from "./palette.ts";

/** The one source id; the layers below read it and the area page filters it. */
export const BASEMAP_SOURCE = "basemap";

export interface MapStyle {
  version: 8;
  name: string;
  sources: Record<string, { type: "geojson"; data: string; attribution?: string }>;
  layers: Record<string, unknown>[];
}

const kind = (k: string) => ["==", ["get", "kind"], k];
const selected = (yes: number, no: number) => ["case", ["boolean", ["feature-state", "selected"], false], yes, no];
const motorway = ["==", ["get", "rank"], 1];
const round = { "line-cap": "round", "line-join": "round" };

/** The style document; `basemapUrl` is the versioned GeoJSON URL on our own origin. */
export function buildStyle(basemapUrl: string): MapStyle {
  return {
    version: 8,
    name: "Dubai basemap",
    sources: { [BASEMAP_SOURCE]: { type: "geojson", data: basemapUrl, attribution: "Basemap drawn by the agency (approximate)" } },
    layers: [
      { id: "land", type: "background", paint: { "background-color": COLORS.land } },
      { id: "sea", type: "fill", source: BASEMAP_SOURCE, filter: kind("sea"), paint: { "fill-color": COLORS.sea } },
      { id: "islands", type: "fill", source: BASEMAP_SOURCE, filter: kind("land"), paint: { "fill-color": COLORS.land } },
      {
        id: "shore",
        type: "line",
        source: BASEMAP_SOURCE,
        filter: ["any", kind("coastline"), kind("land")],
        paint: { "line-color": COLORS.shore, "line-width": 1 },
      },
      {
        id: "areas",
        type: "fill",
        source: BASEMAP_SOURCE,
        filter: kind("area"),
        paint: { "fill-color": COLORS.areaFill, "fill-opacity": selected(AREA.selectedFill, AREA.fill) },
      },
      {
        id: "area-lines",
        type: "line",
        source: BASEMAP_SOURCE,
        filter: kind("area"),
        paint: {
          "line-color": COLORS.areaLine,
          "line-opacity": AREA.lineOpacity,
          "line-width": selected(AREA.selectedLine, AREA.line),
          "line-dasharray": [...AREA.dash],
        },
      },
      {
        id: "water",
        type: "line",
        source: BASEMAP_SOURCE,
        filter: kind("water"),
        layout: round,
        paint: { "line-color": COLORS.water, "line-width": widthExpression(WIDTHS.water) },
      },
      // Minor roads under the main ones, each a casing with a lighter road on it.
      ...(["minor", "main"] as const).flatMap((rank) => {
        const main = rank === "main";
        const filter = ["all", kind("road"), main ? motorway : ["!", motorway]];
        return [
          {
            id: `${rank}-road-casing`,
            type: "line",
            source: BASEMAP_SOURCE,
            filter,
            layout: round,
            paint: {
              "line-color": main ? COLORS.motorwayCasing : COLORS.roadCasing,
              "line-width": widthExpression(main ? WIDTHS.motorwayCasing : WIDTHS.roadCasing),
            },
          },
          {
            id: `${rank}-roads`,
            type: "line",
            source: BASEMAP_SOURCE,
            filter,
            layout: round,
            paint: {
              "line-color": main ? COLORS.motorway : COLORS.road,
              "line-width": widthExpression(main ? WIDTHS.motorway : WIDTHS.road),
            },
          },
        ];
      }),
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
