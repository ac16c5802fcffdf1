import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import { isPostgres } from "#app/db/dialect.ts";

// The blog's media library (issue 39): one row per picture uploaded through "Insert image" or
// /admin/media. The files are content-addressed under MEDIA_DIR/library (the same bytes give the
// same URL, hence `url` unique); where a picture is used is read from the posts, not stored.
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("media_library")
    .addColumn("id", pg ? "serial" : "integer", (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("url", "varchar(200)", (c) => c.notNull().unique())
    .addColumn("original_name", "varchar(255)", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("uploaded_by", "integer", (c) => c.references("staff_users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("media_library").execute();
}
