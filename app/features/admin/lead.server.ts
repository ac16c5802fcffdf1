import { sql } from "kysely";
import type { DB } from "#app/db/db.server.ts";
import { EMAIL_TEXTS } from "#app/content/leads.ts";
import type { LeadKind } from "#app/db/tables/leads.ts";
import { audit } from "#app/features/auth/audit.server.ts";
import type { LeadStatus } from "#app/features/auth/schema.ts";
import { listingPath } from "#app/utils/paths.ts";
import { messageDomain } from "#app/features/leads/service.server.ts";
import { parsePayload, visibleTo, type Viewer } from "./desk.server.ts";
import { KIND_LABELS, STATUS_LABELS } from "./filters.ts";

export interface LeadEmailView {
  id: number;
  recipient: string;
  to: string;
  subject: string;
  state: string;
  attempts: Array<{ attempt: number; at: string; ok: boolean; detail: string | null }>;
}

export interface TimelineEntry {
  at: string;
  text: string;
  by: string | null;
}

export interface LeadView {
  id: number;
  kind: LeadKind;
  name: string | null;
  email: string;
  phone: string | null;
  createdAt: string;
  status: LeadStatus;
  deliveryState: string;
  agentId: number | null;
  agentName: string | null;
  fields: Record<string, string>;
  source: { label: string; href: string } | null;
  emails: LeadEmailView[];
  notes: Array<{ id: number; body: string; at: string; author: string | null }>;
  timeline: TimelineEntry[];
  /** when someone on the staff first worked the lead (a status change or a note); null while nobody has */
  firstResponseAt: string | null;
  /** minutes from receipt to that first response, or waited so far when nobody has answered */
  responseMinutes: number;
  /** the same person's other leads (same e-mail or phone) this viewer may see, newest first */
  related: RelatedLead[];
}

export interface RelatedLead {
  id: number;
  kind: LeadKind;
  createdAt: string;
  status: LeadStatus;
  agentName: string | null;
}

/** The lead if this viewer may see it; null otherwise (the route answers 404 either way). */
export async function visibleLead(db: DB, viewer: Viewer, leadId: number) {
  const lead = await db.selectFrom("leads").selectAll().where("id", "=", leadId).where("kind", "!=", "newsletter").executeTakeFirst();
  if (!lead) return null;
  if (viewer.role !== "admin" && lead.agent_id !== null && lead.agent_id !== viewer.agentId) return null;
  return lead;
}

/** What counts as answering a lead: a status change, a note, a logged call or WhatsApp message. */
const RESPONSE_ACTIONS = new Set(["lead-status", "lead-note", "lead-contact"]);

export async function getLeadView(db: DB, viewer: Viewer, leadId: number, now = new Date()): Promise<LeadView | null> {
  const lead = await visibleLead(db, viewer, leadId);
  if (!lead) return null;
  const [agent, listing, project, emails, attempts, notes, events, related] = await Promise.all([
    lead.agent_id ? db.selectFrom("agents").select("name").where("id", "=", lead.agent_id).executeTakeFirst() : undefined,
    lead.listing_id
      ? db.selectFrom("listings").select(["id", "reference", "title", "listing_type"]).where("id", "=", lead.listing_id).executeTakeFirst()
      : undefined,
    lead.project_id ? db.selectFrom("projects").select(["slug", "name"]).where("id", "=", lead.project_id).executeTakeFirst() : undefined,
    db
      .selectFrom("lead_emails")
      .select(["id", "recipient", "to_address", "subject", "state", "created_at"])
      .where("lead_id", "=", leadId)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("lead_email_attempts")
      .innerJoin("lead_emails", "lead_emails.id", "lead_email_attempts.email_id")
      .select([
        "lead_email_attempts.email_id",
        "lead_email_attempts.attempt",
        "lead_email_attempts.attempted_at",
        "lead_email_attempts.ok",
        "lead_email_attempts.detail",
      ])
      .where("lead_emails.lead_id", "=", leadId)
      .orderBy("lead_email_attempts.id")
      .execute(),
    db
      .selectFrom("lead_notes")
      .leftJoin("staff_users", "staff_users.id", "lead_notes.author_id")
      .select(["lead_notes.id", "lead_notes.body", "lead_notes.created_at", "staff_users.name as author"])
      .where("lead_notes.lead_id", "=", leadId)
      .orderBy("lead_notes.created_at", "desc")
      .orderBy("lead_notes.id", "desc")
      .execute(),
    db
      .selectFrom("audit_log")
      .leftJoin("staff_users", "staff_users.id", "audit_log.user_id")
      .select(["audit_log.action", "audit_log.at", "audit_log.detail", "staff_users.name as by"])
      .where("audit_log.lead_id", "=", leadId)
      .orderBy("audit_log.id")
      .execute(),
    relatedLeads(db, viewer, lead),
  ]);

  const firstResponseAt = events.find((e) => RESPONSE_ACTIONS.has(e.action))?.at ?? null;
  const source = listing
    ? { label: `Listing ${listing.reference}: ${listing.title}`, href: listingPath({ id: listing.id, listingType: listing.listing_type }) }
    : project
      ? { label: `Project ${project.name}`, href: `/properties-off-plan/${project.slug}` }
      : null;

  const timeline: TimelineEntry[] = [{ at: lead.created_at, text: `${KIND_LABELS[lead.kind] ?? lead.kind} received`, by: null }];
  for (const e of events) {
    const d = parsePayload(e.detail);
    if (e.action === "lead-status") timeline.push({ at: e.at, text: `Status: ${label(d.from)} → ${label(d.to)}`, by: e.by });
    else if (e.action === "lead-assigned") timeline.push({ at: e.at, text: d.agent ? `Assigned to ${d.agent}` : "Unassigned", by: e.by });
    else if (e.action === "lead-note") timeline.push({ at: e.at, text: "Note added", by: e.by });
    else if (e.action === "lead-contact")
      timeline.push({ at: e.at, text: d.channel === "whatsapp" ? "WhatsApp message opened" : "Call logged", by: e.by });
  }
  for (const a of attempts) {
    const email = emails.find((m) => m.id === a.email_id);
    timeline.push({
      at: a.attempted_at,
      text: `E-mail to ${email?.recipient ?? "?"} ${a.ok ? "delivered to the mail server" : "failed"} (attempt ${a.attempt})`,
      by: null,
    });
  }
  timeline.sort((x, y) => (x.at < y.at ? -1 : x.at > y.at ? 1 : 0));

  return {
    id: lead.id,
    kind: lead.kind,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    createdAt: lead.created_at,
    status: lead.status,
    deliveryState: lead.delivery_state,
    agentId: lead.agent_id,
    agentName: agent?.name ?? null,
    fields: parsePayload(lead.payload),
    source,
    emails: emails.map((m) => ({
      id: m.id,
      recipient: m.recipient,
      to: m.to_address,
      subject: m.subject,
      state: m.state,
      attempts: attempts
        .filter((a) => a.email_id === m.id)
        .map((a) => ({ attempt: a.attempt, at: a.attempted_at, ok: a.ok === 1, detail: a.detail })),
    })),
    notes: notes.map((n) => ({ id: n.id, body: n.body, at: n.created_at, author: n.author })),
    timeline,
    related,
    firstResponseAt,
    responseMinutes: Math.max(
      0,
      Math.floor(((firstResponseAt ? Date.parse(firstResponseAt) : now.getTime()) - Date.parse(lead.created_at)) / 60_000),
    ),
  };
}

/** The same person's other enquiries: the same e-mail (any case) or the same phone number, as this viewer may see them. */
async function relatedLeads(db: DB, viewer: Viewer, lead: { id: number; email: string; phone: string | null }): Promise<RelatedLead[]> {
  const rows = await db
    .selectFrom("leads")
    .leftJoin("agents", "agents.id", "leads.agent_id")
    .select(["leads.id", "leads.kind", "leads.created_at", "leads.status", "agents.name as agentName"])
    .where("leads.id", "!=", lead.id)
    .where("leads.kind", "!=", "newsletter")
    .where((eb) => {
      const same = [eb(sql`lower(leads.email)`, "=", lead.email.toLowerCase())];
      if (lead.phone) same.push(eb("leads.phone", "=", lead.phone));
      return eb.or(same);
    })
    .where(visibleTo(viewer))
    .orderBy("leads.created_at", "desc")
    .orderBy("leads.id", "desc")
    .limit(50)
    .execute();
  return rows.map((r) => ({ id: r.id, kind: r.kind, createdAt: r.created_at, status: r.status, agentName: r.agentName }));
}

const label = (s: string | undefined) => (s && s in STATUS_LABELS ? STATUS_LABELS[s as LeadStatus] : (s ?? "?"));

export interface ActionContext {
  viewer: Viewer;
  ip: string;
  now?: Date;
}

/** false when the viewer may not see the lead (404) */
export async function changeLeadStatus(db: DB, ctx: ActionContext, leadId: number, status: LeadStatus): Promise<boolean> {
  const lead = await visibleLead(db, ctx.viewer, leadId);
  if (!lead) return false;
  if (lead.status === status) return true;
  const at = (ctx.now ?? new Date()).toISOString();
  await db.updateTable("leads").set({ status, updated_at: at }).where("id", "=", leadId).execute();
  await audit(db, {
    action: "lead-status",
    userId: ctx.viewer.userId,
    leadId,
    detail: { from: lead.status, to: status },
    ip: ctx.ip,
    at: ctx.now,
  });
  return true;
}

export const NOTE_MAX = 4000;

/** A note repeated by its author within this time is the same note sent twice. */
const REPEATED_NOTE_MS = 10 * 60_000;

export async function addLeadNote(db: DB, ctx: ActionContext, leadId: number, body: string): Promise<boolean> {
  const lead = await visibleLead(db, ctx.viewer, leadId);
  if (!lead) return false;
  const now = ctx.now ?? new Date();
  const at = now.toISOString();
  // The same note by the same person within a few minutes is one press too many (a second click, a
  // resent form): it is kept once (issue 39).
  const last = await db
    .selectFrom("lead_notes")
    .select(["body", "created_at"])
    .where("lead_id", "=", leadId)
    .where("author_id", "=", ctx.viewer.userId)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (last && last.body === body && now.getTime() - Date.parse(last.created_at) < REPEATED_NOTE_MS) return true;
  await db.insertInto("lead_notes").values({ lead_id: leadId, author_id: ctx.viewer.userId, body, created_at: at }).execute();
  await audit(db, { action: "lead-note", userId: ctx.viewer.userId, leadId, ip: ctx.ip, at: ctx.now });
  return true;
}

/**
 * Admins only (the route checks the role); agentId null unassigns. With `mailOrigin`, the newly assigned
 * agent is e-mailed a link to the lead through the outbox (sent by the worker once SMTP is configured).
 */
export async function assignLead(
  db: DB,
  ctx: ActionContext & { mailOrigin?: string },
  leadId: number,
  agentId: number | null,
): Promise<"ok" | "no-lead" | "no-agent"> {
  const lead = await visibleLead(db, ctx.viewer, leadId);
  if (!lead) return "no-lead";
  const agent =
    agentId === null ? null : await db.selectFrom("agents").select(["id", "name", "email"]).where("id", "=", agentId).executeTakeFirst();
  if (agentId !== null && !agent) return "no-agent";
  if (lead.agent_id === agentId) return "ok";
  const at = (ctx.now ?? new Date()).toISOString();
  await db.updateTable("leads").set({ agent_id: agentId, updated_at: at }).where("id", "=", leadId).execute();
  await audit(db, {
    action: "lead-assigned",
    userId: ctx.viewer.userId,
    leadId,
    detail: { from: lead.agent_id, to: agentId, agent: agent?.name ?? null },
    ip: ctx.ip,
    at: ctx.now,
  });
  if (agent && ctx.mailOrigin) await notifyAssigned(db, ctx, lead, agent.email, ctx.mailOrigin, at);
  return "ok";
}

async function notifyAssigned(
  db: DB,
  ctx: ActionContext,
  lead: { id: number; kind: LeadKind; name: string | null; email: string },
  to: string,
  origin: string,
  at: string,
): Promise<void> {
  const by =
    (await db.selectFrom("staff_users").select("name").where("id", "=", ctx.viewer.userId).executeTakeFirst())?.name ?? "An administrator";
  const summary = `${KIND_LABELS[lead.kind] ?? lead.kind} from ${lead.name ?? lead.email}`;
  await db
    .insertInto("lead_emails")
    .values({
      lead_id: lead.id,
      recipient: "agent",
      to_address: to,
      reply_to: null,
      subject: EMAIL_TEXTS.assignedSubject(lead.id, summary).slice(0, 300),
      body: EMAIL_TEXTS.assignedBody(by, `${origin}/admin/leads/${lead.id}`),
      state: "pending",
      attempts: 0,
      next_attempt_at: at,
      message_id: `<lead-${lead.id}-assigned-${Date.parse(at)}@${messageDomain(origin)}>`,
      created_at: at,
    })
    .execute();
}

export type ContactChannel = "whatsapp" | "call";

/**
 * A call or WhatsApp message to the client, logged in one click: the timeline says so, it counts as the
 * first response, and a new lead becomes "contacted". Null when the viewer may not see the lead.
 */
export async function logContact(
  db: DB,
  ctx: ActionContext,
  leadId: number,
  channel: ContactChannel,
): Promise<{ phone: string | null; name: string | null; kind: LeadKind; reference: string | null } | null> {
  const lead = await visibleLead(db, ctx.viewer, leadId);
  if (!lead) return null;
  await audit(db, { action: "lead-contact", userId: ctx.viewer.userId, leadId, detail: { channel }, ip: ctx.ip, at: ctx.now });
  if (lead.status === "new") await changeLeadStatus(db, ctx, leadId, "contacted");
  return { phone: lead.phone, name: lead.name, kind: lead.kind, reference: parsePayload(lead.payload).reference ?? null };
}

export function listAgentsForAssignment(db: DB) {
  return db.selectFrom("agents").select(["id", "name"]).orderBy("sort_order").orderBy("name").execute();
}

export interface SubscriberRow {
  id: number;
  email: string;
  createdAt: string;
}

export async function listSubscribers(db: DB, page: number, size = 50): Promise<{ rows: SubscriberRow[]; hasMore: boolean }> {
  const rows = await db
    .selectFrom("leads")
    .select(["id", "email", "created_at"])
    .where("kind", "=", "newsletter")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(size + 1)
    .offset((page - 1) * size)
    .execute();
  return { hasMore: rows.length > size, rows: rows.slice(0, size).map((r) => ({ id: r.id, email: r.email, createdAt: r.created_at })) };
}

/** Unsubscribe: the address is removed (nothing else is kept about a subscriber). */
export async function removeSubscriber(db: DB, ctx: ActionContext, id: number): Promise<boolean> {
  const row = await db.selectFrom("leads").select(["id", "email"]).where("id", "=", id).where("kind", "=", "newsletter").executeTakeFirst();
  if (!row) return false;
  await db.deleteFrom("leads").where("id", "=", id).execute();
  await audit(db, { action: "subscriber-removed", userId: ctx.viewer.userId, actor: row.email, ip: ctx.ip, at: ctx.now });
  return true;
}
