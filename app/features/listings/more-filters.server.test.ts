import { expect, it } from "vitest";
import type { DB } from "#app/db/db.server.ts";
import type { NewListing } from "#app/db/schema.ts";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { parseListingFilters, toListingQuery } from "./filters.ts";
import { writeListingSearch } from "./search.ts";
import { searchListings } from "./queries.server.ts";
import type { ListingQuery } from "./types.ts";

/** Ten rent listings in one area whose sizes, baths, furnishing, completion, amenities and cheques differ. */
async function seed(db: DB) {
  await db.insertInto("areas").values({ slug: "jvc", name: "Jumeirah Village Circle (JVC)", description: "" }).execute();
  await db.insertInto("property_types").values({ category: "Residential", label: "Apartment", sort_order: 1 }).execute();
  const row = (n: number, over: Partial<NewListing>): NewListing => ({
    reference: `R${n}`,
    permit_number: `P${n}`,
    title: `Flat ${n}`,
    description: "",
    listing_type: "RENT",
    status: "ACTIVE",
    price: 60_000 + n * 5_000,
    area_id: 1,
    property_type_id: 1,
    category: "Residential",
    bedrooms: 1,
    bathrooms: 1,
    size_sqft: 700,
    amenities: "[]",
    created_at: `2026-02-${String(n).padStart(2, "0")}T00:00:00.000Z`,
    updated_at: "2026-02-01T00:00:00.000Z",
    ...over,
  });
  await db
    .insertInto("listings")
    .values([
      row(1, { size_sqft: 450, furnishing: "furnished", cheques: 1, amenities: JSON.stringify(["Swimming pool", "Gym"]) }),
      row(2, {
        size_sqft: 1200,
        bedrooms: 2,
        bathrooms: 3,
        furnishing: "unfurnished",
        cheques: 4,
        amenities: JSON.stringify(["Balcony", "Maid's room"]),
      }),
      row(3, {
        size_sqft: 900,
        bedrooms: 2,
        bathrooms: 2,
        furnishing: "semi-furnished",
        cheques: 12,
        parking: 1,
        amenities: JSON.stringify(["Pets allowed"]),
      }),
      row(4, {
        size_sqft: null,
        bedrooms: 3,
        bathrooms: 4,
        completion_status: "off-plan",
        cheques: null,
        amenities: JSON.stringify(["Private pool", "Covered parking"]),
      }),
      row(5, { size_sqft: 2000, bedrooms: null, price: null, completion_status: "ready", cheques: 2 }),
    ])
    .execute();
}

const rent: ListingQuery = { listingType: "RENT" };
const all = { page: 1, size: 50 };

describeEachDatabase(
  "sale/rent list: more filters and sorts",
  (get) => {
    const ids = async (q: Partial<ListingQuery>) => (await searchListings(get().db, { ...rent, ...q }, all)).items.map((i) => i.id).sort();

    it("filters by size range (inclusive), a listing without a size matching no bound", async () => {
      expect(await ids({ minSize: 900 })).toEqual([2, 3, 5]);
      expect(await ids({ maxSize: 900 })).toEqual([1, 3]);
      expect(await ids({ minSize: 800, maxSize: 1200 })).toEqual([2, 3]);
    });

    it("filters by at least N bathrooms, furnishing and completion", async () => {
      expect(await ids({ minBathrooms: 3 })).toEqual([2, 4]);
      expect(await ids({ furnishing: "semi-furnished" })).toEqual([3]);
      expect(await ids({ completion: "off-plan" })).toEqual([4]);
      expect(await ids({ completion: "ready" })).toEqual([5]);
    });

    it("filters by every chosen amenity (pool counts private and shared pools; parking counts parking spaces)", async () => {
      expect(await ids({ amenities: ["pool"] })).toEqual([1, 4]);
      expect(await ids({ amenities: ["pool", "gym"] })).toEqual([1]);
      expect(await ids({ amenities: ["balcony"] })).toEqual([2]);
      expect(await ids({ amenities: ["maid"] })).toEqual([2]);
      expect(await ids({ amenities: ["parking"] })).toEqual([3, 4]);
      expect(await ids({ amenities: ["pets"] })).toEqual([3]);
    });

    it("filters rents paid in at least N cheques", async () => {
      expect(await ids({ minCheques: 4 })).toEqual([2, 3]);
      expect(await ids({ minCheques: 1 })).toEqual([1, 2, 3, 5]);
    });

    it("sorts by price per sq.ft, size and bedrooms, rows without the value last", async () => {
      const order = async (sort: ListingQuery["sort"]) => (await searchListings(get().db, { ...rent, sort }, all)).items.map((i) => i.id);
      // price/size: 1 → 65000/450=144, 2 → 70000/1200=58, 3 → 75000/900=83; 4 has no size, 5 no price
      expect((await order("psf_asc")).slice(0, 3)).toEqual([2, 3, 1]);
      expect((await order("psf_desc")).slice(0, 3)).toEqual([1, 3, 2]);
      expect(await order("size_desc")).toEqual([5, 2, 3, 1, 4]);
      expect(await order("size_asc")).toEqual([1, 3, 2, 5, 4]);
      expect((await order("beds_desc")).slice(0, 3)).toEqual([4, 3, 2]);
      expect((await order("beds_desc")).at(-1)).toBe(5);
    });

    it("keeps to map bounds (bbox), a listing without coordinates never inside", async () => {
      const db = get().db;
      await db.updateTable("listings").set({ longitude: 55.2, latitude: 25.06 }).where("id", "in", [1, 2]).execute();
      await db.updateTable("listings").set({ longitude: 55.3, latitude: 25.2 }).where("id", "=", 3).execute();
      expect(await ids({ bbox: [55.1, 25.0, 55.25, 25.1] })).toEqual([1, 2]);
      expect(await ids({ bbox: [55.1, 25.0, 55.35, 25.25] })).toEqual([1, 2, 3]);
      const filters = parseListingFilters("?bbox=55.1,25.0,55.25,25.1");
      expect(filters.bbox).toEqual([55.1, 25, 55.25, 25.1]);
      expect(writeListingSearch(filters)).toBe("?bbox=55.1%2C25%2C55.25%2C25.1");
      // unusable bounds are dropped: inverted, out of range, not four numbers
      for (const bad of ["55.3,25,55.1,25.1", "200,0,201,1", "1,2,3", "a,b,c,d"])
        expect(parseListingFilters(`?bbox=${bad}`).bbox).toBeUndefined();
    });

    it("reads every new filter from the URL and writes the same URL back", async () => {
      const query =
        "?min_size=800&max_size=1200&baths=2&furnishing=unfurnished&amenity=balcony&amenity=maid&cheques=4&period=monthly&sort=size_desc";
      const filters = parseListingFilters(query);
      expect(writeListingSearch(filters)).toBe(query);
      const found = await searchListings(get().db, toListingQuery({ category: "Residential", method: "rent" }, filters), all);
      expect(found.items.map((i) => i.id)).toEqual([2]);
    });
  },
  { setup: seed },
);
