import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { insertArea, insertListing, insertPropertyType } from "#tests/fixtures/directory-rows.ts";
import { areaMarket } from "./market.server.ts";

describeEachDatabase("an area's market figures", (get) => {
  it("takes the medians of the area's residential asking prices by month, this month's listings included", async () => {
    const db = get().db;
    const area = await insertArea(db, "Marina");
    const other = await insertArea(db, "Hills");
    const type = await insertPropertyType(db);
    for (const [price, size] of [
      [1_000_000, 1000],
      [1_500_000, 1000],
      [2_000_000, 1000],
    ] as const)
      await insertListing(db, { listingType: "SELL", price, size, areaId: area, typeId: type });
    // another area's and a commercial listing count for nothing here
    await insertListing(db, { listingType: "SELL", price: 9_000_000, size: 1000, areaId: other, typeId: type });
    await insertListing(db, { listingType: "SELL", price: 9_000_000, size: 1000, areaId: area, typeId: type, category: "Commercial" });
    // two rents: too few for a figure
    await insertListing(db, { listingType: "RENT", price: 100_000, size: 1000, areaId: area, typeId: type });
    await insertListing(db, { listingType: "RENT", price: 120_000, size: 1000, areaId: area, typeId: type });
    // the fixtures are listed on 2026-11-01: measured in that month whatever the date of the run
    const figures = await areaMarket(db, area, new Date("2026-11-20T00:00:00Z"));
    expect(figures.months).toHaveLength(12);
    expect(figures.salePerSqft).toHaveLength(1);
    expect(figures.salePerSqft[0]!.values.at(-1)).toBe(1500);
    expect(figures.salePerSqft[0]!.count).toBe(3);
    expect(figures.rent).toEqual([]);
  });
});
