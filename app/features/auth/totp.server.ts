import crypto from "node:crypto";
import { Secret, TOTP } from "otpauth";
import type { DB } from "#app/db/db.server.ts";
import { hashToken } from "./tokens.server.ts";

/** RFC 6238 defaults every authenticator app reads: SHA-1, 6 digits, 30 s; ±1 step of clock drift. */
function totpFor(secretBase32: string, label: string, issuer: string): TOTP {
  return new TOTP({ issuer, label, algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secretBase32) });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * The secret offered while setting up: derived from the session's own random
 * token, so it stays the same across a failed attempt (with or without
 * JavaScript) without being stored or sent back by the form.
 */
export function pendingTotpSecret(sessionToken: string, userId: number): string {
  const bytes = crypto.createHmac("sha256", sessionToken).update(`totp-setup:${userId}`).digest().subarray(0, 20);
  return new Secret({ buffer: new Uint8Array(bytes).buffer }).base32;
}

export function totpUri(secretBase32: string, email: string, issuer: string): string {
  return totpFor(secretBase32, email, issuer).toString();
}

const PERIOD_MS = 30_000;

/**
 * The time step (Unix time / 30 s) the code belongs to, if it is the code of
 * now's step or one step either side (clock drift); null otherwise.
 */
export function totpStep(secretBase32: string, code: string, now = Date.now()): number | null {
  const digits = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(digits)) return null;
  try {
    const delta = totpFor(secretBase32, "x", "x").validate({ token: digits, timestamp: now, window: 1 });
    return delta === null ? null : Math.floor(now / PERIOD_MS) + delta;
  } catch {
    return null;
  }
}

/** Whether the code is valid now (no record of its use: see redeemTotpCode for signing in). */
export function checkTotp(secretBase32: string, code: string, now = Date.now()): boolean {
  return totpStep(secretBase32, code, now) !== null;
}

/**
 * Accepts a code once (RFC 6238 §5.2): only if its time step is later than the
 * last one this user had accepted. One conditional UPDATE decides, so of two
 * requests racing with the same code only one passes.
 */
export async function redeemTotpCode(
  db: DB,
  user: { id: number; totp_secret: string | null },
  code: string,
  now = Date.now(),
): Promise<boolean> {
  if (!user.totp_secret) return false;
  const step = totpStep(user.totp_secret, code, now);
  if (step === null) return false;
  const result = await db
    .updateTable("staff_users")
    .set({ totp_last_step: step })
    .where("id", "=", user.id)
    .where("totp_secret", "=", user.totp_secret)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ten one-time codes (xxxxx-xxxxx) for a lost phone; only their hashes are kept. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: 10 }, () => {
    const hex = crypto.randomBytes(5).toString("hex");
    return `${hex.slice(0, 5)}-${hex.slice(5)}`;
  });
}

const normalizeCode = (code: string) =>
  code
    .trim()
    .toLowerCase()
    .replace(/[^0-9a-f]/g, "");

/** Turns TOTP on; `usedStep` is the step of the code that proved the set-up, which cannot then sign in again. */
export async function enableTotp(
  db: DB,
  userId: number,
  secretBase32: string,
  codes: string[],
  usedStep: number | null = null,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable("staff_users")
    .set({
      totp_secret: secretBase32,
      totp_last_step: usedStep,
      recovery_codes: JSON.stringify(codes.map((c) => hashToken(normalizeCode(c)))),
      updated_at: now.toISOString(),
    })
    .where("id", "=", userId)
    .execute();
}

/** Uses up one recovery code; false if it is not one of the user's unused codes. */
export async function redeemRecoveryCode(db: DB, userId: number, code: string): Promise<boolean> {
  const user = await db.selectFrom("staff_users").select(["recovery_codes"]).where("id", "=", userId).executeTakeFirst();
  if (!user?.recovery_codes) return false;
  const hashes = JSON.parse(user.recovery_codes) as string[];
  const hash = hashToken(normalizeCode(code));
  if (!hashes.includes(hash)) return false;
  const result = await db
    .updateTable("staff_users")
    .set({ recovery_codes: JSON.stringify(hashes.filter((h) => h !== hash)) })
    .where("id", "=", userId)
    .where("recovery_codes", "=", user.recovery_codes)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How many unused recovery codes the user holds (0 without two-step verification). */
export function recoveryCodesLeft(user: { recovery_codes: string | null }): number {
  if (!user.recovery_codes) return 0;
  try {
    const codes: unknown = JSON.parse(user.recovery_codes);
    return Array.isArray(codes) ? codes.length : 0;
  } catch {
    return 0;
  }
}

/** Replaces the user's recovery codes (the old ones stop working); false if two-step verification is off. */
export async function replaceRecoveryCodes(db: DB, userId: number, codes: string[], now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable("staff_users")
    .set({ recovery_codes: JSON.stringify(codes.map((c) => hashToken(normalizeCode(c)))), updated_at: now.toISOString() })
    .where("id", "=", userId)
    .where("totp_secret", "is not", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * An admin's reset of a colleague who lost their phone: secret, recovery codes
 * and last step are gone and every session of theirs ends. They sign in with
 * their password and set it up again (an admin must, at once).
 */
export async function resetTotp(db: DB, userId: number, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("staff_users")
      .set({ totp_secret: null, recovery_codes: null, totp_last_step: null, updated_at: now.toISOString() })
      .where("id", "=", userId)
      .execute();
    await trx.deleteFrom("staff_sessions").where("user_id", "=", userId).execute();
  });
}
