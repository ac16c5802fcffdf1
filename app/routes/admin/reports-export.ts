import { data } from "react-router";
import type { Route } from "./+types/reports-export";
import { ADMIN_HEADERS, requireStaff } from "#app/features/auth/guard.server.ts";
import { toCsv } from "#app/features/admin/csv.ts";
import { leadsReport, readReportPeriod, reportCsvRows } from "#app/features/admin/reports.server.ts";
import { REPORT_TABLES, type ReportTable } from "#app/features/admin/reports.ts";
import { readOnly } from "#app/utils/read-only.ts";

/** GET /admin/reports/<table>.csv?from=&to=: one table of the report, as the page shows it, for a spreadsheet. */
export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, context);
  const table = /^([a-z]+)\.csv$/.exec(params.file ?? "")?.[1];
  if (!table || !(REPORT_TABLES as readonly string[]).includes(table)) {
    throw data({ message: "There is no such report." }, { status: 404, headers: ADMIN_HEADERS });
  }
  const period = readReportPeriod(url.searchParams);
  const report = await leadsReport(context.db, { userId: user.id, role: user.role, agentId: user.agent_id }, period);
  const [header = [], ...rows] = reportCsvRows(report, table as ReportTable);
  return new Response(toCsv(header.map(String), rows), {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${table}-${period.from}-to-${period.to}.csv"`,
    },
  });
}

/** A write to this address: 405 with a sentence. */
export const action = readOnly;
