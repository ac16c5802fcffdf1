/**
 * Sending (issue 44 item 3): an instant alert gets an e-mail as soon as a run finds matches; a daily or
 * weekly one a digest once its period has passed since the last (last_sent_at, set at confirmation).
 * Each e-mail lists the new listings and price drops not sent before and goes through the lead outbox
 * (never lost, never twice); marking the matches sent and queueing the e-mail are one transaction.
 */
import type { DB } from "#app/db/db.server.ts";
import type { AlertFrequency, SearchAlert } from "#app/db/tables/alerts.ts";
import { messageDomain } from "#app/features/leads/service.server.ts";
import { randomToken } from "#app/features/auth/tokens.server.ts";
import { describeSearch } from "./describe.server.ts";
import { type AlertMailConfig, type AlertMailItem, composeAlert } from "./emails.ts";
import { mintAlertToken } from "./store.server.ts";

const DAY_MS = 24 * 60 * 60_000;
export const ALERT_PERIOD_MS: Record<AlertFrequency, number> = { instant: 0, daily: DAY_MS, weekly: 7 * DAY_MS };
/** at most this many listings in one e-mail; the rest wait for the next */
const MAX_ITEMS = 30;

export interface SenderOptions extends AlertMailConfig {
  replyTo: string;
  now?: Date;
}

/** Whether the alert's next e-mail may go now. */
export function isDue(alert: Pick<SearchAlert, "frequency" | "last_sent_at">, now: Date): boolean {
  if (alert.frequency === "instant" || !alert.last_sent_at) return true;
  return now.getTime() >= Date.parse(alert.last_sent_at) + ALERT_PERIOD_MS[alert.frequency];
}

/** Queues the e-mails that are due; returns how many. */
export async function sendDueAlerts(db: DB, options: SenderOptions): Promise<number> {
  const now = options.now ?? new Date();
  const at = now.toISOString();
  const alerts = await db
    .selectFrom("search_alerts")
    .selectAll()
    .where("state", "=", "active")
    .where("id", "in", (eb) => eb.selectFrom("search_alert_matches").select("alert_id").where("sent_at", "is", null))
    .execute();
  let queued = 0;
  for (const alert of alerts) {
    if (!isDue(alert, now)) continue;
    const matches = await db
      .selectFrom("search_alert_matches")
      .innerJoin("listings", "listings.id", "search_alert_matches.listing_id")
      .select([
        "search_alert_matches.id",
        "search_alert_matches.kind",
        "search_alert_matches.price",
        "search_alert_matches.old_price",
        "listings.id as listing_id",
        "listings.listing_type",
        "listings.title",
        "listings.title_ar",
        "listings.status",
        "listings.price as current_price",
      ])
      .where("search_alert_matches.alert_id", "=", alert.id)
      .where("search_alert_matches.sent_at", "is", null)
      .orderBy("search_alert_matches.id")
      .limit(MAX_ITEMS)
      .execute();
    // A listing withdrawn or repriced again since it matched is not news any more: marked, not mailed.
    const items: AlertMailItem[] = [];
    const seen = new Set<string>();
    for (const m of matches) {
      if (m.status !== "ACTIVE" || (m.current_price ?? 0) !== m.price || seen.has(`${m.listing_id}|${m.kind}`)) continue;
      seen.add(`${m.listing_id}|${m.kind}`);
      const title = alert.language === "ar" && m.title_ar ? m.title_ar : m.title;
      items.push({ listingId: m.listing_id, listingType: m.listing_type, title, kind: m.kind, price: m.price, oldPrice: m.old_price });
    }
    const ids = matches.map((m) => m.id);
    if (!ids.length) continue;
    const search = items.length ? await describeSearch(db, alert, alert.language) : "";
    const sent = await db
      .transaction()
      .execute(async (trx) => {
        // Still active and not sent by anyone else meanwhile: else nothing is written.
        const marked = await trx
          .updateTable("search_alert_matches")
          .set({ sent_at: at })
          .where("id", "in", ids)
          .where("sent_at", "is", null)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) !== ids.length) throw new StaleRun();
        if (!items.length) return false;
        const touched = await trx
          .updateTable("search_alerts")
          .set({ last_sent_at: at, updated_at: at })
          .where("id", "=", alert.id)
          .where("state", "=", "active")
          .executeTakeFirst();
        if (Number(touched.numUpdatedRows) !== 1) throw new StaleRun();
        const token = await mintAlertToken(trx, alert.id, now);
        const mail = composeAlert(options, alert.language, search, token, items);
        const email = await trx
          .insertInto("lead_emails")
          .values({
            lead_id: null,
            recipient: "alert",
            to_address: alert.email,
            reply_to: options.replyTo,
            subject: mail.subject,
            body: mail.text,
            html: mail.html,
            headers: mail.headers ? JSON.stringify(mail.headers) : null,
            state: "pending",
            attempts: 0,
            next_attempt_at: at,
            message_id: `<alert-${alert.id}-${randomToken().slice(0, 16)}@${messageDomain(options.siteUrl)}>`,
            created_at: at,
            // its body and headers carry working links: the outbox drops them once sent
            one_time_link: 1,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await trx.updateTable("search_alert_matches").set({ email_id: email.id }).where("id", "in", ids).execute();
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof StaleRun) return false;
        throw error;
      });
    if (sent) queued += 1;
  }
  return queued;
}

/** The alert changed under this run (unsubscribed, or its matches sent by another): the transaction is rolled back. */
class StaleRun extends Error {}
