import { apiListPath, listPath } from "./scenarios/realistic.ts";
import { seededRandom } from "./types.ts";
import { openDatabase } from "#app/db/db.server.ts";
const { db } = openDatabase(process.env.CHECK_DB ?? "data/bench.db");
const developerIds = (await db.selectFrom("developers").select("id").orderBy("id").limit(50).execute()).map((r) => r.id);
const areaIds = (await db.selectFrom("areas").select("id").orderBy("id").limit(50).execute()).map((r) => r.id);
const ctx = { listingIds: { sale: [], rent: [], commercial: [] }, projectIds: [], developerIds, areaIds };
const random = seededRandom(Number(process.argv[3] ?? 11));
const kind = process.argv[2] ?? "api";
const times: [number, string][] = [];
for (let i = 0; i < 1500; i++) {
  const p = kind === "api" ? apiListPath(random, ctx as any) : listPath(random, ctx as any);
  const t = performance.now();
  const r = await fetch(`http://127.0.0.1:3377${p}`, { redirect: "manual" });
  await r.arrayBuffer();
  times.push([performance.now() - t, p]);
}
times.sort((a, b) => b[0] - a[0]);
const sorted = times.map((t) => t[0]).sort((a, b) => a - b);
console.log("p50", sorted[750]!.toFixed(1), "p95", sorted[1425]!.toFixed(1), "p99", sorted[1485]!.toFixed(1));
for (const [ms, p] of times.slice(0, 25)) console.log(ms.toFixed(1), decodeURIComponent(p));
