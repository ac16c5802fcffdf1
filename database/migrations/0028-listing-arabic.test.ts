import { expect, it } from "vitest";
import { sql } from "kysely";
import { insertArea, insertListing, insertPropertyType } from "#tests/fixtures/directory-rows.ts";
import { changingSchema, describeEachDatabase } from "#tests/setup/databases.ts";
import { down, up } from "./0028-listing-arabic.ts";

describeEachDatabase("migration 0028: a listing's Arabic title and description live on the listing", (get) => {
  it("moves a feed listing's Arabic texts from feed_listings to listings, leaves the others empty; down moves them back", async () => {
    const db = get().db;
    const areaId = await insertArea(db, "Dubai Marina");
    const typeId = await insertPropertyType(db);
    const fromFeed = await insertListing(db, { areaId, typeId, listingType: "SELL", price: 1_850_000 });
    const own = await insertListing(db, { areaId, typeId, listingType: "RENT", price: 90_000 });
    // as the database was before 0028: the feed's Arabic on feed_listings
    await changingSchema(db, () => down(db));
    // feed_listings' columns exist again only in the database (not in the app's types): raw statements
    await sql`insert into feed_listings (listing_id, source, content_hash, title_ar, description_ar)
      values (${fromFeed}, 'pf', 'h', 'شقة بغرفتي نوم مع إطلالة على البحر في دبي مارينا', '<p>شقة مشرقة</p>')`.execute(db);
    const feedArabic = async () =>
      (await sql<{ listing_id: number; title_ar: string | null }>`select listing_id, title_ar from feed_listings`.execute(db)).rows;
    await changingSchema(db, () => up(db));
    const read = () =>
      db.selectFrom("listings").select(["id", "title_ar", "description_ar"]).where("id", "in", [fromFeed, own]).orderBy("id").execute();
    expect(await read()).toEqual([
      { id: fromFeed, title_ar: "شقة بغرفتي نوم مع إطلالة على البحر في دبي مارينا", description_ar: "<p>شقة مشرقة</p>" },
      { id: own, title_ar: null, description_ar: null },
    ]);
    await expect(feedArabic()).rejects.toThrow();

    await changingSchema(db, () => down(db));
    expect((await feedArabic()).map((r) => ({ ...r, listing_id: Number(r.listing_id) }))).toEqual([
      { listing_id: fromFeed, title_ar: "شقة بغرفتي نوم مع إطلالة على البحر في دبي مارينا" },
    ]);
    await expect(read()).rejects.toThrow();
    await changingSchema(db, () => up(db));
    expect((await read())[0]?.title_ar).toBe("شقة بغرفتي نوم مع إطلالة على البحر في دبي مارينا");
  });
});
