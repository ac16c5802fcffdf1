import type { ConversionRow, CountRow, ResponseRow } from "../reports.server.ts";
import { formatWait } from "../meta.ts";

/**
 * The reports' tables: each a captioned table in a card that scrolls inside itself if it must
 * (never the page), with its CSV link; counts carry a plain CSS bar (no chart library).
 */

const TH = "px-3 py-2 font-semibold";
const TD = "px-3 py-2";

function ReportCard({
  id,
  title,
  note,
  csvHref,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  csvHref: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0 rounded-xl bg-white ring-1 ring-sand-200">
      <div className="flex flex-wrap items-baseline justify-between gap-2 px-4 pt-4">
        <h2 id={`${id}-title`} className="font-display text-xl text-ink">
          {title}
        </h2>
        <a href={csvHref} download className="text-sm text-navy-700 underline">
          Download CSV<span className="sr-only">: {title.toLowerCase()}</span>
        </a>
      </div>
      {note ? <p className="px-4 pt-1 text-sm text-muted">{note}</p> : null}
      {/* a wide table scrolls here, in its own labelled region, and never the page */}
      <div role="region" aria-labelledby={`${id}-title`} tabIndex={0} className="mt-2 overflow-x-auto pb-2 focus-visible:outline-2">
        {children}
      </div>
    </section>
  );
}

function Bar({ value, max }: { value: number; max: number }) {
  const width = max > 0 ? Math.max(value > 0 ? 2 : 0, Math.round((value / max) * 100)) : 0;
  return (
    <span aria-hidden="true" className="block h-2 w-full min-w-16 rounded-full bg-sand-100">
      <span className="block h-2 rounded-full bg-navy-700" style={{ width: `${width}%` }} />
    </span>
  );
}

const percent = (n: number | null) => (n === null ? "—" : `${n}%`);

export function CountTable({
  id,
  title,
  caption,
  head,
  rows,
  total,
  csvHref,
}: {
  id: string;
  title: string;
  caption: string;
  head: string;
  rows: CountRow[];
  total: number;
  csvHref: string;
}) {
  const max = Math.max(0, ...rows.map((r) => r.count));
  return (
    <ReportCard id={id} title={title} csvHref={csvHref}>
      {rows.length === 0 ? (
        <p className="px-4 pb-2 text-sm text-muted">No leads in this period.</p>
      ) : (
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-sand-100 text-xs uppercase tracking-wider text-muted">
            <tr>
              <th scope="col" className={TH}>
                {head}
              </th>
              <th scope="col" className={`${TH} text-end`}>
                Leads
              </th>
              <th scope="col" className={`${TH} w-2/5`}>
                <span className="sr-only">Share of the period's leads</span>
                <span aria-hidden="true">Share</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-sand-200">
            {rows.map((r) => (
              <tr key={r.key}>
                <th scope="row" className={`${TD} font-medium`}>
                  {r.label}
                </th>
                <td className={`${TD} text-end tabular-nums`}>{r.count}</td>
                <td className={TD}>
                  <span className="flex items-center gap-2">
                    <Bar value={r.count} max={max} />
                    <span className="w-10 shrink-0 text-end text-xs tabular-nums text-muted">
                      {total ? `${Math.round((r.count / total) * 100)}%` : "—"}
                    </span>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ReportCard>
  );
}

export function ResponseTable({ rows, csvHref }: { rows: ResponseRow[]; csvHref: string }) {
  return (
    <ReportCard
      id="response"
      title="First response"
      note="From a lead's arrival to its first status change or note. Unanswered leads count against the share within an hour."
      csvHref={csvHref}
    >
      {rows.length === 0 ? (
        <p className="px-4 pb-2 text-sm text-muted">No leads in this period.</p>
      ) : (
        <table className="w-full min-w-[34rem] text-start text-sm">
          <caption className="sr-only">
            First response times by agent: leads, answered, median wait and share answered within an hour
          </caption>
          <thead className="bg-sand-100 text-xs uppercase tracking-wider text-muted">
            <tr>
              <th scope="col" className={TH}>
                Agent
              </th>
              <th scope="col" className={`${TH} text-end`}>
                Leads
              </th>
              <th scope="col" className={`${TH} text-end`}>
                Answered
              </th>
              <th scope="col" className={`${TH} text-end`}>
                Median wait
              </th>
              <th scope="col" className={`${TH} text-end`}>
                Within 1 hour
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-sand-200">
            {rows.map((r) => (
              <tr key={r.key} className={r.key === "all" ? "bg-sand-50 font-semibold" : undefined}>
                <th scope="row" className={`${TD} ${r.key === "all" ? "font-semibold" : "font-medium"}`}>
                  {r.label}
                </th>
                <td className={`${TD} text-end tabular-nums`}>{r.leads}</td>
                <td className={`${TD} text-end tabular-nums`}>{r.answered}</td>
                <td className={`${TD} text-end tabular-nums`}>{r.medianMinutes === null ? "—" : formatWait(r.medianMinutes)}</td>
                <td className={`${TD} text-end tabular-nums`}>
                  {percent(r.withinHourShare)} <span className="text-xs font-normal text-muted">({r.withinHour})</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ReportCard>
  );
}

export function ConversionTable({ rows, total, csvHref }: { rows: ConversionRow[]; total: number; csvHref: string }) {
  return (
    <ReportCard
      id="conversion"
      title="Conversion by status"
      note="Reached: leads that got to this stage or a later one (New → Contacted → Viewing → Offer → Won); for Lost, leads lost at some point."
      csvHref={csvHref}
    >
      <table className="w-full text-start text-sm">
        <caption className="sr-only">Leads of the period by status: how many are in each now and how many reached it</caption>
        <thead className="bg-sand-100 text-xs uppercase tracking-wider text-muted">
          <tr>
            <th scope="col" className={TH}>
              Status
            </th>
            <th scope="col" className={`${TH} text-end`}>
              Now
            </th>
            <th scope="col" className={`${TH} text-end`}>
              Reached
            </th>
            <th scope="col" className={`${TH} w-2/5`}>
              <span className="sr-only">Share of the period's leads that reached it</span>
              <span aria-hidden="true">Share</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200">
          {rows.map((r) => (
            <tr key={r.status}>
              <th scope="row" className={`${TD} font-medium`}>
                {r.label}
              </th>
              <td className={`${TD} text-end tabular-nums`}>{r.now}</td>
              <td className={`${TD} text-end tabular-nums`}>{r.reached}</td>
              <td className={TD}>
                <span className="flex items-center gap-2">
                  <Bar value={r.reached} max={total} />
                  <span className="w-10 shrink-0 text-end text-xs tabular-nums text-muted">{percent(r.reachedShare)}</span>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ReportCard>
  );
}
