import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { searchListings } from "#app/features/listings/queries.server.ts";
const pool = new pg.Pool({ connectionString: "postgres://postgres@127.0.0.1:5432/test", options: "-c search_path=search_bench" });
const stmts: any[] = [];
const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }), log: (e) => { if (e.level === "query") stmts.push({ sql: e.query.sql, params: e.query.parameters, ms: e.queryDurationMillis }); } });
const c: any = { listingType: "RENT", status: "ACTIVE", bedrooms: [3], minPrice: 80000, maxPrice: 100000, sort: "newest" };
await searchListings(db as any, c, { page: 1, size: 10 });
stmts.length = 0;
await searchListings(db as any, c, { page: 1, size: 10 });
for (const s of stmts.slice(0, 2)) {
  console.log(s.ms.toFixed(1), s.sql.slice(0, 300));
  const r = await pool.query("explain (analyze, buffers) " + s.sql, s.params);
  for (const row of r.rows) console.log("   ", row["QUERY PLAN"]);
}
await pool.end();
