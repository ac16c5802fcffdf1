import { data, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/desk";
import { ADMIN_HEADERS, requireStaff, requireStaffAction } from "#app/features/auth/guard.server.ts";
import { deskFigures, listDeskLeads, waitingSince } from "#app/features/admin/desk.server.ts";
import { listSavedViews, runDeskAction } from "#app/features/admin/desk-actions.server.ts";
import { deskQuery, readDeskFilters } from "#app/features/admin/filters.ts";
import { listAgentsForAssignment } from "#app/features/admin/lead.server.ts";
import { responseTarget } from "#app/features/leads/routing.server.ts";
import { Alert } from "#app/features/admin/components/admin-shell.tsx";
import { BulkBar, DeskFilterForm, DeskPager, FiguresStrip, LeadList, SavedViews } from "#app/features/admin/components/desk-view.tsx";
import { BrowserNotifications } from "#app/features/admin/components/lead-notifier.tsx";
import { adminMeta } from "#app/features/admin/meta.ts";

export const meta: Route.MetaFunction = () => adminMeta("Leads");
export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, context);
  const viewer = { userId: user.id, role: user.role, agentId: user.agent_id };
  const filters = readDeskFilters(url.searchParams);
  const now = new Date();
  const target = await responseTarget(context.db);
  const [list, figures, agents, views] = await Promise.all([
    listDeskLeads(context.db, viewer, filters, waitingSince(now, target)),
    filters.page === 1 ? deskFigures(context.db, viewer, now, target) : null,
    user.role === "admin" ? listAgentsForAssignment(context.db) : [],
    listSavedViews(context.db, user.id),
  ]);
  return data({ filters, list, figures, agents, views, target, isAdmin: user.role === "admin" }, { headers: ADMIN_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session, form } = await requireStaffAction(request, context);
  return runDeskAction(context, session, form);
}

export default function Desk() {
  const { filters, list, figures, agents, views, target, isAdmin } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h1 className="font-display text-3xl text-ink">Leads</h1>
        <div className="flex flex-wrap gap-2">
          <BrowserNotifications />
          <a href={`/admin/leads/export${deskQuery(filters)}`} className="btn btn-outline" download>
            Export CSV
          </a>
        </div>
      </div>
      {result ? <Alert tone={result.ok ? "ok" : "error"}>{result.message}</Alert> : null}
      {figures ? <FiguresStrip figures={figures} /> : null}
      <SavedViews views={views} filters={filters} />
      <DeskFilterForm filters={filters} agents={agents} showAgent={isAdmin} targetMinutes={target} />
      <BulkBar agents={agents} isAdmin={isAdmin} count={list.rows.length} />
      <LeadList rows={list.rows} filters={filters} selectable />
      <DeskPager filters={filters} page={list.page} hasMore={list.hasMore} />
    </>
  );
}
