import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { searchListings } from "#app/features/listings/queries.server.ts";
const pool = new pg.Pool({ connectionString: "postgres://postgres@127.0.0.1:5432/perf_bench_100000" });
const stmts: any[] = [];
const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }), log: (e) => { if (e.level === "query") stmts.push({ sql: e.query.sql, params: e.query.parameters, ms: e.queryDurationMillis }); } });
const c: any = JSON.parse(process.argv[2]!);
await searchListings(db as any, c, { page: c.page ?? 1, size: 10 });
const first = stmts.map((s) => s.ms.toFixed(1));
stmts.length = 0;
await searchListings(db as any, c, { page: c.page ?? 1, size: 10 });
console.log('first run ms', first.join(' '));
for (const s of stmts.slice(0, 3)) {
  console.log(s.ms.toFixed(1), s.sql.slice(0, 300));
  const r = await pool.query("explain (analyze, buffers) " + s.sql, s.params);
  for (const row of r.rows) console.log("   ", row["QUERY PLAN"]);
}
await pool.end();
