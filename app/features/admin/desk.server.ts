import { type ExpressionBuilder, sql } from "kysely";
import type { DB } from "#app/db/db.server.ts";
import { containsLowered } from "#app/db/contains.ts";
import type { LeadKind } from "#app/db/tables/leads.ts";
import type { LeadStatus, StaffRole } from "#app/features/auth/schema.ts";
import type { Database } from "#app/db/schema.ts";
import type { DeskFilters } from "./filters.ts";

/** Who is looking: admins see every lead; an agent sees their own and unassigned ones. */
export interface Viewer {
  userId: number;
  role: StaffRole;
  agentId: number | null;
}

export const DESK_PAGE_SIZE = 25;
/** Dubai keeps UTC+4 all year: "today" and "this week" are the agency's days. */
const DUBAI_OFFSET_MS = 4 * 60 * 60_000;

/** The leads a viewer may see, as a where-clause on `leads` (the desk, the export, a lead's other enquiries). */
export function visibleTo(viewer: Viewer) {
  return (eb: ExpressionBuilder<Database, "leads">) => {
    if (viewer.role === "admin") return eb.lit(true);
    return viewer.agentId === null
      ? eb("leads.agent_id", "is", null)
      : eb.or([eb("leads.agent_id", "=", viewer.agentId), eb("leads.agent_id", "is", null)]);
  };
}

/** `waitingBefore`: with the `waiting` filter, leads received before this instant that are still new and have no note. */
function filtered(db: DB, viewer: Viewer, f: Omit<DeskFilters, "page">, waitingBefore?: string) {
  let q = db.selectFrom("leads").where(visibleTo(viewer)).where("leads.kind", "!=", "newsletter");
  if (f.waiting && waitingBefore) {
    q = q
      .where("leads.status", "=", "new")
      .where("leads.created_at", "<", waitingBefore)
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom("lead_notes").select("lead_notes.id").whereRef("lead_notes.lead_id", "=", "leads.id"))),
      );
  }
  if (f.kind) q = q.where("leads.kind", "=", f.kind);
  if (f.status) q = q.where("leads.status", "=", f.status);
  if (f.agent === "none") q = q.where("leads.agent_id", "is", null);
  else if (f.agent !== undefined) q = q.where("leads.agent_id", "=", f.agent);
  if (f.from) q = q.where("leads.created_at", ">=", new Date(Date.parse(`${f.from}T00:00:00Z`) - DUBAI_OFFSET_MS).toISOString());
  if (f.to) q = q.where("leads.created_at", "<", new Date(Date.parse(`${f.to}T00:00:00Z`) + 86_400_000 - DUBAI_OFFSET_MS).toISOString());
  if (f.q) {
    const like = containsLowered(f.q);
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(leads.name)`, "like", like),
        eb(sql`lower(leads.email)`, "like", like),
        eb(sql`lower(coalesce(leads.phone, ''))`, "like", like),
        eb(sql`lower(leads.payload)`, "like", like),
      ]),
    );
  }
  return q;
}

export interface DeskLeadRow {
  id: number;
  createdAt: string;
  kind: LeadKind;
  name: string | null;
  email: string;
  phone: string | null;
  status: LeadStatus;
  agentId: number | null;
  agentName: string | null;
}

/** The instant before which a lead still new has waited past the response target. */
export const waitingSince = (now: Date, targetMinutes: number) => new Date(now.getTime() - targetMinutes * 60_000).toISOString();

/** One page of the desk, in the filter's order (newest first by default). */
export async function listDeskLeads(
  db: DB,
  viewer: Viewer,
  filters: DeskFilters,
  waitingBefore?: string,
): Promise<{ rows: DeskLeadRow[]; hasMore: boolean; page: number }> {
  const rows = await ordered(filtered(db, viewer, filters, waitingBefore), filters.sort)
    .limit(DESK_PAGE_SIZE + 1)
    .offset((filters.page - 1) * DESK_PAGE_SIZE)
    .execute();
  return { page: filters.page, hasMore: rows.length > DESK_PAGE_SIZE, rows: rows.slice(0, DESK_PAGE_SIZE).map(toDeskRow) };
}

export interface ExportRow extends DeskLeadRow {
  details: Record<string, string>;
}

/** Every lead of the filter (capped), for the CSV export. */
export async function exportDeskLeads(
  db: DB,
  viewer: Viewer,
  filters: DeskFilters,
  cap = 50_000,
  waitingBefore?: string,
): Promise<ExportRow[]> {
  const rows = await ordered(filtered(db, viewer, filters, waitingBefore), filters.sort)
    .select("leads.payload")
    .limit(cap)
    .execute();
  return rows.map((r) => ({ ...toDeskRow(r), details: parsePayload(r.payload) }));
}

const STATUS_ORDER = sql<number>`case leads.status when 'new' then 0 when 'contacted' then 1 when 'viewing' then 2 when 'offer' then 3 when 'won' then 4 else 5 end`;

/** A desk row's columns (with its agent's name) in the chosen order: the list and the export read the same. */
function ordered(query: ReturnType<typeof filtered>, sort: DeskFilters["sort"]) {
  const q = columns(query);
  switch (sort) {
    case "oldest":
      return q.orderBy("leads.created_at", "asc").orderBy("leads.id", "asc");
    case "name":
      return q.orderBy(sql`lower(coalesce(leads.name, leads.email))`).orderBy("leads.id", "desc");
    case "status":
      return q.orderBy(STATUS_ORDER).orderBy("leads.created_at", "desc").orderBy("leads.id", "desc");
    case "agent":
      // unassigned first: they are the ones to give out
      return q
        .orderBy(sql`case when agents.name is null then 0 else 1 end`)
        .orderBy(sql`lower(agents.name)`)
        .orderBy("leads.created_at", "desc")
        .orderBy("leads.id", "desc");
    default:
      return q.orderBy("leads.created_at", "desc").orderBy("leads.id", "desc");
  }
}

function columns(query: ReturnType<typeof filtered>) {
  return query
    .leftJoin("agents", "agents.id", "leads.agent_id")
    .select([
      "leads.id",
      "leads.created_at",
      "leads.kind",
      "leads.name",
      "leads.email",
      "leads.phone",
      "leads.status",
      "leads.agent_id",
      "agents.name as agentName",
    ]);
}

type DeskRecord = Awaited<ReturnType<ReturnType<typeof columns>["execute"]>>[number];

function toDeskRow(r: DeskRecord): DeskLeadRow {
  return {
    id: r.id,
    createdAt: r.created_at,
    kind: r.kind,
    name: r.name,
    email: r.email,
    phone: r.phone,
    status: r.status,
    agentId: r.agent_id,
    agentName: r.agentName,
  };
}

export function parsePayload(text: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== "object") return {};
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]));
  } catch {
    return {};
  }
}

export interface DeskFigures {
  newToday: number;
  newThisWeek: number;
  byKind: Array<{ kind: LeadKind; count: number }>;
  oldestUncontacted: { id: number; name: string | null; createdAt: string } | null;
  /** leads still new past the response target, and that target in minutes */
  waiting: number;
  targetMinutes: number;
}

/** Start of the Dubai day (and of its Monday-based week) as UTC instants. */
export function dubaiDayStarts(now: Date): { day: Date; week: Date } {
  const local = new Date(now.getTime() + DUBAI_OFFSET_MS);
  const dayLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const weekday = (local.getUTCDay() + 6) % 7; // Monday = 0
  return { day: new Date(dayLocal - DUBAI_OFFSET_MS), week: new Date(dayLocal - weekday * 86_400_000 - DUBAI_OFFSET_MS) };
}

/** Leads this viewer may work that nobody has answered yet (status new): the count in the back office's header. */
export async function countNewLeads(db: DB, viewer: Viewer): Promise<number> {
  const row = await filtered(db, viewer, { status: "new" })
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export interface LeadPulse {
  newLeads: number;
  /** the newest lead still new that this viewer may work */
  latest: { id: number; name: string | null; kind: LeadKind } | null;
  /** how many of the leads still new came after `after` (the newest the page had seen) */
  since: number;
}

/** What the open back office polls: how many leads wait, and the newest of them (for a browser notification). */
export async function leadPulse(db: DB, viewer: Viewer, after = 0): Promise<LeadPulse> {
  const [newLeads, latest, since] = await Promise.all([
    countNewLeads(db, viewer),
    filtered(db, viewer, { status: "new" })
      .select(["leads.id", "leads.name", "leads.kind"])
      .orderBy("leads.id", "desc")
      .limit(1)
      .executeTakeFirst(),
    filtered(db, viewer, { status: "new" })
      .select((eb) => eb.fn.countAll().as("n"))
      .where("leads.id", ">", after)
      .executeTakeFirst(),
  ]);
  return { newLeads, latest: latest ? { id: latest.id, name: latest.name, kind: latest.kind } : null, since: Number(since?.n ?? 0) };
}

export async function deskFigures(db: DB, viewer: Viewer, now = new Date(), targetMinutes = 60): Promise<DeskFigures> {
  const { day, week } = dubaiDayStarts(now);
  const base = () => filtered(db, viewer, {});
  const count = (rows: Array<{ n: number | string | bigint }>) => Number(rows[0]?.n ?? 0);
  const [today, thisWeek, byKind, oldest, waiting] = await Promise.all([
    base()
      .select((eb) => eb.fn.countAll().as("n"))
      .where("leads.created_at", ">=", day.toISOString())
      .execute(),
    base()
      .select((eb) => eb.fn.countAll().as("n"))
      .where("leads.created_at", ">=", week.toISOString())
      .execute(),
    base()
      .select(["leads.kind", (eb) => eb.fn.countAll().as("n")])
      .where("leads.created_at", ">=", week.toISOString())
      .groupBy("leads.kind")
      .orderBy("leads.kind")
      .execute(),
    base()
      .select(["leads.id", "leads.name", "leads.created_at"])
      .where("leads.status", "=", "new")
      .orderBy("leads.created_at")
      .orderBy("leads.id")
      .limit(1)
      .executeTakeFirst(),
    filtered(db, viewer, { waiting: "1" }, waitingSince(now, targetMinutes))
      .select((eb) => eb.fn.countAll().as("n"))
      .execute(),
  ]);
  return {
    newToday: count(today),
    newThisWeek: count(thisWeek),
    byKind: byKind.map((r) => ({ kind: r.kind, count: Number(r.n) })),
    oldestUncontacted: oldest ? { id: oldest.id, name: oldest.name, createdAt: oldest.created_at } : null,
    waiting: count(waiting),
    targetMinutes,
  };
}
