import { describe, expect, it } from "vitest";
import { AREA_PROFILES as areas } from "#database/seed/reference-data.ts";
import { type AreaCentre, buildBasemap, DUBAI_CENTRE, type FeatureCollection } from "./basemap.ts";
import { type Box, inside, overlaps } from "./boxes.ts";
import { FULL_NAMES_FROM, labelCandidates, type LabelOptions, labelText, type PlacedLabel, placeLabels, roadSpots } from "./labels.ts";
import { project, type View, viewCamera } from "./projection.ts";

const seeded: AreaCentre[] = areas.map((a, i) => ({ id: i + 1, slug: a.slug, name: a.name, lng: a.lng, lat: a.lat }));
const basemap = buildBasemap(seeded);
const measure = (text: string) => text.length * 6.5;

function options(view: View, obstacles: Box[] = []): LabelOptions {
  return {
    ...viewCamera(view),
    measure,
    obstacles,
  };
}

function expectApart(labels: PlacedLabel[], view: View, obstacles: Box[] = []) {
  const boxes = labels.flatMap((l) => l.boxes.map((b) => ({ b, key: l.key })));
  for (const { b, key } of boxes) {
    expect(inside(b, { x: 0, y: 0, w: view.width, h: view.height }), `${key} inside the map`).toBe(true);
    for (const o of obstacles) expect(overlaps(b, o), `${key} off the obstacle`).toBe(false);
  }
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1)) if (a.key !== b.key) expect(overlaps(a.b, b.b), `${a.key} / ${b.key}`).toBe(false);
}

describe("place names", () => {
  it("names every area, the main roads and the landmarks; an area's own name wins over a landmark of that name", () => {
    const candidates = labelCandidates(basemap);
    const texts = candidates.map((c) => c.text);
    expect(texts).toEqual(expect.arrayContaining(["Sheikh Zayed Road", "Al Khail Road", "Emirates Road", "Jumeirah Beach Road"]));
    expect(texts).toEqual(expect.arrayContaining(["Burj Khalifa", "Dubai International Airport", "Dubai Creek"]));
    expect(candidates.filter((c) => c.kind === "area")).toHaveLength(seeded.length);
    // "Dubai Marina" and "Palm Jumeirah" are seeded areas: named once, as areas
    expect(texts.filter((t) => t === "Dubai Marina")).toHaveLength(1);
    expect(candidates.find((c) => c.text === "Palm Jumeirah")?.kind).toBe("area");
  });

  it("shortens long area names when zoomed out and names the page's own area first, in full", () => {
    const jvc = seeded.find((a) => a.name.endsWith("(JVC)"))!;
    const plain = labelCandidates(basemap).find((c) => c.key === `area-${jvc.id}`)!;
    expect(labelText(plain, FULL_NAMES_FROM - 1)).toBe("JVC");
    expect(labelText(plain, FULL_NAMES_FROM)).toBe(jvc.name);
    const selected = labelCandidates(basemap, jvc.id);
    expect(selected[0]).toMatchObject({ kind: "selected", text: "Jumeirah Village Circle" });
  });

  for (const [width, height, zoom, lng, lat] of [
    [390, 540, 9.6, 55.2, 25.1],
    [390, 540, 11, 55.2, 25.1],
    [1376, 510, 10.5, 55.2, 25.1],
    [1376, 448, 12.2, 55.2, 25.1],
    [320, 288, 13.5, 55.28, 25.197],
  ] as const) {
    it(`never overlap and stay inside the map (${width}×${height} at zoom ${zoom})`, () => {
      const view: View = { width, height, zoom, center: [lng, lat] };
      const obstacles = [{ x: width - 46, y: 10, w: 36, h: 72 }];
      const placed = placeLabels(labelCandidates(basemap), options(view, obstacles));
      expect(placed.length).toBeGreaterThanOrEqual(2);
      expectApart(placed, view, obstacles);
    });
  }

  it("thins out when zoomed out: fewer names, and the minor ones only once zoomed in", () => {
    const wide: View = { width: 390, height: 540, zoom: 9.6, center: DUBAI_CENTRE };
    const near: View = { ...wide, zoom: 12, center: [55.27, 25.19] };
    const far = placeLabels(labelCandidates(basemap), options(wide));
    const close = placeLabels(labelCandidates(basemap), options(near));
    const candidatesInView = (view: View) =>
      labelCandidates(basemap).filter((c) => {
        if (!c.at) return false;
        const [x, y] = project(view, c.at);
        return x > 0 && y > 0 && x < view.width && y < view.height;
      }).length;
    // zoomed out, many places in view go unnamed rather than pile up
    expect(far.filter((l) => l.angle === 0).length).toBeLessThan(candidatesInView(wide) * 0.75);
    expect(far.some((l) => l.text === "Hessa Street" || l.text === "Burj Al Arab")).toBe(false);
    expect(close.length).toBeGreaterThan(4);
  });

  it("places the page's area first even among crowded neighbours, and a landmark before an area", () => {
    const marina = seeded.find((a) => a.slug === "dubai-marina")!;
    const view: View = { width: 320, height: 288, zoom: 11, center: [marina.lng, marina.lat] };
    const placed = placeLabels(labelCandidates(basemap, marina.id), options(view));
    expect(placed[0]).toMatchObject({ kind: "selected", text: "Dubai Marina" });
    const [x, y] = project(view, [marina.lng, marina.lat]);
    expect([placed[0]!.x, placed[0]!.y]).toEqual([x, y]);

    // two places on one spot: only the higher priority one is named
    const two: FeatureCollection = {
      type: "FeatureCollection",
      features: [
        {
          type: "Feature",
          properties: { kind: "place", name: "Tower", rank: 1, place: "landmark" },
          geometry: { type: "Point", coordinates: [55.2, 25.1] },
        },
        {
          type: "Feature",
          id: 9,
          properties: { kind: "area", areaId: 9, name: "Quarter", lng: 55.2, lat: 25.1 },
          geometry: { type: "Polygon", coordinates: [] },
        },
      ],
    };
    const view2: View = { width: 100, height: 40, zoom: 12, center: [55.2, 25.1] };
    expect(placeLabels(labelCandidates(two), options(view2)).map((l) => l.text)).toEqual(["Tower"]);
  });

  it("writes a road's name along a straight stretch, never upside down, and not across a bend", () => {
    const straight = roadSpots(
      [
        [300, 300],
        [100, 100],
      ],
      120,
      400,
      400,
    );
    expect(straight.length).toBeGreaterThan(0);
    expect(straight[0]!.angle).toBeCloseTo(45);
    // the spot nearest the map's middle, on the road
    expect(Math.hypot(straight[0]!.x - 200, straight[0]!.y - 200)).toBeLessThan(30);
    expect(straight[0]!.x).toBeCloseTo(straight[0]!.y, 6);
    for (const s of roadSpots(
      [
        [10, 200],
        [390, 150],
      ],
      100,
      400,
      400,
    ))
      expect(Math.abs(s.angle)).toBeLessThanOrEqual(90);
    // a right angle at (200, 200): a 140 px name fits along either 150 px arm, never across the corner
    const bent = roadSpots(
      [
        [50, 200],
        [200, 200],
        [200, 50],
      ],
      140,
      400,
      400,
    );
    expect(bent.length).toBeGreaterThan(0);
    for (const spot of bent)
      expect(Math.abs(spot.angle) < 1e-9 || Math.abs(Math.abs(spot.angle) - 90) < 1e-9, String(spot.angle)).toBe(true);
    expect(
      roadSpots(
        [
          [50, 200],
          [200, 200],
          [200, 50],
        ],
        200,
        400,
        400,
      ),
    ).toEqual([]);
  });
});
