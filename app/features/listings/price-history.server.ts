import type { Insertable, Transaction } from "kysely";
import type { DB } from "#app/db/db.server.ts";
import type { Database } from "#app/db/schema.ts";
import type { ListingPriceHistoryTable } from "#app/db/tables/feeds.ts";
import { reusableQuery } from "#app/db/reusable-query.server.ts";

/**
 * A listing's price history, written by every writer of listings (the feed importer and the listing
 * editor) through `recordPrices`, and read by the detail page. One place for the table's rows.
 */

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

export type PriceRecord = Insertable<ListingPriceHistoryTable>;

/** Writes price changes (a new listing's first price, a changed price or rent period) in the writer's transaction. */
export async function recordPrices(trx: Transaction<Database> | DB, rows: readonly PriceRecord[]): Promise<void> {
  if (rows.length)
    await trx
      .insertInto("listing_price_history")
      .values([...rows])
      .execute();
}
