import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/set-password";
import { audit } from "#app/features/auth/audit.server.ts";
import { ADMIN_HEADERS } from "#app/features/auth/guard.server.ts";
import { NewPasswordForm, PASSWORD_MIN } from "#app/features/auth/password-policy.ts";
import { newPasswordProblem } from "#app/features/auth/password-strength.server.ts";
import { sameOrigin } from "#app/features/auth/sign-in.server.ts";
import { peekToken, redeemToken } from "#app/features/auth/users.server.ts";
import { Alert, AuthCard } from "#app/features/admin/components/admin-shell.tsx";
import { TextField } from "#app/features/admin/components/fields.tsx";
import { adminMeta } from "#app/features/admin/meta.ts";

export const meta: Route.MetaFunction = () => adminMeta("Choose a password");
// The token is in the URL: no Referer leaves this page.
export const headers: Route.HeadersFunction = () => ({ ...ADMIN_HEADERS, "Referrer-Policy": "no-referrer" });

const purposeOf = (url: URL) => (url.pathname.startsWith("/admin/welcome/") ? "invite" : "reset");
const GONE = "This link has expired or has already been used. Ask an administrator for a new invitation, or request a new reset link.";

/** /admin/welcome/:token (invitation) and /admin/reset/:token (password reset): single-use links. */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const purpose = purposeOf(url);
  const user = await peekToken(context.db, params.token, purpose);
  if (!user) return data({ ok: false as const, purpose, name: null }, { status: 410, headers: ADMIN_HEADERS });
  return data({ ok: true as const, purpose, name: user.name }, { headers: ADMIN_HEADERS });
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  if (!sameOrigin(request))
    return data(
      { errors: { password: "This form must be sent from this site." } as Record<string, string> },
      { status: 403, headers: ADMIN_HEADERS },
    );
  const purpose = purposeOf(url);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data({ errors: { password: "The form could not be read." } as Record<string, string> }, { status: 400, headers: ADMIN_HEADERS });
  }
  const parsed = NewPasswordForm.safeParse({ password: String(form.get("password") ?? ""), confirm: String(form.get("confirm") ?? "") });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "password")] ??= issue.message;
    return data({ errors }, { status: 400, headers: ADMIN_HEADERS });
  }
  // The link first: the strength check is the costly part, and needs to know whose password it is.
  const holder = await peekToken(context.db, params.token, purpose);
  if (!holder) return data({ errors: { password: GONE } as Record<string, string> }, { status: 410, headers: ADMIN_HEADERS });
  const weak = await newPasswordProblem(parsed.data.password, {
    email: holder.email,
    name: holder.name,
    brand: context.agency.brand,
    siteUrls: [context.mailOrigin, context.agency.siteUrl],
  });
  if (weak) return data({ errors: { password: weak } as Record<string, string> }, { status: 400, headers: ADMIN_HEADERS });
  const user = await redeemToken(context.db, params.token, purpose, parsed.data.password);
  if (!user) return data({ errors: { password: GONE } as Record<string, string> }, { status: 410, headers: ADMIN_HEADERS });
  await audit(context.db, { action: "password-set", userId: user.id, actor: user.email, detail: { via: purpose }, ip: context.clientIp });
  throw redirect("/admin/sign-in?notice=password-set", { status: 303, headers: ADMIN_HEADERS });
}

export default function SetPassword() {
  const { ok, purpose, name } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (!ok) {
    return (
      <AuthCard title="Link no longer valid">
        <Alert>{GONE}</Alert>
        <Link to="/admin/sign-in" className="btn btn-primary mt-5 w-full">
          Go to sign-in
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={purpose === "invite" ? `Welcome, ${name}` : "Choose a new password"}>
      <p className="mb-4 text-sm text-muted">
        At least {PASSWORD_MIN} characters, not built from your name, your e-mail or the agency's name. A few unrelated words make a strong
        password that is easy to type on a phone.
      </p>
      <Form method="post">
        <TextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          error={result?.errors.password}
        />
        <TextField label="Repeat it" name="confirm" type="password" autoComplete="new-password" required error={result?.errors.confirm} />
        <button type="submit" className="btn btn-primary w-full">
          Set password
        </button>
      </Form>
    </AuthCard>
  );
}
