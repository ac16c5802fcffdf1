import { expect, it } from "vitest";
import { insertArea, insertListing, insertPropertyType } from "#tests/fixtures/directory-rows.ts";
import { changingSchema, describeEachDatabase } from "#tests/setup/databases.ts";
import { down, up } from "./0025-listing-off-market.ts";

describeEachDatabase("migration 0025: why a listing left the site", (get) => {
  it("adds the reason, note, closing price (past 2^31 AED) and time to listings, empty for existing rows; down and up again", async () => {
    const db = get().db;
    const areaId = await insertArea(db, "Palm Jumeirah");
    const typeId = await insertPropertyType(db);
    const id = await insertListing(db, { areaId, typeId, listingType: "SELL", price: 95_000_000, status: "ACTIVE" });
    const read = () =>
      db
        .selectFrom("listings")
        .select(["off_market_reason", "off_market_note", "closing_price", "off_market_at"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    expect(await read()).toEqual({ off_market_reason: null, off_market_note: null, closing_price: null, off_market_at: null });
    await db
      .updateTable("listings")
      .set({
        off_market_reason: "sold",
        off_market_note: "n".repeat(500),
        closing_price: 3_100_000_000,
        off_market_at: "2026-11-28T10:00:00.000Z",
      })
      .where("id", "=", id)
      .execute();
    const stored = await read();
    expect({ ...stored, closing_price: Number(stored.closing_price) }).toEqual({
      off_market_reason: "sold",
      off_market_note: "n".repeat(500),
      closing_price: 3_100_000_000,
      off_market_at: "2026-11-28T10:00:00.000Z",
    });

    await changingSchema(db, () => down(db));
    await expect(read()).rejects.toThrow();
    await changingSchema(db, () => up(db));
    expect(await read()).toEqual({ off_market_reason: null, off_market_note: null, closing_price: null, off_market_at: null });
  });
});
