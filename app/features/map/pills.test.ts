import { describe, expect, it } from "vitest";
import { type Box, inside, overlaps } from "./boxes.ts";
import { clusterSize, layoutPills, type PillOptions, type PillPoint } from "./pills.ts";

/** A fixed-width text measure: 7 px a character, as a 12 px semibold face roughly is. */
const measure = (label: string) => label.length * 7;

/** A small seeded random source, so each case is the same on every run. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function scatter(n: number, width: number, height: number, seed: number, spread = 1): PillPoint[] {
  const r = random(seed);
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    // some points cluster in a few hot spots, some lie outside the map
    x: r() < 0.6 ? width * (0.3 + 0.1 * Math.floor(r() * 4)) + (r() - 0.5) * 60 : (r() * 1.2 - 0.1) * width * spread,
    y: r() < 0.6 ? height * (0.4 + 0.1 * Math.floor(r() * 3)) + (r() - 0.5) * 60 : (r() * 1.2 - 0.1) * height * spread,
    price: r() < 0.1 ? null : Math.round(300_000 + r() * 20_000_000),
  }));
}

const controls: Box = { x: 390 - 10 - 36, y: 10, w: 36, h: 72 };
const note: Box = { x: 180, y: 540 - 22, w: 202, h: 16 };

describe("price pills", () => {
  for (const [width, height] of [
    [390, 540],
    [1376, 510],
    [320, 288],
  ] as const) {
    for (const seed of [1, 2, 3]) {
      it(`never overlap, never cross the edges, never cover the controls (${width}×${height}, case ${seed})`, () => {
        const obstacles = width === 390 ? [controls, note] : [];
        const options: PillOptions = { width, height, inset: 6, gap: 4, obstacles, measure };
        const points = scatter(400, width, height, seed);
        const pills = layoutPills(points, options);
        const frame = { x: 0, y: 0, w: width, h: height };
        for (const [i, a] of pills.entries()) {
          expect(inside(a.box, frame, 6), `pill ${i} inside`).toBe(true);
          for (const o of obstacles) expect(overlaps(a.box, o, 4), `pill ${i} off the controls`).toBe(false);
          for (const b of pills.slice(i + 1)) expect(overlaps(a.box, b.box, 4)).toBe(false);
        }
        // every marker inside the map is in exactly one pill; none outside it is
        const shown = pills.flatMap((p) => p.ids).sort((a, b) => a - b);
        const inView = points.filter((p) => p.x >= 0 && p.x <= width && p.y >= 0 && p.y <= height).map((p) => p.id);
        expect(shown).toEqual(inView.sort((a, b) => a - b));
      });
    }
  }

  it("shows a lone marker's price and a cluster's count, with its lowest price kept", () => {
    const options: PillOptions = { width: 400, height: 300, inset: 6, gap: 4, obstacles: [], measure };
    const pills = layoutPills(
      [
        { id: 1, x: 50, y: 50, price: 1_250_000 },
        { id: 2, x: 300, y: 200, price: 2_000_000 },
        { id: 3, x: 305, y: 205, price: null },
        { id: 4, x: 310, y: 198, price: 850_000 },
        { id: 5, x: 200, y: 100, price: null },
      ],
      options,
    );
    expect(pills.map((p) => [p.label, p.ids, p.minPrice])).toEqual([
      ["AED 1.25M", [1], 1_250_000],
      ["3", [2, 3, 4], 850_000],
      ["Price on request", [5], null],
    ]);
    const cluster = pills[1]!;
    expect(cluster.cluster).toBe(true);
    expect(cluster.box.w).toBe(clusterSize(3));
    expect(cluster.box.h).toBe(clusterSize(3));
  });

  it("keeps a pill at the edge wholly inside, a little off its point", () => {
    const options: PillOptions = { width: 300, height: 200, inset: 6, gap: 4, obstacles: [], measure };
    const [pill] = layoutPills([{ id: 1, x: 2, y: 199, price: 4_720_000 }], options);
    expect(pill!.box.x).toBe(6);
    expect(pill!.box.y + pill!.box.h).toBe(194);
    expect([pill!.x, pill!.y]).toEqual([2, 199]);
  });

  it("moves a pill from under the zoom buttons rather than covering them", () => {
    const options: PillOptions = { width: 390, height: 540, inset: 6, gap: 4, obstacles: [controls], measure };
    const [pill] = layoutPills([{ id: 1, x: 365, y: 40, price: 990_000 }], options);
    expect(overlaps(pill!.box, controls, 4)).toBe(false);
    expect(inside(pill!.box, { x: 0, y: 0, w: 390, h: 540 }, 6)).toBe(true);
  });
});
