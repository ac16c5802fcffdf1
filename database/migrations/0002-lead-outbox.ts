import { type ColumnDefinitionBuilder, type Kysely } from "kysely";
import { isPostgres } from "#app/db/dialect.ts";

// The lead outbox: each lead's e-mails are written in the same transaction as
// the lead, then a worker sends them. Portable subset only (SQLite + PostgreSQL).
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = isPostgres(db) ? "serial" : "integer";
  const pk = (c: ColumnDefinitionBuilder) => (isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable("lead_emails")
    .addColumn("id", id, pk)
    .addColumn("lead_id", "integer", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    // agency | visitor
    .addColumn("recipient", "varchar(10)", (c) => c.notNull())
    .addColumn("to_address", "varchar(254)", (c) => c.notNull())
    .addColumn("reply_to", "varchar(254)")
    .addColumn("subject", "varchar(300)", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    // pending | sent | failed
    .addColumn("state", "varchar(10)", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "varchar(30)", (c) => c.notNull())
    // a worker's lease: nobody else touches the row until it passes
    .addColumn("claimed_until", "varchar(30)")
    .addColumn("claim_token", "varchar(40)")
    .addColumn("last_error", "text")
    .addColumn("message_id", "varchar(200)", (c) => c.notNull())
    .addColumn("sent_at", "varchar(30)")
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .addUniqueConstraint("lead_emails_lead_recipient", ["lead_id", "recipient"])
    .execute();
  await db.schema.createIndex("lead_emails_due").on("lead_emails").columns(["state", "next_attempt_at"]).execute();

  await db.schema
    .createTable("lead_email_attempts")
    .addColumn("id", id, pk)
    .addColumn("email_id", "integer", (c) => c.notNull().references("lead_emails.id").onDelete("cascade"))
    .addColumn("attempt", "integer", (c) => c.notNull())
    .addColumn("attempted_at", "varchar(30)", (c) => c.notNull())
    // 1 = the SMTP server accepted the message
    .addColumn("ok", "integer", (c) => c.notNull())
    .addColumn("detail", "text")
    .execute();
  await db.schema.createIndex("lead_email_attempts_email").on("lead_email_attempts").columns(["email_id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("lead_email_attempts").ifExists().execute();
  await db.schema.dropTable("lead_emails").ifExists().execute();
}
