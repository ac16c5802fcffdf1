import type { Route } from "./+types/export";
import { audit } from "#app/features/auth/audit.server.ts";
import { ADMIN_HEADERS, requireStaff } from "#app/features/auth/guard.server.ts";
import { dubaiCsvTime, toCsv } from "#app/features/admin/csv.ts";
import { exportDeskLeads, waitingSince } from "#app/features/admin/desk.server.ts";
import { responseTarget } from "#app/features/leads/routing.server.ts";
import { readDeskFilters } from "#app/features/admin/filters.ts";
import { readOnly } from "#app/utils/read-only.ts";

/** GET /admin/leads/export?…filters: the current filter as a spreadsheet-safe CSV (every page). */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, context);
  const filters = readDeskFilters(url.searchParams);
  const waitingBefore = filters.waiting ? waitingSince(new Date(), await responseTarget(context.db)) : undefined;
  const rows = await exportDeskLeads(
    context.db,
    { userId: user.id, role: user.role, agentId: user.agent_id },
    filters,
    undefined,
    waitingBefore,
  );
  const { page: _page, ...filter } = filters;
  await audit(context.db, {
    action: "leads-exported",
    userId: user.id,
    actor: user.email,
    detail: { rows: rows.length, filter },
    ip: context.clientIp,
  });
  const csv = toCsv(
    [
      "id",
      "received (Dubai time)",
      "kind",
      "status",
      "agent",
      "name",
      "email",
      "phone",
      "reference",
      "message",
      "page",
      "valuation_type",
      "property",
      "unit",
      "property_type",
      "bedrooms",
      "size_sqft",
      "preferred_time",
    ],
    rows.map((r) => [
      r.id,
      dubaiCsvTime(r.createdAt),
      r.kind,
      r.status,
      r.agentName,
      r.name,
      r.email,
      r.phone,
      r.details.reference,
      r.details.message,
      r.details.page,
      r.details.tab,
      r.details.property,
      r.details.unit,
      r.details.propertyType,
      r.details.bedrooms,
      r.details.size,
      r.details.preferredTime,
    ]),
  );
  const day = dubaiCsvTime(new Date().toISOString()).slice(0, 10);
  return new Response(csv, {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
    },
  });
}

/** A write to this address: 405 with a sentence. */
export const action = readOnly;
