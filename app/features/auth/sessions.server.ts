import type { DB } from "#app/db/db.server.ts";
import type { StaffUser } from "./schema.ts";
import { hashToken, randomToken } from "./tokens.server.ts";

export interface SessionPolicy {
  /** a session unused this long ends */
  idleMs: number;
  /** a session ends this long after sign-in, used or not */
  absoluteMs: number;
}

export const SESSION_POLICY: SessionPolicy = { idleMs: 2 * 60 * 60_000, absoluteMs: 12 * 60 * 60_000 };
/** last_seen_at is written at most this often (not on every request) */
const TOUCH_EVERY_MS = 60_000;

export interface StaffSession {
  /** the hashed id as stored */
  id: string;
  csrfToken: string;
  /** the second factor is done, or the account has none and needs none */
  verified: boolean;
  user: StaffUser;
}

/** Starts a new session (always a new id: fixation-proof); returns the cookie value. */
export async function createSession(
  db: DB,
  userId: number,
  options: { verified: boolean; ip?: string; now?: Date; policy?: SessionPolicy },
): Promise<string> {
  const now = options.now ?? new Date();
  const policy = options.policy ?? SESSION_POLICY;
  const token = randomToken();
  await db
    .insertInto("staff_sessions")
    .values({
      id: hashToken(token),
      user_id: userId,
      csrf_token: randomToken(),
      verified: options.verified ? 1 : 0,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + policy.absoluteMs).toISOString(),
      ip: options.ip?.slice(0, 64) ?? null,
    })
    .execute();
  return token;
}

/** The live session for a cookie value, or null (unknown, expired, idle too long, user disabled). */
export async function readSession(
  db: DB,
  token: string | null,
  options: { now?: Date; policy?: SessionPolicy } = {},
): Promise<StaffSession | null> {
  if (!token || token.length > 100) return null;
  const now = options.now ?? new Date();
  const policy = options.policy ?? SESSION_POLICY;
  const id = hashToken(token);
  const row = await db
    .selectFrom("staff_sessions")
    .innerJoin("staff_users", "staff_users.id", "staff_sessions.user_id")
    .selectAll("staff_users")
    .select(["staff_sessions.csrf_token", "staff_sessions.verified", "staff_sessions.last_seen_at", "staff_sessions.expires_at"])
    .where("staff_sessions.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const lastSeen = Date.parse(row.last_seen_at);
  if (row.status !== "active" || Date.parse(row.expires_at) <= now.getTime() || now.getTime() - lastSeen >= policy.idleMs) {
    await db.deleteFrom("staff_sessions").where("id", "=", id).execute();
    return null;
  }
  if (now.getTime() - lastSeen >= TOUCH_EVERY_MS) {
    await db.updateTable("staff_sessions").set({ last_seen_at: now.toISOString() }).where("id", "=", id).execute();
  }
  const { csrf_token, verified, last_seen_at: _l, expires_at: _e, ...user } = row;
  return { id, csrfToken: csrf_token, verified: verified === 1, user };
}

export async function markVerified(db: DB, sessionId: string): Promise<void> {
  await db.updateTable("staff_sessions").set({ verified: 1 }).where("id", "=", sessionId).execute();
}

export async function endSession(db: DB, sessionId: string): Promise<void> {
  await db.deleteFrom("staff_sessions").where("id", "=", sessionId).execute();
}

/** "Sign out everywhere", and what a disabled account or a new password does. */
export async function endAllSessions(db: DB, userId: number): Promise<void> {
  await db.deleteFrom("staff_sessions").where("user_id", "=", userId).execute();
}
