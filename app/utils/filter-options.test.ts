import { describe, expect, it } from "vitest";
import { BUY_PRICE_OPTIONS, COMMERCIAL_RENT_PRICE_OPTIONS, priceOptionsFor, RENT_PRICE_OPTIONS } from "./filter-options.ts";
import { COMMERCIAL_SORT_OPTIONS, LISTING_SORT_OPTIONS } from "#app/content/listings.ts";

const values = (options: { value: number }[]) => options.map((o) => o.value);

/** No step is more than `ratio` times the one before it: the list never jumps (2M → 5M was 2.5). */
function maxRatio(list: number[]): number {
  return Math.max(...list.slice(1).map((v, i) => v / list[i]!));
}

describe("price options (issue 41 item 4)", () => {
  it("steps sale prices evenly: 500,000 to 3M, 1M to 10M, then 15M, 20M, 30M and 50,000,000+", () => {
    expect(values(BUY_PRICE_OPTIONS)).toEqual([
      500_000, 1_000_000, 1_500_000, 2_000_000, 2_500_000, 3_000_000, 4_000_000, 5_000_000, 6_000_000, 7_000_000, 8_000_000, 9_000_000,
      10_000_000, 15_000_000, 20_000_000, 30_000_000, 50_000_000,
    ]);
    expect(BUY_PRICE_OPTIONS.at(-1)?.label).toBe("50,000,000+");
    expect(BUY_PRICE_OPTIONS.some((o) => o.label === "2,500,000")).toBe(true);
    expect(maxRatio(values(BUY_PRICE_OPTIONS))).toBeLessThanOrEqual(2);
  });

  it("keeps the spec's residential rents (20,000 to 110,000 by 10,000) and goes on to 2,000,000+", () => {
    const rents = values(RENT_PRICE_OPTIONS);
    expect(rents.slice(0, 10)).toEqual([20_000, 30_000, 40_000, 50_000, 60_000, 70_000, 80_000, 90_000, 100_000, 110_000]);
    expect(rents).toContain(150_000);
    expect(rents).toContain(1_000_000);
    expect(RENT_PRICE_OPTIONS.at(-1)?.label).toBe("2,000,000+");
    expect(RENT_PRICE_OPTIONS.some((o) => o.label === "150,000+")).toBe(false);
    expect(maxRatio(rents)).toBeLessThanOrEqual(2);
  });

  it("gives commercial rents their own range, to 2,000,000+", () => {
    const rents = values(COMMERCIAL_RENT_PRICE_OPTIONS);
    expect(rents[0]).toBe(50_000);
    expect(COMMERCIAL_RENT_PRICE_OPTIONS.at(-1)?.label).toBe("2,000,000+");
    expect(maxRatio(rents)).toBeLessThanOrEqual(2);
  });

  it("picks the options of a list by its category and method", () => {
    expect(priceOptionsFor("Residential", "buy")).toBe(BUY_PRICE_OPTIONS);
    expect(priceOptionsFor("Commercial", "buy")).toBe(BUY_PRICE_OPTIONS);
    expect(priceOptionsFor("Residential", "rent")).toBe(RENT_PRICE_OPTIONS);
    expect(priceOptionsFor("Commercial", "rent")).toBe(COMMERCIAL_RENT_PRICE_OPTIONS);
  });

  it("lists every price once, ascending", () => {
    for (const list of [BUY_PRICE_OPTIONS, RENT_PRICE_OPTIONS, COMMERCIAL_RENT_PRICE_OPTIONS]) {
      const v = values(list);
      expect(v).toEqual([...new Set(v)].sort((a, b) => a - b));
    }
  });
});

describe("sort options (issue 41 item 3)", () => {
  it("offers no bedroom sort on a commercial list", () => {
    expect(COMMERCIAL_SORT_OPTIONS.map((o) => o.label).join()).not.toMatch(/Bedroom/);
    expect(LISTING_SORT_OPTIONS.map((o) => o.label)).toContain("Bedrooms (most first)");
    expect(COMMERCIAL_SORT_OPTIONS).toHaveLength(LISTING_SORT_OPTIONS.length - 2);
  });
});
