import { data, Link, useLoaderData } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/audit";
import { listAudit } from "#app/features/auth/audit.server.ts";
import { ADMIN_HEADERS, requireStaff } from "#app/features/auth/guard.server.ts";
import { adminMeta, formatDubaiTime } from "#app/features/admin/meta.ts";

export const meta: Route.MetaFunction = () => adminMeta("Audit log");
export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

const PageSchema = z.coerce.number().int().min(1).max(100_000).catch(1);

export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireStaff(request, context, { role: "admin" });
  const page = PageSchema.parse(url.searchParams.get("page") ?? 1);
  const { rows, hasMore } = await listAudit(context.db, { page });
  return data({ rows, hasMore, page }, { headers: ADMIN_HEADERS });
}

const describe = (detail: Record<string, unknown>) =>
  Object.entries(detail)
    .map(([k, v]) => `${k}: ${typeof v === "object" ? JSON.stringify(v) : String(v)}`)
    .join(", ");

export default function Audit() {
  const { rows, hasMore, page } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="mb-5 font-display text-3xl text-ink">Audit log</h1>
      <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-sand-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Who did what, newest first</caption>
          <thead className="bg-sand-100 text-xs uppercase tracking-wider text-muted">
            <tr>
              <th scope="col" className="px-3 py-2">
                When
              </th>
              <th scope="col" className="px-3 py-2">
                Who
              </th>
              <th scope="col" className="px-3 py-2">
                What
              </th>
              <th scope="col" className="px-3 py-2">
                About
              </th>
              <th scope="col" className="px-3 py-2">
                From
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-sand-200">
            {rows.map((r) => (
              <tr key={r.id}>
                <td className="whitespace-nowrap px-3 py-2">{formatDubaiTime(r.at)}</td>
                <td className="px-3 py-2">{r.userName ?? r.actor ?? "—"}</td>
                <td className="px-3 py-2 font-medium">{r.action}</td>
                <td className="px-3 py-2">
                  {r.leadId ? (
                    <Link to={`/admin/leads/${r.leadId}`} className="text-navy-700 underline">
                      Lead {r.leadId}
                    </Link>
                  ) : (
                    (r.actor ?? "")
                  )}
                  {Object.keys(r.detail).length ? <span className="block text-xs text-muted">{describe(r.detail)}</span> : null}
                </td>
                <td className="px-3 py-2 text-muted">{r.ip ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label="Pages" className="mt-4 flex justify-between">
        {page > 1 ? (
          <Link to={`?page=${page - 1}`} className="btn btn-outline">
            Newer
          </Link>
        ) : (
          <span />
        )}
        {hasMore ? (
          <Link to={`?page=${page + 1}`} className="btn btn-outline">
            Older
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </>
  );
}
