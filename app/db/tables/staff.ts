import type { Selectable } from "kysely";
import type { Id, IsoTime } from "./columns.ts";

/** Back-office accounts, their sessions and one-time tokens, and the audit log (migrations 0007, 0022). */
export type StaffRole = "admin" | "agent";
export type StaffStatus = "active" | "disabled";
export type TokenPurpose = "invite" | "reset";

export interface StaffUserTable {
  id: Id;
  /** stored lower-cased */
  email: string;
  name: string;
  role: StaffRole;
  agent_id: number | null;
  /** null until the user sets one (invited) */
  password_hash: string | null;
  status: StaffStatus;
  totp_secret: string | null;
  /** JSON array of SHA-256 hashes of unused recovery codes */
  recovery_codes: string | null;
  /** the time step (Unix time / 30 s) of the last TOTP code accepted: each code works once (migration 0022) */
  totp_last_step: number | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface StaffSessionTable {
  /** SHA-256 of the cookie value */
  id: string;
  user_id: number;
  csrf_token: string;
  /** 1 once the second factor is done (or not needed) */
  verified: number;
  created_at: IsoTime;
  last_seen_at: IsoTime;
  expires_at: IsoTime;
  ip: string | null;
}

export interface StaffTokenTable {
  id: Id;
  token_hash: string;
  user_id: number;
  purpose: TokenPurpose;
  expires_at: IsoTime;
  used_at: IsoTime | null;
  created_at: IsoTime;
}

export interface AuditLogTable {
  id: Id;
  at: IsoTime;
  user_id: number | null;
  /** who it was about or who tried (sign-in failures name the typed address) */
  actor: string | null;
  action: string;
  lead_id: number | null;
  detail: string;
  ip: string | null;
}

export type StaffUser = Selectable<StaffUserTable>;
