import crypto from "node:crypto";
import type { DB } from "#app/db/db.server.ts";
import { ONE_TIME_BODY_REMOVED } from "#app/features/leads/outbox-schema.ts";

export interface StaffMail {
  to: string;
  subject: string;
  body: string;
  /** the body carries a one-time link: the outbox removes it once sent (or rejected for good) */
  oneTimeLink: boolean;
}

function domainOf(siteUrl: string): string {
  try {
    return new URL(siteUrl).hostname || "localhost";
  } catch {
    return "localhost";
  }
}

/** Queues a back-office e-mail in the lead outbox (no lead): the same worker sends and retries it. */
export async function queueStaffMail(db: DB, mail: StaffMail, siteUrl: string, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto("lead_emails")
    .values({
      lead_id: null,
      recipient: "staff",
      to_address: mail.to,
      reply_to: null,
      subject: mail.subject.slice(0, 300),
      body: mail.body,
      state: "pending",
      attempts: 0,
      next_attempt_at: at,
      message_id: `<staff-${crypto.randomUUID()}@${domainOf(siteUrl)}>`,
      created_at: at,
      one_time_link: mail.oneTimeLink ? 1 : 0,
    })
    .execute();
}

export const STAFF_MAIL = {
  invite: (brand: string, name: string, link: string) => ({
    oneTimeLink: true,
    subject: `Your ${brand} back-office account`,
    body: `Hello ${name},\n\nAn account has been created for you on the ${brand} back office. Choose your password here (the link works once, for 72 hours):\n\n${link}\n\nIf you did not expect this, ignore this e-mail.\n`,
  }),
  reset: (brand: string, name: string, link: string) => ({
    oneTimeLink: true,
    subject: `Reset your ${brand} back-office password`,
    body: `Hello ${name},\n\nSomeone (hopefully you) asked to reset your password. Choose a new one here (the link works once, for 30 minutes):\n\n${link}\n\nIf it was not you, ignore this e-mail: your password has not changed.\n`,
  }),
};

/**
 * Withdraws invitation e-mails still waiting for this address (a newer
 * invitation replaced their link, or the link has been used): marked failed
 * with the link removed, as the outbox does for a one-time link it cannot
 * deliver. A row a worker is sending right now is left to it.
 */
export async function withdrawPendingInvitations(db: DB, to: string, reason: string, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const result = await db
    .updateTable("lead_emails")
    .set({ state: "failed", body: ONE_TIME_BODY_REMOVED, last_error: reason.slice(0, 200) })
    .where("recipient", "=", "staff")
    .where("to_address", "=", to)
    .where("state", "=", "pending")
    .where("one_time_link", "=", 1)
    .where("body", "like", "%/admin/welcome/%")
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", at)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
