import { type Kysely, sql } from "kysely";

// The Arabic edition (issue 43): a listing's Arabic title and description live on the listing, beside
// the English ones, so the pages, the API and the exports read one row whatever wrote it (a feed's
// title_ar/description_ar, the demo data, the editor). Until now only feed listings had them, on
// feed_listings; they move over, and feed_listings loses its copies.
// Only the schema builder and raw statements are needed, so its test can run it on the app's own handle.
type SchemaDb = Pick<Kysely<unknown>, "schema" | "getExecutor">;

export async function up(db: SchemaDb): Promise<void> {
  // one column a statement: SQLite's ALTER TABLE adds one at a time
  await db.schema.alterTable("listings").addColumn("title_ar", "varchar(300)").execute();
  await db.schema.alterTable("listings").addColumn("description_ar", "text").execute();
  await sql`update listings set
      title_ar = (select f.title_ar from feed_listings f where f.listing_id = listings.id),
      description_ar = (select f.description_ar from feed_listings f where f.listing_id = listings.id)
    where id in (select listing_id from feed_listings where title_ar is not null or description_ar is not null)`.execute(db);
  await db.schema.alterTable("feed_listings").dropColumn("title_ar").execute();
  await db.schema.alterTable("feed_listings").dropColumn("description_ar").execute();
}

export async function down(db: SchemaDb): Promise<void> {
  await db.schema.alterTable("feed_listings").addColumn("title_ar", "varchar(300)").execute();
  await db.schema.alterTable("feed_listings").addColumn("description_ar", "text").execute();
  await sql`update feed_listings set
      title_ar = (select l.title_ar from listings l where l.id = feed_listings.listing_id),
      description_ar = (select l.description_ar from listings l where l.id = feed_listings.listing_id)`.execute(db);
  await db.schema.alterTable("listings").dropColumn("description_ar").execute();
  await db.schema.alterTable("listings").dropColumn("title_ar").execute();
}
