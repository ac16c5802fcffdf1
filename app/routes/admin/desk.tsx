import { data, useLoaderData } from "react-router";
import type { Route } from "./+types/desk";
import { ADMIN_HEADERS, requireStaff } from "#app/features/auth/guard.server.ts";
import { deskFigures, listDeskLeads } from "#app/features/admin/desk.server.ts";
import { deskQuery, readDeskFilters } from "#app/features/admin/filters.ts";
import { listAgentsForAssignment } from "#app/features/admin/lead.server.ts";
import { DeskFilterForm, DeskPager, FiguresStrip, LeadList } from "#app/features/admin/components/desk-view.tsx";
import { adminMeta } from "#app/features/admin/meta.ts";

export const meta: Route.MetaFunction = () => adminMeta("Leads");
export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, context);
  const viewer = { userId: user.id, role: user.role, agentId: user.agent_id };
  const filters = readDeskFilters(url.searchParams);
  const [list, figures, agents] = await Promise.all([
    listDeskLeads(context.db, viewer, filters),
    filters.page === 1 ? deskFigures(context.db, viewer) : null,
    user.role === "admin" ? listAgentsForAssignment(context.db) : [],
  ]);
  return data({ filters, list, figures, agents, isAdmin: user.role === "admin" }, { headers: ADMIN_HEADERS });
}

export default function Desk() {
  const { filters, list, figures, agents, isAdmin } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h1 className="font-display text-3xl text-ink">Leads</h1>
        <a href={`/admin/leads/export${deskQuery(filters)}`} className="btn btn-outline" download>
          Export CSV
        </a>
      </div>
      {figures ? <FiguresStrip figures={figures} /> : null}
      <DeskFilterForm filters={filters} agents={agents} showAgent={isAdmin} />
      <LeadList rows={list.rows} />
      <DeskPager filters={filters} page={list.page} hasMore={list.hasMore} />
    </>
  );
}
