/**
 * `npx tsx bench/search-db.ts [--engine sqlite|postgres] [--runs 200]`:
 * database time of search on 100,000 listings (issue 21), without HTTP.
 *
 * - GET /api/locations?q= (the handler, index in memory): p50/p95 per request;
 * - a text-search list page (count + page of 10 + card photos, the list
 *   page's query function) on the FTS5 / tsvector index: every count
 *   computed (the budget figure), then with the count cache on as the server
 *   runs it (each text counted once); and the old LIKE '%…%' count on the
 *   same data for comparison.
 *
 * `npm run bench -- --search [--db sqlite,pg]` runs this for each engine.
 *
 * SQLite uses data/search-bench.db, PostgreSQL the schema `search_bench` of
 * TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); either
 * is seeded (no media) when it holds fewer than 100,000 listings.
 */
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { rememberCounts } from "#app/db/count-cache.server.ts";
import { openDatabase } from "#app/db/db.server.ts";
import { lowerContains } from "#app/db/text-search.ts";
import { migrateToLatest } from "#database/migrator.ts";
import { seedDatabase } from "#database/seed/seed.server.ts";
import { getLocations } from "#app/features/api/endpoints.server.ts";
import { searchListings } from "#app/features/listings/queries.server.ts";
import type { ListingQuery } from "#app/features/listings/types.ts";

const LISTINGS = 100_000;
const { values: args } = parseArgs({
  options: { engine: { type: "string", default: "sqlite" }, runs: { type: "string", default: "200" } },
});
const RUNS = Math.max(10, Number(args.runs) || 200);
const postgres = args.engine === "postgres";
const handle = postgres
  ? openDatabase(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test", { schema: "search_bench" })
  : openDatabase("data/search-bench.db");
const { db } = handle;

function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? 0;
  return `p50 ${at(0.5).toFixed(2)} ms  p95 ${at(0.95).toFixed(2)} ms  max ${at(1).toFixed(2)} ms`;
}

async function time<T>(fn: () => Promise<T>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

try {
  if (postgres) await sql`create schema if not exists search_bench`.execute(db);
  await migrateToLatest(db);
  const have = Number(
    (
      await db
        .selectFrom("listings")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirst()
    )?.n ?? 0,
  );
  if (have < LISTINGS) {
    console.log(`seeding ${LISTINGS} listings (${handle.engine})…`);
    await seedDatabase(db, { listings: LISTINGS, projects: 2000, reset: true });
  }
  // autovacuum's steady state (the test server runs without it): statistics, visibility map, hint bits
  if (postgres) await sql`vacuum (analyze) listings, listings_search, listing_photos, areas`.execute(db);
  console.log(`${handle.engine}: ${have >= LISTINGS ? have : LISTINGS} listings`);

  // 1. /api/locations
  const queries = ["jvc", "marina", "downtown", "the springs 3", "busi", "jumeirah village", "JLT", "creek", "palm", "al"];
  const first = await time(() => getLocations(new Request("http://x/api/locations?q=jvc"), db));
  console.log(`locations index first build + answer: ${first.toFixed(1)} ms`);
  const loc: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const q = queries[i % queries.length] ?? "jvc";
    loc.push(await time(async () => (await getLocations(new Request(`http://x/api/locations?q=${encodeURIComponent(q)}`), db)).text()));
  }
  console.log(`GET /api/locations?q= handler (${RUNS} runs): ${stats(loc)}`);

  // 2. text-search list page (count + page + photos) vs the old LIKE count
  const texts = ["marina", "jvc", "sea view", "marina gate", "penthouse", "villa garden", "business bay", "downtown"];
  const base: ListingQuery = { listingType: "SELL", category: "Residential", status: "ACTIVE", sort: "newest" };
  for (const text of texts) await searchListings(db, { ...base, text }, { page: 1, size: 10 });
  const page: number[] = [];
  const pageOf: Record<string, number[]> = {};
  for (let i = 0; i < RUNS; i++) {
    const text = texts[i % texts.length] ?? "marina";
    const ms = await time(() => searchListings(db, { ...base, text }, { page: 1 + (i % 3), size: 10 }));
    page.push(ms);
    (pageOf[text] ??= []).push(ms);
  }
  console.log(`text-search list page, count + page of 10 + photos (${RUNS} runs): ${stats(page)}`);
  for (const [text, ms] of Object.entries(pageOf)) {
    const { total } = await searchListings(db, { ...base, text }, { page: 1, size: 10 });
    console.log(`  "${text}" (${total} results): ${stats(ms)}`);
  }
  rememberCounts(db);
  const cached: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const text = texts[i % texts.length] ?? "marina";
    cached.push(await time(() => searchListings(db, { ...base, text }, { page: 1 + (i % 3), size: 10 })));
  }
  console.log(`same, count cache on as the server runs it (each text counted once) (${RUNS} runs): ${stats(cached)}`);
  const like: number[] = [];
  for (let i = 0; i < Math.min(RUNS, 40); i++) {
    const text = texts[i % texts.length] ?? "marina";
    like.push(
      await time(() =>
        db
          .selectFrom("listings")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("status", "=", "ACTIVE")
          .where("listing_type", "=", "SELL")
          .where("category", "=", "Residential")
          .where((eb) =>
            eb.or([
              lowerContains("listings.title", text),
              lowerContains("listings.community", text),
              lowerContains("listings.sub_community", text),
              eb("listings.area_id", "in", eb.selectFrom("areas").select("areas.id").where(lowerContains("areas.name", text))),
            ]),
          )
          .executeTakeFirst(),
      ),
    );
  }
  console.log(`old LIKE count alone, same texts (${like.length} runs): ${stats(like)}`);
} finally {
  await handle.close();
}
