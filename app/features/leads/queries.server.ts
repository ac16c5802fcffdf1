import type { DB } from "#app/db/db.server.ts";
import type { DeliveryState, LeadKind } from "#app/db/tables/leads.ts";

export interface LeadReportRow {
  id: number;
  createdAt: string;
  kind: LeadKind;
  name: string | null;
  email: string;
  phone: string | null;
  deliveryState: DeliveryState;
  /** attempts to send the agency notification, and why the last one failed */
  attempts: number;
  lastError: string | null;
  details: Record<string, string>;
}

function parsePayload(text: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== "object") return {};
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]));
  } catch {
    return {};
  }
}

/** Leads created at or after `since`, oldest first, with their delivery state. */
export async function listLeads(db: DB, options: { since: Date; kind?: LeadKind }): Promise<LeadReportRow[]> {
  let query = db
    .selectFrom("leads")
    .leftJoin("lead_emails", (join) => join.onRef("lead_emails.lead_id", "=", "leads.id").on("lead_emails.recipient", "=", "agency"))
    .select([
      "leads.id",
      "leads.created_at",
      "leads.kind",
      "leads.name",
      "leads.email",
      "leads.phone",
      "leads.payload",
      "leads.delivery_state",
      "lead_emails.attempts",
      "lead_emails.last_error",
    ])
    .where("leads.created_at", ">=", options.since.toISOString());
  if (options.kind) query = query.where("leads.kind", "=", options.kind);
  const rows = await query.orderBy("leads.created_at").orderBy("leads.id").execute();
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.created_at,
    kind: r.kind,
    name: r.name,
    email: r.email,
    phone: r.phone,
    deliveryState: r.delivery_state,
    attempts: r.attempts ?? 0,
    lastError: r.last_error ?? null,
    details: parsePayload(r.payload),
  }));
}
