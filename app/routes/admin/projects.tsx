import { data, Form, Link, useLoaderData, useNavigation } from "react-router";
import { Pager } from "#app/components/ui/pager.tsx";
import { z } from "zod";
import type { Route } from "./+types/projects";
import { ADMIN_HEADERS, requireStaff } from "#app/features/auth/guard.server.ts";
import { listProjectsForAdmin } from "#app/features/projects/admin.server.ts";
import { adminMeta, formatDubaiTime } from "#app/features/admin/meta.ts";
import { Labelled } from "#app/features/admin/components/labelled.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Projects");
export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

const Query = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  q: z.string().trim().max(100).catch(""),
});

export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireStaff(request, context, { role: "admin" });
  const { page, q } = Query.parse(Object.fromEntries(url.searchParams));
  const result = await listProjectsForAdmin(context.db, { page, query: q || undefined });
  return data({ ...result, page, q }, { headers: ADMIN_HEADERS });
}

export default function Projects() {
  const { rows, hasMore, page, q } = useLoaderData<typeof loader>();
  const more = (p: number) => `?${new URLSearchParams({ ...(q ? { q } : {}), page: String(p) })}`;
  const navigation = useNavigation();
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl text-ink">Projects</h1>
        <Link to="/admin/projects/new" className="btn btn-primary">
          New project
        </Link>
      </div>
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-2" role="search">
        <Labelled label="Find a project" id="projects-q">
          <input id="projects-q" name="q" defaultValue={q} className="field w-64" />
        </Labelled>
        <button type="submit" className="btn btn-outline">
          Search
        </button>
      </Form>
      {rows.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-muted ring-1 ring-sand-200">No projects match.</p>
      ) : (
        <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-sand-200">
          <table className="w-full text-start text-sm">
            <thead className="border-b border-sand-200 text-muted">
              <tr>
                <th className="px-3 py-2 font-medium">Project</th>
                <th className="px-3 py-2 font-medium">Developer</th>
                <th className="px-3 py-2 font-medium">Permit</th>
                <th className="px-3 py-2 font-medium">On the site</th>
                <th className="px-3 py-2 font-medium">Updated</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className="border-b border-sand-100 last:border-0">
                  <td className="px-3 py-2">
                    <Link to={`/admin/projects/${r.id}`} className="font-semibold text-ink underline-offset-2 hover:underline">
                      {r.name}
                    </Link>
                  </td>
                  <td className="px-3 py-2">{r.developer ?? "—"}</td>
                  <td className="px-3 py-2">{r.permitNumber}</td>
                  <td className="px-3 py-2">{r.status === "ACTIVE" ? "Published" : "Unpublished"}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDubaiTime(r.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page > 1 || hasMore ? (
        <Pager page={page} hrefFor={more} busy={navigation.state === "loading"} hasNext={hasMore} className="mt-6" />
      ) : null}
    </>
  );
}
