import { Form, Link } from "react-router";
import { LEAD_STATUSES } from "#app/features/auth/schema.ts";
import type { DeskFigures, DeskLeadRow } from "../desk.server.ts";
import { DESK_KINDS, deskQuery, KIND_LABELS, STATUS_LABELS, type DeskFilters } from "../filters.ts";
import { formatDubaiTime } from "../meta.ts";
import { StatusBadge } from "./status-badge.tsx";

export function FiguresStrip({ figures }: { figures: DeskFigures }) {
  return (
    <section aria-labelledby="figures-title" className="mb-6">
      <h2 id="figures-title" className="sr-only">
        At a glance
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Figure label="New today" value={String(figures.newToday)} />
        <Figure label="This week" value={String(figures.newThisWeek)} />
        <div className="rounded-xl bg-white p-4 ring-1 ring-sand-200">
          <dt className="text-xs font-semibold uppercase tracking-wider text-muted">This week by kind</dt>
          <dd className="mt-1 text-sm">
            {figures.byKind.length === 0
              ? "None yet"
              : figures.byKind.map((k) => `${KIND_LABELS[k.kind] ?? k.kind} ${k.count}`).join(" · ")}
          </dd>
        </div>
        <div className="rounded-xl bg-white p-4 ring-1 ring-sand-200">
          <dt className="text-xs font-semibold uppercase tracking-wider text-muted">Oldest uncontacted</dt>
          <dd className="mt-1 text-sm">
            {figures.oldestUncontacted ? (
              <Link to={`/admin/leads/${figures.oldestUncontacted.id}`} className="text-navy-700 underline">
                {figures.oldestUncontacted.name ?? `Lead ${figures.oldestUncontacted.id}`},{" "}
                {formatDubaiTime(figures.oldestUncontacted.createdAt)}
              </Link>
            ) : (
              "All contacted"
            )}
          </dd>
        </div>
      </dl>
    </section>
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

const selectClass = "field";

/** A GET form: the filter lives in the URL, works without JavaScript, and the export reuses it. */
export function DeskFilterForm({
  filters,
  agents,
  showAgent,
}: {
  filters: DeskFilters;
  agents: Array<{ id: number; name: string }>;
  showAgent: boolean;
}) {
  return (
    <details className="mb-4 rounded-xl bg-white ring-1 ring-sand-200 open:pb-4" open={Object.keys(filters).some((k) => k !== "page")}>
      <summary className="cursor-pointer px-4 py-3 text-sm font-semibold">Filter leads</summary>
      <Form method="get" className="grid gap-3 px-4 sm:grid-cols-2 lg:grid-cols-3">
        <Labelled label="Search" id="q">
          <input
            id="q"
            name="q"
            type="search"
            defaultValue={filters.q ?? ""}
            className="field"
            placeholder="Name, e-mail, phone, reference"
          />
        </Labelled>
        <Labelled label="Kind" id="kind">
          <select id="kind" name="kind" defaultValue={filters.kind ?? ""} className={selectClass}>
            <option value="">All kinds</option>
            {DESK_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled label="Status" id="status">
          <select id="status" name="status" defaultValue={filters.status ?? ""} className={selectClass}>
            <option value="">All statuses</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </Labelled>
        {showAgent ? (
          <Labelled label="Agent" id="agent">
            <select id="agent" name="agent" defaultValue={filters.agent === undefined ? "" : String(filters.agent)} className={selectClass}>
              <option value="">Everyone</option>
              <option value="none">Unassigned</option>
              {agents.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          </Labelled>
        ) : null}
        <Labelled label="Received from" id="from">
          <input id="from" name="from" type="date" defaultValue={filters.from ?? ""} className="field" />
        </Labelled>
        <Labelled label="Received until" id="to">
          <input id="to" name="to" type="date" defaultValue={filters.to ?? ""} className="field" />
        </Labelled>
        <div className="flex gap-2 sm:col-span-2 lg:col-span-3">
          <button type="submit" className="btn btn-primary">
            Apply
          </button>
          <Link to="/admin" className="btn btn-outline">
            Clear
          </Link>
        </div>
      </Form>
    </details>
  );
}

function Labelled({ label, id, children }: { label: string; id: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

/** Rows on wide screens, stacked cards on phones: one list either way. */
export function LeadList({ rows }: { rows: DeskLeadRow[] }) {
  if (rows.length === 0) return <p className="rounded-xl bg-white p-6 text-center text-muted ring-1 ring-sand-200">No leads match.</p>;
  return (
    <ul className="divide-y divide-sand-200 overflow-hidden rounded-xl bg-white ring-1 ring-sand-200" aria-label="Leads">
      {rows.map((r) => (
        <li key={r.id}>
          <Link
            to={`/admin/leads/${r.id}`}
            className="grid gap-1 px-4 py-3 hover:bg-sand-50 sm:grid-cols-[1fr_10rem_8rem_9rem] sm:items-center sm:gap-4"
          >
            <span className="min-w-0">
              <span className="block truncate font-semibold text-ink">{r.name ?? r.email}</span>
              <span className="block truncate text-sm text-muted">
                {KIND_LABELS[r.kind] ?? r.kind} · {r.email}
              </span>
            </span>
            <span className="text-sm text-muted">{formatDubaiTime(r.createdAt)}</span>
            <span>
              <StatusBadge status={r.status} />
            </span>
            <span className="truncate text-sm">{r.agentName ?? "Unassigned"}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function DeskPager({ filters, page, hasMore }: { filters: DeskFilters; page: number; hasMore: boolean }) {
  if (page === 1 && !hasMore) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between">
      {page > 1 ? (
        <Link to={deskQuery(filters, { page: page - 1 }) || "?"} className="btn btn-outline">
          Newer
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted">Page {page}</span>
      {hasMore ? (
        <Link to={deskQuery(filters, { page: page + 1 })} className="btn btn-outline">
          Older
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
