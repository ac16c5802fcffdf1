import { data, Link, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/blog-posts";
import { ADMIN_HEADERS, requireStaff } from "#app/features/auth/guard.server.ts";
import { listPostsForAdmin } from "#app/features/blog/queries.server.ts";
import { Alert } from "#app/features/admin/components/admin-shell.tsx";
import { adminMeta, formatDubaiTime } from "#app/features/admin/meta.ts";
import { StateBadge } from "#app/features/admin/components/blog-editor.tsx";
import { blogPath } from "#app/utils/paths.ts";

export const meta: Route.MetaFunction = () => adminMeta("Blog");
export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

/** Admins only: posts speak for the agency (decision 016). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, { role: "admin" });
  return data({ posts: await listPostsForAdmin(context.db, new Date()) }, { headers: ADMIN_HEADERS });
}

export default function BlogPosts() {
  const { posts } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  return (
    <>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl text-ink">Blog</h1>
        <Link to="/admin/blog/new" className="btn btn-primary">
          Write a post
        </Link>
      </div>
      {params.get("notice") === "deleted" ? <Alert tone="ok">The post was deleted.</Alert> : null}
      {posts.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-muted ring-1 ring-sand-200">No posts yet.</p>
      ) : (
        <ul className="mt-4 grid gap-3" aria-label="Posts">
          {posts.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-4 ring-1 ring-sand-200">
              <div className="min-w-0">
                <Link to={`/admin/blog/${p.id}`} className="font-semibold text-ink underline-offset-2 hover:underline">
                  {p.title}
                </Link>
                <p className="mt-1 text-sm text-muted">{blogPath(p)}</p>
              </div>
              <div className="flex items-center gap-3 text-sm text-muted">
                {p.publishAt && p.state !== "draft" ? <span>{formatDubaiTime(p.publishAt)} (Dubai)</span> : null}
                <StateBadge state={p.state} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
