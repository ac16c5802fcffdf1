import type { Kysely } from "kysely";

// Background jobs run once across every process and node: a job holds a row
// here (its lease) while it runs (app/db/exclusive.server.ts). The outbox also
// notes when a send started, so a send whose outcome is unknown (the process
// died mid-send) is recognised when the row is retried.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("job_leases")
    .addColumn("name", "varchar(100)", (c) => c.primaryKey())
    .addColumn("holder", "varchar(120)", (c) => c.notNull())
    // ISO time; the job is free once it has passed
    .addColumn("lease_until", "varchar(30)", (c) => c.notNull())
    .addColumn("acquired_at", "varchar(30)", (c) => c.notNull())
    .execute();
  await db.schema.alterTable("lead_emails").addColumn("in_flight_at", "varchar(30)").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("lead_emails").dropColumn("in_flight_at").execute();
  await db.schema.dropTable("job_leases").ifExists().execute();
}
