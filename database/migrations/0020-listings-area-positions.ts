import type { Kysely } from "kysely";

/**
 * Each area's centre is the mean position of its active listings (app/features/map/queries.server.ts),
 * asked by project and area pages and the basemap. Without an index holding the positions it read
 * every active listing's row: ~235 ms on 100,000 listings, on the event loop, for the first such page
 * after every purge and every 10 minutes (the result is remembered until then). From this index alone,
 * in area order: ~8 ms.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("listings_status_area_position")
    .on("listings")
    .columns(["status", "area_id", "latitude", "longitude"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("listings_status_area_position").execute();
}
