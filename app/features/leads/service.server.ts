import { sql } from "kysely";
import type { DB } from "#app/db/db.server.ts";
import type { DeliveryState } from "#app/db/tables/leads.ts";
import { composeLeadEmails, type DeliveryConfig } from "./emails.ts";
import { EMAIL_TEXTS } from "#app/content/leads.ts";
import type { Locale } from "#app/i18n/locale.ts";
import { routeLead, spendTurn } from "./routing.server.ts";
import type { LeadInput } from "./schemas.ts";

export interface StoreLeadOptions extends DeliveryConfig {
  /** false: no SMTP configured; the lead is stored as 'undelivered' and its e-mails wait */
  smtpConfigured: boolean;
  /** the site path the form was sent from, for the agency's information */
  page?: string;
  /** the language of the page the form was on (default English): the visitor's acknowledgement is written in it */
  language?: Locale;
  now?: Date;
}

export interface StoredLead {
  /** null when a newsletter address was already subscribed */
  id: number | null;
  duplicate: boolean;
}

/** The host a Message-ID names (the site's, else "localhost"). */
export function messageDomain(siteUrl: string): string {
  try {
    return new URL(siteUrl).hostname || "localhost";
  } catch {
    return "localhost";
  }
}

/**
 * Writes the lead and its outbox e-mails in ONE transaction: once this
 * resolves, the lead cannot be lost and its e-mails will be sent by the
 * worker. A repeated newsletter address is a success that stores nothing.
 */
export async function storeLead(db: DB, lead: LeadInput, options: StoreLeadOptions): Promise<StoredLead> {
  const now = (options.now ?? new Date()).toISOString();
  const state: DeliveryState = options.smtpConfigured ? "pending" : "undelivered";
  const payload = JSON.stringify(options.page ? { ...lead.data, page: options.page } : lead.data);
  const name = "name" in lead.data ? lead.data.name : null;
  const phone = "phone" in lead.data ? lead.data.phone : null;
  const language = options.language ?? "en";

  // An enquiry about a listing or project belongs to its agent; any other lead goes to the next agent of
  // the rotation an admin set (app/features/leads/routing.server.ts), or stays unassigned. Read before the
  // transaction, which starts with its insert: on SQLite a transaction that reads first cannot wait for
  // another process's write when it then writes (SQLITE_BUSY, a 500 under two workers).
  const source = await routeLead(db, lead, options.page);
  return db.transaction().execute(async (trx) => {
    const routed = { listing_id: source.listingId, project_id: source.projectId, agent_id: source.agentId };
    const inserted = await trx
      .insertInto("leads")
      .values({
        kind: lead.kind,
        name,
        email: lead.data.email,
        phone,
        payload,
        delivery_state: state,
        language,
        created_at: now,
        updated_at: now,
        ...routed,
      })
      // The target must repeat the partial index's predicate literally (SQLite compares the text).
      .onConflict((oc) =>
        oc
          .column("email")
          .where(sql<boolean>`kind = 'newsletter'`)
          .doNothing(),
      )
      .returning("id")
      .executeTakeFirst();
    if (!inserted) return { id: null, duplicate: true };
    if (source.by === "rotation" && source.agentId !== null) await spendTurn(trx, source.agentId, now);

    const domain = messageDomain(options.siteUrl);
    const composed = composeLeadEmails(lead, options, options.page, language);
    const agencyCopy = composed.find((e) => e.recipient === "agency");
    // The assigned agent gets the agency's notification too (unless it already goes to them).
    const emails =
      source.agentEmail && agencyCopy && source.agentEmail.toLowerCase() !== agencyCopy.to.toLowerCase()
        ? [
            ...composed,
            {
              ...agencyCopy,
              recipient: "agent" as const,
              to: source.agentEmail,
              subject: `${EMAIL_TEXTS.agentSubjectPrefix}${agencyCopy.subject}`,
              body: `${agencyCopy.body}\n${EMAIL_TEXTS.agentOpenLead(`${options.siteUrl}/admin/leads/${inserted.id}`)}\n`,
            },
          ]
        : composed;
    await trx
      .insertInto("lead_emails")
      .values(
        emails.map((e) => ({
          lead_id: inserted.id,
          recipient: e.recipient,
          to_address: e.to,
          reply_to: e.replyTo,
          subject: e.subject,
          body: e.body,
          html: e.html,
          state: "pending" as const,
          attempts: 0,
          next_attempt_at: now,
          message_id: `<lead-${inserted.id}-${e.recipient}@${domain}>`,
          created_at: now,
        })),
      )
      .execute();
    return { id: inserted.id, duplicate: false };
  });
}
