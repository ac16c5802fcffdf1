import { data, Form, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/users";
import { ADMIN_HEADERS, requireStaff, requireStaffAction } from "#app/features/auth/guard.server.ts";
import { listStaffUsers } from "#app/features/auth/users.server.ts";
import { listAgentsForAssignment } from "#app/features/admin/lead.server.ts";
import { runUsersAction } from "#app/features/admin/users-actions.server.ts";
import { Alert } from "#app/features/admin/components/admin-shell.tsx";
import { TextField } from "#app/features/admin/components/fields.tsx";
import { CsrfField } from "#app/features/admin/components/csrf-field.tsx";
import { adminMeta } from "#app/features/admin/meta.ts";

export const meta: Route.MetaFunction = () => adminMeta("Users");
export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, context, { role: "admin" });
  const [users, agents] = await Promise.all([listStaffUsers(context.db), listAgentsForAssignment(context.db)]);
  return data({ users, agents, me: user.id }, { headers: ADMIN_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session, form } = await requireStaffAction(request, context, { role: "admin" });
  return runUsersAction(context, session, form);
}

export default function Users() {
  const { users, agents, me } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <h1 className="mb-5 font-display text-3xl text-ink">Users</h1>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <ul className="grid content-start gap-3" aria-label="Staff users">
          {users.map((u) => (
            <li key={u.id} className="rounded-xl bg-white p-4 ring-1 ring-sand-200">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold">
                  {u.name} <span className="font-normal text-muted">{u.email}</span>
                </p>
                <p className="text-sm text-muted">
                  {u.status === "disabled" ? "Disabled" : u.hasPassword ? "Active" : "Invited"} · {u.twoFactor ? "2-step on" : "2-step off"}
                  {u.agentName ? ` · profile: ${u.agentName}` : ""}
                </p>
              </div>
              {u.id === me ? (
                <p className="mt-2 text-sm text-muted">This is you ({u.role}).</p>
              ) : (
                <div className="mt-3 flex flex-wrap gap-2">
                  <Form method="post" className="flex items-end gap-2">
                    <CsrfField />
                    <input type="hidden" name="intent" value="role" />
                    <input type="hidden" name="user" value={u.id} />
                    <label className="sr-only" htmlFor={`role-${u.id}`}>
                      Role of {u.name}
                    </label>
                    <select id={`role-${u.id}`} name="role" defaultValue={u.role} key={u.role} className="field w-32">
                      <option value="agent">Agent</option>
                      <option value="admin">Admin</option>
                    </select>
                    <button type="submit" className="btn btn-outline">
                      Change role
                    </button>
                  </Form>
                  <Form method="post">
                    <CsrfField />
                    <input type="hidden" name="intent" value={u.status === "disabled" ? "enable" : "disable"} />
                    <input type="hidden" name="user" value={u.id} />
                    <button type="submit" className="btn btn-outline">
                      {u.status === "disabled" ? `Enable ${u.name}` : `Disable ${u.name}`}
                    </button>
                  </Form>
                </div>
              )}
            </li>
          ))}
        </ul>
        <section className="content-start rounded-xl bg-white p-4 ring-1 ring-sand-200" aria-labelledby="invite-title">
          <h2 id="invite-title" className="mb-3 text-lg font-semibold">
            Invite someone
          </h2>
          {result ? <Alert tone={result.ok ? "ok" : "error"}>{result.message}</Alert> : null}
          <Form method="post" className="mt-3">
            <CsrfField />
            <input type="hidden" name="intent" value="invite" />
            <TextField label="Name" name="name" autoComplete="off" required error={result?.errors?.name} />
            <TextField label="E-mail" name="email" type="email" autoComplete="off" required error={result?.errors?.email} />
            <div className="mb-4">
              <label htmlFor="invite-role" className="mb-1 block text-sm font-medium">
                Role
              </label>
              <select id="invite-role" name="role" defaultValue="agent" className="field">
                <option value="agent">Agent</option>
                <option value="admin">Admin</option>
              </select>
            </div>
            <div className="mb-4">
              <label htmlFor="invite-agent" className="mb-1 block text-sm font-medium">
                Public agent profile
              </label>
              <select
                id="invite-agent"
                name="agent"
                defaultValue="none"
                className="field"
                aria-describedby={result?.errors?.agent ? "invite-agent-error" : undefined}
              >
                <option value="none">None</option>
                {agents.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </select>
              {result?.errors?.agent ? (
                <p id="invite-agent-error" className="mt-1 text-sm text-red-800">
                  {result.errors.agent}
                </p>
              ) : null}
            </div>
            <button type="submit" className="btn btn-primary w-full">
              Send invitation
            </button>
          </Form>
        </section>
      </div>
    </>
  );
}
