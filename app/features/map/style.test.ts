import { describe, expect, it } from "vitest";
import { buildStyle, styleUrls } from "./style.ts";
import { buildBasemap } from "./basemap.ts";
import { AREA, COLORS, WIDTHS, widthAt, widthExpression } from "./palette.ts";
import { previewSvg } from "./preview.ts";

describe("the basemap style", () => {
  const style = buildStyle("/map/basemap.geojson?v=abc");

  it("references only our own origin: relative URLs, no glyphs, no sprite", () => {
    const urls = styleUrls(style);
    expect(urls).toEqual(["/map/basemap.geojson?v=abc"]);
    for (const url of urls) expect(new URL(url, "http://127.0.0.1").host).toBe("127.0.0.1");
    expect(JSON.stringify(style)).not.toMatch(/https?:\/\//);
    expect(style).not.toHaveProperty("glyphs");
    expect(style).not.toHaveProperty("sprite");
  });

  it("has no layer that would need fonts or icons (names are HTML over the map)", () => {
    for (const layer of style.layers) expect(["background", "fill", "line", "circle"]).toContain(layer.type);
  });

  it("draws every kind of feature the basemap holds, from the one source", () => {
    const kinds = new Set(buildBasemap([{ id: 1, slug: "x", name: "X", lng: 55.2, lat: 25.1 }]).features.map((f) => f.properties.kind));
    // places are names only: the HTML over the map draws them (labels.ts), no layer does
    kinds.delete("place");
    const drawn = JSON.stringify(style.layers.map((l) => l.filter ?? null));
    for (const kind of kinds) expect(drawn).toContain(`"${kind}"`);
    for (const layer of style.layers.filter((l) => l.type !== "background")) expect(layer.source).toBe("basemap");
  });
});

describe("the style and the static picture draw one map", () => {
  it("widths come from the shared stops, interpolated as MapLibre does", () => {
    const style = buildStyle("/map/basemap.geojson?v=abc");
    const main = style.layers.find((l) => l.id === "main-roads") as { paint: Record<string, unknown> };
    expect(main.paint["line-width"]).toEqual(widthExpression(WIDTHS.motorway));
    expect(widthAt(WIDTHS.motorway, 5)).toBe(WIDTHS.motorway.stops[0]![1]);
    expect(widthAt(WIDTHS.motorway, 12)).toBe(5);
    expect(widthAt(WIDTHS.motorway, 20)).toBe(14);
    // exponential between stops: below the straight line for a base above 1
    const mid = widthAt(WIDTHS.motorway, 10.5);
    expect(mid).toBeGreaterThan(1.6);
    expect(mid).toBeLessThan((1.6 + 5) / 2);
    // the main roads have a casing under them
    const ids = style.layers.map((l) => l.id);
    expect(ids.indexOf("main-road-casing")).toBeLessThan(ids.indexOf("main-roads"));
  });

  it("the picture is an SVG of the same features, the page's area drawn stronger", () => {
    const basemap = buildBasemap([
      { id: 1, slug: "x", name: "X", lng: 55.2, lat: 25.1 },
      { id: 2, slug: "y", name: "Y", lng: 55.3, lat: 25.2 },
    ]);
    const svg = previewSvg(basemap, { width: 390, height: 300, zoom: 11, center: [55.2, 25.1] }, 2);
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain(`fill="${COLORS.sea}"`);
    expect(svg).toContain(`stroke="${COLORS.motorwayCasing}"`);
    expect(svg).toContain(`fill-opacity="${AREA.selectedFill}"`);
    expect(svg).not.toMatch(/NaN|undefined/);
  });
});
