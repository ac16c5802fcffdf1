import { openDatabase } from "#app/db/db.server.ts";
import { searchListings } from "#app/features/listings/queries.server.ts";
const h = process.argv[2] === "pg" ? openDatabase("postgres://postgres@127.0.0.1:5432/test", { schema: "search_bench" }) : openDatabase("data/search-bench.db");
const cases: any[] = [
  { listingType: "SELL", status: "ACTIVE", propertyTypes: ["Duplex"], developerIds: [20], sort: "newest" },
  { listingType: "SELL", status: "ACTIVE", bedrooms: [2], minPrice: 2000000, maxPrice: 2000000, sort: "newest" },
  { listingType: "SELL", status: "ACTIVE", bedrooms: [4], propertyTypes: ["Penthouse"], developerIds: [11], sort: "newest" },
  { listingType: "RENT", status: "ACTIVE", bedrooms: [3], minPrice: 80000, maxPrice: 100000, sort: "newest" },
];
for (const c of cases) {
  const t0 = performance.now();
  const r = await searchListings(h.db, c, { page: 1, size: 10 });
  const t1 = performance.now();
  await searchListings(h.db, c, { page: 1, size: 10 });
  console.log(r.total, (t1 - t0).toFixed(1), (performance.now() - t1).toFixed(1), "ms", JSON.stringify(c));
}
await h.close();
