import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import { isPostgres } from "#app/db/dialect.ts";

// Saved searches with e-mail alerts (issue 44 item 3, decision 045).
//   search_alerts:        one saved search: the list's canonical query (without "?"), its listing type and
//                         category, the address, language and frequency; 'pending' until the address confirms
//                         it (double opt-in), then 'active', 'paused' or 'unsubscribed'. The consent's time and
//                         the version of its wording are kept (UAE PDPL: proof of consent).
//   search_alert_tokens:  the SHA-256 of every link token the alert's e-mails carried (confirm, manage,
//                         unsubscribe); the token itself is never stored.
//   search_alert_matches: what the matcher found: a new listing or a price drop, once per alert, listing,
//                         kind and price (the unique key); `sent_at` once an e-mail carrying it was queued.
//   search_alert_cursor:  the matcher's watermark (the last listing id and price-history id it has read).
//   lead_emails.headers:  extra e-mail headers as a JSON object (List-Unsubscribe, List-Unsubscribe-Post).
/** Only the schema builder and the dialect are needed, so its test can run it on the app's own handle. */
type SchemaDb = Pick<Kysely<unknown>, "schema" | "getExecutor">;

export async function up(db: SchemaDb): Promise<void> {
  const pg = isPostgres(db);
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  await db.schema
    .createTable("search_alerts")
    .addColumn("id", pg ? "serial" : "integer", id)
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("listing_type", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("query", "text", (c) => c.notNull())
    .addColumn("frequency", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("consent_at", "text", (c) => c.notNull())
    .addColumn("consent_version", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("confirmed_at", "text")
    .addColumn("unsubscribed_at", "text")
    .addColumn("last_sent_at", "text")
    .execute();
  await db.schema.createIndex("search_alerts_match").on("search_alerts").columns(["state", "listing_type", "category"]).execute();
  await db.schema
    .createTable("search_alert_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("alert_id", "integer", (c) => c.notNull().references("search_alerts.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("search_alert_tokens_alert").on("search_alert_tokens").column("alert_id").execute();
  await db.schema
    .createTable("search_alert_matches")
    .addColumn("id", pg ? "serial" : "integer", id)
    .addColumn("alert_id", "integer", (c) => c.notNull().references("search_alerts.id").onDelete("cascade"))
    .addColumn("listing_id", "integer", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("price", "bigint", (c) => c.notNull())
    .addColumn("old_price", "bigint")
    .addColumn("matched_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .addColumn("email_id", "integer")
    .addUniqueConstraint("search_alert_matches_once", ["alert_id", "listing_id", "kind", "price"])
    .execute();
  await db.schema.createIndex("search_alert_matches_unsent").on("search_alert_matches").columns(["alert_id", "sent_at"]).execute();
  await db.schema
    .createTable("search_alert_cursor")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("listing_id", "integer", (c) => c.notNull())
    .addColumn("price_history_id", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.alterTable("lead_emails").addColumn("headers", "text").execute();
}

export async function down(db: SchemaDb): Promise<void> {
  await db.schema.alterTable("lead_emails").dropColumn("headers").execute();
  await db.schema.dropTable("search_alert_cursor").execute();
  await db.schema.dropTable("search_alert_matches").execute();
  await db.schema.dropTable("search_alert_tokens").execute();
  await db.schema.dropTable("search_alerts").execute();
}
