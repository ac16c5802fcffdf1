import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from "kysely";
import { describe, expect, it } from "vitest";
import type { Database } from "#app/db/schema.ts";
import { type PageQueries, pageOf, planPage } from "./queries.server.ts";
import type { ListingQuery } from "./types.ts";

/**
 * The list query's plan step (searchListings): which strategy finds a page's ids, and what each
 * strategy asks the database. The results of each strategy on real data are in queries.server.test.ts.
 */
const sale: ListingQuery = { listingType: "SELL", category: "Residential" };
const at = { total: 5_000, priced: 4_000, offset: 0, size: 10, postgres: false };

describe("planPage", () => {
  it("splits a price sort into the priced rows, then the unpriced", () => {
    expect(planPage({ ...sale, sort: "price_asc" }, at)).toEqual({
      kind: "price-split",
      sort: "price_asc",
      offset: 0,
      size: 10,
      priced: 4_000,
    });
    expect(planPage({ ...sale, sort: "price_desc" }, { ...at, postgres: true }).kind).toBe("price-split");
  });

  it("walks the newest-first index for a dense price range on SQLite only", () => {
    expect(planPage({ ...sale, minPrice: 500_000 }, at)).toEqual({ kind: "walk-newest", offset: 0, size: 10 });
    expect(planPage({ ...sale, minPrice: 500_000 }, { ...at, postgres: true })).toMatchObject({ kind: "ordered", sparse: false });
    expect(planPage({ ...sale, maxPrice: 2_000_000, sort: "size_desc" }, at)).toMatchObject({ kind: "ordered", sort: "size_desc" });
  });

  it("sorts the matches instead of walking when they are sparse", () => {
    // 100 matches for page 1 of 10: a walk of an index that holds the filters passes ≤ 3 misses a row
    expect(planPage(sale, { ...at, total: 100 })).toMatchObject({ kind: "ordered", sparse: false });
    expect(planPage(sale, { ...at, total: 20 })).toMatchObject({ kind: "ordered", sparse: true });
    // a filter the indexes lack (an area) makes a walk read table rows: sparse below 25 per row
    expect(planPage({ ...sale, areaId: 3 }, { ...at, total: 200 })).toMatchObject({ kind: "ordered", sparse: true });
    // a dense price range that is sparse is sorted, not walked
    expect(planPage({ ...sale, areaId: 3, minPrice: 1 }, { ...at, total: 200 })).toMatchObject({ kind: "ordered", sparse: true });
  });
});

describe("pageOf", () => {
  // Queries are compiled (never run) to see what each strategy asks for.
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new SqliteIntrospector(k),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  });
  function recorder(rows: (sql: string, skip: number, take: number) => number[]) {
    const asked: Array<{ sql: string; sort: string; skip: number; take: number; sparse: boolean }> = [];
    const q: PageQueries = {
      idsOf: () => db.selectFrom("listings").select("listings.id").where("listings.listing_type", "=", "SELL"),
      walkIdsOf: () => db.selectFrom("listings").select("listings.id").where("listings.status", "=", "ACTIVE"),
      pageIds: async (query, sort, skip, take, sparse = false) => {
        const { sql } = query.compile();
        asked.push({ sql, sort: sort ?? "newest", skip, take, sparse });
        return rows(sql, skip, take);
      },
    };
    return { q, asked };
  }

  it("price-split: a page across the boundary takes the last priced rows, then the first unpriced ones", async () => {
    const { q, asked } = recorder((sql, skip, take) =>
      sql.includes("is not null") ? [101, 102, 103].slice(skip - 7, skip - 7 + take) : [900, 901, 902].slice(skip, skip + take),
    );
    const ids = await pageOf({ kind: "price-split", sort: "price_asc", offset: 8, size: 4, priced: 10 }, q);
    expect(ids).toEqual([102, 103, 900, 901]);
    expect(asked.map((a) => [a.sql.includes("is not null") ? "priced" : "unpriced", a.sort, a.skip, a.take])).toEqual([
      ["priced", "price_asc", 8, 4],
      ["unpriced", "newest", 0, 2],
    ]);
  });

  it("price-split: a page past the priced rows reads only the unpriced ones, from the right offset", async () => {
    const { q, asked } = recorder(() => [900, 901]);
    expect(await pageOf({ kind: "price-split", sort: "price_desc", offset: 20, size: 2, priced: 10 }, q)).toEqual([900, 901]);
    expect(asked.map((a) => [a.sql.includes("is null") ? "unpriced" : "priced", a.skip, a.take])).toEqual([["unpriced", 10, 2]]);
  });

  it("walk-newest reads the walk's query newest first; ordered reads the matches in their sort, sparse or not", async () => {
    const walk = recorder(() => [1]);
    await pageOf({ kind: "walk-newest", offset: 30, size: 10 }, walk.q);
    expect(walk.asked).toEqual([expect.objectContaining({ sort: "newest", skip: 30, take: 10, sparse: false })]);
    expect(walk.asked[0]?.sql).toContain('"listings"."status" = ?');
    const ordered = recorder(() => [2]);
    await pageOf({ kind: "ordered", sort: "beds_desc", offset: 0, size: 10, sparse: true }, ordered.q);
    expect(ordered.asked).toEqual([expect.objectContaining({ sort: "beds_desc", skip: 0, take: 10, sparse: true })]);
    expect(ordered.asked[0]?.sql).toContain('"listings"."listing_type" = ?');
  });
});
