import { Link } from "react-router";
import type { ListingStatus } from "#app/db/schema.ts";
import type { AdminListingRow } from "../queries.server.ts";
import { formatPrice } from "#app/utils/format.ts";
import { responsiveSources } from "#app/utils/images.ts";
import { formatDubaiTime } from "../../meta.ts";
import { STATUS_LABELS } from "../fields.ts";
import { type ListingDeskFilters, type ListingSort, sortLink } from "../filters.ts";

/** A row as the staff list query returns it. */
export type ListingsTableRow = AdminListingRow;

const STATUS_TONE: Record<ListingStatus, string> = {
  ACTIVE: "bg-emerald-100 text-emerald-900",
  HELD: "bg-sand-200 text-ink",
  INACTIVE: "bg-slate-200 text-slate-800",
};

const COLUMN_NAMES: Record<ListingSort, string> = { updated: "Last change", price: "Price", title: "Title", reference: "Reference" };

const ariaSort = (f: ListingDeskFilters, column: ListingSort) =>
  f.sort === column ? (f.dir === "asc" ? ("ascending" as const) : ("descending" as const)) : undefined;

const arrow = (f: ListingDeskFilters, column: ListingSort) => (f.sort === column ? (f.dir === "asc" ? " ↑" : " ↓") : "");

function SortHeader({ filters, column, className = "" }: { filters: ListingDeskFilters; column: ListingSort; className?: string }) {
  return (
    <th scope="col" aria-sort={ariaSort(filters, column)} className={`px-3 py-2 font-semibold ${className}`}>
      <Link to={sortLink(filters, column)} preventScrollReset className="underline-offset-2 hover:underline">
        {COLUMN_NAMES[column]}
        <span aria-hidden="true">{arrow(filters, column)}</span>
      </Link>
    </th>
  );
}

/**
 * The staff list: a table with a cover thumbnail and the price on every row, sortable by its
 * headers (links: the order lives in the address, works without JavaScript, aria-sort says which).
 * Under 640 px each row is a card and a "Sort by" row of the same links stands in for the headers.
 */
export function ListingsTable({ rows, filters }: { rows: readonly ListingsTableRow[]; filters: ListingDeskFilters }) {
  return (
    <>
      <nav aria-label="Sort listings" className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm sm:hidden">
        <span className="text-muted">Sort by:</span>
        {(Object.keys(COLUMN_NAMES) as ListingSort[]).map((column) => (
          <Link
            key={column}
            to={sortLink(filters, column)}
            preventScrollReset
            aria-current={filters.sort === column ? "true" : undefined}
            className={`inline-flex min-h-11 items-center underline-offset-2 ${filters.sort === column ? "font-semibold underline" : "hover:underline"}`}
          >
            {COLUMN_NAMES[column]}
            <span aria-hidden="true">{arrow(filters, column)}</span>
            {filters.sort === column ? <span className="sr-only">{filters.dir === "asc" ? " (ascending)" : " (descending)"}</span> : null}
          </Link>
        ))}
      </nav>
      <table className="w-full text-start text-sm max-sm:block" aria-label="Listings">
        <thead className="border-b border-sand-200 bg-sand-50 max-sm:sr-only">
          <tr>
            <th scope="col" className="w-24 px-3 py-2 font-semibold">
              Photo
            </th>
            <SortHeader filters={filters} column="title" />
            <SortHeader filters={filters} column="reference" />
            <SortHeader filters={filters} column="price" className="text-end" />
            <th scope="col" className="px-3 py-2 font-semibold">
              Status
            </th>
            <SortHeader filters={filters} column="updated" />
          </tr>
        </thead>
        <tbody className="max-sm:grid max-sm:gap-2">
          {rows.map((r) => (
            <tr
              key={r.id}
              className="border-b border-sand-100 align-top max-sm:grid max-sm:grid-cols-[5.5rem_minmax(0,1fr)] max-sm:gap-x-3 max-sm:rounded-xl max-sm:border-0 max-sm:bg-white max-sm:p-3 max-sm:ring-1 max-sm:ring-sand-200"
            >
              <td className="px-3 py-2 max-sm:row-span-4 max-sm:p-0">
                {r.cover ? (
                  <img
                    {...responsiveSources(r.cover)}
                    sizes="96px"
                    alt=""
                    width={96}
                    height={64}
                    loading="lazy"
                    className="aspect-[3/2] w-24 rounded-md object-cover max-sm:w-22"
                  />
                ) : (
                  <span className="grid aspect-[3/2] w-24 place-items-center rounded-md bg-sand-100 text-xs text-muted max-sm:w-22">
                    No photo
                  </span>
                )}
              </td>
              <td className="px-3 py-2 max-sm:p-0">
                <Link to={`/admin/listings/${r.id}`} className="font-semibold break-words text-navy-900 underline-offset-2 hover:underline">
                  {r.title}
                </Link>
                <span className="block text-xs text-muted">
                  {r.listingType === "RENT" ? "Rent" : "Sale"} · {r.areaName} · {r.agentName ?? "unassigned"}
                  {r.fromFeed ? " · from feed" : ""}
                </span>
              </td>
              <td className="px-3 py-2 whitespace-nowrap max-sm:p-0 max-sm:text-xs max-sm:text-muted">{r.reference}</td>
              <td className="px-3 py-2 text-end font-semibold whitespace-nowrap max-sm:p-0 max-sm:text-start">
                {formatPrice(r.price, r.listingType)}
              </td>
              <td className="px-3 py-2 max-sm:col-start-2 max-sm:p-0 max-sm:pt-1">
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_TONE[r.status]}`}>
                  {STATUS_LABELS[r.status]}
                </span>
              </td>
              <td className="px-3 py-2 whitespace-nowrap text-muted max-sm:col-start-2 max-sm:p-0 max-sm:pt-1 max-sm:text-xs">
                <span className="sm:sr-only">Changed </span>
                {formatDubaiTime(r.updatedAt)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
