import { expect, it } from "vitest";
import { insertArea, insertListing, insertPropertyType } from "#tests/fixtures/directory-rows.ts";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { renameSources } from "./0024-feed-conformance.ts";

describeEachDatabase("migration 0024: feed sources by name", (get) => {
  it("renames a URL source to its host and path and a file source to its format, keeping ownership", async () => {
    const db = get().db;
    const areaId = await insertArea(db, "Dubai Marina");
    const typeId = await insertPropertyType(db);
    const old = [
      ["https://crm.example/pf.xml?key=abc", "pf"],
      ["/srv/feeds/export-2026-11-20.xml", "bayut"],
    ] as const;
    for (const [i, [source, format]] of old.entries()) {
      await db.insertInto("import_runs").values({ source, format, status: "succeeded", started_at: "2026-11-20T00:00:00.000Z" }).execute();
      const listingId = await insertListing(db, { areaId, typeId, listingType: "SELL", price: 1, status: "ACTIVE" });
      await db
        .insertInto("feed_listings")
        .values({ listing_id: listingId, source, content_hash: `h${i}`, photos: "[]", photos_pending: 0 })
        .execute();
    }
    await renameSources(db);
    expect(await db.selectFrom("import_runs").select(["source", "location"]).orderBy("id").execute()).toEqual([
      { source: "crm.example/pf.xml", location: "https://crm.example/pf.xml" },
      { source: "bayut", location: "/srv/feeds/export-2026-11-20.xml" },
    ]);
    expect((await db.selectFrom("feed_listings").select("source").orderBy("listing_id").execute()).map((r) => r.source)).toEqual([
      "crm.example/pf.xml",
      "bayut",
    ]);
  });
});
