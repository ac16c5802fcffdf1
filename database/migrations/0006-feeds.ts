import { type ColumnDefinitionBuilder, type Kysely } from "kysely";
import { isPostgres } from "#app/db/dialect.ts";

// Portal feed import/export (issue 18, decision 010). Portable subset only
// (SQLite + PostgreSQL); listings themselves are unchanged: a listing a feed
// owns has a feed_listings row beside it, and "stored but not published" is
// the listings.status value HELD.
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = isPostgres(db) ? "serial" : "integer";
  const pk = (c: ColumnDefinitionBuilder) => (isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable("import_runs")
    .addColumn("id", id, pk)
    .addColumn("source", "varchar(500)", (c) => c.notNull())
    // pf | bayut, null until the root element was read
    .addColumn("format", "varchar(10)")
    // running | succeeded | failed
    .addColumn("status", "varchar(10)", (c) => c.notNull())
    .addColumn("error", "text")
    .addColumn("started_at", "varchar(30)", (c) => c.notNull())
    .addColumn("finished_at", "varchar(30)")
    .addColumn("seen", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("unchanged", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("deactivated", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("skipped", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("held", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("photos_fetched", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("photos_failed", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("import_runs_source").on("import_runs").columns(["source", "started_at"]).execute();

  await db.schema
    .createTable("import_run_items")
    .addColumn("id", id, pk)
    .addColumn("run_id", "integer", (c) => c.notNull().references("import_runs.id").onDelete("cascade"))
    .addColumn("reference", "varchar(200)")
    // skipped | held | deactivated | photo
    .addColumn("outcome", "varchar(12)", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("import_run_items_run").on("import_run_items").columns(["run_id"]).execute();

  await db.schema
    .createTable("feed_listings")
    .addColumn("listing_id", "integer", (c) => c.primaryKey().references("listings.id").onDelete("cascade"))
    .addColumn("source", "varchar(500)", (c) => c.notNull())
    .addColumn("content_hash", "varchar(64)", (c) => c.notNull())
    .addColumn("feed_updated", "varchar(40)")
    // how the feed quoted the rent: yearly | monthly | weekly | daily (listings.price is always yearly)
    .addColumn("rent_frequency", "varchar(10)")
    .addColumn("title_ar", "varchar(300)")
    .addColumn("description_ar", "text")
    // JSON [{url, lastUpdated}] in feed order: the photos the listing should have
    .addColumn("photos", "text", (c) => c.notNull().defaultTo("[]"))
    // 1 while some of those photos are not stored yet
    .addColumn("photos_pending", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("hold_reason", "text")
    .execute();
  await db.schema.createIndex("feed_listings_source").on("feed_listings").columns(["source"]).execute();
  await db.schema.createIndex("feed_listings_pending").on("feed_listings").columns(["photos_pending"]).execute();

  await db.schema
    .createTable("listing_price_history")
    .addColumn("id", id, pk)
    .addColumn("listing_id", "integer", (c) => c.notNull().references("listings.id").onDelete("cascade"))
    .addColumn("price", "bigint")
    .addColumn("rent_frequency", "varchar(10)")
    .addColumn("changed_at", "varchar(30)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("listing_price_history_listing").on("listing_price_history").columns(["listing_id", "changed_at"]).execute();

  await db.schema
    .createTable("feed_photos")
    // sha-256 of the source URL
    .addColumn("url_hash", "varchar(64)", (c) => c.primaryKey())
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("last_updated", "varchar(40)")
    // /media/feeds/… once stored
    .addColumn("media_url", "varchar(200)")
    .addColumn("error", "text")
    .addColumn("fetched_at", "varchar(30)", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("feed_leases")
    .addColumn("name", "varchar(80)", (c) => c.primaryKey())
    .addColumn("holder", "varchar(80)", (c) => c.notNull())
    .addColumn("expires_at", "varchar(30)", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ["feed_leases", "feed_photos", "listing_price_history", "feed_listings", "import_run_items", "import_runs"]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
