import type { ColumnType, Generated, Selectable } from "kysely";
import type { Id, IsoTime } from "./columns.ts";

/** Leads (migration 0001), the desk's workflow on them (0007), their outbox (0002, 0005, 0007, 0023, 0029), routing (0026) and language (0029). */
export type LeadKind = "enquiry" | "guide" | "valuation" | "newsletter";
/** The language of the page a lead was sent from (app/i18n/locale.ts's Locale): its visitor e-mail is written in it. */
export type LeadLanguage = "en" | "ar";
export type DeliveryState = "pending" | "sent" | "undelivered" | "failed";
/** The desk's workflow; the order of the desk's options is LEAD_STATUSES (features/auth/schema.ts). */
export type LeadStatus = "new" | "contacted" | "viewing" | "offer" | "won" | "lost";

export interface LeadTable {
  id: Id;
  kind: LeadKind;
  name: string | null;
  email: string;
  phone: string | null;
  /** JSON object of every submitted field */
  payload: string;
  delivery_state: DeliveryState;
  created_at: ColumnType<IsoTime, IsoTime, never>;
  updated_at: IsoTime;
  /** the desk's columns (migration 0007); a new lead is "new" */
  status: Generated<LeadStatus>;
  agent_id: number | null;
  listing_id: number | null;
  project_id: number | null;
  /** migration 0029; every lead before it was English */
  language: Generated<LeadLanguage>;
}

export interface LeadNoteTable {
  id: Id;
  lead_id: number;
  author_id: number | null;
  body: string;
  created_at: IsoTime;
}

/** agency and visitor per lead; agent: the assigned agent's copy; staff: back-office mail with no lead; alert: a saved search's mail (0031) */
export type EmailRecipient = "agency" | "visitor" | "agent" | "staff" | "alert";
export type EmailState = "pending" | "sent" | "failed";

export interface LeadEmailTable {
  id: Id;
  /** null for staff mail (invitations, password resets) */
  lead_id: number | null;
  recipient: EmailRecipient;
  to_address: string;
  reply_to: string | null;
  subject: string;
  /** the plain text, always sent */
  body: string;
  /** an HTML part sent beside it, or null (migration 0029: the Arabic acknowledgement, right to left) */
  html: string | null;
  state: EmailState;
  attempts: number;
  /** ISO time; the worker ignores the row before it */
  next_attempt_at: IsoTime;
  /** ISO time; a worker holds the row until then */
  claimed_until: IsoTime | null;
  claim_token: string | null;
  /** ISO time a send started and has no recorded outcome yet (migration 0005) */
  in_flight_at: IsoTime | null;
  last_error: string | null;
  /** stable per row, so a receiving system can drop a rare duplicate after a crash */
  message_id: string;
  sent_at: IsoTime | null;
  created_at: IsoTime;
  /** 1: the body carries a one-time link, replaced once sent or rejected for good (migration 0023) */
  one_time_link: Generated<number>;
  /** extra headers as a JSON object, or null (migration 0031: a saved search's List-Unsubscribe) */
  headers: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface LeadEmailAttemptTable {
  id: Id;
  email_id: number;
  attempt: number;
  attempted_at: IsoTime;
  /** 1 = the SMTP server accepted the message */
  ok: number;
  detail: string | null;
}

export interface AgentRoutingTable {
  agent_id: number;
  /** 1: round robin gives this agent leads nobody owns */
  takes_leads: number;
  /** JSON array of area slugs the agent covers */
  areas: string;
  /** ISO time of the last lead the rotation gave them; the oldest (or never) is next */
  last_assigned_at: IsoTime | null;
}

export interface DeskSettingTable {
  key: string;
  value: string;
}

export interface SavedViewTable {
  id: Id;
  user_id: number;
  name: string;
  /** the desk's query string without "?" (filters and sort, never a page) */
  query: string;
  created_at: IsoTime;
}

export type Lead = Selectable<LeadTable>;
export type LeadEmail = Selectable<LeadEmailTable>;
export type LeadEmailAttempt = Selectable<LeadEmailAttemptTable>;
