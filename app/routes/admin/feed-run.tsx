import { data, Link, useLoaderData, useNavigation } from "react-router";
import { z } from "zod";
import { listPage } from "#app/features/admin/list-route.server.ts";
import type { Route } from "./+types/feed-run";
import { ADMIN_HEADERS, requireStaff } from "#app/features/auth/guard.server.ts";
import { adminMeta, formatDubaiTime } from "#app/features/admin/meta.ts";
import { importRunDetail } from "#app/features/feeds/runs.server.ts";
import { Pager } from "#app/components/ui/pager.tsx";

export const meta: Route.MetaFunction = ({ data: d }) => adminMeta(d ? `Import run ${d.run.id}` : "Import run");
export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

const IdSchema = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

/** One run's report: every skip, hold, withdrawal and photo failure with its reason. */
export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = IdSchema.safeParse(params.id);
  const page = listPage(url);
  const detail = id.success ? await importRunDetail(context.db, id.data, page) : null;
  if (!detail) throw data(null, { status: 404, headers: ADMIN_HEADERS });
  return data({ ...detail, page }, { headers: ADMIN_HEADERS });
}

const OUTCOME: Record<string, string> = { skipped: "Skipped", held: "Held", deactivated: "Withdrawn", photo: "Photo" };

export default function FeedRun() {
  const { run, items, hasMore, page } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/feeds" className="text-navy-700 underline">
          Feed imports
        </Link>
      </p>
      <h1 className="mb-2 font-display text-3xl text-ink">
        {run.source}: run {run.id}
      </h1>
      <p className="mb-1 text-sm text-muted">
        {formatDubaiTime(run.started_at)} · {run.status}
        {run.format ? ` · ${run.format === "pf" ? "Property Finder" : "Bayut"}` : ""}
      </p>
      {run.location ? <p className="mb-1 break-all text-sm text-muted">Read from {run.location}</p> : null}
      {run.error ? (
        <p role="alert" className="my-3 rounded-xl bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
          {run.error} — nothing was changed; the last good data stays online.
        </p>
      ) : null}
      <p className="mb-5 text-sm">
        In feed {run.seen} · new {run.created} · updated {run.updated} · unchanged {run.unchanged} · withdrawn {run.deactivated} · skipped{" "}
        {run.skipped} · held {run.held} · photos fetched {run.photos_fetched}, failed {run.photos_failed}
      </p>
      {items.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-muted ring-1 ring-sand-200">Nothing needed attention.</p>
      ) : (
        <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-sand-200">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">Listings that need attention, in feed order</caption>
            <thead className="bg-sand-100 text-xs uppercase tracking-wider text-muted">
              <tr>
                <th scope="col" className="px-3 py-2">
                  What
                </th>
                <th scope="col" className="px-3 py-2">
                  Reference
                </th>
                <th scope="col" className="px-3 py-2">
                  Reason
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-sand-200">
              {items.map((i) => (
                <tr key={i.id}>
                  <td className="whitespace-nowrap px-3 py-2 font-medium">{OUTCOME[i.outcome] ?? i.outcome}</td>
                  <td className="whitespace-nowrap px-3 py-2">{i.reference ?? "(no reference)"}</td>
                  <td className="px-3 py-2">{i.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page > 1 || hasMore ? (
        <Pager
          page={page}
          hasNext={hasMore}
          busy={navigation.state === "loading"}
          hrefFor={(n) => `/admin/feeds/runs/${run.id}?page=${n}`}
        />
      ) : null}
    </>
  );
}
