import { data, Form, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/account";
import { ADMIN_HEADERS, requireStaff } from "#app/features/auth/guard.server.ts";
import { CsrfField } from "#app/features/admin/components/csrf-field.tsx";
import { adminMeta } from "#app/features/admin/meta.ts";

export const meta: Route.MetaFunction = () => adminMeta("Your account");
export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, context);
  return data({ name: user.name, email: user.email, role: user.role, twoFactor: user.totp_secret !== null }, { headers: ADMIN_HEADERS });
}

export default function Account() {
  const { name, email, role, twoFactor } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="mb-5 font-display text-3xl text-ink">Your account</h1>
      <div className="grid max-w-2xl gap-5">
        <section className="rounded-xl bg-white p-4 ring-1 ring-sand-200" aria-labelledby="me-title">
          <h2 id="me-title" className="mb-2 text-lg font-semibold">
            {name}
          </h2>
          <p className="text-sm text-muted">
            {email} · {role}
          </p>
        </section>
        <section className="rounded-xl bg-white p-4 ring-1 ring-sand-200" aria-labelledby="tfa-title">
          <h2 id="tfa-title" className="mb-2 text-lg font-semibold">
            Two-step verification
          </h2>
          {twoFactor ? (
            <p className="text-sm">On: sign-in asks for a code from your authenticator app.</p>
          ) : (
            <>
              <p className="mb-3 text-sm">Off. Turn it on so a stolen password alone cannot open your account.</p>
              <Link to="/admin/two-factor?next=/admin/account" className="btn btn-primary">
                Set up
              </Link>
            </>
          )}
        </section>
        <section className="rounded-xl bg-white p-4 ring-1 ring-sand-200" aria-labelledby="sessions-title">
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
