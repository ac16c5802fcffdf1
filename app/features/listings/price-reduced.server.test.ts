import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { insertArea, insertListing, insertPropertyType } from "#tests/fixtures/directory-rows.ts";
import { recordPrices } from "./price-history.server.ts";
import { searchListings } from "./queries.server.ts";

describeEachDatabase("the 'price reduced' badge's data", (get) => {
  it("gives a card the earlier, higher price only when today's price is the newest record and lower", async () => {
    const db = get().db;
    const area = await insertArea(db, "Marina");
    const type = await insertPropertyType(db);
    const reduced = await insertListing(db, { listingType: "SELL", price: 1_800_000, areaId: area, typeId: type });
    const raised = await insertListing(db, { listingType: "SELL", price: 2_100_000, areaId: area, typeId: type });
    const unchanged = await insertListing(db, { listingType: "SELL", price: 900_000, areaId: area, typeId: type });
    const stale = await insertListing(db, { listingType: "SELL", price: 700_000, areaId: area, typeId: type });
    await recordPrices(db, [
      { listing_id: reduced, price: 2_000_000, rent_frequency: null, changed_at: "2026-09-01T00:00:00.000Z" },
      { listing_id: reduced, price: 1_800_000, rent_frequency: null, changed_at: "2026-10-01T00:00:00.000Z" },
      // down, then up again: no badge
      { listing_id: raised, price: 2_200_000, rent_frequency: null, changed_at: "2026-08-01T00:00:00.000Z" },
      { listing_id: raised, price: 2_000_000, rent_frequency: null, changed_at: "2026-09-01T00:00:00.000Z" },
      { listing_id: raised, price: 2_100_000, rent_frequency: null, changed_at: "2026-10-01T00:00:00.000Z" },
      { listing_id: unchanged, price: 900_000, rent_frequency: null, changed_at: "2026-09-01T00:00:00.000Z" },
      // the history's newest price is not today's (edited without a record): no claim is made
      { listing_id: stale, price: 800_000, rent_frequency: null, changed_at: "2026-09-01T00:00:00.000Z" },
    ]);
    const { items } = await searchListings(
      db,
      { listingType: "SELL", category: "Residential", status: "ACTIVE", sort: "newest" },
      { page: 1, size: 10 },
    );
    const byId = new Map(items.map((i) => [i.id, i.reducedFrom]));
    expect(byId.get(reduced)).toBe(2_000_000);
    expect(byId.get(raised)).toBeUndefined();
    expect(byId.get(unchanged)).toBeUndefined();
    expect(byId.get(stale)).toBeUndefined();
  });
});
