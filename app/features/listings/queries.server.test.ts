import { expect, it } from "vitest";
import type { DB } from "#app/db/db.server.ts";
import type { NewListing } from "#app/db/schema.ts";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { developerOptions, featuredListings, getListing, propertyTypeOptions, searchListings, similarListings } from "./queries.server.ts";
import type { ListingQuery } from "./types.ts";
import { loadListingPage } from "./detail-page.server.ts";
import { rememberCounts } from "#app/db/count-cache.server.ts";
import { changed } from "#app/utils/changes.server.ts";

/**
 * A small world whose answers are known: 2 areas, 2 developers, 3 types and
 * 14 listings (one inactive, one with no price, one with 6 photos).
 */
async function seed(db: DB) {
  await db
    .insertInto("areas")
    .values([
      { slug: "dubai-marina", name: "Dubai Marina", description: "" },
      { slug: "palm-jumeirah", name: "Palm Jumeirah", description: "" },
    ])
    .execute();
  await db
    .insertInto("developers")
    .values([
      { slug: "emaar", name: "Emaar Properties", description: "" },
      { slug: "nakheel", name: "Nakheel", description: "" },
    ])
    .execute();
  await db
    .insertInto("agents")
    .values({
      slug: "sara",
      name: "Sara Khan",
      role: "Senior Consultant",
      phone: "+971 50 123 4567",
      email: "sara@example.ae",
      brn: "12345",
      languages: "[]",
      sort_order: 0,
    })
    .execute();
  await db
    .insertInto("property_types")
    .values([
      { category: "Residential", label: "Apartment", sort_order: 1 },
      { category: "Residential", label: "Villa", sort_order: 2 },
      { category: "Commercial", label: "Office", sort_order: 3 },
    ])
    .execute();
  const base = (n: number, over: Partial<NewListing>): NewListing => ({
    reference: `REF-${n}`,
    permit_number: `P${n}`,
    title: `Listing ${n}`,
    description: "First paragraph.\n\nSecond paragraph.",
    listing_type: "SELL",
    status: "ACTIVE",
    price: 1_000_000 + n,
    area_id: 1,
    community: "Marina Gate",
    sub_community: null,
    developer_id: 1,
    property_type_id: 1,
    category: "Residential",
    bedrooms: 1,
    bathrooms: 1,
    size_sqft: 1000,
    agent_id: 1,
    amenities: JSON.stringify(["Pool", "Gym"]),
    created_at: `2025-01-${String(n).padStart(2, "0")}T10:00:00.000Z`,
    updated_at: `2025-01-${String(n).padStart(2, "0")}T10:00:00.000Z`,
    ...over,
  });
  await db
    .insertInto("listings")
    .values([
      base(1, { price: 900_000, bedrooms: 0, title: "Studio with a view" }),
      base(2, { price: 1_500_000, bedrooms: 1 }),
      base(3, { price: 2_500_000, bedrooms: 2, developer_id: 2, area_id: 2, community: "Shoreline" }),
      base(4, { price: 5_000_000, bedrooms: 3, property_type_id: 2, area_id: 2, community: "Frond K", sub_community: "Signature Villas" }),
      base(5, { price: 12_000_000, bedrooms: 5, property_type_id: 2, developer_id: 2, area_id: 2, community: "Frond G" }),
      base(6, { price: null, bedrooms: 2, title: "Price on request 100% sea view" }),
      base(7, { price: 3_000_000, bedrooms: 2, status: "INACTIVE" }),
      base(8, { listing_type: "RENT", price: 95_000, deposit: 9_500, bedrooms: 1 }),
      base(9, { listing_type: "RENT", price: 150_000, bedrooms: 2, area_id: 2, community: "Shoreline", developer_id: null }),
      base(10, { listing_type: "RENT", price: 60_000, bedrooms: 0, agent_id: null }),
      base(11, { category: "Commercial", property_type_id: 3, price: 4_000_000, bedrooms: null, title: "Grade A office" }),
      base(12, { category: "Commercial", property_type_id: 3, listing_type: "RENT", price: 250_000, bedrooms: null }),
      base(13, { price: 2_500_000, bedrooms: 2 }),
      base(14, { price: 700_000, bedrooms: 1, size_sqft: null }),
    ])
    .execute();
  await db
    .insertInto("listing_photos")
    .values([
      ...Array.from({ length: 6 }, (_, i) => ({ listing_id: 2, position: i, url: `/media/l2-${i}.webp` })),
      { listing_id: 3, position: 0, url: "/media/l3-0.webp" },
    ])
    .execute();
}

const residentialSale: ListingQuery = { listingType: "SELL", category: "Residential" };
const everything = { page: 1, size: 100 };

describeEachDatabase(
  "listing queries",
  (get) => {
    const ids = async (q: ListingQuery, paging = everything) => (await searchListings(get().db, q, paging)).items.map((i) => i.id);

    it("lists active residential sales, newest first, and counts them", async () => {
      const { items, total } = await searchListings(get().db, residentialSale, everything);
      expect(items.map((i) => i.id)).toEqual([14, 13, 6, 5, 4, 3, 2, 1]);
      expect(total).toBe(8);
    });

    it("features the newest priced, permitted residential listings with photos, one per area", async () => {
      const { db } = get();
      // 14 and 13 are the newest sales in area 1; 7 is inactive, 6 unpriced, 11 commercial, 5 loses its permit, 4 has no photo
      await db
        .insertInto("listing_photos")
        .values([14, 13, 7, 6, 11, 5].map((listing_id) => ({ listing_id, position: 0, url: `/media/l${listing_id}-0.webp` })))
        .execute();
      await db.updateTable("listings").set({ permit_number: "" }).where("id", "=", 5).execute();
      const featured = await featuredListings(db, "SELL", 3);
      expect(featured.map((l) => [l.id, l.areaName])).toEqual([
        [14, "Dubai Marina"],
        [3, "Palm Jumeirah"],
      ]);
      expect(featured[0]?.photos).toEqual(["/media/l14-0.webp"]);
      expect((await featuredListings(db, "SELL", 1)).map((l) => l.id)).toEqual([14]);
      expect(await featuredListings(db, "RENT", 3)).toEqual([]);
    });

    it("separates rent from sale and commercial from residential", async () => {
      expect(await ids({ listingType: "RENT", category: "Residential" })).toEqual([10, 9, 8]);
      expect(await ids({ listingType: "SELL", category: "Commercial" })).toEqual([11]);
      expect(await ids({ listingType: "RENT", category: "Commercial" })).toEqual([12]);
    });

    it("shows inactive listings only when asked", async () => {
      expect(await ids({ ...residentialSale, status: "INACTIVE" })).toEqual([7]);
    });

    it("filters by price bounds, inclusive", async () => {
      expect(await ids({ ...residentialSale, minPrice: 2_500_000 })).toEqual([13, 5, 4, 3]);
      expect(await ids({ ...residentialSale, maxPrice: 1_500_000 })).toEqual([14, 2, 1]);
      expect(await ids({ ...residentialSale, minPrice: 1_000_000, maxPrice: 2_500_000 })).toEqual([13, 3, 2]);
    });

    it("filters by bedrooms, studio included", async () => {
      expect(await ids({ ...residentialSale, bedrooms: [0] })).toEqual([1]);
      expect(await ids({ ...residentialSale, bedrooms: [2] })).toEqual([13, 6, 3]);
      expect(await ids({ ...residentialSale, bedrooms: [0, 5] })).toEqual([5, 1]);
    });

    it("filters by developer and property type label", async () => {
      expect(await ids({ ...residentialSale, developerIds: [2] })).toEqual([5, 3]);
      expect(await ids({ ...residentialSale, propertyTypes: ["Villa"] })).toEqual([5, 4]);
      expect(await ids({ ...residentialSale, propertyTypes: ["Unknown"] })).toEqual([]);
    });

    it("filters by area", async () => {
      expect(await ids({ ...residentialSale, areaId: 2 })).toEqual([5, 4, 3]);
    });

    it("searches title, community, sub-community and area name, ignoring case", async () => {
      expect(await ids({ ...residentialSale, text: "studio" })).toEqual([1]);
      expect(await ids({ ...residentialSale, text: "FROND" })).toEqual([5, 4]);
      expect(await ids({ ...residentialSale, text: "signature" })).toEqual([4]);
      expect(await ids({ ...residentialSale, text: "palm jumeirah" })).toEqual([5, 4, 3]);
    });

    it("never reads typed punctuation or index operators as syntax; text without a word finds nothing", async () => {
      expect(await ids({ ...residentialSale, text: "100%" })).toEqual([6]);
      expect(await ids({ ...residentialSale, text: '"100"* (' })).toEqual([6]);
      expect(await ids({ ...residentialSale, text: "%" })).toEqual([]);
      expect(await ids({ ...residentialSale, text: "_ - :*" })).toEqual([]);
    });

    it("combines filters", async () => {
      const q: ListingQuery = { ...residentialSale, text: "palm", bedrooms: [2, 3], minPrice: 3_000_000 };
      const { items, total } = await searchListings(get().db, q, everything);
      expect(items.map((i) => i.id)).toEqual([4]);
      expect(total).toBe(1);
    });

    it("sorts by price both ways with unpriced listings last", async () => {
      expect(await ids({ ...residentialSale, sort: "price_asc" })).toEqual([14, 1, 2, 3, 13, 4, 5, 6]);
      expect(await ids({ ...residentialSale, sort: "price_desc" })).toEqual([5, 4, 13, 3, 2, 1, 14, 6]);
    });

    it("pages without overlap or gaps, and the total matches the rows", async () => {
      for (const sort of ["newest", "price_asc", "price_desc"] as const) {
        const all = await ids({ ...residentialSale, sort });
        const paged: number[] = [];
        for (let page = 1; page <= 3; page++) {
          const result = await searchListings(get().db, { ...residentialSale, sort }, { page, size: 3 });
          expect(result.total).toBe(8);
          paged.push(...result.items.map((i) => i.id));
        }
        expect(paged).toEqual(all);
      }
    });

    it("orders a page the same whether it walks the newest-first index or sorts a narrow result", async () => {
      // 30 more rent listings, some sharing a date (ties go by id). With pages of 1, page 1 of 33 walks
      // the index in order; later pages are narrow (SQLite sorts the matches instead): no gap, no repeat.
      const { db } = get();
      const rows = Array.from({ length: 30 }, (_, i) => ({
        reference: `BULK-${i}`,
        permit_number: `B${i}`,
        title: `Bulk ${i}`,
        description: "",
        listing_type: "RENT" as const,
        status: "ACTIVE" as const,
        price: 50_000 + i,
        area_id: 1,
        community: "Marina Gate",
        developer_id: 1,
        property_type_id: 1,
        category: "Residential" as const,
        bedrooms: 1,
        bathrooms: 1,
        amenities: "[]",
        created_at: `2025-03-${String(1 + (i % 10)).padStart(2, "0")}T10:00:00.000Z`,
        updated_at: "2025-03-01T10:00:00.000Z",
      }));
      await db.insertInto("listings").values(rows).execute();
      const rent: ListingQuery = { listingType: "RENT", category: "Residential" };
      const all = await ids(rent);
      expect(all).toHaveLength(33);
      const paged: number[] = [];
      for (let page = 1; page <= 33; page++) paged.push(...(await ids(rent, { page, size: 1 })));
      expect(paged).toEqual(all);
      // newest first, ties by id descending
      const bulk = await db.selectFrom("listings").select(["id", "created_at"]).where("reference", "like", "BULK-%").execute();
      const time = (v: unknown) => new Date(v as string).getTime();
      const expected = [...bulk].sort((a, b) => time(b.created_at) - time(a.created_at) || b.id - a.id).map((r) => r.id);
      expect(all.slice(0, 30)).toEqual(expected);
      // Filtered by price, bedrooms and developer (filters the walked index holds): the first pages are
      // broad, the later ones narrow (sorted); the same order, no gap, no repeat.
      const filtered: ListingQuery = { ...rent, minPrice: 50_005, maxPrice: 50_025, bedrooms: [1], developerIds: [1] };
      const inRange = await db
        .selectFrom("listings")
        .select(["id", "created_at"])
        .where("reference", "like", "BULK-%")
        .where("price", ">=", 50_005)
        .where("price", "<=", 50_025)
        .execute();
      const expectedFiltered = [...inRange].sort((a, b) => time(b.created_at) - time(a.created_at) || b.id - a.id).map((r) => r.id);
      expect(expectedFiltered).toHaveLength(21);
      const pagedFiltered: number[] = [];
      for (let page = 1; page <= 22; page++) pagedFiltered.push(...(await ids(filtered, { page, size: 1 })));
      expect(pagedFiltered).toEqual(expectedFiltered);
      expect(await ids(filtered)).toEqual(expectedFiltered);
    });

    it("gives an empty page past the last, and sane pages for odd input", async () => {
      expect(await searchListings(get().db, residentialSale, { page: 4, size: 3 })).toEqual({ items: [], total: 8 });
      expect((await searchListings(get().db, residentialSale, { page: 0, size: 3 })).items).toHaveLength(3);
      expect((await searchListings(get().db, { ...residentialSale, bedrooms: [9] }, { page: 1, size: 3 })).total).toBe(0);
    });

    it("returns card data: at most 4 photos, names, formats' inputs", async () => {
      const { items } = await searchListings(get().db, { ...residentialSale, developerIds: [1], bedrooms: [1] }, everything);
      const two = items.find((i) => i.id === 2);
      expect(two).toMatchObject({
        reference: "REF-2",
        areaName: "Dubai Marina",
        community: "Marina Gate",
        developerName: "Emaar Properties",
        propertyType: "Apartment",
        bedrooms: 1,
        bathrooms: 1,
        sizeSqft: 1000,
        price: 1_500_000,
        pricePerSqft: 1500,
        listingType: "SELL",
      });
      expect(two?.photos).toEqual(["/media/l2-0.webp", "/media/l2-1.webp", "/media/l2-2.webp", "/media/l2-3.webp"]);
      expect(items.find((i) => i.id === 14)).toMatchObject({ photos: [], pricePerSqft: null });
      const rent = await searchListings(get().db, { listingType: "RENT", developerIds: [1] }, everything);
      expect(rent.items.every((i) => i.developerName === "Emaar Properties")).toBe(true);
    });

    it("gets a listing's full detail with all photos, agent and amenities", async () => {
      const detail = await getListing(get().db, 2);
      expect(detail).toMatchObject({
        id: 2,
        permitNumber: "P2",
        amenities: ["Pool", "Gym"],
        agent: { name: "Sara Khan", brn: "12345", phone: "+971 50 123 4567", email: "sara@example.ae" },
        propertyType: "Apartment",
        areaName: "Dubai Marina",
        developerName: "Emaar Properties",
      });
      expect(detail?.photos).toHaveLength(6);
      expect((await getListing(get().db, 10))?.agent).toBeNull();
      expect((await getListing(get().db, 8))?.deposit).toBe(9_500);
      expect(await getListing(get().db, 9999)).toBeUndefined();
    });

    it("gives the Arabic title to cards and the Arabic title and description to the detail, null where the data has none", async () => {
      const db = get().db;
      await db
        .updateTable("listings")
        .set({ title_ar: "شقة بغرفة نوم واحدة في دبي مارينا", description_ar: "شقة مشرقة مع إطلالة على المارينا." })
        .where("id", "=", 2)
        .execute();
      const { items } = await searchListings(db, { ...residentialSale, developerIds: [1], bedrooms: [1] }, everything);
      expect(items.find((i) => i.id === 2)?.titleAr).toBe("شقة بغرفة نوم واحدة في دبي مارينا");
      expect(items.find((i) => i.id !== 2)?.titleAr).toBeNull();
      expect(await getListing(db, 2)).toMatchObject({
        title: "Listing 2",
        titleAr: "شقة بغرفة نوم واحدة في دبي مارينا",
        descriptionAr: "شقة مشرقة مع إطلالة على المارينا.",
      });
      expect(await getListing(db, 3)).toMatchObject({ titleAr: null, descriptionAr: null });
      // the detail page: Arabic texts for an Arabic page only (as allow-listed HTML), its redirect stays in /ar
      const arabic = await loadListingPage(db, "2", "SELL", "ar");
      if (arabic.kind !== "live") throw new Error("listing 2 is live");
      expect(arabic.listing).toMatchObject({
        titleAr: "شقة بغرفة نوم واحدة في دبي مارينا",
        descriptionArHtml: expect.stringContaining("شقة مشرقة"),
      });
      const english = await loadListingPage(db, "2", "SELL", "en");
      if (english.kind !== "live") throw new Error("listing 2 is live");
      expect(english.listing).not.toHaveProperty("titleAr");
      expect(english.listing).not.toHaveProperty("descriptionArHtml");
      await expect(loadListingPage(db, "2", "RENT", "ar")).rejects.toMatchObject({ status: 301, headers: expect.any(Headers) });
      const moved = await loadListingPage(db, "2", "RENT", "ar").catch((r: Response) => r.headers.get("Location"));
      expect(moved).toBe("/ar/properties-for-sale/2");
      await db.updateTable("listings").set({ title_ar: null, description_ar: null }).where("id", "=", 2).execute();
    });

    it("finds similar listings: same area first, then the same type elsewhere, never itself or inactive ones", async () => {
      const four = await getListing(get().db, 4);
      if (!four) throw new Error("fixture missing");
      expect((await similarListings(get().db, four, 2)).map((i) => i.id)).toEqual([5, 3]);
      const two = await getListing(get().db, 2);
      if (!two) throw new Error("fixture missing");
      // Area 1 holds 14, 13, 6, 1 (7 is inactive); then apartments in area 2.
      expect((await similarListings(get().db, two, 6)).map((i) => i.id)).toEqual([14, 13, 6, 1, 3]);
    });

    it("remembers similar listings per kind and area for the server, each listing's own left out, until a listing changes", async () => {
      // a handle of its own (the same connection): the server's remembering stays off for the other tests' handle
      const db = get().db.withoutPlugins();
      rememberCounts(db);
      const [two, fourteen] = await Promise.all([getListing(db, 2), getListing(db, 14)]);
      if (!two || !fourteen) throw new Error("fixture missing");
      expect((await similarListings(db, two, 3)).map((i) => i.id)).toEqual([14, 13, 6]);
      expect((await similarListings(db, fourteen, 3)).map((i) => i.id)).toEqual([13, 6, 2]);
      await db.updateTable("listings").set({ status: "INACTIVE" }).where("id", "=", 13).execute();
      // until the change is told, the remembered answer stands; then it is read again
      expect((await similarListings(db, two, 3)).map((i) => i.id)).toEqual([14, 13, 6]);
      await changed({ listing: 13, listingType: "SELL" });
      expect((await similarListings(db, two, 3)).map((i) => i.id)).toEqual([14, 6, 1]);
      await db.updateTable("listings").set({ status: "ACTIVE" }).where("id", "=", 13).execute();
      await changed({ listing: 13, listingType: "SELL" });
    });

    it("lists property types by category and developers by name", async () => {
      expect(await propertyTypeOptions(get().db)).toEqual([
        {
          category: "Residential",
          types: [
            { id: 1, label: "Apartment" },
            { id: 2, label: "Villa" },
          ],
        },
        { category: "Commercial", types: [{ id: 3, label: "Office" }] },
      ]);
      expect(await developerOptions(get().db)).toEqual([
        { id: 1, name: "Emaar Properties" },
        { id: 2, name: "Nakheel" },
      ]);
    });
  },
  { setup: seed },
);
