import type { DB } from "#app/db/db.server.ts";
import { type MarketFigures, marketFigures, WINDOW } from "./figures.ts";

/** How far back an area's figures reach: a year of months. */
export const MARKET_MONTHS = 12;

/**
 * An area's market figures (issue 44 item 5): the asking prices of the homes listed there in the last
 * twelve months, whatever became of them (sold, let or still on the market), by month and type. One
 * read of the area's residential rows in that window (index on area_id); the medians are taken here,
 * one code path for both databases.
 */
export async function areaMarket(db: DB, areaId: number, now = new Date()): Promise<MarketFigures> {
  // the first month's rolling window reaches WINDOW - 1 months further back
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MARKET_MONTHS - 1) - (WINDOW - 1), 1)).toISOString();
  const rows = await db
    .selectFrom("listings")
    .innerJoin("property_types", "property_types.id", "listings.property_type_id")
    .select(["listings.listing_type", "listings.price", "listings.size_sqft", "listings.created_at", "property_types.label as type"])
    .where("listings.area_id", "=", areaId)
    .where("listings.category", "=", "Residential")
    .where("listings.price", ">", 0)
    .where("listings.created_at", ">=", since)
    .execute();
  return marketFigures(
    rows.map((r) => ({
      listingType: r.listing_type,
      price: Number(r.price),
      sizeSqft: r.size_sqft === null ? null : Number(r.size_sqft),
      createdAt: r.created_at,
      type: r.type,
    })),
    now,
    MARKET_MONTHS,
  );
}
