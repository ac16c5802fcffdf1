import { expect, it } from "vitest";
import { seedDatabase } from "#database/seed/seed.server.ts";
import { sql } from "kysely";
import { createTestDatabase, describeEachDatabase, TEST_POSTGRES_URL } from "#tests/setup/databases.ts";
import { type DB, openDatabase } from "./db.server.ts";
import { executeByIds, reusableQuery } from "./reusable-query.server.ts";

describeEachDatabase(
  "a query compiled once, bound per call",
  (get) => {
    const cheaperQuery = (db: DB, listingType: "SELL" | "RENT", maxPrice: number, limit: number) =>
      db
        .selectFrom("listings")
        .select(["id", "price"])
        .where("status", "=", "ACTIVE")
        .where("listing_type", "=", listingType)
        .where("price", "<=", maxPrice)
        .orderBy("price", "desc")
        .orderBy("id")
        .limit(limit);
    const cheaperThan = reusableQuery(cheaperQuery);

    it("answers each call with its own values, as the query built afresh does", async () => {
      const { db } = get();
      const fresh = (...ask: ["SELL" | "RENT", number, number]) => cheaperQuery(db, ...ask).execute();
      const asks: ["SELL" | "RENT", number, number][] = [
        ["SELL", 2_000_000, 5],
        ["RENT", 150_000, 3],
        ["SELL", 900_000_000, 40],
        ["RENT", 1, 10],
      ];
      for (const ask of asks) expect(await cheaperThan(db, ...ask), ask.join(" ")).toEqual(await fresh(...ask));
      const rents = await cheaperThan(db, "RENT", 150_000, 3);
      expect(rents.length).toBe(3);
      expect(rents.every((r) => r.price !== null && r.price <= 150_000)).toBe(true);
      expect(await cheaperThan(db, "RENT", 1, 10)).toEqual([]);
    });

    it("refuses a query that does not bind a value it was given, or computes with one", async () => {
      const { db } = get();
      const shaped = reusableQuery((db, limit: number) =>
        db
          .selectFrom("listings")
          .select("id")
          .limit(limit ? 10 : 20),
      );
      await expect(shaped(db, 5)).rejects.toThrow(/parameter 0 is not a bound value/);
      const computed = reusableQuery((db, id: number, limit: number) =>
        db
          .selectFrom("listings")
          .select("id")
          .where("id", "!=", id)
          .limit(limit + 1),
      );
      await expect(computed(db, 5, 50)).rejects.toThrow(TypeError);
    });
  },
  {
    setup: async (db) => {
      await seedDatabase(db, { listings: 30, projects: 0 });
    },
  },
);

/**
 * A PostgreSQL test schema seeded with `listings`, read through one connection: the session that prepared a
 * statement is the one `pg_prepared_statements` is asked about.
 */
async function onOneConnection(listings: number, check: (db: DB) => Promise<void>) {
  const test = await createTestDatabase("postgres");
  const schema = test.handle.label.split("#")[1] ?? "";
  const single = openDatabase(TEST_POSTGRES_URL, { schema, poolSize: 1 });
  try {
    await seedDatabase(single.db, { listings, projects: 0 });
    await check(single.db);
  } finally {
    await single.close();
    await test.destroy();
  }
}

/** On PostgreSQL a kept query is a named statement: each connection parses and plans it once. */
it("is prepared once per PostgreSQL connection, and answers as before", () =>
  onOneConnection(12, async (db) => {
    const byType = reusableQuery((db: DB, type: "SELL" | "RENT") =>
      db.selectFrom("listings").select("id").where("listing_type", "=", type).orderBy("id").limit(3),
    );
    const first = await byType(db, "SELL");
    const again = await byType(db, "RENT");
    expect(first.length + again.length).toBeGreaterThan(0);
    const prepared = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_prepared_statements where statement like ${"%listing_type%limit%"}`.execute(db);
    expect(prepared.rows[0]?.n).toBe(1);
  }));

/** A read by a list of ids is a named statement per count of ids, up to a page's worth; a longer list stays unnamed. */
it("prepares a read by ids once per count of ids on a PostgreSQL connection, and answers as the plain query", () =>
  onOneConnection(80, async (db) => {
    const read = (ids: number[]) => db.selectFrom("listings").select(["id", "price"]).where("id", "in", ids).orderBy("id");
    const asks = [[1, 2, 3], [4, 5, 6], [7, 8], Array.from({ length: 70 }, (_, i) => i + 1)];
    for (const ids of asks) expect(await executeByIds(db, ids, read(ids))).toEqual(await read(ids).execute());
    const prepared = await sql<{
      statement: string;
    }>`select statement from pg_prepared_statements where statement like ${'%"price" from "listings" where "id" in%'}`.execute(db);
    // one for three ids (asked twice), one for two; the 70 ids went unnamed
    expect(prepared.rows.map((r) => (r.statement.match(/\$\d+/g) ?? []).length).sort()).toEqual([2, 3]);
  }));
