import type { Kysely } from "kysely";

// The public API lists by listing type without a category (residential and
// commercial together): newest-first needs an index led by those two columns
// alone, or every page sorts the whole result.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("listings_type_newest").on("listings").columns(["status", "listing_type", "created_at", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("listings_type_newest").execute();
}
