import { sql } from "kysely";
import type { DB } from "#app/db/db.server.ts";
import { auditGroupMatch, type AuditGroup } from "./audit-format.ts";

export const AUDIT_ACTIONS = [
  "sign-in",
  "sign-in-failed",
  "sign-in-locked",
  "sign-out",
  "sign-out-everywhere",
  "two-factor-enabled",
  "two-factor-failed",
  "password-set",
  "password-reset-requested",
  "user-invited",
  "user-created",
  "user-disabled",
  "user-enabled",
  "role-changed",
  "lead-status",
  "lead-assigned",
  "lead-note",
  // a call or WhatsApp message logged on the lead (issue 39): detail { channel }
  "lead-contact",
  // the rotation, areas covered or the response target changed (issue 39)
  "routing-changed",
  "leads-exported",
  "subscriber-removed",
  // an admin stopped a saved search's alerts at its owner's request (issue 44 item 3): actor = the address, detail { alertId }
  "search-alert-stopped",
  // back office part 2: content (bocontent)
  "blog-created",
  "blog-updated",
  "blog-deleted",
  "project-created",
  "project-updated",
  "area-updated",
  "developer-updated",
  "agent-updated",
  // accounts (issue 39)
  "password-changed",
  "recovery-codes-renewed",
  "two-factor-reset",
  "invitation-resent",
  // listings (issue 39): detail is flat: listingId, reference, each changed field → { from, to }; unpublish/archive add reason, note, closingPrice
  "listing-created",
  "listing-updated",
  "listing-published",
  "listing-unpublished",
  "listing-archived",
  "listing-photo-deleted",
  // directory profiles created in the back office, and the blog's media library (issue 39)
  "area-created",
  "developer-created",
  "agent-created",
  "media-uploaded",
  "media-deleted",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  action: AuditAction;
  userId?: number | null;
  /** the address concerned (the typed one for a failed sign-in) */
  actor?: string | null;
  leadId?: number | null;
  detail?: Record<string, unknown>;
  ip?: string | null;
  at?: Date;
}

/** Who did what, when. Never holds a password, token or code. */
export async function audit(db: DB, entry: AuditEntry): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      at: (entry.at ?? new Date()).toISOString(),
      user_id: entry.userId ?? null,
      actor: entry.actor?.slice(0, 254) ?? null,
      action: entry.action,
      lead_id: entry.leadId ?? null,
      detail: JSON.stringify(entry.detail ?? {}),
      ip: entry.ip?.slice(0, 64) ?? null,
    })
    .execute();
}

export interface AuditRow {
  id: number;
  at: string;
  action: string;
  actor: string | null;
  userName: string | null;
  leadId: number | null;
  detail: Record<string, unknown>;
  ip: string | null;
}

const parse = (text: string): Record<string, unknown> => {
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === "object" ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** Dubai keeps UTC+4 all year: a date filter means the agency's day. */
const DUBAI_OFFSET_MS = 4 * 60 * 60_000;
const dayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - DUBAI_OFFSET_MS).toISOString();
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface AuditListOptions {
  page: number;
  pageSize?: number;
  leadId?: number;
  /** a staff user: what they did, and failed sign-ins typed with their address */
  person?: number;
  group?: AuditGroup;
  /** Dubai days, inclusive */
  from?: string;
  to?: string;
}

/** Newest first, paged, filtered by person, action group and Dubai dates. */
export async function listAudit(db: DB, options: AuditListOptions): Promise<{ rows: AuditRow[]; hasMore: boolean }> {
  const size = options.pageSize ?? 50;
  let q = db
    .selectFrom("audit_log")
    .leftJoin("staff_users", "staff_users.id", "audit_log.user_id")
    .select([
      "audit_log.id",
      "audit_log.at",
      "audit_log.action",
      "audit_log.actor",
      "audit_log.lead_id",
      "audit_log.detail",
      "audit_log.ip",
      "staff_users.name as userName",
    ]);
  if (options.leadId !== undefined) q = q.where("audit_log.lead_id", "=", options.leadId);
  if (options.person !== undefined) {
    const person = await db.selectFrom("staff_users").select(["id", "email"]).where("id", "=", options.person).executeTakeFirst();
    if (!person) return { rows: [], hasMore: false };
    q = q.where((eb) =>
      eb.or([
        eb("audit_log.user_id", "=", person.id),
        eb.and([eb("audit_log.user_id", "is", null), eb(sql`lower(audit_log.actor)`, "=", person.email.toLowerCase())]),
      ]),
    );
  }
  if (options.group) {
    const { exact, prefixes, except } = auditGroupMatch(options.group);
    q = q.where((eb) => {
      const any = eb.or([
        ...(exact.length ? [eb("audit_log.action", "in", exact)] : []),
        ...prefixes.map((p) => eb("audit_log.action", "like", sql<string>`${`${escapeLike(p)}%`} escape '\\'`)),
      ]);
      return except.length ? eb.and([any, eb("audit_log.action", "not in", except)]) : any;
    });
  }
  if (options.from) q = q.where("audit_log.at", ">=", dayStart(options.from));
  if (options.to) q = q.where("audit_log.at", "<", new Date(Date.parse(dayStart(options.to)) + 86_400_000).toISOString());
  const rows = await q
    .orderBy("audit_log.at", "desc")
    .orderBy("audit_log.id", "desc")
    .limit(size + 1)
    .offset((options.page - 1) * size)
    .execute();
  return {
    hasMore: rows.length > size,
    rows: rows.slice(0, size).map((r) => ({
      id: r.id,
      at: r.at,
      action: r.action,
      actor: r.actor,
      userName: r.userName,
      leadId: r.lead_id,
      detail: parse(r.detail),
      ip: r.ip,
    })),
  };
}

/** Everyone who can appear in the log, for the person filter. */
export function listAuditPeople(db: DB): Promise<Array<{ id: number; name: string }>> {
  return db.selectFrom("staff_users").select(["id", "name"]).orderBy("name").orderBy("id").execute();
}
