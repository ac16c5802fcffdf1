import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import { isPostgres } from "#app/db/dialect.ts";

// The back office: staff accounts, their sessions and one-time tokens, the
// leads desk's workflow columns and notes, and the audit log. Outbox rows may
// now carry staff mail (invitations, password resets) with no lead.
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const id = pg ? "serial" : "integer";
  const pk = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable("staff_users")
    .addColumn("id", id, pk)
    // stored lower-cased
    .addColumn("email", "varchar(254)", (c) => c.notNull().unique())
    .addColumn("name", "varchar(120)", (c) => c.notNull())
    // admin | agent
    .addColumn("role", "varchar(10)", (c) => c.notNull())
    .addColumn("agent_id", "integer", (c) => c.references("agents.id").onDelete("set null"))
    // null until the user sets one (invited)
    .addColumn("password_hash", "varchar(200)")
    // active | disabled
    .addColumn("status", "varchar(10)", (c) => c.notNull().defaultTo("active"))
    .addColumn("totp_secret", "varchar(64)")
    // JSON array of SHA-256 hashes of unused recovery codes
    .addColumn("recovery_codes", "text")
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(30)", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("staff_sessions")
    // SHA-256 of the cookie value: a copy of the table opens no session
    .addColumn("id", "varchar(64)", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("csrf_token", "varchar(64)", (c) => c.notNull())
    // 1 once the second factor is done (or not needed)
    .addColumn("verified", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .addColumn("last_seen_at", "varchar(30)", (c) => c.notNull())
    .addColumn("expires_at", "varchar(30)", (c) => c.notNull())
    .addColumn("ip", "varchar(64)")
    .execute();
  await db.schema.createIndex("staff_sessions_user").on("staff_sessions").columns(["user_id"]).execute();

  await db.schema
    .createTable("staff_tokens")
    .addColumn("id", id, pk)
    .addColumn("token_hash", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("user_id", "integer", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
    // invite | reset
    .addColumn("purpose", "varchar(10)", (c) => c.notNull())
    .addColumn("expires_at", "varchar(30)", (c) => c.notNull())
    .addColumn("used_at", "varchar(30)")
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .execute();

  // The desk's workflow on each lead
  await db.schema
    .alterTable("leads")
    .addColumn("status", "varchar(10)", (c) => c.notNull().defaultTo("new"))
    .execute();
  await db.schema
    .alterTable("leads")
    .addColumn("agent_id", "integer", (c) => c.references("agents.id").onDelete("set null"))
    .execute();
  await db.schema
    .alterTable("leads")
    .addColumn("listing_id", "integer", (c) => c.references("listings.id").onDelete("set null"))
    .execute();
  await db.schema
    .alterTable("leads")
    .addColumn("project_id", "integer", (c) => c.references("projects.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("leads_status").on("leads").columns(["status", "created_at"]).execute();
  await db.schema.createIndex("leads_agent_created").on("leads").columns(["agent_id", "created_at"]).execute();

  await db.schema
    .createTable("lead_notes")
    .addColumn("id", id, pk)
    .addColumn("lead_id", "integer", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("author_id", "integer", (c) => c.references("staff_users.id").onDelete("set null"))
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("lead_notes_lead").on("lead_notes").columns(["lead_id"]).execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", id, pk)
    .addColumn("at", "varchar(30)", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.references("staff_users.id").onDelete("set null"))
    // who it was about or who tried (sign-in failures name the typed address)
    .addColumn("actor", "varchar(254)")
    .addColumn("action", "varchar(40)", (c) => c.notNull())
    .addColumn("lead_id", "integer", (c) => c.references("leads.id").onDelete("cascade"))
    .addColumn("detail", "text", (c) => c.notNull())
    .addColumn("ip", "varchar(64)")
    .execute();
  await db.schema.createIndex("audit_log_at").on("audit_log").columns(["at", "id"]).execute();
  await db.schema.createIndex("audit_log_lead").on("audit_log").columns(["lead_id"]).execute();

  // Staff mail (invitations, resets) goes through the lead outbox with no lead.
  if (pg) {
    await sql`alter table lead_emails alter column lead_id drop not null`.execute(db);
  } else {
    // SQLite cannot drop NOT NULL: rebuild the table (its documented 12-step way, keys off meanwhile).
    await sql`pragma foreign_keys = off`.execute(db);
    try {
      await sql`create table lead_emails_new (
        id integer primary key autoincrement,
        lead_id integer references leads(id) on delete cascade,
        recipient varchar(10) not null,
        to_address varchar(254) not null,
        reply_to varchar(254),
        subject varchar(300) not null,
        body text not null,
        state varchar(10) not null default 'pending',
        attempts integer not null default 0,
        next_attempt_at varchar(30) not null,
        claimed_until varchar(30),
        claim_token varchar(40),
        last_error text,
        message_id varchar(200) not null,
        sent_at varchar(30),
        created_at varchar(30) not null,
        in_flight_at varchar(30),
        constraint lead_emails_lead_recipient unique (lead_id, recipient)
      )`.execute(db);
      await sql`insert into lead_emails_new select id, lead_id, recipient, to_address, reply_to, subject, body, state, attempts, next_attempt_at, claimed_until, claim_token, last_error, message_id, sent_at, created_at, in_flight_at from lead_emails`.execute(
        db,
      );
      await sql`drop table lead_emails`.execute(db);
      await sql`alter table lead_emails_new rename to lead_emails`.execute(db);
      await sql`create index lead_emails_due on lead_emails (state, next_attempt_at)`.execute(db);
    } finally {
      await sql`pragma foreign_keys = on`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("audit_log").ifExists().execute();
  await db.schema.dropTable("lead_notes").ifExists().execute();
  await db.schema.dropTable("staff_tokens").ifExists().execute();
  await db.schema.dropTable("staff_sessions").ifExists().execute();
  await db.schema.dropTable("staff_users").ifExists().execute();
  await db.schema.dropIndex("leads_agent_created").ifExists().execute();
  await db.schema.dropIndex("leads_status").ifExists().execute();
  for (const column of ["project_id", "listing_id", "agent_id", "status"]) {
    await db.schema.alterTable("leads").dropColumn(column).execute();
  }
}
