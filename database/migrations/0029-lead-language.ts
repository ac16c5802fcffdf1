import type { Kysely } from "kysely";

// The Arabic edition (issue 43): a lead remembers the language of the page it was sent from, so the
// visitor's acknowledgement goes out in that language (staff mail stays English), and an outbox row
// may carry an HTML part beside its plain text (the Arabic acknowledgement, right to left).
//   leads.language:   'en' | 'ar'; every earlier lead was sent from the English site.
//   lead_emails.html: null = plain text only (every staff e-mail and every English one).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("leads")
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .execute();
  await db.schema.alterTable("lead_emails").addColumn("html", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("lead_emails").dropColumn("html").execute();
  await db.schema.alterTable("leads").dropColumn("language").execute();
}
