import type { Kysely } from "kysely";

// The Arabic edition (issue 43): a project's Arabic name and description beside the English ones.
// Null where there is none (a brand name often has no Arabic spelling): the pages show the English.
// Only the schema builder is needed, so its test can run it on the app's own handle.
type SchemaDb = Pick<Kysely<unknown>, "schema">;

export async function up(db: SchemaDb): Promise<void> {
  // one column a statement: SQLite's ALTER TABLE adds one at a time
  await db.schema.alterTable("projects").addColumn("name_ar", "varchar(200)").execute();
  await db.schema.alterTable("projects").addColumn("description_ar", "text").execute();
}

export async function down(db: SchemaDb): Promise<void> {
  await db.schema.alterTable("projects").dropColumn("description_ar").execute();
  await db.schema.alterTable("projects").dropColumn("name_ar").execute();
}
