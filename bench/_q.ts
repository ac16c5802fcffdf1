import { Kysely, SqliteDialect } from "kysely";
import Database from "better-sqlite3";
import { searchListings } from "#app/features/listings/queries.server.ts";
const raw = new Database("data/bench.db", { readonly: true });
const stmts: { sql: string; params: readonly unknown[]; ms: number }[] = [];
const db = new Kysely<any>({
  dialect: new SqliteDialect({ database: raw }),
  log: (e) => { if (e.level === "query") stmts.push({ sql: e.query.sql, params: e.query.parameters, ms: e.queryDurationMillis }); },
});
const cases: any[] = [
  { listingType: "RENT", category: "Residential", status: "ACTIVE", sort: "newest", page: 4 },
  { listingType: "SELL", category: "Residential", status: "ACTIVE", propertyTypes: ["Villa"], sort: "newest" },
  { listingType: "SELL", category: "Residential", status: "ACTIVE", text: "marina", minPrice: 500000, sort: "newest" },
];
for (const c of cases) {
  stmts.length = 0;
  await searchListings(db as any, c, { page: c.page ?? 1, size: 10 });
  for (const s of stmts) {
    console.log(s.ms.toFixed(1), "ms:", s.sql.slice(0, 400), JSON.stringify(s.params));
    const plan = raw.prepare("explain query plan " + s.sql).all(...(s.params as any[]).map((p) => (typeof p === "boolean" ? Number(p) : p)));
    for (const p of plan as any[]) console.log("    ", p.detail);
  }
}
