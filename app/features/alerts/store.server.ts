/**
 * Saved searches (issue 44 item 3): the pending sign-up and its confirmation e-mail (double opt-in),
 * the pages a link token opens, and the changes they make. A token is 256 random bits (base64url);
 * only its SHA-256 is stored (as the back office's one-time links, auth/tokens.server.ts). Every
 * e-mail gets a token of its own, valid for as long as the alert exists, so an old e-mail's
 * unsubscribe link keeps working; none is kept in clear (the outbox drops a sent alert e-mail's body).
 */
import type { DB } from "#app/db/db.server.ts";
import type { Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { AlertFrequency, SearchAlert } from "#app/db/tables/alerts.ts";
import { hashToken, randomToken } from "#app/features/auth/tokens.server.ts";
import { messageDomain } from "#app/features/leads/service.server.ts";
import type { Locale } from "#app/i18n/locale.ts";
import { describeSearch } from "./describe.server.ts";
import { type AlertMailConfig, composeConfirmation } from "./emails.ts";
import { type AlertSignUp, CONSENT_VERSION } from "./schema.ts";

/** A pending alert whose link was not followed within this is never confirmed (the consent text promises it). */
export const CONFIRM_WITHIN_MS = 7 * 24 * 60 * 60_000;
/** Unconfirmed sign-ups one address gets a confirmation for per day, whoever asks (many client addresses can). */
export const PENDING_PER_ADDRESS = 3;
/** What randomToken() makes: 32 bytes in base64url. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

type Writer = Transaction<Database> | DB;

/** A new token for the alert; the database keeps its hash. */
export async function mintAlertToken(trx: Writer, alertId: number, now: Date): Promise<string> {
  const token = randomToken();
  await trx
    .insertInto("search_alert_tokens")
    .values({ token_hash: hashToken(token), alert_id: alertId, created_at: now.toISOString() })
    .execute();
  return token;
}

export type TokenLookup =
  /** not a token we made: 404 */
  | { status: "unknown" }
  /** unsubscribed, or never confirmed in time: 410 */
  | { status: "gone"; alert: SearchAlert }
  | { status: "ok"; alert: SearchAlert };

/** The alert a link's token opens. */
export async function alertByToken(db: DB, token: string | undefined, now: Date = new Date()): Promise<TokenLookup> {
  if (!token || !TOKEN_SHAPE.test(token)) return { status: "unknown" };
  const alert = await db
    .selectFrom("search_alert_tokens")
    .innerJoin("search_alerts", "search_alerts.id", "search_alert_tokens.alert_id")
    .selectAll("search_alerts")
    .where("search_alert_tokens.token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!alert) return { status: "unknown" };
  if (alert.state === "unsubscribed") return { status: "gone", alert };
  if (alert.state === "pending" && now.getTime() - Date.parse(alert.created_at) > CONFIRM_WITHIN_MS) return { status: "gone", alert };
  return { status: "ok", alert };
}

export interface SignUpOptions extends AlertMailConfig {
  locale: Locale;
  /** the agency's address: replies to an alert e-mail go there */
  replyTo: string;
  now?: Date;
}

/**
 * Stores a pending alert and queues its confirmation e-mail in ONE transaction (the outbox sends it;
 * nothing else is sent before the address confirms). Returns the alert's id, or null when the address
 * already has PENDING_PER_ADDRESS unconfirmed sign-ups from the last day (nothing is stored or sent;
 * the visitor sees the same answer, so the form does not tell who has asked for what).
 */
export async function createPendingAlert(db: DB, signUp: AlertSignUp, options: SignUpOptions): Promise<number | null> {
  const now = options.now ?? new Date();
  const at = now.toISOString();
  // An address nobody confirms gets at most a few confirmation e-mails a day: the form cannot be used to flood it.
  const recent = await db
    .selectFrom("search_alerts")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("email", "=", signUp.email)
    .where("state", "=", "pending")
    .where("created_at", ">", new Date(now.getTime() - 24 * 60 * 60_000).toISOString())
    .executeTakeFirst();
  if (Number(recent?.n ?? 0) >= PENDING_PER_ADDRESS) return null;
  // Read before the transaction (on SQLite a transaction that reads first cannot wait for another writer).
  const search = await describeSearch(
    db,
    { category: signUp.category, listing_type: signUp.listingType, query: signUp.query },
    options.locale,
  );
  return db.transaction().execute(async (trx) => {
    const alert = await trx
      .insertInto("search_alerts")
      .values({
        email: signUp.email,
        language: options.locale,
        listing_type: signUp.listingType,
        category: signUp.category,
        query: signUp.query,
        frequency: signUp.frequency,
        state: "pending",
        consent_at: at,
        consent_version: CONSENT_VERSION,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const token = await mintAlertToken(trx, alert.id, now);
    const mail = composeConfirmation(options, options.locale, search, token);
    await trx
      .insertInto("lead_emails")
      .values({
        lead_id: null,
        recipient: "alert",
        to_address: signUp.email,
        reply_to: options.replyTo,
        subject: mail.subject,
        body: mail.text,
        html: mail.html,
        headers: null,
        state: "pending",
        attempts: 0,
        next_attempt_at: at,
        message_id: `<alert-${alert.id}-confirm@${messageDomain(options.siteUrl)}>`,
        created_at: at,
        one_time_link: 1,
      })
      .execute();
    return alert.id;
  });
}

async function update(
  db: DB,
  id: number,
  set: Partial<Pick<SearchAlert, "state" | "frequency" | "confirmed_at" | "unsubscribed_at" | "last_sent_at">>,
  now: Date,
) {
  await db
    .updateTable("search_alerts")
    .set({ ...set, updated_at: now.toISOString() })
    .where("id", "=", id)
    .execute();
}

/** Confirms a pending alert (the double opt-in): its first digest is due one period after now. */
export async function confirmAlert(db: DB, alert: SearchAlert, now: Date = new Date()): Promise<void> {
  if (alert.state !== "pending") return;
  const at = now.toISOString();
  await db
    .updateTable("search_alerts")
    .set({ state: "active", confirmed_at: at, last_sent_at: at, updated_at: at })
    .where("id", "=", alert.id)
    .where("state", "=", "pending")
    .execute();
}

export async function setFrequency(db: DB, alert: SearchAlert, frequency: AlertFrequency, now: Date = new Date()): Promise<void> {
  await update(db, alert.id, { frequency }, now);
}

/** Pauses or resumes a confirmed alert (matches found while paused are not sent later). */
export async function setPaused(db: DB, alert: SearchAlert, paused: boolean, now: Date = new Date()): Promise<void> {
  if (alert.state !== "active" && alert.state !== "paused") return;
  await update(db, alert.id, { state: paused ? "paused" : "active", ...(paused ? {} : { last_sent_at: now.toISOString() }) }, now);
}

/**
 * Unsubscribes (withdraws the consent); idempotent. Nothing is sent after it: an alert e-mail still
 * waiting in the outbox (not yet being sent) is taken out of it in the same transaction.
 */
export async function unsubscribeAlert(db: DB, alert: SearchAlert, now: Date = new Date()): Promise<void> {
  if (alert.state === "unsubscribed") return;
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("search_alerts")
      .set({ state: "unsubscribed", unsubscribed_at: at, updated_at: at })
      .where("id", "=", alert.id)
      .execute();
    const waiting = await trx
      .selectFrom("lead_emails")
      .select("id")
      .where("id", "in", (eb) =>
        eb.selectFrom("search_alert_matches").select("email_id").where("alert_id", "=", alert.id).where("email_id", "is not", null),
      )
      .where("state", "=", "pending")
      .where("claim_token", "is", null)
      .execute();
    const ids = waiting.map((w) => w.id);
    if (ids.length) {
      await trx.deleteFrom("lead_email_attempts").where("email_id", "in", ids).execute();
      await trx.deleteFrom("lead_emails").where("id", "in", ids).execute();
    }
  });
}

/**
 * Deletes the sign-ups nobody confirmed within CONFIRM_WITHIN_MS (their tokens go with them): the
 * consent text promises an unconfirmed request is not used, and keeping it would serve nothing.
 */
export async function forgetUnconfirmed(db: DB, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - CONFIRM_WITHIN_MS).toISOString();
  const deleted = await db.deleteFrom("search_alerts").where("state", "=", "pending").where("created_at", "<", before).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
