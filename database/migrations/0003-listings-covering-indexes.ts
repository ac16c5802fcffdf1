import type { Kysely } from "kysely";

/**
 * Covering indexes for the list pages (measured on 100000 listings, see
 * docs/decisions/003-listing-list-indexes.md): every filter column sits in
 * the index, so a list query walks one index in the page's order and tests
 * the filters on index entries, never visiting the table for rows it skips.
 * One index per order: newest (with the text-search columns) and price.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("listings_cover_newest")
    .on("listings")
    .columns([
      "status",
      "listing_type",
      "category",
      "created_at",
      "price",
      "bedrooms",
      "property_type_id",
      "developer_id",
      "area_id",
      "title",
      "community",
      "sub_community",
    ])
    .execute();
  await db.schema
    .createIndex("listings_cover_price")
    .on("listings")
    .columns(["status", "listing_type", "category", "price", "bedrooms", "property_type_id", "developer_id", "area_id", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("listings_cover_price").ifExists().execute();
  await db.schema.dropIndex("listings_cover_newest").ifExists().execute();
}
