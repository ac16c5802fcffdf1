import { Form, Link, useLocation, useNavigation } from "react-router";
import { Pager } from "#app/components/ui/pager.tsx";
import type { DeskFigures, DeskLeadRow } from "../desk.server.ts";
import type { SavedView } from "../desk-actions.server.ts";
import { DESK_KINDS, deskQuery, KIND_LABELS, SORT_LABELS, type DeskFilters } from "../filters.ts";
import { formatDubaiTime, formatWait } from "../meta.ts";
import { CsrfField } from "./csrf-field.tsx";
import { Labelled } from "./labelled.tsx";
import { StatusBadge } from "./status-badge.tsx";
import { AgentOptions, StatusOptions } from "./lead-options.tsx";

export function FiguresStrip({ figures }: { figures: DeskFigures }) {
  return (
    <section aria-labelledby="figures-title" className="mb-6">
      <h2 id="figures-title" className="sr-only">
        At a glance
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        <div className={`rounded-xl p-4 ring-1 ${figures.waiting ? "bg-red-50 ring-red-200" : "bg-white ring-sand-200"}`}>
          <dt className="text-xs font-semibold uppercase tracking-wider text-muted">Unanswered over {formatWait(figures.targetMinutes)}</dt>
          <dd className="mt-1">
            {figures.waiting ? (
              <Link to="/admin?waiting=1&sort=oldest" className="font-display text-3xl text-red-800 underline">
                {figures.waiting}
              </Link>
            ) : (
              <span className="font-display text-3xl text-ink">0</span>
            )}
          </dd>
        </div>
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
  targetMinutes,
}: {
  filters: DeskFilters;
  agents: Array<{ id: number; name: string }>;
  showAgent: boolean;
  targetMinutes: number;
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
            <StatusOptions />
          </select>
        </Labelled>
        {showAgent ? (
          <Labelled label="Agent" id="agent">
            <select id="agent" name="agent" defaultValue={filters.agent === undefined ? "" : String(filters.agent)} className={selectClass}>
              <option value="">Everyone</option>
              <AgentOptions agents={agents} />
            </select>
          </Labelled>
        ) : null}
        <Labelled label="Received from" id="from">
          <input id="from" name="from" type="date" defaultValue={filters.from ?? ""} className="field" />
        </Labelled>
        <Labelled label="Received until" id="to">
          <input id="to" name="to" type="date" defaultValue={filters.to ?? ""} className="field" />
        </Labelled>
        <Labelled label="Order" id="sort">
          <select id="sort" name="sort" defaultValue={filters.sort ?? ""} className={selectClass}>
            <option value="">{SORT_LABELS.newest}</option>
            {(["oldest", "name", "status", "agent"] as const).map((k) => (
              <option key={k} value={k}>
                {SORT_LABELS[k]}
              </option>
            ))}
          </select>
        </Labelled>
        <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium">
          <input type="checkbox" name="waiting" value="1" defaultChecked={filters.waiting === "1"} className="h-5 w-5 accent-navy-700" />
          Only unanswered after {formatWait(targetMinutes)}
        </label>
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

const BULK_FORM = "desk-bulk";
const ROW_GRID = "sm:grid-cols-[1fr_10rem_8rem_9rem] sm:items-center sm:gap-4";

/** The column headings on wide screens: each sorts the list (a link, so it works without JavaScript). */
function SortHeader({ filters }: { filters: DeskFilters }) {
  const current = filters.sort ?? "newest";
  const link = (sort: NonNullable<DeskFilters["sort"]> | "newest", label: string, toggle?: "oldest") => {
    const active = current === sort || (toggle !== undefined && current === toggle);
    const next = sort === "newest" && current === "newest" ? "oldest" : sort;
    return (
      <Link
        to={deskQuery({ ...filters, sort: next === "newest" ? undefined : next }) || "/admin"}
        className={`underline-offset-2 hover:underline ${active ? "font-semibold text-ink" : ""}`}
        aria-label={`Sort by ${label.toLowerCase()}`}
      >
        {label}
        {active ? (sort === "newest" ? (current === "oldest" ? " ↑" : " ↓") : " ↓") : ""}
      </Link>
    );
  };
  return (
    <div className={`hidden px-4 py-2 text-xs uppercase tracking-wider text-muted sm:grid ${ROW_GRID} sm:ps-14`} aria-hidden="false">
      <span>{link("name", "Client")}</span>
      <span>{link("newest", "Received", "oldest")}</span>
      <span>{link("status", "Status")}</span>
      <span>{link("agent", "Agent")}</span>
    </div>
  );
}

/** Rows on wide screens, stacked cards on phones: one list either way. With `selectable`, each row can be ticked for the bulk bar. */
export function LeadList({ rows, filters, selectable = false }: { rows: DeskLeadRow[]; filters: DeskFilters; selectable?: boolean }) {
  if (rows.length === 0)
    return (
      <p className="rounded-xl bg-white p-6 text-center text-muted ring-1 ring-sand-200">
        {filters.waiting ? "Nobody is waiting: every lead was answered in time." : "No leads match."}
      </p>
    );
  return (
    <div className="overflow-hidden rounded-xl bg-white ring-1 ring-sand-200">
      <SortHeader filters={filters} />
      <ul className="divide-y divide-sand-200 border-t border-sand-200" aria-label="Leads">
        {rows.map((r) => (
          <li key={r.id} className="flex items-stretch">
            {selectable ? (
              <label className="flex w-12 shrink-0 cursor-pointer items-center justify-center hover:bg-sand-50">
                <input type="checkbox" name="ids" value={r.id} form={BULK_FORM} className="h-5 w-5 accent-navy-700" />
                <span className="sr-only">Select {r.name ?? r.email}</span>
              </label>
            ) : null}
            <Link
              to={`/admin/leads/${r.id}`}
              className={`grid min-w-0 flex-1 gap-1 px-4 py-3 hover:bg-sand-50 ${selectable ? "ps-0" : ""} ${ROW_GRID}`}
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
    </div>
  );
}

/** Status or agent for the ticked leads in one go (admins assign; agents change the status of what they see). */
export function BulkBar({ agents, isAdmin, count }: { agents: Array<{ id: number; name: string }>; isAdmin: boolean; count: number }) {
  if (count === 0) return null;
  return (
    <Form
      method="post"
      id={BULK_FORM}
      className="mb-3 flex flex-wrap items-end gap-2 rounded-xl bg-sand-50 p-3 ring-1 ring-sand-200"
      aria-label="Change the ticked leads"
    >
      <CsrfField />
      <input type="hidden" name="intent" value="bulk" />
      <p className="w-full text-sm font-medium sm:w-auto sm:self-center">With the ticked leads:</p>
      <div>
        <label htmlFor="bulk-status" className="mb-1 block text-xs font-medium text-muted">
          Set status
        </label>
        <select id="bulk-status" name="status" defaultValue="" className="field">
          <option value="">Keep</option>
          <StatusOptions />
        </select>
      </div>
      {isAdmin ? (
        <div>
          <label htmlFor="bulk-agent" className="mb-1 block text-xs font-medium text-muted">
            Assign to
          </label>
          <select id="bulk-agent" name="agent" defaultValue="" className="field">
            <option value="">Keep</option>
            <AgentOptions agents={agents} />
          </select>
        </div>
      ) : null}
      <button type="submit" className="btn btn-primary">
        Apply
      </button>
    </Form>
  );
}

/** The user's named views of the desk, and saving the current filters under a name. */
export function SavedViews({ views, filters }: { views: SavedView[]; filters: DeskFilters }) {
  const query = deskQuery(filters).replace(/^\?/, "");
  const here = useLocation().search.replace(/^\?/, "");
  return (
    <section aria-labelledby="views-title" className="mb-4 flex flex-wrap items-center gap-2">
      <h2 id="views-title" className="font-sans text-sm font-semibold text-muted">
        Saved views:
      </h2>
      {views.length === 0 ? <span className="text-sm text-muted">none yet</span> : null}
      {views.map((v) => (
        <span key={v.id} className="inline-flex items-center rounded-full bg-white ring-1 ring-sand-200">
          <Link
            to={v.query ? `/admin?${v.query}` : "/admin"}
            className={`rounded-s-full px-3 py-1.5 text-sm ${here === v.query ? "bg-navy-900 text-white" : "text-navy-800 hover:bg-sand-50"}`}
            aria-current={here === v.query ? "page" : undefined}
          >
            {v.name}
          </Link>
          <Form method="post" className="contents">
            <CsrfField />
            <input type="hidden" name="intent" value="delete-view" />
            <input type="hidden" name="view" value={v.id} />
            <button
              type="submit"
              className="rounded-e-full px-2 py-1.5 text-sm text-muted hover:bg-sand-50"
              aria-label={`Delete the view ${v.name}`}
            >
              ×
            </button>
          </Form>
        </span>
      ))}
      {query ? (
        <Form method="post" className="flex items-center gap-1">
          <CsrfField />
          <input type="hidden" name="intent" value="save-view" />
          <input type="hidden" name="query" value={query} />
          <label htmlFor="view-name" className="sr-only">
            Name for this view
          </label>
          <input id="view-name" name="name" required maxLength={60} placeholder="Name this view" className="field h-9 w-40 py-1 text-sm" />
          <button type="submit" className="btn btn-outline h-9 py-1 text-sm">
            Save view
          </button>
        </Form>
      ) : null}
    </section>
  );
}

export function DeskPager({ filters, page, hasMore }: { filters: DeskFilters; page: number; hasMore: boolean }) {
  const busy = useNavigation().state === "loading";
  if (page === 1 && !hasMore) return null;
  return <Pager page={page} hrefFor={(p) => deskQuery(filters, { page: p }) || "?"} busy={busy} hasNext={hasMore} className="mt-6" />;
}
