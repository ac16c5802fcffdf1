import type { DB } from "#app/db/db.server.ts";
import { hashPassword, spendVerifyTime, verifyPassword } from "./password.server.ts";
import type { StaffRole, StaffUser, TokenPurpose } from "./schema.ts";
import { withdrawPendingInvitations } from "./staff-mail.server.ts";
import { hashToken, randomToken } from "./tokens.server.ts";

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  invite: 72 * 60 * 60_000,
  reset: 30 * 60_000,
};

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export interface NewStaffUser {
  email: string;
  name: string;
  role: StaffRole;
  agentId?: number | null;
  /** already checked against the policy; absent: the user sets one through a link */
  password?: string;
}

export class StaffUserError extends Error {}

export async function createStaffUser(db: DB, input: NewStaffUser, now = new Date()): Promise<StaffUser> {
  const email = normalizeEmail(input.email);
  const existing = await db.selectFrom("staff_users").select("id").where("email", "=", email).executeTakeFirst();
  if (existing) throw new StaffUserError(`A staff user with the e-mail ${email} already exists.`);
  const at = now.toISOString();
  return db
    .insertInto("staff_users")
    .values({
      email,
      name: input.name.trim(),
      role: input.role,
      agent_id: input.agentId ?? null,
      password_hash: input.password ? await hashPassword(input.password) : null,
      status: "active",
      totp_secret: null,
      recovery_codes: null,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findStaffUserByEmail(db: DB, email: string): Promise<StaffUser | undefined> {
  return db.selectFrom("staff_users").selectAll().where("email", "=", normalizeEmail(email)).executeTakeFirst();
}

export function findStaffUser(db: DB, id: number): Promise<StaffUser | undefined> {
  return db.selectFrom("staff_users").selectAll().where("id", "=", id).executeTakeFirst();
}

export interface StaffListRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  status: "active" | "disabled";
  agentId: number | null;
  agentName: string | null;
  /** false until the invitation is accepted */
  hasPassword: boolean;
  twoFactor: boolean;
  createdAt: string;
}

export async function listStaffUsers(db: DB): Promise<StaffListRow[]> {
  const rows = await db
    .selectFrom("staff_users")
    .leftJoin("agents", "agents.id", "staff_users.agent_id")
    .select([
      "staff_users.id",
      "staff_users.email",
      "staff_users.name",
      "staff_users.role",
      "staff_users.status",
      "staff_users.agent_id",
      "staff_users.password_hash",
      "staff_users.totp_secret",
      "staff_users.created_at",
      "agents.name as agentName",
    ])
    .orderBy("staff_users.name")
    .orderBy("staff_users.id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    status: r.status,
    agentId: r.agent_id,
    agentName: r.agentName,
    hasPassword: r.password_hash !== null,
    twoFactor: r.totp_secret !== null,
    createdAt: r.created_at,
  }));
}

export async function setStaffStatus(db: DB, userId: number, status: "active" | "disabled", now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("staff_users").set({ status, updated_at: now.toISOString() }).where("id", "=", userId).execute();
    if (status === "disabled") {
      await trx.deleteFrom("staff_sessions").where("user_id", "=", userId).execute();
      await trx
        .updateTable("staff_tokens")
        .set({ used_at: now.toISOString() })
        .where("user_id", "=", userId)
        .where("used_at", "is", null)
        .execute();
    }
  });
}

/** Sets a new password and ends every session of the user. */
export async function setStaffPassword(db: DB, userId: number, password: string, now = new Date()): Promise<void> {
  const hash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("staff_users").set({ password_hash: hash, updated_at: now.toISOString() }).where("id", "=", userId).execute();
    await trx.deleteFrom("staff_sessions").where("user_id", "=", userId).execute();
  });
}

/** A single-use link token (only its hash is stored); earlier unused ones of the same purpose stop working. */
export async function issueToken(db: DB, userId: number, purpose: TokenPurpose, now = new Date()): Promise<string> {
  const token = randomToken();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("staff_tokens")
      .set({ used_at: at })
      .where("user_id", "=", userId)
      .where("purpose", "=", purpose)
      .where("used_at", "is", null)
      .execute();
    await trx
      .insertInto("staff_tokens")
      .values({
        token_hash: hashToken(token),
        user_id: userId,
        purpose,
        expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]).toISOString(),
        used_at: null,
        created_at: at,
      })
      .execute();
  });
  return token;
}

/** The active user a still-valid token belongs to, without using it up. */
export async function peekToken(db: DB, token: string, purpose: TokenPurpose, now = new Date()): Promise<StaffUser | null> {
  if (!token || token.length > 100) return null;
  const row = await db
    .selectFrom("staff_tokens")
    .innerJoin("staff_users", "staff_users.id", "staff_tokens.user_id")
    .selectAll("staff_users")
    .where("staff_tokens.token_hash", "=", hashToken(token))
    .where("staff_tokens.purpose", "=", purpose)
    .where("staff_tokens.used_at", "is", null)
    .where("staff_tokens.expires_at", ">", now.toISOString())
    .where("staff_users.status", "=", "active")
    .executeTakeFirst();
  return row ?? null;
}

/** Uses the token up (once: a second use of the same link finds nothing) and sets the password. */
export async function redeemToken(
  db: DB,
  token: string,
  purpose: TokenPurpose,
  password: string,
  now = new Date(),
): Promise<StaffUser | null> {
  const user = await peekToken(db, token, purpose, now);
  if (!user) return null;
  const used = await db
    .updateTable("staff_tokens")
    .set({ used_at: now.toISOString() })
    .where("token_hash", "=", hashToken(token))
    .where("used_at", "is", null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) return null;
  await setStaffPassword(db, user.id, password, now);
  // An invitation e-mail still waiting (no SMTP yet, or a resend) would arrive with a dead link.
  if (purpose === "invite") await withdrawPendingInvitations(db, user.email, "the invitation has been accepted", now);
  return user;
}

export type CredentialCheck = { ok: true; user: StaffUser } | { ok: false };

/** Same work and the same answer for an unknown address, a disabled account and a wrong password. */
export async function checkCredentials(db: DB, email: string, password: string): Promise<CredentialCheck> {
  const user = await findStaffUserByEmail(db, email);
  if (!user || !user.password_hash || user.status !== "active") {
    await spendVerifyTime(password);
    return { ok: false };
  }
  return (await verifyPassword(user.password_hash, password)) ? { ok: true, user } : { ok: false };
}

/**
 * A new password chosen while signed in: every other session of the user ends
 * (a thief's included); the one that made the change stays. Returns how many ended.
 */
export async function changeStaffPassword(
  db: DB,
  userId: number,
  password: string,
  keepSessionId: string,
  now = new Date(),
): Promise<number> {
  const hash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    await trx.updateTable("staff_users").set({ password_hash: hash, updated_at: now.toISOString() }).where("id", "=", userId).execute();
    const ended = await trx.deleteFrom("staff_sessions").where("user_id", "=", userId).where("id", "!=", keepSessionId).executeTakeFirst();
    return Number(ended.numDeletedRows);
  });
}

/** When each user's unused invitation link expires (the newest; issueToken keeps one alive). */
export async function invitationExpiries(db: DB): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom("staff_tokens")
    .select(["user_id", "expires_at"])
    .where("purpose", "=", "invite")
    .where("used_at", "is", null)
    .execute();
  const byUser = new Map<number, string>();
  for (const r of rows) if ((byUser.get(r.user_id) ?? "") < r.expires_at) byUser.set(r.user_id, r.expires_at);
  return byUser;
}
