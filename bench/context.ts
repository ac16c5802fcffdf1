/**
 * The ids the realistic scenarios draw from: every active listing by kind, projects, developers,
 * areas, and each developer's stock per list kind (bench/run.ts, bench/ab.ts).
 */
import { openDatabase } from "#app/db/db.server.ts";
import type { BenchContext } from "./types.ts";

export async function benchContext(url: string): Promise<BenchContext> {
  const handle = openDatabase(url);
  try {
    const listings = await handle.db
      .selectFrom("listings")
      .select(["id", "listing_type", "category", "developer_id"])
      .where("status", "=", "ACTIVE")
      .orderBy("id")
      .execute();
    const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);
    const projectIds = ids(await handle.db.selectFrom("projects").select("id").where("status", "=", "ACTIVE").orderBy("id").execute());
    const developerIds = ids(await handle.db.selectFrom("developers").select("id").orderBy("id").execute());
    const areaIds = ids(await handle.db.selectFrom("areas").select("id").orderBy("id").execute());
    const developerStock = new Map<string, number>();
    for (const r of listings) {
      if (r.developer_id === null) continue;
      const key = `${r.listing_type}|${r.category}|${r.developer_id}`;
      developerStock.set(key, (developerStock.get(key) ?? 0) + 1);
    }
    return {
      listingIds: {
        sale: ids(listings.filter((r) => r.listing_type === "SELL")),
        rent: ids(listings.filter((r) => r.listing_type === "RENT")),
        commercial: ids(listings.filter((r) => r.category === "Commercial")),
      },
      projectIds,
      developerIds,
      developerStock,
      areaIds,
    };
  } finally {
    await handle.close();
  }
}
