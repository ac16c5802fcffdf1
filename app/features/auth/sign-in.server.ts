import type { AppContext } from "#app/context.ts";
import { audit } from "./audit.server.ts";
import { readSessionCookie, sessionCookie } from "./cookie.server.ts";
import { createSession, endSession, readSession } from "./sessions.server.ts";
import type { SignInThrottle } from "./throttle.server.ts";
import { checkCredentials } from "./users.server.ts";

export const SIGN_IN_MESSAGES = {
  wrong: "That e-mail and password do not match an active account.",
  locked: (minutes: number) =>
    `Too many failed attempts. For your security, sign-in is paused: try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or reset your password.`,
  missing: "Enter your e-mail and password.",
} as const;

export type SignInOutcome =
  { ok: true; cookie: string; needsSecondFactor: boolean } | { ok: false; status: 400 | 429; message: string; retryAfterSeconds?: number };

/** Only back-office paths are followed after sign-in (no open redirect). */
export function safeNext(next: unknown): string {
  return typeof next === "string" && /^\/admin(\/[^/\\]|$|\?)/.test(next) && !next.includes("//") ? next : "/admin";
}

/**
 * Checks the throttle, then the password; on success starts a NEW session
 * (any session the browser held is ended: no fixation). Admins and users
 * with TOTP get a session that must pass the second factor first.
 */
export async function signIn(
  request: Request,
  context: Pick<AppContext, "db" | "env" | "agency" | "clientIp">,
  input: { email: string; password: string },
  throttle: SignInThrottle,
): Promise<SignInOutcome> {
  const { db, clientIp: ip } = context;
  const email = input.email.trim().toLowerCase().slice(0, 254);
  if (!email || !input.password) return { ok: false, status: 400, message: SIGN_IN_MESSAGES.missing };
  const lockedFor = await throttle.lockedFor(email, ip);
  if (lockedFor > 0) {
    await audit(db, { action: "sign-in-locked", actor: email, ip });
    return { ok: false, status: 429, message: SIGN_IN_MESSAGES.locked(Math.ceil(lockedFor / 60)), retryAfterSeconds: lockedFor };
  }
  const check = await checkCredentials(db, email, input.password.slice(0, 1000));
  if (!check.ok) {
    await throttle.failed(email, ip);
    await audit(db, { action: "sign-in-failed", actor: email, ip });
    const nowLocked = await throttle.lockedFor(email, ip);
    if (nowLocked > 0)
      return { ok: false, status: 429, message: SIGN_IN_MESSAGES.locked(Math.ceil(nowLocked / 60)), retryAfterSeconds: nowLocked };
    return { ok: false, status: 400, message: SIGN_IN_MESSAGES.wrong };
  }
  await throttle.succeeded(email);
  const previous = await readSession(db, readSessionCookie(request, context.agency.siteUrl));
  if (previous) await endSession(db, previous.id);
  const needsSecondFactor = check.user.totp_secret !== null || check.user.role === "admin";
  const token = await createSession(db, check.user.id, { verified: !needsSecondFactor, ip });
  await audit(db, {
    action: "sign-in",
    userId: check.user.id,
    actor: check.user.email,
    ip,
    detail: needsSecondFactor ? { secondFactor: "pending" } : {},
  });
  return { ok: true, cookie: sessionCookie(context.agency.siteUrl, token), needsSecondFactor };
}

/** A POST from another site (login CSRF, forced sign-out) is refused: browsers send Origin on POST. */
export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get("Origin");
  if (!origin) return true;
  try {
    return origin === new URL(request.url).origin;
  } catch {
    return false;
  }
}
