import { describe, expect, it } from "vitest";
import { AREA_PROFILES as areas } from "#database/seed/reference-data.ts";
import {
  type AreaCentre,
  buildBasemap,
  distanceKm,
  type Feature,
  type Geometry,
  type Position,
  ringContains,
  DUBAI_BOUNDS,
} from "./basemap.ts";

const seeded: AreaCentre[] = areas.map((a, i) => ({ id: i + 1, slug: a.slug, name: a.name, lng: a.lng, lat: a.lat }));
const basemap = buildBasemap(seeded);

function rings(geometry: Geometry): Position[][] {
  if (geometry.type === "Polygon") return geometry.coordinates;
  if (geometry.type === "MultiPolygon") return geometry.coordinates.flat();
  return [];
}

const isPosition = (p: unknown): p is Position =>
  Array.isArray(p) &&
  p.length === 2 &&
  p.every((n) => typeof n === "number" && Number.isFinite(n)) &&
  Math.abs(p[0]) <= 180 &&
  Math.abs(p[1]) <= 90;

describe("the basemap GeoJSON", () => {
  it("is a valid FeatureCollection: closed rings of at least four positions, lines of at least two, WGS84 order", () => {
    expect(basemap.type).toBe("FeatureCollection");
    for (const feature of basemap.features) {
      expect(feature.type).toBe("Feature");
      expect(typeof feature.properties.kind).toBe("string");
      if (feature.geometry.type === "LineString") {
        expect(feature.geometry.coordinates.length).toBeGreaterThanOrEqual(2);
        expect(feature.geometry.coordinates.every(isPosition)).toBe(true);
        continue;
      }
      for (const ring of rings(feature.geometry)) {
        expect(ring.length).toBeGreaterThanOrEqual(4);
        expect(ring.every(isPosition)).toBe(true);
        expect(ring[0]).toEqual(ring.at(-1));
      }
    }
    // Longitude first: Dubai is at about 55 E, 25 N.
    const road = basemap.features.find((f) => f.properties.name === "Sheikh Zayed Road")!;
    expect(
      road.geometry.type === "LineString" && road.geometry.coordinates.every(([lng, lat]) => lng > 54 && lng < 56 && lat > 24 && lat < 26),
    ).toBe(true);
    // It survives the JSON round trip the server does.
    expect(JSON.parse(JSON.stringify(basemap))).toEqual(basemap);
  });

  it("draws the sea, the Palm, the Creek and the main roads", () => {
    const names = basemap.features.map((f) => f.properties.name);
    expect(basemap.features.filter((f) => f.properties.kind === "sea")).toHaveLength(1);
    expect(names).toEqual(expect.arrayContaining(["Palm Jumeirah", "Dubai Creek", "Sheikh Zayed Road", "Al Khail Road", "Emirates Road"]));
    const palm = basemap.features.find((f) => f.properties.name === "Palm Jumeirah")!;
    // trunk, sixteen fronds and the crescent
    expect(palm.geometry.type === "MultiPolygon" && palm.geometry.coordinates.length).toBe(18);
  });

  it("gives every seeded area an outline that contains its centre, inland, inside the map's bounds", () => {
    const outlines = basemap.features.filter((f): f is Feature<Geometry> => f.properties.kind === "area");
    expect(outlines.map((f) => f.properties.slug).sort()).toEqual(seeded.map((a) => a.slug).sort());
    const sea = basemap.features.find((f) => f.properties.kind === "sea")!;
    for (const area of seeded) {
      const outline = outlines.find((f) => f.properties.slug === area.slug)!;
      expect(outline.id).toBe(area.id);
      expect(ringContains(rings(outline.geometry)[0]!, [area.lng, area.lat]), area.slug).toBe(true);
      const [[west, south], [east, north]] = DUBAI_BOUNDS;
      expect(area.lng > west && area.lng < east && area.lat > south && area.lat < north, area.slug).toBe(true);
      // Bluewaters is an island and the Palm is drawn over the sea; every other centre is on the mainland.
      if (area.slug !== "bluewaters-island" && area.slug !== "palm-jumeirah") {
        expect(ringContains(rings(sea.geometry)[0]!, [area.lng, area.lat]), `${area.slug} is in the sea`).toBe(false);
      }
    }
  });

  it("keeps neighbouring outlines apart: no outline reaches another area's centre", () => {
    const outlines = basemap.features.filter((f) => f.properties.kind === "area");
    for (const outline of outlines) {
      for (const other of seeded.filter((a) => a.id !== outline.id)) {
        expect(
          ringContains(rings(outline.geometry)[0]!, [other.lng, other.lat]),
          `${String(outline.properties.slug)} ∋ ${other.slug}`,
        ).toBe(false);
      }
    }
  });

  it("puts the seeded Palm and Bluewaters centres on their own land", () => {
    const land = basemap.features.filter((f) => f.properties.kind === "land");
    const onLand = (slug: string) => {
      const a = seeded.find((s) => s.slug === slug)!;
      return land.some((f) => rings(f.geometry).some((ring) => ringContains(ring, [a.lng, a.lat])));
    };
    expect(onLand("bluewaters-island")).toBe(true);
    // The Palm's centre sits within 300 m of its drawn land (trunk or fronds).
    const palm = seeded.find((s) => s.slug === "palm-jumeirah")!;
    const palmLand = land.find((f) => f.properties.name === "Palm Jumeirah")!;
    const nearest = Math.min(
      ...rings(palmLand.geometry)
        .flat()
        .map((p) => distanceKm(p, [palm.lng, palm.lat])),
    );
    expect(nearest).toBeLessThan(0.3);
  });

  it("is the same on every build (a stable content version)", () => {
    expect(JSON.stringify(buildBasemap(seeded))).toBe(JSON.stringify(basemap));
  });
});
