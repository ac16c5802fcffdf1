import { useEffect, useRef } from "react";
import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/users";
import { ADMIN_HEADERS, requireStaff, requireStaffAction } from "#app/features/auth/guard.server.ts";
import { invitationExpiries, listStaffUsers } from "#app/features/auth/users.server.ts";
import { listAgentsForAssignment } from "#app/features/admin/lead.server.ts";
import { runUsersAction } from "#app/features/admin/users-actions.server.ts";
import { Alert } from "#app/features/admin/components/admin-shell.tsx";
import { TextField } from "#app/features/admin/components/fields.tsx";
import { CsrfField } from "#app/features/admin/components/csrf-field.tsx";
import { InvitationLinkBox } from "#app/features/admin/components/invitation-link.tsx";
import { adminMeta, formatDubaiTime } from "#app/features/admin/meta.ts";

export const meta: Route.MetaFunction = () => adminMeta("Users");
export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, context, { role: "admin" });
  const [users, agents, invites] = await Promise.all([
    listStaffUsers(context.db),
    listAgentsForAssignment(context.db),
    invitationExpiries(context.db),
  ]);
  const now = new Date().toISOString();
  const rows = users.map((u) => {
    const expires = invites.get(u.id) ?? null;
    return { ...u, inviteExpiresAt: expires && expires > now ? expires : null };
  });
  // ?reset=ID asks to confirm a two-step reset (a page of its own: it works without JavaScript).
  const resetId = Number(url.searchParams.get("reset"));
  const confirmReset = rows.find((u) => u.id === resetId && u.id !== user.id && u.twoFactor) ?? null;
  return data({ users: rows, agents, me: user.id, confirmReset }, { headers: ADMIN_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session, form } = await requireStaffAction(request, context, { role: "admin" });
  return runUsersAction(context, session, form);
}

function userState(u: { status: string; hasPassword: boolean; inviteExpiresAt: string | null }): string {
  if (u.status === "disabled") return "Disabled";
  if (u.hasPassword) return "Active";
  return u.inviteExpiresAt ? `Invited (link valid until ${formatDubaiTime(u.inviteExpiresAt)})` : "Invited (link expired)";
}

export default function Users() {
  const { users, agents, me, confirmReset } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const inviteResult = result?.intent === "invite" ? result : null;
  const listResult = result && result.intent !== "invite" ? result : null;
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (confirmReset && !result) confirmHeading.current?.focus();
  }, [confirmReset, result]);
  return (
    <>
      <h1 className="mb-5 font-display text-3xl text-ink">Users</h1>
      {listResult ? (
        <div className="mb-5 max-w-3xl">
          {listResult.invitation ? (
            <InvitationLinkBox message={listResult.message} invitation={listResult.invitation} />
          ) : (
            <Alert tone={listResult.ok ? "ok" : "error"}>{listResult.message}</Alert>
          )}
        </div>
      ) : null}
      {confirmReset && !result ? (
        <section className="mb-5 max-w-3xl rounded-xl border border-red-300 bg-red-50 p-4 text-red-950" aria-labelledby="reset-title">
          <h2 id="reset-title" ref={confirmHeading} tabIndex={-1} className="mb-2 text-lg font-semibold outline-none">
            Reset two-step verification of {confirmReset.name}?
          </h2>
          <p className="mb-3 text-sm">
            Their authenticator app and recovery codes stop working and every session of theirs ends.{" "}
            {confirmReset.role === "admin"
              ? "As an administrator they must set it up again when they next sign in."
              : "Until they set it up again from their account page, their password alone signs them in."}{" "}
            Do this only once you are sure it is {confirmReset.name} asking (call them back on a number you know).
          </p>
          <div className="flex flex-wrap gap-2">
            <Form method="post" action="/admin/users">
              <CsrfField />
              <input type="hidden" name="intent" value="reset-two-factor" />
              <input type="hidden" name="user" value={confirmReset.id} />
              <input type="hidden" name="confirm" value="yes" />
              <button type="submit" className="btn btn-primary">
                Yes, reset two-step verification
              </button>
            </Form>
            <Link to="/admin/users" className="btn btn-outline">
              Cancel
            </Link>
          </div>
        </section>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <ul className="grid content-start gap-3" aria-label="Staff users">
          {users.map((u) => (
            <li key={u.id} className="rounded-xl bg-white p-4 ring-1 ring-sand-200">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="min-w-0 break-words font-semibold">
                  {u.name} <span className="font-normal text-muted">{u.email}</span>
                </p>
                <p className="text-sm text-muted">
                  {userState(u)} · {u.twoFactor ? "2-step on" : "2-step off"}
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
                  {u.status === "active" && !u.hasPassword ? (
                    <Form method="post" action="/admin/users">
                      <CsrfField />
                      <input type="hidden" name="intent" value="resend-invite" />
                      <input type="hidden" name="user" value={u.id} />
                      <button type="submit" className="btn btn-outline" aria-label={`Invite ${u.name} again`}>
                        Invite again
                      </button>
                    </Form>
                  ) : null}
                  {u.twoFactor ? (
                    <Link
                      to={`/admin/users?reset=${u.id}`}
                      className="btn btn-outline"
                      aria-label={`Reset two-step verification of ${u.name}`}
                    >
                      Reset two-step
                    </Link>
                  ) : null}
                </div>
              )}
            </li>
          ))}
        </ul>
        <section className="content-start rounded-xl bg-white p-4 ring-1 ring-sand-200" aria-labelledby="invite-title">
          <h2 id="invite-title" className="mb-3 text-lg font-semibold">
            Invite someone
          </h2>
          {inviteResult?.invitation ? (
            <InvitationLinkBox message={inviteResult.message} invitation={inviteResult.invitation} />
          ) : inviteResult ? (
            <Alert tone={inviteResult.ok ? "ok" : "error"}>{inviteResult.message}</Alert>
          ) : null}
          <Form method="post" action="/admin/users" className="mt-3" key={inviteResult?.ok ? inviteResult.invitation?.link : "invite"}>
            <CsrfField />
            <input type="hidden" name="intent" value="invite" />
            <TextField label="Name" name="name" autoComplete="off" required error={inviteResult?.errors?.name} />
            <TextField label="E-mail" name="email" type="email" autoComplete="off" required error={inviteResult?.errors?.email} />
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
                aria-describedby={inviteResult?.errors?.agent ? "invite-agent-error" : undefined}
              >
                <option value="none">None</option>
                {agents.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </select>
              {inviteResult?.errors?.agent ? (
                <p id="invite-agent-error" className="mt-1 text-sm text-red-800">
                  {inviteResult.errors.agent}
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
