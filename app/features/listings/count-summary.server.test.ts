import { expect, it, vi } from "vitest";
import type { DB } from "#app/db/db.server.ts";
import type { NewListing } from "#app/db/schema.ts";
import { purgeResponseCache } from "#app/utils/cache-purge.server.ts";
import { insertArea, insertDeveloper } from "#tests/fixtures/directory-rows.ts";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { countSummaryReady, keepCountSummary, summaryCount, summaryTextPage } from "./count-summary.server.ts";
import { isPostgres } from "#app/db/dialect.ts";
import { searchListings, whereListing, withPropertyTypeIds } from "./queries.server.ts";
import type { ListingQuery } from "./types.ts";

/**
 * 120 listings spread over every value the summary holds, with the edge cases SQL treats
 * specially: no price, no bedroom count, no developer, and listings that are not active.
 */
async function seed(db: DB) {
  const area = await insertArea(db, "Dubai Marina");
  const developers = [await insertDeveloper(db, "Emaar"), await insertDeveloper(db, "Nakheel")];
  const types = await db
    .insertInto("property_types")
    .values([
      { category: "Residential", label: "Apartment", sort_order: 1 },
      { category: "Residential", label: "Villa", sort_order: 2 },
      { category: "Commercial", label: "Office", sort_order: 3 },
    ])
    .returning("id")
    .execute();
  const [apartment, villa, office] = types.map((t) => t.id) as [number, number, number];
  const rows: NewListing[] = Array.from({ length: 120 }, (_, i) => ({
    reference: `R-${i}`,
    permit_number: `P${i}`,
    title: `${["Sea view", "Garden", "Marina"][i % 4] ?? "Quiet"} listing ${i}`,
    description: "",
    listing_type: i % 3 === 0 ? "RENT" : "SELL",
    status: i % 17 === 0 ? "INACTIVE" : i % 29 === 0 ? "HELD" : "ACTIVE",
    price: i % 11 === 0 ? null : (i % 3 === 0 ? 40_000 : 500_000) + (i % 10) * 250_000,
    area_id: area,
    community: "Marina Gate",
    developer_id: i % 7 === 0 ? null : (developers[i % 2] ?? null),
    property_type_id: i % 5 === 0 ? office : i % 2 ? villa : apartment,
    category: i % 5 === 0 ? "Commercial" : "Residential",
    bedrooms: i % 13 === 0 ? null : i % 6,
    bathrooms: 1,
    amenities: "[]",
    created_at: `2025-01-${String(1 + (i % 28)).padStart(2, "0")}T10:00:00.000Z`,
    updated_at: "2025-01-01T10:00:00.000Z",
  }));
  await db.insertInto("listings").values(rows).execute();
}

/** The count as the database gives it (the WHERE clause lists use), for comparison. */
async function sqlCount(db: DB, q: ListingQuery) {
  const row = await db
    .selectFrom("listings")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where(whereListing(await withPropertyTypeIds(db, q), isPostgres(db)))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const QUERIES: ListingQuery[] = [
  {},
  { listingType: "SELL" },
  { listingType: "RENT", category: "Residential" },
  { listingType: "SELL", category: "Commercial" },
  { listingType: "RENT", category: "Commercial" },
  { listingType: "SELL", category: "Residential", minPrice: 1_000_000 },
  { listingType: "SELL", maxPrice: 1_000_000 },
  { listingType: "SELL", minPrice: 750_000, maxPrice: 1_750_000 },
  { listingType: "RENT", bedrooms: [0] },
  { listingType: "RENT", bedrooms: [1, 2, 5] },
  { bedrooms: [] },
  { developerIds: [2] },
  { listingType: "SELL", developerIds: [1, 2], bedrooms: [3] },
  { propertyTypes: ["Villa"] },
  { propertyTypes: ["Apartment", "Office"], minPrice: 600_000, sort: "price_desc" },
  { propertyTypes: ["Penthouse"] },
  { listingType: "SELL", category: "Residential", propertyTypes: ["Apartment"], bedrooms: [2], developerIds: [1], maxPrice: 3_000_000 },
];

describeEachDatabase(
  "list count summary",
  (get) => {
    const ready = async (db: DB) => vi.waitFor(() => expect(countSummaryReady(db)).toBe(true), { timeout: 5000 });
    /** Runs `check` with the summary on for the test database and built, then turns it off. */
    const withSummary = async (check: (db: DB) => Promise<void>, options?: { chunk?: number }) => {
      const { db } = get();
      const stop = keepCountSummary(db, options);
      try {
        await ready(db);
        await check(db);
      } finally {
        stop();
      }
    };

    it("counts every combination of the filters it holds exactly as the database does", async () => {
      // read 7 index entries at a time: the walk resumes where each chunk ended, none read twice or missed
      await withSummary(
        async (db) => {
          for (const q of QUERIES) {
            const typed = await withPropertyTypeIds(db, q);
            const fromSummary = summaryCount(db, typed);
            expect(fromSummary, JSON.stringify(q)).toBeDefined();
            expect(fromSummary?.n, JSON.stringify(q)).toBe(await sqlCount(db, q));
          }
          // priced: the listings with a price among those counted
          const all = await db
            .selectFrom("listings")
            .select(["price"])
            .where("status", "=", "ACTIVE")
            .where("listing_type", "=", "SELL")
            .execute();
          expect(summaryCount(db, { listingType: "SELL" })).toEqual({ n: all.length, priced: all.filter((r) => r.price !== null).length });
          // and a list page's total is the same either way
          expect((await searchListings(db, { listingType: "SELL", bedrooms: [2] }, { page: 1, size: 5 })).total).toBe(
            await sqlCount(db, { listingType: "SELL", bedrooms: [2] }),
          );
        },
        { chunk: 7 },
      );
    });

    it("leaves other filters, other statuses and unresolved types to the database", async () => {
      await withSummary(async (db) => {
        expect(summaryCount(db, { text: "marina" })).toBeUndefined();
        expect(summaryCount(db, { areaId: 1 })).toBeUndefined();
        expect(summaryCount(db, { minSize: 500 })).toBeUndefined();
        expect(summaryCount(db, { status: "INACTIVE" })).toBeUndefined();
        expect(summaryCount(db, { propertyTypes: ["Villa"] })).toBeUndefined();
        expect(summaryCount(db, { status: "ACTIVE", listingType: "RENT" })).toBeDefined();
      });
    });

    it("is rebuilt after a purge, so a change to the stock shows in the totals", async () => {
      await withSummary(async (db) => {
        const before = summaryCount(db, { listingType: "RENT" })?.n ?? 0;
        await db
          .updateTable("listings")
          .set({ status: "INACTIVE" })
          .where("listing_type", "=", "RENT")
          .where("status", "=", "ACTIVE")
          .execute();
        await purgeResponseCache({ all: true });
        // until the new summary is built the database counts; then the summary agrees with it
        await ready(db);
        expect(before).toBeGreaterThan(0);
        expect(summaryCount(db, { listingType: "RENT" })).toEqual({ n: 0, priced: 0 });
        expect(await sqlCount(db, { listingType: "RENT" })).toBe(0);
      });
    });

    it("pages and counts a text search with those filters exactly as the database does", async () => {
      const { db } = get();
      const size = 4;
      const cases: [ListingQuery, number][] = [
        [{ listingType: "SELL", text: "sea" }, 1],
        [{ listingType: "SELL", text: "sea" }, 3],
        [{ listingType: "SELL", text: "garden", sort: "price_asc" }, 1],
        // past the priced listings into the unpriced ones (newest first)
        [{ listingType: "SELL", text: "garden", sort: "price_asc" }, 4],
        [{ listingType: "SELL", text: "garden", sort: "price_desc" }, 2],
        [{ listingType: "SELL", text: "garden", sort: "price_desc" }, 4],
        [{ listingType: "RENT", text: "marina gate", bedrooms: [1, 2] }, 1],
        [{ listingType: "SELL", category: "Residential", text: "sea view", propertyTypes: ["Villa"], minPrice: 1_000_000 }, 1],
        [{ listingType: "SELL", text: "quiet", developerIds: [1], maxPrice: 2_000_000, sort: "price_desc" }, 1],
        [{ listingType: "SELL", text: "nowhere" }, 1],
        [{ listingType: "SELL", text: "sea" }, 40],
      ];
      // the database's answers, before the summary is turned on
      const expected: Awaited<ReturnType<typeof searchListings>>[] = [];
      for (const [q, page] of cases) expected.push(await searchListings(db, q, { page, size }));
      await withSummary(
        async (db) => {
          for (const [index, [q, page]] of cases.entries()) {
            const label = `${JSON.stringify(q)} page ${page}`;
            expect(await summaryTextPage(db, await withPropertyTypeIds(db, q), (page - 1) * size, size), label).toBeDefined();
            const got = await searchListings(db, q, { page, size });
            expect(got.total, label).toBe(expected[index]?.total);
            expect(
              got.items.map((item) => item.id),
              label,
            ).toEqual(expected[index]?.items.map((item) => item.id));
          }
          expect(expected[0]?.total).toBeGreaterThan(size * 2);
          // a listing added since the build shows at once, before its purge arrives: the database answers until then
          const area = await db
            .selectFrom("listings")
            .select(["area_id", "property_type_id"])
            .where("reference", "=", "R-1")
            .executeTakeFirstOrThrow();
          const [added] = await db
            .insertInto("listings")
            .values({
              reference: "R-new",
              permit_number: "P-new",
              title: "Freshly imported skyline loft",
              description: "",
              listing_type: "SELL",
              status: "ACTIVE",
              price: 900_000,
              area_id: area.area_id,
              community: "Marina Gate",
              property_type_id: area.property_type_id,
              category: "Residential",
              bedrooms: 1,
              bathrooms: 1,
              amenities: "[]",
              created_at: "2025-02-01T10:00:00.000Z",
              updated_at: "2025-02-01T10:00:00.000Z",
            })
            .returning("id")
            .execute();
          const fresh = await searchListings(db, { listingType: "SELL", text: "skyline" }, { page: 1, size });
          expect(fresh.items.map((item) => item.id)).toEqual([added?.id]);
          expect(fresh.total).toBe(1);
          // a change of text shows once the purge has rebuilt the summary
          const [renamed] = await db
            .updateTable("listings")
            .set({ title: "Unique penthouse" })
            .where("reference", "=", "R-4")
            .returning("id")
            .execute();
          await purgeResponseCache({ all: true });
          await ready(db);
          const found = await searchListings(db, { listingType: "SELL", text: "unique" }, { page: 1, size });
          expect(found.items.map((item) => item.id)).toEqual([renamed?.id]);
        },
        { chunk: 7 },
      );
    });

    it("leaves a text search to the database when it cannot answer it exactly", async () => {
      await withSummary(async (db) => {
        expect(await summaryTextPage(db, { text: "sea" }, 0, 10)).toBeUndefined();
        expect(await summaryTextPage(db, { listingType: "SELL", text: "sea", sort: "size_asc" }, 0, 10)).toBeUndefined();
        expect(await summaryTextPage(db, { listingType: "SELL", text: "sea", areaId: 1 }, 0, 10)).toBeUndefined();
        expect(await summaryTextPage(db, { listingType: "SELL", text: " !! " }, 0, 10)).toBeUndefined();
        expect(await summaryTextPage(db, { listingType: "SELL", text: "sea", status: "INACTIVE" }, 0, 10)).toBeUndefined();
      });
    });

    it("is not used by a database it was not turned on for (scripts and tests count in SQL)", () => {
      expect(summaryCount(get().db, {})).toBeUndefined();
    });
  },
  { setup: seed },
);
