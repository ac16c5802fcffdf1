import { data, Form, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/reports";
import { ADMIN_HEADERS, requireStaff } from "#app/features/auth/guard.server.ts";
import { adminMeta, formatWait } from "#app/features/admin/meta.ts";
import { leadsReport, readReportPeriod } from "#app/features/admin/reports.server.ts";
import { periodQuery, type ReportTable } from "#app/features/admin/reports.ts";
import { ConversionTable, CountTable, ResponseTable } from "#app/features/admin/components/report-tables.tsx";
import { Labelled } from "#app/features/admin/components/labelled.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Reports");
export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

/** Admins see every agent's figures; an agent sees those of the leads assigned to them. */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, context);
  const period = readReportPeriod(url.searchParams);
  const report = await leadsReport(context.db, { userId: user.id, role: user.role, agentId: user.agent_id }, period);
  return data({ report }, { headers: ADMIN_HEADERS });
}

export default function Reports() {
  const { report } = useLoaderData<typeof loader>();
  const { period } = report;
  const csv = (table: ReportTable) => `/admin/reports/${table}.csv${periodQuery(period)}`;
  const all = report.response.find((r) => r.key === "all");
  const won = report.conversion.find((r) => r.status === "won");
  return (
    <>
      <h1 className="mb-2 font-display text-3xl text-ink">Reports</h1>
      <p className="mb-5 text-sm text-muted">
        {report.scope === "all"
          ? "Every lead of the period (newsletter sign-ups aside), in Dubai time."
          : report.scope === "own"
            ? "The leads assigned to you in the period, in Dubai time. Administrators see every agent's."
            : "Your account has no agent profile, so no leads are yours to report on. An administrator can link one."}
      </p>
      <Form method="get" className="mb-5 flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 ring-1 ring-sand-200">
        <Labelled label="From" id="report-from">
          <input id="report-from" name="from" type="date" defaultValue={period.from} className="field" />
        </Labelled>
        <Labelled label="Until" id="report-to">
          <input id="report-to" name="to" type="date" defaultValue={period.to} className="field" />
        </Labelled>
        <div className="flex gap-2">
          <button type="submit" className="btn btn-primary">
            Show
          </button>
          <Link to="/admin/reports" className="btn btn-outline">
            Last 12 weeks
          </Link>
        </div>
      </Form>
      {period.adjusted ? (
        <p role="status" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {period.adjusted}
        </p>
      ) : null}
      {report.capped ? (
        <p role="status" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          This period has more leads than a report reads at once: the figures count the newest {report.total}. Choose a shorter period.
        </p>
      ) : null}
      <section aria-labelledby="report-summary" className="mb-6">
        <h2 id="report-summary" className="sr-only">
          Summary
        </h2>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Figure label="Leads" value={String(report.total)} />
          <Figure label="Answered within 1 hour" value={all?.withinHourShare === null || !all ? "—" : `${all.withinHourShare}%`} />
          <Figure label="Median first response" value={all?.medianMinutes === null || !all ? "—" : formatWait(all.medianMinutes)} />
          <Figure label="Won" value={won ? `${won.now}${won.reachedShare === null ? "" : ` (${won.reachedShare}%)`}` : "0"} />
        </dl>
      </section>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <CountTable
          id="sources"
          title="By source"
          caption="Leads of the period by the page they were sent from"
          head="Source"
          rows={report.bySource}
          total={report.total}
          csvHref={csv("sources")}
        />
        <CountTable
          id="kinds"
          title="By kind"
          caption="Leads of the period by kind of form"
          head="Kind"
          rows={report.byKind}
          total={report.total}
          csvHref={csv("kinds")}
        />
        <CountTable
          id="agents"
          title="By agent"
          caption="Leads of the period by the agent they are assigned to"
          head="Agent"
          rows={report.byAgent}
          total={report.total}
          csvHref={csv("agents")}
        />
        <CountTable
          id="weeks"
          title="By week"
          caption="Leads received each week of the period, weeks starting on Monday"
          head="Week"
          rows={report.byWeek}
          total={report.total}
          csvHref={csv("weeks")}
        />
        <div className="lg:col-span-2">
          <ResponseTable rows={report.response} csvHref={csv("response")} />
        </div>
        <div className="lg:col-span-2">
          <ConversionTable rows={report.conversion} total={report.total} csvHref={csv("conversion")} />
        </div>
      </div>
    </>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-white p-4 ring-1 ring-sand-200">
      <dt className="text-xs font-semibold uppercase tracking-wider text-muted">{label}</dt>
      <dd className="mt-1 font-display text-3xl text-ink">{value}</dd>
    </div>
  );
}
