import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/two-factor";
import { audit } from "#app/features/auth/audit.server.ts";
import { ADMIN_HEADERS, requireStaff, requireStaffAction } from "#app/features/auth/guard.server.ts";
import { markVerified } from "#app/features/auth/sessions.server.ts";
import { safeNext } from "#app/features/auth/sign-in.server.ts";
import { signInThrottle } from "#app/features/auth/throttle.server.ts";
import {
  enableTotp,
  newRecoveryCodes,
  pendingTotpSecret,
  redeemRecoveryCode,
  totpStep,
  totpUri,
  redeemTotpCode,
} from "#app/features/auth/totp.server.ts";
import { qrPath } from "#app/utils/qr.server.ts";
import { Alert, AuthCard } from "#app/features/admin/components/admin-shell.tsx";
import { TextField } from "#app/features/admin/components/fields.tsx";
import { adminMeta } from "#app/features/admin/meta.ts";

export const meta: Route.MetaFunction = () => adminMeta("Two-step verification");
// A throttled attempt's Retry-After comes from the action: React Router keeps only what this function returns.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { ...ADMIN_HEADERS, "Retry-After": retryAfter } : ADMIN_HEADERS;
};

/**
 * The second step. A user with TOTP enters a code (or a recovery code); an
 * admin without it must set it up first (admins are required to); anyone
 * signed in may set it up from their account page.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, { allowUnverified: true });
  const next = safeNext(url.searchParams.get("next"));
  const enrolled = session.user.totp_secret !== null;
  // Already done (also right after setting it up, when this loader runs again behind the recovery codes).
  if (session.verified && enrolled)
    return data({ mode: "done" as const, next, csrf: session.csrfToken, setup: null }, { headers: ADMIN_HEADERS });
  if (enrolled) return data({ mode: "verify" as const, next, csrf: session.csrfToken, setup: null }, { headers: ADMIN_HEADERS });
  const secret = pendingTotpSecret(session.csrfToken, session.user.id);
  const uri = totpUri(secret, session.user.email, `${context.agency.brand} back office`);
  return data({ mode: "setup" as const, next, csrf: session.csrfToken, setup: { secret, qr: qrPath(uri) } }, { headers: ADMIN_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session, form } = await requireStaffAction(request, context, { allowUnverified: true });
  const next = safeNext(form.get("next"));
  const code = String(form.get("code") ?? "").slice(0, 40);
  const throttle = signInThrottle();
  const key = `2fa:${session.user.email}`;
  const locked = await throttle.lockedFor(key, context.clientIp);
  if (locked > 0)
    return data(
      { message: `Too many wrong codes. Try again in ${Math.ceil(locked / 60)} minutes.`, codes: null },
      { status: 429, headers: { ...ADMIN_HEADERS, "Retry-After": String(locked) } },
    );

  if (session.user.totp_secret !== null) {
    if (session.verified) throw redirect("/admin/account", { status: 303, headers: ADMIN_HEADERS });
    // Each code works once (redeemTotpCode): a code seen over a shoulder or in a proxy log cannot open a second session.
    const ok =
      (await redeemTotpCode(context.db, session.user, code)) ||
      (code.includes("-") && (await redeemRecoveryCode(context.db, session.user.id, code)));
    if (!ok) {
      await throttle.failed(key, context.clientIp);
      await audit(context.db, { action: "two-factor-failed", userId: session.user.id, actor: session.user.email, ip: context.clientIp });
      return data(
        { message: "That code is not right. Enter the current 6-digit code from your app, or a recovery code.", codes: null },
        { status: 400, headers: ADMIN_HEADERS },
      );
    }
    await throttle.succeeded(key);
    await markVerified(context.db, session.id);
    throw redirect(next, { status: 303, headers: ADMIN_HEADERS });
  }

  // Setting up: the code must come from the secret this session was shown.
  const secret = pendingTotpSecret(session.csrfToken, session.user.id);
  const step = totpStep(secret, code);
  if (step === null) {
    await throttle.failed(key, context.clientIp);
    return data(
      { message: "That code does not match. Scan the code again and enter the 6 digits your app shows now.", codes: null },
      { status: 400, headers: ADMIN_HEADERS },
    );
  }
  const codes = newRecoveryCodes();
  await enableTotp(context.db, session.user.id, secret, codes, step);
  await markVerified(context.db, session.id);
  await audit(context.db, { action: "two-factor-enabled", userId: session.user.id, actor: session.user.email, ip: context.clientIp });
  return data({ message: null, codes, next }, { headers: ADMIN_HEADERS });
}

export default function TwoFactor() {
  const { mode, next, csrf, setup } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (result?.codes) {
    return (
      <AuthCard title="Save your recovery codes">
        <p className="mb-3 text-sm text-muted">
          Two-step verification is on. If you lose your phone, each of these codes signs you in once. Keep them somewhere safe: they are not
          shown again.
        </p>
        <ul aria-label="Recovery codes" className="mb-5 grid grid-cols-2 gap-2 rounded-lg bg-sand-50 p-3 font-mono text-sm">
          {result.codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <Link to={"next" in result && result.next ? result.next : "/admin"} className="btn btn-primary w-full">
          Continue
        </Link>
      </AuthCard>
    );
  }
  if (mode === "done") {
    return (
      <AuthCard title="Two-step verification is on">
        <Link to={next} className="btn btn-primary w-full">
          Continue
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={mode === "verify" ? "Two-step verification" : "Set up two-step verification"}>
      {result?.message ? <Alert>{result.message}</Alert> : null}
      {setup ? (
        <div className="mb-4 mt-3 text-sm">
          <p className="mb-3 text-muted">
            Scan this code with an authenticator app (Google Authenticator, 1Password, Authy…), then enter the 6 digits it shows.
          </p>
          <svg
            viewBox={`0 0 ${setup.qr.size} ${setup.qr.size}`}
            role="img"
            aria-label="QR code for your authenticator app"
            className="mx-auto h-48 w-48 bg-white"
            shapeRendering="crispEdges"
          >
            <path d={setup.qr.d} fill="#000" />
          </svg>
          <p className="mt-3">
            Or type this key:{" "}
            <code className="break-all rounded bg-sand-100 px-1 font-mono" data-testid="totp-secret">
              {setup.secret}
            </code>
          </p>
        </div>
      ) : (
        <p className="mb-4 mt-3 text-sm text-muted">Enter the 6-digit code from your authenticator app, or one of your recovery codes.</p>
      )}
      <Form method="post">
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="next" value={next} />
        <TextField label="Code" name="code" autoComplete="one-time-code" inputMode={setup ? "numeric" : "text"} required />
        <button type="submit" className="btn btn-primary w-full">
          {setup ? "Turn on" : "Verify"}
        </button>
      </Form>
    </AuthCard>
  );
}
