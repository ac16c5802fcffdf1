import { describe, expect, it } from "vitest";
import { DUBAI_BOUNDS } from "./basemap.ts";
import { constrainView, coreBounds, fitView, project, unproject, type View, viewBounds } from "./projection.ts";

const view: View = { width: 390, height: 540, zoom: 11, center: [55.22, 25.12] };

describe("the map's projection (Web Mercator, 512 px tiles, as MapLibre)", () => {
  it("puts the centre in the middle and round-trips a pixel", () => {
    expect(project(view, view.center)).toEqual([195, 270]);
    const [lng, lat] = unproject(view, [12, 500]);
    const [x, y] = project(view, [lng, lat]);
    expect(x).toBeCloseTo(12, 6);
    expect(y).toBeCloseTo(500, 6);
    // one zoom level doubles distances on the screen
    const a = project(view, [55.3, 25.2]);
    const b = project({ ...view, zoom: 12 }, [55.3, 25.2]);
    expect(b[0] - 195).toBeCloseTo((a[0] - 195) * 2, 6);
  });

  it("fits bounds inside the padded part of the map", () => {
    const bounds: [[number, number], [number, number]] = [
      [55.1, 25.0],
      [55.35, 25.25],
    ];
    const padding = { top: 24, right: 60, bottom: 24, left: 24 };
    const fitted = fitView(bounds, { width: 390, height: 540 }, padding, { minZoom: 9, maxZoom: 14 });
    const [sw, ne] = [project(fitted, bounds[0]), project(fitted, bounds[1])];
    expect(sw[0]).toBeGreaterThanOrEqual(padding.left - 0.01);
    expect(ne[0]).toBeLessThanOrEqual(390 - padding.right + 0.01);
    expect(ne[1]).toBeGreaterThanOrEqual(padding.top - 0.01);
    expect(sw[1]).toBeLessThanOrEqual(540 - padding.bottom + 0.01);
    // tight on the narrower axis
    expect(Math.min(sw[0] - padding.left, 390 - padding.right - ne[0])).toBeLessThan(1);
    // one point: the largest zoom allowed
    expect(fitView([bounds[0], bounds[0]], { width: 390, height: 540 }, padding, { minZoom: 9, maxZoom: 14 }).zoom).toBe(14);
  });

  it("keeps the view inside Dubai, zooming in when the map is larger than the bounds", () => {
    const out = constrainView({ ...view, center: [54.0, 24.0] }, DUBAI_BOUNDS);
    const [[w, s], [e, n]] = viewBounds(out);
    expect(w).toBeGreaterThanOrEqual(DUBAI_BOUNDS[0][0] - 1e-9);
    expect(s).toBeGreaterThanOrEqual(DUBAI_BOUNDS[0][1] - 1e-9);
    expect(e).toBeLessThanOrEqual(DUBAI_BOUNDS[1][0] + 1e-9);
    expect(n).toBeLessThanOrEqual(DUBAI_BOUNDS[1][1] + 1e-9);
    const huge = constrainView({ width: 1400, height: 900, zoom: 7, center: [55.2, 25.1] }, DUBAI_BOUNDS);
    expect(huge.zoom).toBeGreaterThan(7);
    // a view already inside is left alone
    expect(constrainView(view, DUBAI_BOUNDS)).toEqual(view);
  });

  it("opens on the bulk of the markers, not on an outlier", () => {
    const points: [number, number][] = Array.from({ length: 40 }, (_, i) => [55.1 + (i % 10) * 0.02, 25.05 + Math.floor(i / 10) * 0.03]);
    points.push([55.59, 25.15]);
    const [[w], [e]] = coreBounds(points)!;
    expect(w).toBeCloseTo(55.1);
    expect(e).toBeLessThan(55.3);
    expect(coreBounds([])).toBeNull();
  });
});
