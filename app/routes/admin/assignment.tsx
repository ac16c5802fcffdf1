import { data, Form, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/assignment";
import { audit } from "#app/features/auth/audit.server.ts";
import { ADMIN_HEADERS, requireStaff, requireStaffAction } from "#app/features/auth/guard.server.ts";
import { listRouting, responseTarget, saveResponseTarget, saveRouting } from "#app/features/leads/routing.server.ts";
import { RESPONSE_TARGET_MAX } from "#app/features/leads/routing-schema.ts";
import { Alert } from "#app/features/admin/components/admin-shell.tsx";
import { CsrfField } from "#app/features/admin/components/csrf-field.tsx";
import { adminMeta, formatDubaiTime, formatWait } from "#app/features/admin/meta.ts";

export const meta: Route.MetaFunction = () => adminMeta("Lead assignment");
export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, { role: "admin" });
  const [agents, areas, target] = await Promise.all([
    listRouting(context.db),
    context.db.selectFrom("areas").select(["slug", "name"]).orderBy("name").execute(),
    responseTarget(context.db),
  ]);
  return data({ agents, areas, target }, { headers: ADMIN_HEADERS });
}

const Id = z.coerce.number().int().positive().max(2_147_483_647);
type Result = { ok: boolean; message: string };

export async function action({ request, context }: Route.ActionArgs) {
  const { session, form } = await requireStaffAction(request, context, { role: "admin" });
  const answer = (ok: boolean, message: string, status = ok ? 200 : 400) =>
    data<Result>({ ok, message }, { status, headers: ADMIN_HEADERS });
  if (form.get("intent") === "target") {
    const minutes = z.coerce.number().int().min(5).max(RESPONSE_TARGET_MAX).safeParse(form.get("minutes"));
    if (!minutes.success) return answer(false, `Set a response target between 5 minutes and ${RESPONSE_TARGET_MAX / 1440} days.`);
    await saveResponseTarget(context.db, minutes.data);
    await audit(context.db, {
      action: "routing-changed",
      userId: session.user.id,
      detail: { responseTargetMinutes: minutes.data },
      ip: context.clientIp,
    });
    return answer(true, `Response target saved: ${formatWait(minutes.data)}.`);
  }
  if (form.get("intent") === "agent") {
    const agent = Id.safeParse(form.get("agent"));
    if (!agent.success) return answer(false, "Choose an agent.");
    const takes = form.get("takes") === "1";
    const areas = form
      .getAll("areas")
      .map(String)
      .filter((a) => /^[a-z0-9-]{1,120}$/.test(a))
      .slice(0, 200);
    if (!(await saveRouting(context.db, agent.data, takes, areas))) return answer(false, "That agent does not exist.", 404);
    await audit(context.db, {
      action: "routing-changed",
      userId: session.user.id,
      detail: { agentId: agent.data, takesLeads: takes, areas: areas.length },
      ip: context.clientIp,
    });
    return answer(true, "Saved.");
  }
  return answer(false, "Unknown action.");
}

export default function Assignment() {
  const { agents, areas, target } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const inRotation = agents.filter((a) => a.takesLeads && a.canSignIn).length;
  return (
    <>
      <h1 className="mb-2 font-display text-3xl text-ink">Lead assignment</h1>
      <p className="mb-5 max-w-3xl text-sm text-muted">
        An enquiry about a listing or a project goes to its agent. Every other lead goes round robin to the agents below who take new leads:
        first to those who cover the lead&apos;s area (the area page it was sent from, or the community a valuation names) or speak its
        language (Arabic when the visitor wrote in Arabic), else to anyone in the rotation; each time to whoever has waited longest. The
        agent is e-mailed a link to the lead.
      </p>
      {result ? (
        <div className="mb-4">
          <Alert tone={result.ok ? "ok" : "error"}>{result.message}</Alert>
        </div>
      ) : null}
      <section className="mb-6 rounded-xl bg-white p-4 ring-1 ring-sand-200" aria-labelledby="target-title">
        <h2 id="target-title" className="mb-2 text-lg font-semibold">
          Response target
        </h2>
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <CsrfField />
          <input type="hidden" name="intent" value="target" />
          <div>
            <label htmlFor="minutes" className="mb-1 block text-sm font-medium">
              A lead still new after this many minutes counts as unanswered
            </label>
            <input
              id="minutes"
              name="minutes"
              type="number"
              min={5}
              max={RESPONSE_TARGET_MAX}
              defaultValue={target}
              className="field w-32"
              required
            />
          </div>
          <button type="submit" className="btn btn-primary">
            Save target
          </button>
        </Form>
      </section>
      <h2 className="mb-3 text-lg font-semibold">
        Agents <span className="font-normal text-muted">({inRotation} in the rotation)</span>
      </h2>
      {agents.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-muted ring-1 ring-sand-200">
          No agent profiles yet: add them under Directory.
        </p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2" aria-label="Agents">
          {agents.map((a) => (
            <li key={a.agentId} className="rounded-xl bg-white p-4 ring-1 ring-sand-200">
              <Form method="post" className="grid gap-3">
                <CsrfField />
                <input type="hidden" name="intent" value="agent" />
                <input type="hidden" name="agent" value={a.agentId} />
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-semibold">{a.name}</h3>
                  <p className="text-xs text-muted">
                    {a.languages.join(", ") || "No languages listed"}
                    {a.lastAssignedAt ? ` · last lead ${formatDubaiTime(a.lastAssignedAt)}` : ""}
                  </p>
                </div>
                {a.canSignIn ? null : (
                  <p className="text-sm text-amber-900">No active staff account is linked to this profile: the rotation skips it.</p>
                )}
                <label className="flex items-center gap-2 text-sm font-medium">
                  <input type="checkbox" name="takes" value="1" defaultChecked={a.takesLeads} className="h-5 w-5 accent-navy-700" />
                  Takes new leads
                </label>
                <div>
                  <label htmlFor={`areas-${a.agentId}`} className="mb-1 block text-sm font-medium">
                    Areas covered
                  </label>
                  <select
                    id={`areas-${a.agentId}`}
                    name="areas"
                    multiple
                    size={5}
                    defaultValue={a.areas}
                    className="field h-auto"
                    aria-describedby={`areas-hint-${a.agentId}`}
                  >
                    {areas.map((ar) => (
                      <option key={ar.slug} value={ar.slug}>
                        {ar.name}
                      </option>
                    ))}
                  </select>
                  <p id={`areas-hint-${a.agentId}`} className="mt-1 text-xs text-muted">
                    Ctrl or ⌘ chooses several on a computer. {a.areas.length ? `${a.areas.length} chosen.` : "None: languages only."}
                  </p>
                </div>
                <div>
                  <button type="submit" className="btn btn-outline">
                    Save {a.name}
                  </button>
                </div>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
