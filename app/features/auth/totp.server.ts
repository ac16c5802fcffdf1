import crypto from "node:crypto";
import { Secret, TOTP } from "otpauth";
import type { DB } from "#app/db/db.server.ts";
import { staffDb } from "./schema.ts";
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

export function checkTotp(secretBase32: string, code: string, now = Date.now()): boolean {
  const digits = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(digits)) return false;
  try {
    return totpFor(secretBase32, "x", "x").validate({ token: digits, timestamp: now, window: 1 }) !== null;
  } catch {
    return false;
  }
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

export async function enableTotp(db: DB, userId: number, secretBase32: string, codes: string[], now = new Date()): Promise<void> {
  await staffDb(db)
    .updateTable("staff_users")
    .set({
      totp_secret: secretBase32,
      recovery_codes: JSON.stringify(codes.map((c) => hashToken(normalizeCode(c)))),
      updated_at: now.toISOString(),
    })
    .where("id", "=", userId)
    .execute();
}

/** Uses up one recovery code; false if it is not one of the user's unused codes. */
export async function redeemRecoveryCode(db: DB, userId: number, code: string): Promise<boolean> {
  const sdb = staffDb(db);
  const user = await sdb.selectFrom("staff_users").select(["recovery_codes"]).where("id", "=", userId).executeTakeFirst();
  if (!user?.recovery_codes) return false;
  const hashes = JSON.parse(user.recovery_codes) as string[];
  const hash = hashToken(normalizeCode(code));
  if (!hashes.includes(hash)) return false;
  const result = await sdb
    .updateTable("staff_users")
    .set({ recovery_codes: JSON.stringify(hashes.filter((h) => h !== hash)) })
    .where("id", "=", userId)
    .where("recovery_codes", "=", user.recovery_codes)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
