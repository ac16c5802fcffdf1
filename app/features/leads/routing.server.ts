import { type AnyKysely, staffDb } from "#app/features/auth/schema.ts";
import type { LeadInput } from "./schemas.ts";

export interface LeadSource {
  listingId: number | null;
  projectId: number | null;
  /** the listing's or project's agent: the lead is theirs */
  agentId: number | null;
  agentEmail: string | null;
}

const NONE: LeadSource = { listingId: null, projectId: null, agentId: null, agentEmail: null };

/**
 * Where an enquiry came from: its reference is a listing's reference (listing
 * pages) or a project's name (project pages). Automatic assignment follows it.
 */
export async function resolveLeadSource(db: AnyKysely, lead: LeadInput): Promise<LeadSource> {
  if (lead.kind !== "enquiry" || !lead.data.reference) return NONE;
  const sdb = staffDb(db);
  const reference = lead.data.reference;
  const listing = await sdb
    .selectFrom("listings")
    .leftJoin("agents", "agents.id", "listings.agent_id")
    .select(["listings.id", "listings.agent_id", "agents.email"])
    .where("listings.reference", "=", reference)
    .executeTakeFirst();
  if (listing) return { listingId: listing.id, projectId: null, agentId: listing.agent_id, agentEmail: listing.email };
  const project = await sdb
    .selectFrom("projects")
    .leftJoin("agents", "agents.id", "projects.agent_id")
    .select(["projects.id", "projects.agent_id", "agents.email"])
    .where("projects.name", "=", reference)
    .orderBy("projects.id")
    .executeTakeFirst();
  if (project) return { listingId: null, projectId: project.id, agentId: project.agent_id, agentEmail: project.email };
  return NONE;
}
