import type { Kysely } from "kysely";

// An outbox row whose body carries a one-time link (staff invitations, password
// resets) is marked when queued; once it is sent or rejected for good the worker
// replaces its body with a note, so no working link stays in the database.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("lead_emails")
    .addColumn("one_time_link", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("lead_emails").dropColumn("one_time_link").execute();
}
