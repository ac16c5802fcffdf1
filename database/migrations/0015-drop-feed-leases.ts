import type { Kysely } from "kysely";

/** Feed imports take the shared job lease (job_leases, migration 0005) like every background job. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("feed_leases").ifExists().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("feed_leases")
    .addColumn("name", "varchar(80)", (c) => c.primaryKey())
    .addColumn("holder", "varchar(80)", (c) => c.notNull())
    .addColumn("expires_at", "varchar(30)", (c) => c.notNull())
    .execute();
}
