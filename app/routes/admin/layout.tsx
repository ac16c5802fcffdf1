import { data, isRouteErrorResponse, Link, Outlet, type ShouldRevalidateFunction, useLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { ADMIN_HEADERS, requireStaff } from "#app/features/auth/guard.server.ts";
import { AdminShell } from "#app/features/admin/components/admin-shell.tsx";
import { adminMeta, type AdminShellData } from "#app/features/admin/meta.ts";
import { countNewLeads } from "#app/features/admin/desk.server.ts";
import { LeadNotifier } from "#app/features/admin/components/lead-notifier.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Leads");
export const headers: Route.HeadersFunction = ({ errorHeaders }) => errorHeaders ?? ADMIN_HEADERS;

// Back office part 2 (bocontent): the blog editor's live preview changes nothing, so the frame is not reloaded.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === "/admin/blog/preview" ? false : defaultShouldRevalidate;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, csrfToken } = await requireStaff(request, context);
  const shell: AdminShellData = {
    user: { id: user.id, name: user.name, email: user.email, role: user.role, twoFactor: user.totp_secret !== null },
    csrf: csrfToken,
    newLeads: await countNewLeads(context.db, { userId: user.id, role: user.role, agentId: user.agent_id }),
  };
  return data(shell, { headers: ADMIN_HEADERS });
}

export default function AdminLayout() {
  const shell = useLoaderData<typeof loader>();
  return (
    <AdminShell shell={shell}>
      <Outlet />
      <LeadNotifier />
    </AdminShell>
  );
}

/** 403/404/400 inside the back office keep the frame's look, never a stack trace. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A refusal answered before any route ran (server/http-hygiene.ts: a body past the limit) reaches a
  // `.data` post as its plain text: shown as it is.
  // (413 only: React Router's own 405 text, for one, names route files.)
  const text = isRouteErrorResponse(error) && typeof error.data === "string" && status === 413 ? error.data.trim() : "";
  const message =
    isRouteErrorResponse(error) && error.data && typeof error.data === "object" && "message" in error.data
      ? String(error.data.message)
      : text && text.length < 500 && !text.startsWith("<")
        ? text
        : status === 404
          ? "There is nothing here, or it is not yours to see."
          : "Something went wrong. Try again.";
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="eyebrow">Error {status}</p>
      <h1 className="mt-2 font-display text-2xl">
        {status === 403 ? "Not allowed" : status === 404 ? "Not found" : status === 413 ? "Not sent: too large" : "Something went wrong"}
      </h1>
      <p className="mt-3 text-muted">{message}</p>
      <Link to="/admin" className="btn btn-primary mt-6">
        Back to the leads
      </Link>
    </main>
  );
}
