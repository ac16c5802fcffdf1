import { useEffect, useRef } from "react";
import { data, Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/account";
import { runAccountAction } from "#app/features/auth/account.server.ts";
import { ADMIN_HEADERS, requireStaff, requireStaffAction } from "#app/features/auth/guard.server.ts";
import { PASSWORD_MIN } from "#app/features/auth/password-policy.ts";
import { signInThrottle } from "#app/features/auth/throttle.server.ts";
import { recoveryCodesLeft } from "#app/features/auth/totp.server.ts";
import { Alert } from "#app/features/admin/components/admin-shell.tsx";
import { CsrfField } from "#app/features/admin/components/csrf-field.tsx";
import { TextField } from "#app/features/admin/components/fields.tsx";
import { adminMeta } from "#app/features/admin/meta.ts";

export const meta: Route.MetaFunction = () => adminMeta("Your account");
// A throttled attempt's Retry-After comes from the action: React Router keeps only what this function returns.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { ...ADMIN_HEADERS, "Retry-After": retryAfter } : ADMIN_HEADERS;
};

const NOTICES: Record<string, string> = {
  "password-changed": "Your password is changed. Every other session of your account is signed out; this one stays.",
};

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, context);
  return data(
    {
      name: user.name,
      email: user.email,
      role: user.role,
      twoFactor: user.totp_secret !== null,
      codesLeft: recoveryCodesLeft(user),
      notice: NOTICES[url.searchParams.get("notice") ?? ""] ?? null,
    },
    { headers: ADMIN_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session, form } = await requireStaffAction(request, context);
  return runAccountAction(context, session, form, signInThrottle());
}

const SECTION = "rounded-xl bg-white p-4 ring-1 ring-sand-200";

export default function Account() {
  const { name, email, role, twoFactor, codesLeft, notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const location = useLocation();
  const busy = useNavigation().formData?.get("intent");
  const passwordErrors = result?.intent === "password" ? result.errors : {};
  const codesErrors = result?.intent === "codes" ? result.errors : {};
  const codes = result?.intent === "codes" ? result.codes : undefined;
  const codesHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (codes) codesHeading.current?.focus();
  }, [codes]);

  return (
    <>
      <h1 className="mb-5 font-display text-3xl text-ink">Your account</h1>
      {notice && !result ? (
        <div className="mb-5 max-w-2xl">
          <Alert tone="ok">{notice}</Alert>
        </div>
      ) : null}
      <div className="grid max-w-2xl gap-5">
        <section className={SECTION} aria-labelledby="me-title">
          <h2 id="me-title" className="mb-2 text-lg font-semibold">
            {name}
          </h2>
          <p className="break-words text-sm text-muted">
            {email} · {role}
          </p>
        </section>

        <section className={SECTION} aria-labelledby="password-title">
          <h2 id="password-title" className="mb-2 text-lg font-semibold">
            Change your password
          </h2>
          <p className="mb-3 text-sm text-muted">
            At least {PASSWORD_MIN} characters, not built from your name, your e-mail or the agency's name. Every other session of your
            account is signed out when it changes.
          </p>
          {/* A new key after each answer: typed passwords never linger in the fields. */}
          <Form method="post" action="/admin/account" key={location.key}>
            <CsrfField />
            <input type="hidden" name="intent" value="password" />
            <TextField
              label="Current password"
              name="current"
              id="password-current"
              type="password"
              autoComplete="current-password"
              required
              error={passwordErrors.current}
            />
            <TextField
              label="New password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              error={passwordErrors.password}
            />
            <TextField
              label="Repeat the new password"
              name="confirm"
              type="password"
              autoComplete="new-password"
              required
              error={passwordErrors.confirm}
            />
            <button type="submit" className="btn btn-primary" disabled={busy === "password"}>
              {busy === "password" ? "Changing…" : "Change password"}
            </button>
          </Form>
        </section>

        <section className={SECTION} aria-labelledby="tfa-title">
          <h2 id="tfa-title" className="mb-2 text-lg font-semibold">
            Two-step verification
          </h2>
          {twoFactor ? (
            <>
              <p className="text-sm">On: sign-in asks for a code from your authenticator app.</p>
              {codes ? (
                <div className="mt-4">
                  <h3 ref={codesHeading} tabIndex={-1} className="mb-2 font-semibold outline-none">
                    Your new recovery codes
                  </h3>
                  <p className="mb-3 text-sm text-muted">
                    Your earlier codes no longer work. Each of these signs you in once instead of a code from your app. Keep them somewhere
                    safe: they are not shown again.
                  </p>
                  <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-lg bg-sand-50 p-3 font-mono text-sm">
                    {codes.map((c) => (
                      <li key={c}>{c}</li>
                    ))}
                  </ul>
                </div>
              ) : (
                <>
                  <p className="mt-2 text-sm" data-testid="codes-left">
                    {codesLeft === 0
                      ? "You have no unused recovery codes left. Make new ones, in case you lose your phone."
                      : `You have ${codesLeft} unused recovery code${codesLeft === 1 ? "" : "s"}.`}
                  </p>
                  <Form method="post" action="/admin/account" className="mt-3" key={`codes-${location.key}`}>
                    <CsrfField />
                    <input type="hidden" name="intent" value="codes" />
                    <TextField
                      label="Your password"
                      name="current"
                      id="codes-current"
                      type="password"
                      autoComplete="current-password"
                      hint="New codes replace every earlier one, used or not."
                      required
                      error={codesErrors.current}
                    />
                    <button type="submit" className="btn btn-outline" disabled={busy === "codes"}>
                      {busy === "codes" ? "Making codes…" : "Make new codes"}
                    </button>
                  </Form>
                </>
              )}
            </>
          ) : (
            <>
              <p className="mb-3 text-sm">Off. Turn it on so a stolen password alone cannot open your account.</p>
              <Link to="/admin/two-factor?next=/admin/account" className="btn btn-primary">
                Set up
              </Link>
            </>
          )}
        </section>

        <section className={SECTION} aria-labelledby="sessions-title">
          <h2 id="sessions-title" className="mb-2 text-lg font-semibold">
            Sessions
          </h2>
          <p className="mb-3 text-sm">
            Lost a phone, or signed in on a shared computer? End every session of your account, this one included.
          </p>
          <Form method="post" action="/admin/sign-out">
            <CsrfField />
            <input type="hidden" name="everywhere" value="1" />
            <button type="submit" className="btn btn-outline">
              Sign out everywhere
            </button>
          </Form>
        </section>
      </div>
    </>
  );
}
