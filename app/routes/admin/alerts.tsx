import { Form, Link, useLoaderData, useNavigation } from "react-router";
import { Pager } from "#app/components/ui/pager.tsx";
import type { Route } from "./+types/alerts";
import { ADMIN_HEADERS } from "#app/features/auth/guard.server.ts";
import { adminListData, adminRowAction } from "#app/features/admin/list-route.server.ts";
import { alertFilter, listAlerts, stopAlert } from "#app/features/alerts/admin.server.ts";
import type { AlertState } from "#app/db/tables/alerts.ts";
import { CsrfField } from "#app/features/admin/components/csrf-field.tsx";
import { FIELD_LABEL, Labelled } from "#app/features/admin/components/labelled.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { filterQuery } from "#app/utils/url-filters.ts";
import { SubscriberTabs } from "#app/features/admin/components/subscriber-tabs.tsx";
import { adminMeta, formatDubaiTime } from "#app/features/admin/meta.ts";

/**
 * /admin/subscribers/alerts: the saved searches visitors asked to be e-mailed about (issue 44 item 3),
 * newest first, with how many are in each state; an admin finds an address's (`?email=`, any part of it)
 * or a state's (`?state=`) and stops one when its owner asks.
 */
export const meta: Route.MetaFunction = () => adminMeta("Search alerts");
export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const filter = alertFilter(url.searchParams);
  return adminListData(request, context, url, async (db, page) => ({ ...(await listAlerts(db, page, filter)), filter }));
}

export async function action({ request, context }: Route.ActionArgs) {
  // stopping an alert stopped before changes nothing and lands on the list like the first stop
  return adminRowAction(request, context, {
    // back to the list as it was filtered (the form carries its filter)
    list: (form) => `/admin/subscribers/alerts${filterQuery({ ...alertFilter(form) })}`,
    invalid: "Unknown search alert.",
    missing: "That search alert does not exist.",
    change: async (ctx, id) => (await stopAlert(context.db, ctx, id)) !== "unknown",
  });
}

const STATE_LABELS: Record<AlertState, string> = {
  active: "Active",
  pending: "Waiting for confirmation",
  paused: "Paused",
  unsubscribed: "Stopped",
};
const STATE_OPTIONS = (Object.keys(STATE_LABELS) as AlertState[]).map((state) => ({ value: state, label: STATE_LABELS[state] }));

const STATE_STYLES: Record<AlertState, string> = {
  active: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  pending: "bg-sand-100 text-navy-900 ring-sand-300",
  paused: "bg-sand-100 text-navy-900 ring-sand-300",
  unsubscribed: "bg-white text-muted ring-sand-200",
};

const FREQUENCY_LABELS = { instant: "As they come", daily: "Daily", weekly: "Weekly" } as const;

export default function SearchAlerts() {
  const { rows, hasMore, page, counts, filter } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const filtered = Boolean(filter.email || filter.state);
  // the first page of the whole list is the bare path ("?" keeps the link on this page)
  const pageHref = (p: number) => filterQuery({ ...filter, page: p > 1 ? p : undefined }) || "?";
  return (
    <>
      <h1 className="mb-3 font-display text-3xl text-ink">Search alerts</h1>
      <SubscriberTabs current="alerts" />
      <dl className="mb-5 flex flex-wrap gap-x-6 gap-y-1 text-sm" aria-label="Search alerts by state">
        {(Object.keys(STATE_LABELS) as AlertState[]).map((state) => (
          <div key={state} className="flex gap-1.5">
            <dt className="text-muted">{STATE_LABELS[state]}</dt>
            <dd className="font-semibold text-ink">{counts[state]}</dd>
          </div>
        ))}
      </dl>
      <Form method="get" className="mb-5 flex flex-wrap items-end gap-3" role="search" aria-label="Find search alerts">
        <Labelled label="E-mail address" id="alerts-email">
          <input
            id="alerts-email"
            name="email"
            type="search"
            defaultValue={filter.email ?? ""}
            maxLength={120}
            autoComplete="off"
            className="field w-72 max-w-full"
          />
        </Labelled>
        <Select
          id="alerts-state"
          name="state"
          label="State"
          labelClassName={FIELD_LABEL}
          placeholder="Any state"
          options={STATE_OPTIONS}
          defaultValue={filter.state ?? ""}
        />
        <button type="submit" className="btn btn-outline">
          Find
        </button>
        {filtered ? (
          <Link to="/admin/subscribers/alerts" className="py-2 text-sm font-semibold text-gold-700 underline underline-offset-2">
            Show all
          </Link>
        ) : null}
      </Form>
      {rows.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-muted ring-1 ring-sand-200">
          {page > 1 ? "No more search alerts." : filtered ? "No search alerts match." : "Nobody has saved a search with alerts yet."}
        </p>
      ) : (
        <ul className="divide-y divide-sand-200 rounded-xl bg-white ring-1 ring-sand-200" aria-label="Search alerts">
          {rows.map((r) => (
            <li key={r.id} className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0 sm:flex-1">
                <p className="break-all font-medium">{r.email}</p>
                <p className="mt-0.5 text-sm text-ink">{r.search}</p>
                <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${STATE_STYLES[r.state]}`}>
                    {STATE_LABELS[r.state]}
                  </span>
                  <span>{FREQUENCY_LABELS[r.frequency]}</span>
                  <span>{r.language === "ar" ? "E-mails in Arabic" : "E-mails in English"}</span>
                  <span>since {formatDubaiTime(r.createdAt)}</span>
                  {r.lastSentAt ? <span>last sent {formatDubaiTime(r.lastSentAt)}</span> : null}
                </p>
              </div>
              {r.state === "unsubscribed" ? null : (
                <Form method="post" className="shrink-0">
                  <CsrfField />
                  <input type="hidden" name="id" value={r.id} />
                  {filter.email ? <input type="hidden" name="email" value={filter.email} /> : null}
                  {filter.state ? <input type="hidden" name="state" value={filter.state} /> : null}
                  <button type="submit" className="btn btn-outline" aria-label={`Stop alerts for ${r.email}: ${r.search}`}>
                    Stop alerts
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
      {page > 1 || hasMore ? (
        <Pager page={page} hrefFor={pageHref} busy={navigation.state === "loading"} hasNext={hasMore} className="mt-6" />
      ) : null}
    </>
  );
}
