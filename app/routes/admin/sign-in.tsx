import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/sign-in";
import { ADMIN_HEADERS } from "#app/features/auth/guard.server.ts";
import { getStaffSession } from "#app/features/auth/guard.server.ts";
import { safeNext, sameOrigin, signIn } from "#app/features/auth/sign-in.server.ts";
import { signInThrottle } from "#app/features/auth/throttle.server.ts";
import { Alert, AuthCard } from "#app/features/admin/components/admin-shell.tsx";
import { TextField } from "#app/features/admin/components/fields.tsx";
import { adminMeta } from "#app/features/admin/meta.ts";

export const meta: Route.MetaFunction = () => adminMeta("Sign in");
// A throttled attempt's Retry-After comes from the action: React Router keeps only what this function returns.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { ...ADMIN_HEADERS, "Retry-After": retryAfter } : ADMIN_HEADERS;
};

const NOTICES: Record<string, string> = {
  "signed-out": "You are signed out.",
  "password-set": "Your password is set. Sign in with it.",
  expired: "Your session ended. Sign in again.",
};

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const session = await getStaffSession(request, context);
  if (session?.verified) throw redirect(safeNext(url.searchParams.get("next")), { status: 303, headers: ADMIN_HEADERS });
  const notice = NOTICES[url.searchParams.get("notice") ?? ""] ?? null;
  return data({ next: safeNext(url.searchParams.get("next")), notice }, { headers: ADMIN_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!sameOrigin(request))
    return data({ message: "This form must be sent from this site.", email: "" }, { status: 403, headers: ADMIN_HEADERS });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data({ message: "The form could not be read.", email: "" }, { status: 400, headers: ADMIN_HEADERS });
  }
  const email = String(form.get("email") ?? "");
  const outcome = await signIn(request, context, { email, password: String(form.get("password") ?? "") }, signInThrottle());
  if (!outcome.ok) {
    const headers: Record<string, string> = { ...ADMIN_HEADERS };
    if (outcome.retryAfterSeconds) headers["Retry-After"] = String(outcome.retryAfterSeconds);
    return data({ message: outcome.message, email: email.slice(0, 254) }, { status: outcome.status, headers });
  }
  const next = outcome.needsSecondFactor
    ? `/admin/two-factor?next=${encodeURIComponent(safeNext(form.get("next")))}`
    : safeNext(form.get("next"));
  throw redirect(next, { status: 303, headers: { ...ADMIN_HEADERS, "Set-Cookie": outcome.cookie } });
}

export default function SignIn() {
  const { next, notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <AuthCard title="Sign in">
      {notice && !result ? <Alert tone="ok">{notice}</Alert> : null}
      {result?.message ? <Alert>{result.message}</Alert> : null}
      <Form method="post" className="mt-4" noValidate={false}>
        <input type="hidden" name="next" value={next} />
        <TextField label="E-mail" name="email" type="email" autoComplete="username" defaultValue={result?.email} required />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
        <button type="submit" className="btn btn-primary w-full" disabled={busy}>
          {busy ? "Signing in…" : "Sign in"}
        </button>
      </Form>
      <p className="mt-4 text-sm">
        <Link to="/admin/forgot" className="text-navy-700 underline">
          Forgot your password?
        </Link>
      </p>
    </AuthCard>
  );
}
