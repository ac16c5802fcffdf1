import { data, Form, useActionData } from "react-router";
import { RateLimiterMemory } from "rate-limiter-flexible";
import type { Route } from "./+types/forgot";
import { audit } from "#app/features/auth/audit.server.ts";
import { ADMIN_HEADERS } from "#app/features/auth/guard.server.ts";
import { sameOrigin } from "#app/features/auth/sign-in.server.ts";
import { queueStaffMail, STAFF_MAIL } from "#app/features/auth/staff-mail.server.ts";
import { findStaffUserByEmail, issueToken } from "#app/features/auth/users.server.ts";
import { Alert, AuthCard } from "#app/features/admin/components/admin-shell.tsx";
import { TextField } from "#app/features/admin/components/fields.tsx";
import { adminMeta } from "#app/features/admin/meta.ts";

export const meta: Route.MetaFunction = () => adminMeta("Reset your password");
export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

const SENT = "If that address belongs to an active account, a reset link is on its way. It works once, for 30 minutes.";
// Reset requests per client address: enough for a typo or two, not for mail-bombing a colleague.
const perIp = new RateLimiterMemory({ keyPrefix: "reset-ip", points: 5, duration: 15 * 60 });

export function loader() {
  return data(null, { headers: ADMIN_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!sameOrigin(request))
    return data({ message: "This form must be sent from this site.", ok: false }, { status: 403, headers: ADMIN_HEADERS });
  const form = await request.formData().catch(() => null);
  const email = String(form?.get("email") ?? "")
    .trim()
    .slice(0, 254);
  if (!email.includes("@")) return data({ message: "Enter your e-mail address.", ok: false }, { status: 400, headers: ADMIN_HEADERS });
  const allowed = await perIp.consume(context.clientIp).then(
    () => true,
    () => false,
  );
  if (!allowed) return data({ message: "Too many requests. Try again in 15 minutes.", ok: false }, { status: 429, headers: ADMIN_HEADERS });
  const user = await findStaffUserByEmail(context.db, email);
  // The same answer either way: the form does not tell who has an account.
  if (user && user.status === "active" && user.password_hash) {
    const token = await issueToken(context.db, user.id, "reset");
    // The link's origin is the configured one, never this request's Host (which the requester chooses).
    const mail = STAFF_MAIL.reset(context.agency.brand, user.name, `${context.mailOrigin}/admin/reset/${token}`);
    await queueStaffMail(context.db, { to: user.email, ...mail }, context.mailOrigin);
    await audit(context.db, { action: "password-reset-requested", userId: user.id, actor: user.email, ip: context.clientIp });
  }
  return data({ message: SENT, ok: true }, { headers: ADMIN_HEADERS });
}

export default function Forgot() {
  const result = useActionData<typeof action>();
  return (
    <AuthCard title="Reset your password">
      {result ? <Alert tone={result.ok ? "ok" : "error"}>{result.message}</Alert> : null}
      <Form method="post" className="mt-4">
        <TextField label="E-mail" name="email" type="email" autoComplete="username" required />
        <button type="submit" className="btn btn-primary w-full">
          Send a reset link
        </button>
      </Form>
    </AuthCard>
  );
}
