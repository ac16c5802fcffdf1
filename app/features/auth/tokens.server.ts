import crypto from "node:crypto";

/** 256 random bits, URL-safe: session ids, CSRF tokens, one-time links. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

/** What the database keeps instead of a token, so a copy of it opens nothing. */
export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token, "utf8").digest("hex");
}

/** Compares two strings in constant time (for tokens a user sends back). */
export function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
