import { data, redirect } from "react-router";
import type { AppContext } from "#app/context.ts";
import { audit } from "./audit.server.ts";
import { ADMIN_HEADERS } from "./guard.server.ts";
import { verifyPassword } from "./password.server.ts";
import { NewPasswordForm } from "./password-policy.ts";
import { newPasswordProblem } from "./password-strength.server.ts";
import type { StaffSession } from "./sessions.server.ts";
import type { SignInThrottle } from "./throttle.server.ts";
import { newRecoveryCodes, replaceRecoveryCodes } from "./totp.server.ts";
import { changeStaffPassword } from "./users.server.ts";

export const ACCOUNT_MESSAGES = {
  currentMissing: "Enter your current password.",
  currentWrong: "That is not your current password.",
  same: "The new password is your current one. Choose another.",
  locked: (minutes: number) =>
    `Too many wrong passwords. For your security this is paused: try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  noTwoFactor: "Two-step verification is off: there are no recovery codes to replace.",
  changed: "password-changed",
} as const;

export type AccountActionResult =
  | { intent: "password"; errors: Record<string, string>; codes?: undefined }
  | { intent: "codes"; errors: Record<string, string>; codes?: string[] };

type Ctx = Pick<AppContext, "db" | "clientIp" | "agency" | "mailOrigin">;

/**
 * Wrong current passwords count against the account and the address like
 * failed sign-ins (their own key: a session holder guessing does not lock the
 * owner's sign-in), so a stolen session cannot try passwords at leisure.
 */
async function checkCurrentPassword(
  context: Ctx,
  session: StaffSession,
  current: string,
  throttle: SignInThrottle,
): Promise<{ ok: true } | { ok: false; status: 400 | 429; message: string; retryAfter?: number }> {
  const key = `account:${session.user.email}`;
  const locked = await throttle.lockedFor(key, context.clientIp);
  if (locked > 0) return { ok: false, status: 429, message: ACCOUNT_MESSAGES.locked(Math.ceil(locked / 60)), retryAfter: locked };
  if (!current) return { ok: false, status: 400, message: ACCOUNT_MESSAGES.currentMissing };
  if (session.user.password_hash && (await verifyPassword(session.user.password_hash, current.slice(0, 1000)))) {
    await throttle.succeeded(key);
    return { ok: true };
  }
  await throttle.failed(key, context.clientIp);
  const nowLocked = await throttle.lockedFor(key, context.clientIp);
  if (nowLocked > 0) return { ok: false, status: 429, message: ACCOUNT_MESSAGES.locked(Math.ceil(nowLocked / 60)), retryAfter: nowLocked };
  return { ok: false, status: 400, message: ACCOUNT_MESSAGES.currentWrong };
}

function refused(intent: AccountActionResult["intent"], errors: Record<string, string>, status: number, retryAfter?: number) {
  const headers: Record<string, string> = { ...ADMIN_HEADERS };
  if (retryAfter) headers["Retry-After"] = String(retryAfter);
  return data<AccountActionResult>({ intent, errors }, { status, headers });
}

/** The account page's forms: change of password, new recovery codes. */
export async function runAccountAction(context: Ctx, session: StaffSession, form: FormData, throttle: SignInThrottle) {
  const { db } = context;
  const { user } = session;
  const intent = form.get("intent");
  const current = String(form.get("current") ?? "");

  if (intent === "password") {
    const parsed = NewPasswordForm.safeParse({ password: String(form.get("password") ?? ""), confirm: String(form.get("confirm") ?? "") });
    const errors: Record<string, string> = {};
    if (!current) errors.current = ACCOUNT_MESSAGES.currentMissing;
    if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "password")] ??= issue.message;
    if (!parsed.success || !current) return refused("password", errors, 400);
    const check = await checkCurrentPassword(context, session, current, throttle);
    if (!check.ok) return refused("password", { current: check.message }, check.status, check.retryAfter);
    const password = parsed.data.password;
    if (password === current) return refused("password", { password: ACCOUNT_MESSAGES.same }, 400);
    const weak = await newPasswordProblem(password, {
      email: user.email,
      name: user.name,
      brand: context.agency.brand,
      siteUrls: [context.mailOrigin, context.agency.siteUrl],
    });
    if (weak) return refused("password", { password: weak }, 400);
    const ended = await changeStaffPassword(db, user.id, password, session.id);
    await audit(db, {
      action: "password-changed",
      userId: user.id,
      actor: user.email,
      detail: { otherSessionsEnded: ended },
      ip: context.clientIp,
    });
    throw redirect(`/admin/account?notice=${ACCOUNT_MESSAGES.changed}`, { status: 303, headers: ADMIN_HEADERS });
  }

  if (intent === "codes") {
    if (user.totp_secret === null) return refused("codes", { current: ACCOUNT_MESSAGES.noTwoFactor }, 400);
    const check = await checkCurrentPassword(context, session, current, throttle);
    if (!check.ok) return refused("codes", { current: check.message }, check.status, check.retryAfter);
    const codes = newRecoveryCodes();
    if (!(await replaceRecoveryCodes(db, user.id, codes))) return refused("codes", { current: ACCOUNT_MESSAGES.noTwoFactor }, 400);
    await audit(db, { action: "recovery-codes-renewed", userId: user.id, actor: user.email, ip: context.clientIp });
    return data<AccountActionResult>({ intent: "codes", errors: {}, codes }, { headers: ADMIN_HEADERS });
  }

  return refused("password", { current: "Unknown action." }, 400);
}
