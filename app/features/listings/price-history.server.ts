import type { DB } from "#app/db/db.server.ts";
import { reusableQuery } from "#app/db/reusable-query.server.ts";

export interface PriceChange {
  /** "YYYY-MM-DD" */
  date: string;
  price: number | null;
}

/** A listing's recorded prices, oldest first (a feed records one per change; demo listings have none). */
const newestPrices = reusableQuery((db, listingId: number, limit: number) =>
  db
    .selectFrom("listing_price_history")
    .select(["price", "changed_at"])
    .where("listing_id", "=", listingId)
    .orderBy("changed_at", "desc")
    .orderBy("id", "desc")
    .limit(limit),
);

export async function priceHistory(db: DB, listingId: number, limit = 12): Promise<PriceChange[]> {
  const rows = await newestPrices(db, listingId, limit);
  return rows.reverse().map((r) => ({ date: r.changed_at.slice(0, 10), price: r.price }));
}
