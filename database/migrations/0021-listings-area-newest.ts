import type { Kysely } from "kysely";

/**
 * A detail page's similar listings are the newest active ones of the same kind and category in the
 * same area (app/features/listings/queries.server.ts, `similarInArea`). 0001's area index stopped at
 * the listing type, so the query walked the newest listings of that type instead and read each one's
 * row for its area: 0.09 ms for most listings, but up to 37 ms for a small area or a commercial
 * listing (mean 0.57 ms over 400 random listings of 100,000). With the category and the newest-first
 * key in the area index it seeks straight to the four rows: mean 0.055 ms, at most 0.9 ms. The
 * index keeps its name and its first three columns, so the area pages' counts use it as before.
 */
const BEFORE = ["area_id", "status", "listing_type"];
const AFTER = [...BEFORE, "category", "created_at", "id"];

async function areaIndex(db: Kysely<unknown>, columns: string[]) {
  await db.schema.dropIndex("listings_area").ifExists().execute();
  await db.schema.createIndex("listings_area").on("listings").columns(columns).execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await areaIndex(db, AFTER);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await areaIndex(db, BEFORE);
}
