import { z } from "zod";
import type { DB } from "#app/db/db.server.ts";
import type { LeadKind } from "#app/db/tables/leads.ts";
import { LEAD_STATUSES, type LeadStatus } from "#app/features/auth/schema.ts";
import { dubaiDayStarts, parsePayload, type Viewer } from "./desk.server.ts";
import { KIND_LABELS, STATUS_LABELS } from "./filters.ts";
import type { ReportTable } from "./reports.ts";

/**
 * The back office's reports (issue 39): leads by source, kind, agent and week, first-response times
 * and conversion by status, for a period of Dubai days. One read of the period's leads and their
 * workflow events; every figure is counted here in application code, so the same code runs on
 * SQLite and PostgreSQL (no date functions, no JSON operators in SQL).
 *
 * Who sees what: an admin every lead; an agent only the leads assigned to their own agent profile
 * (not the unassigned pool the desk also shows them: those are nobody's figures yet).
 */

const DAY_MS = 86_400_000;
const DUBAI_OFFSET_MS = 4 * 60 * 60_000;
/** A chosen period is at most about a year: the by-week table stays readable and the read bounded. */
export const MAX_PERIOD_DAYS = 370;
export const DEFAULT_WEEKS = 12;
/** A guard on the read: a period with more leads than this is counted on its newest ones (and says so). */
export const LEAD_CAP = 100_000;

/**
 * The first response to a lead: the first status change, note or logged call/WhatsApp by the staff.
 * The lead page (lead.server.ts, getLeadView's firstResponseAt) counts the same actions; a test holds them equal.
 */
export const FIRST_RESPONSE_ACTIONS = ["lead-status", "lead-note", "lead-contact"] as const;
export const ANSWER_WITHIN_MINUTES = 60;

// ---------------------------------------------------------------------------------------------
// The period

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const day = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)))
    .optional(),
);
const PeriodSchema = z.object({ from: day.catch(undefined), to: day.catch(undefined) });

export interface ReportPeriod {
  /** Dubai days, inclusive */
  from: string;
  to: string;
  /** why the period shown is not the one asked for, when it is not */
  adjusted: string | null;
}

const dayText = (t: number) => new Date(t).toISOString().slice(0, 10);
/** The Dubai calendar day of an instant, as YYYY-MM-DD. */
const dubaiDay = (t: number) => dayText(t + DUBAI_OFFSET_MS);
const dayStartUtc = (d: string) => Date.parse(`${d}T00:00:00Z`) - DUBAI_OFFSET_MS;

/** From ?from=&to=; by default the last 12 weeks (Monday-based, this week included) up to today. */
export function readReportPeriod(params: URLSearchParams, now = new Date()): ReportPeriod {
  const parsed = PeriodSchema.parse({ from: params.get("from") ?? undefined, to: params.get("to") ?? undefined });
  const today = dubaiDay(now.getTime());
  const defaultFrom = dubaiDay(dubaiDayStarts(now).week.getTime() - (DEFAULT_WEEKS - 1) * 7 * DAY_MS);
  let from = parsed.from ?? defaultFrom;
  let to = parsed.to ?? today;
  let adjusted: string | null = null;
  if (from > to) {
    [from, to] = [to, from];
    adjusted = "The dates were the wrong way round: they have been swapped.";
  }
  const span = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (span > MAX_PERIOD_DAYS) {
    from = dayText(Date.parse(to) - (MAX_PERIOD_DAYS - 1) * DAY_MS);
    adjusted = `A report covers at most ${MAX_PERIOD_DAYS} days: it starts on ${from}.`;
  }
  return { from, to, adjusted };
}

// ---------------------------------------------------------------------------------------------
// Where a lead came from

/** The page a lead was sent from, by its path (payload.page), or the listing or project it was about. */
export function leadSource(lead: { listingId: number | null; projectId: number | null; page: string | undefined }): string {
  if (lead.listingId !== null) return "Listing pages";
  if (lead.projectId !== null) return "Project pages";
  const page = lead.page;
  if (!page) return "Not recorded";
  let path: string;
  try {
    path = new URL(page, "http://site.invalid").pathname.replace(/\/+$/, "") || "/";
  } catch {
    return "Other pages";
  }
  const first = path.split("/")[1] ?? "";
  if (path === "/") return "Home page";
  if (first === "contact") return "Contact page";
  if (first === "property-valuation-form" || path.startsWith("/resources/property-valuation")) return "Valuation pages";
  if (first === "properties-for-sale" || first === "properties-to-rent") return "Listing pages";
  if (first === "properties" || first === "commercial-properties") return "Property search";
  if (["off-plan-properties", "new-projects", "properties-off-plan"].includes(first)) return "Project pages";
  if (["areas", "area", "developers", "developer"].includes(first)) return "Areas and developers";
  if (first === "staff" || path.startsWith("/about/staff")) return "Agent profiles";
  if (["blogs", "guides", "investment-guide"].includes(first)) return "Blog and guides";
  if (first === "about") return "About pages";
  if (first === "resources") return "Tools";
  return "Other pages";
}

// ---------------------------------------------------------------------------------------------
// The report

export interface CountRow {
  key: string;
  label: string;
  count: number;
}

export interface ResponseRow {
  /** agent id, "none" for unassigned, "all" for the total */
  key: string;
  label: string;
  leads: number;
  answered: number;
  /** minutes; null when nothing was answered */
  medianMinutes: number | null;
  withinHour: number;
  /** whole percent of the leads answered within the hour; null without leads */
  withinHourShare: number | null;
}

export interface ConversionRow {
  status: LeadStatus;
  label: string;
  /** leads in this status now */
  now: number;
  /** leads that reached this stage or a later one (for Lost: that were lost at some point) */
  reached: number;
  reachedShare: number | null;
}

export interface LeadsReport {
  period: ReportPeriod;
  scope: "all" | "own" | "none";
  total: number;
  capped: boolean;
  bySource: CountRow[];
  byKind: CountRow[];
  byAgent: CountRow[];
  byWeek: CountRow[];
  response: ResponseRow[];
  conversion: ConversionRow[];
}

const share = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 100));

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/** Monday of the Dubai week of an instant, as YYYY-MM-DD. */
const weekOf = (t: number) => dubaiDay(dubaiDayStarts(new Date(t)).week.getTime());

function counted(map: Map<string, { label: string; count: number }>, order: "count" | "key"): CountRow[] {
  const rows = [...map.entries()].map(([key, v]) => ({ key, label: v.label, count: v.count }));
  return order === "key"
    ? rows.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    : rows.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

const bump = (map: Map<string, { label: string; count: number }>, key: string, label: string) => {
  const row = map.get(key);
  if (row) row.count += 1;
  else map.set(key, { label, count: 1 });
};

const STAGE_RANK: Partial<Record<LeadStatus, number>> = { new: 0, contacted: 1, viewing: 2, offer: 3, won: 4 };

export async function leadsReport(db: DB, viewer: Viewer, period: ReportPeriod): Promise<LeadsReport> {
  const scope = viewer.role === "admin" ? "all" : viewer.agentId === null ? "none" : "own";
  const empty: LeadsReport = {
    period,
    scope,
    total: 0,
    capped: false,
    bySource: [],
    byKind: [],
    byAgent: [],
    byWeek: [],
    response: [],
    conversion: [],
  };
  if (scope === "none") return { ...empty, byWeek: weeksOf(period, new Map()), conversion: conversionRows([], new Map()) };

  const start = new Date(dayStartUtc(period.from)).toISOString();
  const end = new Date(dayStartUtc(period.to) + DAY_MS).toISOString();
  const inPeriod = () => {
    let q = db
      .selectFrom("leads")
      .where("leads.kind", "!=", "newsletter")
      .where("leads.created_at", ">=", start)
      .where("leads.created_at", "<", end);
    if (scope === "own") q = q.where("leads.agent_id", "=", viewer.agentId);
    return q;
  };
  const leads = await inPeriod()
    .leftJoin("agents", "agents.id", "leads.agent_id")
    .select([
      "leads.id",
      "leads.kind",
      "leads.created_at",
      "leads.status",
      "leads.agent_id",
      "agents.name as agentName",
      "leads.listing_id",
      "leads.project_id",
      "leads.payload",
    ])
    .orderBy("leads.created_at", "desc")
    .orderBy("leads.id", "desc")
    .limit(LEAD_CAP + 1)
    .execute();
  const capped = leads.length > LEAD_CAP;
  if (capped) leads.length = LEAD_CAP;
  if (leads.length === 0) return { ...empty, byWeek: weeksOf(period, new Map()), conversion: conversionRows([], new Map()) };

  const events = await db
    .selectFrom("audit_log")
    .select(["audit_log.lead_id", "audit_log.action", "audit_log.at", "audit_log.detail"])
    .where("audit_log.action", "in", [...FIRST_RESPONSE_ACTIONS])
    .where("audit_log.lead_id", "in", inPeriod().select("leads.id"))
    .orderBy("audit_log.at")
    .orderBy("audit_log.id")
    .execute();
  const firstAt = new Map<number, number>();
  const statusesOf = new Map<number, Set<string>>();
  for (const e of events) {
    if (e.lead_id === null) continue;
    if (!firstAt.has(e.lead_id)) firstAt.set(e.lead_id, Date.parse(e.at));
    if (e.action === "lead-status") {
      const d = parsePayload(e.detail);
      const set = statusesOf.get(e.lead_id) ?? new Set<string>();
      if (d.from) set.add(d.from);
      if (d.to) set.add(d.to);
      statusesOf.set(e.lead_id, set);
    }
  }

  const bySource = new Map<string, { label: string; count: number }>();
  const byKind = new Map<string, { label: string; count: number }>();
  const byAgent = new Map<string, { label: string; count: number }>();
  const byWeek = new Map<string, { label: string; count: number }>();
  const responses = new Map<string, { label: string; leads: number; minutes: number[]; withinHour: number }>();
  const respond = (key: string, label: string, minutes: number | null) => {
    const r = responses.get(key) ?? { label, leads: 0, minutes: [], withinHour: 0 };
    r.leads += 1;
    if (minutes !== null) {
      r.minutes.push(minutes);
      if (minutes <= ANSWER_WITHIN_MINUTES) r.withinHour += 1;
    }
    responses.set(key, r);
  };

  for (const lead of leads) {
    const created = Date.parse(lead.created_at);
    const source = leadSource({ listingId: lead.listing_id, projectId: lead.project_id, page: parsePayload(lead.payload).page });
    bump(bySource, source, source);
    bump(byKind, lead.kind, KIND_LABELS[lead.kind as LeadKind] ?? lead.kind);
    const agentKey = lead.agent_id === null ? "none" : String(lead.agent_id);
    const agentLabel = lead.agent_id === null ? "Unassigned" : (lead.agentName ?? `Agent ${lead.agent_id}`);
    bump(byAgent, agentKey, agentLabel);
    bump(byWeek, weekOf(created), "");
    const first = firstAt.get(lead.id);
    const minutes = first === undefined ? null : Math.max(0, Math.floor((first - created) / 60_000));
    respond(agentKey, agentLabel, minutes);
    respond("all", "All leads", minutes);
  }

  const response: ResponseRow[] = [...responses.entries()]
    .map(([key, r]) => ({
      key,
      label: r.label,
      leads: r.leads,
      answered: r.minutes.length,
      medianMinutes: median(r.minutes),
      withinHour: r.withinHour,
      withinHourShare: share(r.withinHour, r.leads),
    }))
    // agents by name, Unassigned after them, the total last
    .sort((a, b) => rank(a.key) - rank(b.key) || a.label.localeCompare(b.label));

  return {
    period,
    scope,
    total: leads.length,
    capped,
    bySource: counted(bySource, "count"),
    byKind: counted(byKind, "count"),
    byAgent: counted(byAgent, "count"),
    byWeek: weeksOf(period, byWeek),
    response,
    conversion: conversionRows(
      leads.map((l) => ({ id: l.id, status: l.status })),
      statusesOf,
    ),
  };
}

const rank = (key: string) => (key === "all" ? 2 : key === "none" ? 1 : 0);

/** Every week of the period, empty ones too, oldest first; labelled by their Monday. */
function weeksOf(period: ReportPeriod, counts: Map<string, { label: string; count: number }>): CountRow[] {
  const rows: CountRow[] = [];
  const last = weekOf(dayStartUtc(period.to));
  for (let w = weekOf(dayStartUtc(period.from)); w <= last; w = dayText(Date.parse(w) + 7 * DAY_MS)) {
    rows.push({ key: w, label: `Week of ${weekLabel(w)}`, count: counts.get(w)?.count ?? 0 });
  }
  return rows;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const weekLabel = (d: string) => {
  const t = new Date(`${d}T00:00:00Z`);
  return `${t.getUTCDate()} ${MONTHS[t.getUTCMonth()]} ${t.getUTCFullYear()}`;
};

function conversionRows(leads: Array<{ id: number; status: LeadStatus }>, history: Map<number, Set<string>>): ConversionRow[] {
  const now = new Map<string, number>();
  const reached = new Map<string, number>();
  for (const lead of leads) {
    now.set(lead.status, (now.get(lead.status) ?? 0) + 1);
    const seen = new Set(history.get(lead.id) ?? []);
    seen.add(lead.status);
    const furthest = Math.max(0, ...[...seen].map((s) => STAGE_RANK[s as LeadStatus] ?? 0));
    for (const status of LEAD_STATUSES) {
      const r = STAGE_RANK[status];
      const got = r === undefined ? seen.has(status) : furthest >= r;
      if (got) reached.set(status, (reached.get(status) ?? 0) + 1);
    }
  }
  return LEAD_STATUSES.map((status) => ({
    status,
    label: STATUS_LABELS[status],
    now: now.get(status) ?? 0,
    reached: reached.get(status) ?? 0,
    reachedShare: share(reached.get(status) ?? 0, leads.length),
  }));
}

// ---------------------------------------------------------------------------------------------
// CSV

/** A table of the report as CSV rows (header first), the figures as the page shows them. */
export function reportCsvRows(report: LeadsReport, table: ReportTable): Array<Array<string | number | null>> {
  const counts = (head: string, rows: CountRow[], key?: string) => [
    [...(key ? [key] : []), head, "leads", "share of leads (%)"],
    ...rows.map((r) => [...(key ? [r.key] : []), r.label, r.count, share(r.count, report.total)]),
  ];
  switch (table) {
    case "sources":
      return counts("source", report.bySource);
    case "kinds":
      return counts("kind", report.byKind);
    case "agents":
      return counts("agent", report.byAgent);
    case "weeks":
      return [["week starting (Dubai)", "leads"], ...report.byWeek.map((r) => [r.key, r.count])];
    case "response":
      return [
        ["agent", "leads", "answered", "median first response (minutes)", "answered within 1 hour", "share within 1 hour (%)"],
        ...report.response.map((r) => [r.label, r.leads, r.answered, r.medianMinutes, r.withinHour, r.withinHourShare]),
      ];
    case "conversion":
      return [
        ["status", "leads now", "reached this stage or later", "share reached (%)"],
        ...report.conversion.map((r) => [r.label, r.now, r.reached, r.reachedShare]),
      ];
  }
}
