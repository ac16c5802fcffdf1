import { data, Form, Link, useLoaderData, useNavigation } from "react-router";
import { Pager } from "#app/components/ui/pager.tsx";
import type { Route } from "./+types/listings";
import { ADMIN_HEADERS, requireStaff } from "#app/features/auth/guard.server.ts";
import { adminMeta } from "#app/features/admin/meta.ts";
import { ADMIN_PAGE_SIZE, editorOptions, listAdminListings, viewerOf } from "#app/features/admin/listings/queries.server.ts";
import { FIRST_DIRECTION, listingDeskQuery, readListingDeskFilters } from "#app/features/admin/listings/filters.ts";
import { STATUS_LABELS } from "#app/features/admin/listings/fields.ts";
import { ListingsTable } from "#app/features/admin/listings/components/listings-table.tsx";
import { FIELD_LABEL, Labelled } from "#app/features/admin/components/labelled.tsx";
import { Select } from "#app/components/ui/select.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Listings");
export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, context);
  const viewer = viewerOf(user);
  const filters = readListingDeskFilters(url.searchParams);
  const isAdmin = viewer.role === "admin";
  const agent = !isAdmin || !filters.agent ? undefined : filters.agent === "none" ? ("none" as const) : Number(filters.agent);
  const [list, agents] = await Promise.all([
    listAdminListings(context.db, viewer, {
      q: filters.q,
      status: filters.status || undefined,
      agent,
      page: filters.page,
      sort: filters.sort,
      dir: filters.dir,
    }),
    isAdmin ? editorOptions(context.db).then((o) => o.agents) : [],
  ]);
  return data(
    { filters, list, agents, isAdmin, canCreate: isAdmin || viewer.agentId !== null, pageSize: ADMIN_PAGE_SIZE },
    { headers: ADMIN_HEADERS },
  );
}

const STATUS_OPTIONS = Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }));

export default function Listings() {
  const { filters, list, agents, isAdmin, canCreate, pageSize } = useLoaderData<typeof loader>();
  const pages = Math.max(1, Math.ceil(list.total / pageSize));
  const navigation = useNavigation();
  return (
    <>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h1 className="font-display text-3xl text-ink">Listings</h1>
        {canCreate ? (
          <Link to="/admin/listings/new" className="btn btn-primary">
            New listing
          </Link>
        ) : null}
      </div>
      <Form
        method="get"
        className="mb-4 grid gap-3 rounded-xl bg-white p-4 ring-1 ring-sand-200 sm:grid-cols-[1fr_12rem_14rem_auto] sm:items-end"
      >
        <Labelled label="Search" id="ls-q">
          <input
            id="ls-q"
            name="q"
            type="search"
            defaultValue={filters.q}
            placeholder="Title, reference, area, building"
            className="field"
          />
        </Labelled>
        <Select
          id="ls-status"
          name="status"
          label="Status"
          labelClassName={FIELD_LABEL}
          placeholder="Any"
          options={STATUS_OPTIONS}
          defaultValue={filters.status}
        />
        {isAdmin ? (
          <Select
            id="ls-agent"
            name="agent"
            label="Agent"
            labelClassName={FIELD_LABEL}
            placeholder="Anyone"
            options={[{ value: "none", label: "Unassigned" }, ...agents]}
            defaultValue={filters.agent}
          />
        ) : (
          <div />
        )}
        {/* the order chosen by a column stays when filtering */}
        {filters.sort !== "updated" ? <input type="hidden" name="sort" value={filters.sort} /> : null}
        {filters.dir !== FIRST_DIRECTION[filters.sort] ? <input type="hidden" name="dir" value={filters.dir} /> : null}
        <button type="submit" className="btn btn-outline">
          Filter
        </button>
      </Form>
      <p className="mb-2 text-sm text-muted" role="status">
        {list.total === 0 ? "No listings match." : `${list.total} listing${list.total === 1 ? "" : "s"}`}
        {!isAdmin ? " (yours)" : ""}
      </p>
      {list.rows.length ? <ListingsTable rows={list.rows} filters={filters} /> : null}
      {pages > 1 ? (
        <Pager
          page={filters.page}
          hrefFor={(p) => listingDeskQuery(filters, p) || "?"}
          busy={navigation.state === "loading"}
          pageCount={pages}
          // the page select is a GET form without JavaScript: it keeps the filters and the order
          hiddenFields={[...new URLSearchParams(listingDeskQuery(filters, 1).slice(1))]}
          className="mt-6"
        />
      ) : null}
    </>
  );
}
