/**
 * The static picture of a map (decision 039): the basemap as SVG at one
 * camera, drawn like the MapLibre style (palette.ts) with the same projection
 * (projection.ts). Shown before MapLibre is loaded and under it until its
 * first frame, so a map costs no WebGL until the visitor moves it. Pure:
 * returns the SVG's markup.
 */
import type { FeatureCollection, Position } from "./basemap.ts";
import { AREA, COLORS, WIDTHS, widthAt } from "./palette.ts";
import { project, type View } from "./projection.ts";

const r1 = (n: number) => Math.round(n * 10) / 10;

function pathOf(view: View, rings: Position[][], close: boolean): string {
  let d = "";
  for (const ring of rings) {
    ring.forEach((p, i) => {
      const [x, y] = project(view, p);
      d += `${i ? "L" : "M"}${r1(x)} ${r1(y)}`;
    });
    if (close) d += "Z";
  }
  return d;
}

const fill = (d: string, color: string, extra = "") => (d ? `<path d="${d}" fill="${color}"${extra}/>` : "");
const stroke = (d: string, color: string, width: number, extra = "") =>
  d
    ? `<path d="${d}" fill="none" stroke="${color}" stroke-width="${r1(width)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`
    : "";

/** The SVG of the basemap at `view`; `selectedArea` is filled and outlined stronger, as on an area's page. */
export function previewSvg(basemap: FeatureCollection, view: View, selectedArea?: number): string {
  const by = (kind: string) => basemap.features.filter((f) => f.properties.kind === kind);
  const polygons = (kind: string, keep: (f: FeatureCollection["features"][number]) => boolean = () => true) =>
    by(kind)
      .filter(keep)
      .map((f) =>
        f.geometry.type === "Polygon"
          ? pathOf(view, f.geometry.coordinates, true)
          : f.geometry.type === "MultiPolygon"
            ? f.geometry.coordinates.map((p) => pathOf(view, p, true)).join("")
            : "",
      )
      .join("");
  const lines = (kind: string, keep: (f: FeatureCollection["features"][number]) => boolean = () => true) =>
    by(kind)
      .filter(keep)
      .map((f) => (f.geometry.type === "LineString" ? pathOf(view, [f.geometry.coordinates], false) : ""))
      .join("");
  const isSelected = (f: FeatureCollection["features"][number]) => f.properties.areaId === selectedArea;
  const main = (f: FeatureCollection["features"][number]) => f.properties.rank === 1;
  const minor = (f: FeatureCollection["features"][number]) => f.properties.rank !== 1;
  const z = view.zoom;
  const dash = (w: number) => ` stroke-dasharray="${AREA.dash.map((d) => r1(d * w)).join(" ")}" stroke-opacity="${AREA.lineOpacity}"`;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${view.width}" height="${view.height}" viewBox="0 0 ${view.width} ${view.height}" aria-hidden="true" focusable="false">`,
    `<rect width="100%" height="100%" fill="${COLORS.land}"/>`,
    fill(polygons("sea"), COLORS.sea),
    fill(polygons("land"), COLORS.land),
    stroke(polygons("land") + lines("coastline"), COLORS.shore, 1),
    fill(
      polygons("area", (f) => !isSelected(f)),
      COLORS.areaFill,
      ` fill-opacity="${AREA.fill}"`,
    ),
    fill(polygons("area", isSelected), COLORS.areaFill, ` fill-opacity="${AREA.selectedFill}"`),
    stroke(
      polygons("area", (f) => !isSelected(f)),
      COLORS.areaLine,
      AREA.line,
      dash(AREA.line),
    ),
    stroke(polygons("area", isSelected), COLORS.areaLine, AREA.selectedLine, dash(AREA.selectedLine)),
    stroke(lines("water"), COLORS.water, widthAt(WIDTHS.water, z)),
    stroke(lines("road", minor), COLORS.roadCasing, widthAt(WIDTHS.roadCasing, z)),
    stroke(lines("road", minor), COLORS.road, widthAt(WIDTHS.road, z)),
    stroke(lines("road", main), COLORS.motorwayCasing, widthAt(WIDTHS.motorwayCasing, z)),
    stroke(lines("road", main), COLORS.motorway, widthAt(WIDTHS.motorway, z)),
    "</svg>",
  ].join("");
}
