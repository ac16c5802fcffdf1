import type { Generated, Kysely, Selectable } from "kysely";

import type { Database } from "#app/db/schema.ts";
import type { OutboxTables } from "#app/features/leads/outbox-schema.ts";

/** Tables of migration 0007 (the back office). */
export const STAFF_ROLES = ["admin", "agent"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export type StaffStatus = "active" | "disabled";
export type TokenPurpose = "invite" | "reset";

export const LEAD_STATUSES = ["new", "contacted", "viewing", "offer", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export interface StaffUserTable {
  id: Generated<number>;
  email: string;
  name: string;
  role: StaffRole;
  agent_id: number | null;
  password_hash: string | null;
  status: StaffStatus;
  totp_secret: string | null;
  recovery_codes: string | null;
  /** the time step (Unix time / 30 s) of the last TOTP code accepted: each code works once (migration 0022) */
  totp_last_step: number | null;
  created_at: string;
  updated_at: string;
}

export interface StaffSessionTable {
  id: string;
  user_id: number;
  csrf_token: string;
  verified: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ip: string | null;
}

export interface StaffTokenTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  purpose: TokenPurpose;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface LeadNoteTable {
  id: Generated<number>;
  lead_id: number;
  author_id: number | null;
  body: string;
  created_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  user_id: number | null;
  actor: string | null;
  action: string;
  lead_id: number | null;
  detail: string;
  ip: string | null;
}

/** The desk's columns on leads (added by 0007). */
export interface LeadWorkflowColumns {
  status: LeadStatus;
  agent_id: number | null;
  listing_id: number | null;
  project_id: number | null;
}

export type BackOfficeTables = OutboxTables & {
  staff_users: StaffUserTable;
  staff_sessions: StaffSessionTable;
  staff_tokens: StaffTokenTable;
  lead_notes: LeadNoteTable;
  audit_log: AuditLogTable;
  leads: Database["leads"] & LeadWorkflowColumns;
};

export type StaffDB = Kysely<Omit<Database, "leads"> & BackOfficeTables>;
export type StaffUser = Selectable<StaffUserTable>;

/** The shared Kysely instance, typed with the back-office tables (no second connection). */
export function staffDb(db: AnyKysely): StaffDB {
  return db as unknown as StaffDB;
}

/**
 * A Kysely handle or transaction over any set of tables: Kysely's types are
 * invariant in the table map, so the public schema, the outbox's and the back
 * office's cannot be widened into one another.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: no common supertype exists
export type AnyKysely = Kysely<any>;
