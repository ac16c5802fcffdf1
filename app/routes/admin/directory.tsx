import { data, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/directory";
import { ADMIN_HEADERS, requireStaff } from "#app/features/auth/guard.server.ts";
import { listDirectoryForAdmin } from "#app/features/directory/admin.server.ts";
import { adminMeta } from "#app/features/admin/meta.ts";

export const meta: Route.MetaFunction = () => adminMeta("Areas, developers and agents");
export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, { role: "admin" });
  return data(await listDirectoryForAdmin(context.db), { headers: ADMIN_HEADERS });
}

const TITLES = { areas: "Areas", developers: "Developers", agents: "Agents" } as const;
const NEW_LABELS = { areas: "New area", developers: "New developer", agents: "New agent" } as const;

export default function Directory() {
  const lists = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="mb-5 font-display text-3xl text-ink">Areas, developers and agents</h1>
      <div className="grid gap-6 lg:grid-cols-3">
        {(Object.keys(TITLES) as Array<keyof typeof TITLES>).map((kind) => (
          <section key={kind} aria-labelledby={`dir-${kind}`} className="rounded-xl bg-white p-4 ring-1 ring-sand-200">
            <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
              <h2 id={`dir-${kind}`} className="text-lg font-semibold">
                {TITLES[kind]} <span className="text-sm font-normal text-muted">({lists[kind].length})</span>
              </h2>
              <Link to={`/admin/directory/${kind}/new`} className="btn btn-outline text-sm">
                {NEW_LABELS[kind]}
              </Link>
            </div>
            {lists[kind].length === 0 ? (
              <p className="text-sm text-muted">None yet.</p>
            ) : (
              <ul className="max-h-[70vh] divide-y divide-sand-100 overflow-y-auto">
                {lists[kind].map((row) => (
                  <li key={row.id} className="flex items-baseline justify-between gap-3 py-2">
                    <Link to={`/admin/directory/${kind}/${row.id}`} className="font-medium text-ink underline-offset-2 hover:underline">
                      {row.name}
                    </Link>
                    <span className="truncate text-xs text-muted">{row.detail}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </>
  );
}
