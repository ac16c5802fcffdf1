import type { DB } from "#app/db/db.server.ts";
import { RESPONSE_TARGET_DEFAULT, RESPONSE_TARGET_MAX } from "./routing-schema.ts";
import type { LeadInput } from "./schemas.ts";
import { parseStringList } from "#app/utils/json-list.ts";

export { RESPONSE_TARGET_DEFAULT, RESPONSE_TARGET_MAX };

export interface LeadSource {
  listingId: number | null;
  projectId: number | null;
  /** the listing's or project's agent, or the one the rotation chose: the lead is theirs */
  agentId: number | null;
  agentEmail: string | null;
  /** how the agent was chosen: the listing's/project's own, the rotation, or nobody */
  by: "source" | "rotation" | null;
}

const NONE: LeadSource = { listingId: null, projectId: null, agentId: null, agentEmail: null, by: null };

/**
 * Where an enquiry came from: its reference is a listing's reference (listing
 * pages) or a project's name (project pages). Automatic assignment follows it.
 */
export async function resolveLeadSource(db: DB, lead: LeadInput): Promise<LeadSource> {
  if (lead.kind !== "enquiry" || !lead.data.reference) return NONE;
  const reference = lead.data.reference;
  const listing = await db
    .selectFrom("listings")
    .leftJoin("agents", "agents.id", "listings.agent_id")
    .select(["listings.id", "listings.agent_id", "agents.email"])
    .where("listings.reference", "=", reference)
    .executeTakeFirst();
  if (listing)
    return {
      listingId: listing.id,
      projectId: null,
      agentId: listing.agent_id,
      agentEmail: listing.email,
      by: listing.agent_id ? "source" : null,
    };
  const project = await db
    .selectFrom("projects")
    .leftJoin("agents", "agents.id", "projects.agent_id")
    .select(["projects.id", "projects.agent_id", "agents.email"])
    .where("projects.name", "=", reference)
    .orderBy("projects.id")
    .executeTakeFirst();
  if (project)
    return {
      listingId: null,
      projectId: project.id,
      agentId: project.agent_id,
      agentEmail: project.email,
      by: project.agent_id ? "source" : null,
    };
  return NONE;
}

/** Arabic script anywhere in what the visitor wrote, or a page of the Arabic edition. */
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF]/;

/** What the rotation prefers for a lead: the area it is about and the language it was written in. */
export interface LeadTraits {
  areaSlug: string | null;
  language: string | null;
}

export async function leadTraits(db: DB, lead: LeadInput, page: string | undefined): Promise<LeadTraits> {
  const written = Object.values(lead.data)
    .filter((v): v is string => typeof v === "string")
    .join(" ");
  const language = ARABIC.test(written) || /^\/ar(\/|$)/.test(page ?? "") ? "Arabic" : null;
  // The area page the form was sent from (/areas/12 or /areas/dubai-marina) …
  const fromPage = /^\/areas\/([^/?#]+)/.exec(page ?? "")?.[1];
  if (fromPage) {
    const area = await db
      .selectFrom("areas")
      .select("slug")
      .where(/^\d+$/.test(fromPage) ? "id" : "slug", "=", /^\d+$/.test(fromPage) ? Number(fromPage) : fromPage)
      .executeTakeFirst();
    if (area) return { areaSlug: area.slug, language };
  }
  // … or the area a valuation's property names ("Marina Gate 1, Dubai Marina"): the longest name found wins.
  if (lead.kind === "valuation") {
    const text = lead.data.property.toLowerCase();
    const areas = await db.selectFrom("areas").select(["slug", "name"]).execute();
    const named = areas.filter((a) => text.includes(a.name.toLowerCase())).sort((a, b) => b.name.length - a.name.length)[0];
    if (named) return { areaSlug: named.slug, language };
  }
  return { areaSlug: null, language };
}

export interface RotationAgent {
  agentId: number;
  email: string;
  areas: string[];
  languages: string[];
  lastAssignedAt: string | null;
}

/** Agents in the rotation who can sign in (an active staff account linked to their profile). */
export async function rotationAgents(db: DB): Promise<RotationAgent[]> {
  const rows = await db
    .selectFrom("agent_routing")
    .innerJoin("agents", "agents.id", "agent_routing.agent_id")
    .select(["agents.id", "agents.email", "agents.languages", "agent_routing.areas", "agent_routing.last_assigned_at"])
    .where("agent_routing.takes_leads", "=", 1)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("staff_users")
          .select("staff_users.id")
          .whereRef("staff_users.agent_id", "=", "agents.id")
          .where("staff_users.status", "=", "active"),
      ),
    )
    .orderBy("agents.id")
    .execute();
  return rows.map((r) => ({
    agentId: r.id,
    email: r.email,
    areas: parseStringList(r.areas),
    languages: parseStringList(r.languages),
    lastAssignedAt: r.last_assigned_at,
  }));
}

/**
 * The rotation's choice: among the agents who cover the lead's area or speak its language (all of the
 * rotation when none does), the one who has waited longest for a lead; ties by profile id. Pure, so the
 * rule is tested without a database.
 */
export function chooseAgent(agents: RotationAgent[], traits: LeadTraits): RotationAgent | null {
  const fits = agents.filter(
    (a) =>
      (traits.areaSlug !== null && a.areas.includes(traits.areaSlug)) ||
      (traits.language !== null && a.languages.includes(traits.language)),
  );
  const pool = fits.length > 0 ? fits : agents;
  const next = [...pool].sort((a, b) => {
    if (a.lastAssignedAt === b.lastAssignedAt) return a.agentId - b.agentId;
    if (a.lastAssignedAt === null) return -1;
    if (b.lastAssignedAt === null) return 1;
    return a.lastAssignedAt < b.lastAssignedAt ? -1 : 1;
  })[0];
  return next ?? null;
}

/**
 * The lead's owner: the listing's or project's agent; else the next agent of the rotation; else nobody
 * (the desk shows it unassigned). Reads only: the caller spends the chosen agent's turn (`spendTurn`)
 * in the transaction that stores the lead.
 */
export async function routeLead(db: DB, lead: LeadInput, page: string | undefined): Promise<LeadSource> {
  const source = await resolveLeadSource(db, lead);
  if (source.agentId !== null || lead.kind === "newsletter") return source;
  const agents = await rotationAgents(db);
  if (agents.length === 0) return source;
  const chosen = chooseAgent(agents, await leadTraits(db, lead, page));
  if (!chosen) return source;
  return { ...source, agentId: chosen.agentId, agentEmail: chosen.email, by: "rotation" };
}

/** The rotation gave this agent a lead: they go to the back of the queue. */
export async function spendTurn(db: DB, agentId: number, now: string): Promise<void> {
  await db.updateTable("agent_routing").set({ last_assigned_at: now }).where("agent_id", "=", agentId).execute();
}

export interface RoutingRow {
  agentId: number;
  name: string;
  languages: string[];
  takesLeads: boolean;
  areas: string[];
  lastAssignedAt: string | null;
  /** false: no active staff account is linked to the profile, so the rotation skips it */
  canSignIn: boolean;
}

/** Every agent profile with its rotation settings, for the admin's assignment page. */
export async function listRouting(db: DB): Promise<RoutingRow[]> {
  const [agents, routing, staff] = await Promise.all([
    db.selectFrom("agents").select(["id", "name", "languages"]).orderBy("sort_order").orderBy("id").execute(),
    db.selectFrom("agent_routing").selectAll().execute(),
    db.selectFrom("staff_users").select("agent_id").where("status", "=", "active").where("agent_id", "is not", null).execute(),
  ]);
  const byAgent = new Map(routing.map((r) => [r.agent_id, r]));
  const active = new Set(staff.map((s) => s.agent_id));
  return agents.map((a) => {
    const r = byAgent.get(a.id);
    return {
      agentId: a.id,
      name: a.name,
      languages: parseStringList(a.languages),
      takesLeads: r?.takes_leads === 1,
      areas: r ? parseStringList(r.areas) : [],
      lastAssignedAt: r?.last_assigned_at ?? null,
      canSignIn: active.has(a.id),
    };
  });
}

/** Saves one agent's place in the rotation and the areas they cover (unknown area slugs are dropped). */
export async function saveRouting(db: DB, agentId: number, takesLeads: boolean, areas: string[]): Promise<boolean> {
  const agent = await db.selectFrom("agents").select("id").where("id", "=", agentId).executeTakeFirst();
  if (!agent) return false;
  const known = areas.length
    ? (await db.selectFrom("areas").select("slug").where("slug", "in", areas).execute()).map((a) => a.slug).sort()
    : [];
  await db
    .insertInto("agent_routing")
    .values({ agent_id: agentId, takes_leads: takesLeads ? 1 : 0, areas: JSON.stringify(known) })
    .onConflict((oc) => oc.column("agent_id").doUpdateSet({ takes_leads: takesLeads ? 1 : 0, areas: JSON.stringify(known) }))
    .execute();
  return true;
}

export async function responseTarget(db: DB): Promise<number> {
  const row = await db.selectFrom("desk_settings").select("value").where("key", "=", "response_target_minutes").executeTakeFirst();
  const n = Number(row?.value);
  return Number.isInteger(n) && n > 0 && n <= RESPONSE_TARGET_MAX ? n : RESPONSE_TARGET_DEFAULT;
}

export async function saveResponseTarget(db: DB, minutes: number): Promise<void> {
  await db
    .insertInto("desk_settings")
    .values({ key: "response_target_minutes", value: String(minutes) })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: String(minutes) }))
    .execute();
}
