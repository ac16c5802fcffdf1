import { sql } from "kysely";
import { containsLowered } from "#app/db/contains.ts";
import type { DB } from "#app/db/db.server.ts";
import type { AlertFrequency, AlertState } from "#app/db/tables/alerts.ts";
import type { ActionContext } from "#app/features/admin/lead.server.ts";
import { audit } from "#app/features/auth/audit.server.ts";
import { describeSearch } from "./describe.server.ts";
import { unsubscribeAlert } from "./store.server.ts";

/** A saved search with alerts as the back office lists it. */
export interface AlertRow {
  id: number;
  email: string;
  /** the search in words (English: the back office's language) */
  search: string;
  /** the language its e-mails are in */
  language: "en" | "ar";
  frequency: AlertFrequency;
  state: AlertState;
  createdAt: string;
  lastSentAt: string | null;
}

export const ALERTS_PAGE_SIZE = 50;
const STATES: readonly AlertState[] = ["active", "pending", "paused", "unsubscribed"];

/** What the list shows: the saved searches of addresses containing `email`, in `state` (each: all when unset). */
export interface AlertFilter {
  email?: string;
  state?: AlertState;
}

/**
 * The filter in `fields` (a list's query, or a form that carries it on): `email` (trimmed, at most 120
 * characters) and `state` (a state's name, else all).
 */
export function alertFilter(fields: { get(name: string): FormDataEntryValue | null }): AlertFilter {
  const text = (name: string) => {
    const value = fields.get(name);
    return typeof value === "string" ? value : "";
  };
  const email = text("email").trim().slice(0, 120);
  const state = text("state");
  return {
    ...(email ? { email } : {}),
    ...(state && (STATES as readonly string[]).includes(state) ? { state: state as AlertState } : {}),
  };
}

/**
 * One page of the saved searches (newest first) and how many there are in each state. Staff see who
 * asked for what, and can stop an address's alerts on its owner's request (`stopAlert`).
 */
export async function listAlerts(
  db: DB,
  page: number,
  filter: AlertFilter = {},
  size = ALERTS_PAGE_SIZE,
): Promise<{ rows: AlertRow[]; hasMore: boolean; counts: Record<AlertState, number> }> {
  let matching = db.selectFrom("search_alerts");
  if (filter.email) matching = matching.where(sql`lower(email)`, "like", containsLowered(filter.email));
  if (filter.state) matching = matching.where("state", "=", filter.state);
  const [rows, byState] = await Promise.all([
    matching
      .select(["id", "email", "language", "listing_type", "category", "query", "frequency", "state", "created_at", "last_sent_at"])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(size + 1)
      .offset((page - 1) * size)
      .execute(),
    db
      .selectFrom("search_alerts")
      .select(["state", (eb) => eb.fn.countAll<number | string>().as("n")])
      .groupBy("state")
      .execute(),
  ]);
  const shown = rows.slice(0, size);
  const searches = await Promise.all(shown.map((r) => describeSearch(db, r, "en")));
  const counts = Object.fromEntries(STATES.map((s) => [s, 0])) as Record<AlertState, number>;
  for (const { state, n } of byState) counts[state] = Number(n);
  return {
    hasMore: rows.length > size,
    counts,
    rows: shown.map((r, i) => ({
      id: r.id,
      email: r.email,
      search: searches[i] ?? "",
      language: r.language,
      frequency: r.frequency,
      state: r.state,
      createdAt: r.created_at,
      lastSentAt: r.last_sent_at,
    })),
  };
}

/**
 * Stops a saved search's alerts for good (its owner asked by phone or e-mail): as the e-mails' own
 * unsubscribe link does, and an alert e-mail still waiting in the outbox is not sent. Audited.
 * "unknown" for no such alert, "already" when it was stopped before.
 */
export async function stopAlert(db: DB, ctx: ActionContext, id: number): Promise<"stopped" | "already" | "unknown"> {
  const alert = await db.selectFrom("search_alerts").selectAll().where("id", "=", id).executeTakeFirst();
  if (!alert) return "unknown";
  if (alert.state === "unsubscribed") return "already";
  await unsubscribeAlert(db, alert, ctx.now);
  await audit(db, {
    action: "search-alert-stopped",
    userId: ctx.viewer.userId,
    actor: alert.email,
    ip: ctx.ip,
    at: ctx.now,
    detail: { alertId: alert.id },
  });
  return "stopped";
}
