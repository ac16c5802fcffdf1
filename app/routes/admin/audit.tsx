import { data, Form, Link, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/audit";
import { listAudit, listAuditPeople } from "#app/features/auth/audit.server.ts";
import { AUDIT_GROUP_LABELS, AUDIT_GROUPS, auditQuery, auditSentence, readAuditFilters } from "#app/features/auth/audit-format.ts";
import { ADMIN_HEADERS, requireStaff } from "#app/features/auth/guard.server.ts";
import { adminMeta, formatDubaiTime } from "#app/features/admin/meta.ts";
import { Pager } from "#app/components/ui/pager.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { FIELD_LABEL, Labelled } from "#app/features/admin/components/labelled.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Audit log");
export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireStaff(request, context, { role: "admin" });
  const filters = readAuditFilters(url.searchParams);
  const [{ rows, hasMore }, people] = await Promise.all([listAudit(context.db, filters), listAuditPeople(context.db)]);
  // the sentences are written here, so the page sends text and never the stored details
  const entries = rows.map((r) => ({
    id: r.id,
    at: r.at,
    ip: r.ip,
    ...auditSentence({ action: r.action, userName: r.userName, actor: r.actor, leadId: r.leadId, detail: r.detail }),
  }));
  return data({ entries, hasMore, filters, people }, { headers: ADMIN_HEADERS });
}

const GROUP_OPTIONS = AUDIT_GROUPS.map((g) => ({ value: g, label: AUDIT_GROUP_LABELS[g] }));

export default function Audit() {
  const { entries, hasMore, filters, people } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const filtered = filters.person !== undefined || filters.group !== undefined || filters.from !== undefined || filters.to !== undefined;
  return (
    <>
      <h1 className="mb-5 font-display text-3xl text-ink">Audit log</h1>
      <Form
        method="get"
        className="mb-5 grid gap-3 rounded-xl bg-white p-4 ring-1 ring-sand-200 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
      >
        <Select
          id="audit-person"
          name="person"
          label="Person"
          labelClassName={FIELD_LABEL}
          placeholder="Everyone"
          options={people.map((p) => ({ value: p.id, label: p.name }))}
          defaultValue={filters.person ?? ""}
        />
        <Select
          id="audit-group"
          name="group"
          label="What"
          labelClassName={FIELD_LABEL}
          placeholder="Everything"
          options={GROUP_OPTIONS}
          defaultValue={filters.group ?? ""}
        />
        <Labelled label="From" id="audit-from">
          <input id="audit-from" name="from" type="date" defaultValue={filters.from ?? ""} className="field" />
        </Labelled>
        <Labelled label="Until" id="audit-to">
          <input id="audit-to" name="to" type="date" defaultValue={filters.to ?? ""} className="field" />
        </Labelled>
        <div className="flex gap-2">
          <button type="submit" className="btn btn-primary">
            Apply
          </button>
          {filtered ? (
            <Link to="/admin/audit" className="btn btn-outline">
              Clear
            </Link>
          ) : null}
        </div>
      </Form>
      {entries.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-muted ring-1 ring-sand-200">
          {filtered ? "Nothing matches these filters." : "Nothing has been logged yet."}
        </p>
      ) : (
        <section aria-labelledby="audit-entries">
          <h2 id="audit-entries" className="sr-only">
            Who did what, newest first (times in Dubai)
          </h2>
          <ol aria-labelledby="audit-entries" className="divide-y divide-sand-200 rounded-xl bg-white ring-1 ring-sand-200">
            {entries.map((e) => (
              <li key={e.id} className="grid gap-1 px-4 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
                <time dateTime={e.at} className="text-sm text-muted">
                  {formatDubaiTime(e.at)}
                </time>
                <div className="min-w-0 break-words">
                  <p className="text-ink">
                    {e.text}
                    {e.link ? (
                      <>
                        {" "}
                        <Link to={e.link.href} className="whitespace-nowrap text-sm text-navy-700 underline">
                          {e.link.label}
                        </Link>
                      </>
                    ) : null}
                  </p>
                  {e.more.length ? (
                    <ul className="mt-1 list-disc space-y-0.5 ps-5 text-sm text-muted">
                      {e.more.map((line, i) => (
                        <li key={i}>{line}</li>
                      ))}
                    </ul>
                  ) : null}
                  {e.ip ? <p className="mt-0.5 text-xs text-muted">From {e.ip}</p> : null}
                </div>
              </li>
            ))}
          </ol>
        </section>
      )}
      {filters.page > 1 || hasMore ? (
        <Pager
          page={filters.page}
          hasNext={hasMore}
          busy={navigation.state === "loading"}
          hrefFor={(n) => `/admin/audit${auditQuery(filters, { page: n })}`}
        />
      ) : null}
    </>
  );
}
