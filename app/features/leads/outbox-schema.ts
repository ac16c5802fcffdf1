import type { Generated, Kysely, Selectable } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { DB } from "#app/db/db.server.ts";

/** Tables of migration 0002: each lead's e-mails and every attempt to send them. */
/** agency and visitor per lead; agent: the assigned agent's copy; staff: back-office mail with no lead */
export type EmailRecipient = "agency" | "visitor" | "agent" | "staff";
export type EmailState = "pending" | "sent" | "failed";

export interface LeadEmailTable {
  id: Generated<number>;
  /** null for staff mail (invitations, password resets) */
  lead_id: number | null;
  recipient: EmailRecipient;
  to_address: string;
  reply_to: string | null;
  subject: string;
  body: string;
  state: EmailState;
  attempts: number;
  /** ISO time; the worker ignores the row before it */
  next_attempt_at: string;
  /** ISO time; a worker holds the row until then */
  claimed_until: string | null;
  claim_token: string | null;
  /** ISO time a send started and has no recorded outcome yet (migration 0005) */
  in_flight_at: string | null;
  last_error: string | null;
  /** stable per row, so a receiving system can drop a rare duplicate after a crash */
  message_id: string;
  sent_at: string | null;
  created_at: string;
  /** 1: the body carries a one-time link, replaced by ONE_TIME_BODY_REMOVED once sent or rejected for good (migration 0023) */
  one_time_link: Generated<number>;
}

/** What a one-time link's e-mail body becomes once the link has gone out (or never can): the outbox keeps no working link. */
export const ONE_TIME_BODY_REMOVED = "(removed after sending: it carried a one-time link)";

export interface LeadEmailAttemptTable {
  id: Generated<number>;
  email_id: number;
  attempt: number;
  attempted_at: string;
  ok: number;
  detail: string | null;
}

export type OutboxTables = {
  lead_emails: LeadEmailTable;
  lead_email_attempts: LeadEmailAttemptTable;
};

export type LeadsDB = Kysely<Database & OutboxTables>;
export type LeadEmail = Selectable<LeadEmailTable>;
export type LeadEmailAttempt = Selectable<LeadEmailAttemptTable>;

/** The shared Kysely instance, typed with the outbox tables (no second connection). */
export function leadsDb(db: DB): LeadsDB {
  return db.withTables<OutboxTables>();
}
