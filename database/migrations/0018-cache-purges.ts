import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import { isPostgres } from "#app/db/dialect.ts";

// Cache purges written by a process that has no cache of its own (the import and
// cache CLIs) when REDIS_URL is not set: the servers poll this table and apply
// each row once (app/utils/cache-purge-log.server.ts). Rows older than a day are
// removed by the next writer.
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("cache_purges")
    .addColumn("id", pg ? "serial" : "integer", (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    // the PurgeRequest as JSON
    .addColumn("request", "text", (c) => c.notNull())
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("cache_purges_created").on("cache_purges").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("cache_purges").execute();
}
