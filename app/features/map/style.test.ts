import { describe, expect, it } from "vitest";
import { buildStyle, styleUrls } from "./style.ts";
import { buildBasemap } from "./basemap.ts";

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

  it("has no layer that would need fonts or icons", () => {
    for (const layer of style.layers) expect(["background", "fill", "line", "circle"]).toContain(layer.type);
  });

  it("draws every kind of feature the basemap holds, from the one source", () => {
    const kinds = new Set(buildBasemap([{ id: 1, slug: "x", name: "X", lng: 55.2, lat: 25.1 }]).features.map((f) => f.properties.kind));
    const drawn = JSON.stringify(style.layers.map((l) => l.filter ?? null));
    for (const kind of kinds) expect(drawn).toContain(`"${kind}"`);
    for (const layer of style.layers.filter((l) => l.type !== "background")) expect(layer.source).toBe("basemap");
  });
});
