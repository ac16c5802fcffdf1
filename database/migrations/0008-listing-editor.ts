import { type ColumnDefinitionBuilder, type Kysely } from "kysely";
import { isPostgres } from "#app/db/dialect.ts";

// The back office's listing editor (issue 20, decision 015): a change log per
// listing field, and photos uploaded before their form was saved.
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const id = pg ? "serial" : "integer";
  const pk = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable("listing_changes")
    .addColumn("id", id, pk)
    .addColumn("listing_id", "integer", (c) => c.notNull().references("listings.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.references("staff_users.id").onDelete("set null"))
    // the staff member's name when it was made (kept if the account goes)
    .addColumn("user_name", "varchar(120)")
    .addColumn("at", "varchar(30)", (c) => c.notNull())
    // a listings column, or "status" / "photos"
    .addColumn("field", "varchar(40)", (c) => c.notNull())
    .addColumn("before_value", "text")
    .addColumn("after_value", "text")
    .execute();
  await db.schema.createIndex("listing_changes_listing").on("listing_changes").columns(["listing_id", "at"]).execute();

  await db.schema
    .createTable("media_uploads")
    .addColumn("id", id, pk)
    // who uploaded it and for which form (a random key the form carries until it is saved)
    .addColumn("user_id", "integer", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("draft_key", "varchar(64)", (c) => c.notNull())
    .addColumn("media_url", "varchar(200)", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("media_uploads_draft").on("media_uploads").columns(["user_id", "draft_key"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("media_uploads").ifExists().execute();
  await db.schema.dropTable("listing_changes").ifExists().execute();
}
