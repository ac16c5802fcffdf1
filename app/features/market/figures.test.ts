import { describe, expect, it } from "vitest";
import { marketFigures, median, monthsUpTo } from "./figures.ts";
import { ticks } from "./components/market-chart.tsx";

const row = (listingType: "SELL" | "RENT", price: number, sizeSqft: number | null, createdAt: string, type = "Apartment") => ({
  listingType,
  price,
  sizeSqft,
  createdAt,
  type,
});

describe("market figures", () => {
  it("takes the median (the mean of the middle two for an even count)", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([1000, 3000, 2000, 4000])).toBe(2500);
    expect(median([])).toBeNull();
  });

  it("names twelve months ending with the current one, across a year's turn", () => {
    expect(monthsUpTo(new Date("2026-02-10T00:00:00Z"), 4)).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
  });

  it("gives the rolling three-month median price per sq.ft and rent by month and type, leaving out thin windows", () => {
    const now = new Date("2026-11-15T00:00:00Z");
    const rows = [
      // November: three apartments for sale at 1,000 / 1,500 / 2,000 per sq.ft
      row("SELL", 1_000_000, 1000, "2026-11-02T10:00:00Z"),
      row("SELL", 1_500_000, 1000, "2026-11-05T10:00:00Z"),
      row("SELL", 4_000_000, 2000, "2026-11-09T10:00:00Z"),
      // October: only two → no figure for October; November's window (Sep–Nov) holds all five → 1,000
      row("SELL", 900_000, 1000, "2026-10-02T10:00:00Z"),
      row("SELL", 950_000, 1000, "2026-10-03T10:00:00Z"),
      // a sale without a size counts for nothing per sq.ft
      row("SELL", 2_000_000, null, "2026-11-03T10:00:00Z"),
      // rents of villas in November: 200k, 250k, 300k → 250k
      row("RENT", 200_000, 3000, "2026-11-01T10:00:00Z", "Villa"),
      row("RENT", 300_000, 3000, "2026-11-01T10:00:00Z", "Villa"),
      row("RENT", 250_000, 3000, "2026-11-01T10:00:00Z", "Villa"),
    ];
    const figures = marketFigures(rows, now, 3);
    expect(figures.months).toEqual(["2026-09", "2026-10", "2026-11"]);
    expect(figures.salePerSqft).toEqual([{ type: "Apartment", count: 5, values: [null, null, 1000] }]);
    expect(figures.rent).toEqual([{ type: "Villa", count: 3, values: [null, null, 250_000] }]);
  });

  it("draws round ticks over the values", () => {
    expect(ticks(920, 2100)).toEqual([500, 1000, 1500, 2000, 2500]);
    expect(ticks(61_000, 118_000)).toEqual([60_000, 80_000, 100_000, 120_000]);
    expect(ticks(5, 5)).toEqual([5]);
  });
});
