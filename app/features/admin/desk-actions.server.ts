import { data, redirect } from "react-router";
import { z } from "zod";
import type { AppContext } from "#app/context.ts";
import type { DB } from "#app/db/db.server.ts";
import { ADMIN_HEADERS } from "#app/features/auth/guard.server.ts";
import { LEAD_STATUSES } from "#app/features/auth/schema.ts";
import type { StaffSession } from "#app/features/auth/sessions.server.ts";
import { singleLine } from "#app/features/leads/fields.ts";
import { readDeskFilters, savedViewQuery } from "./filters.ts";
import { assignLead, changeLeadStatus, type ActionContext } from "./lead.server.ts";

/** At most this many leads change in one bulk action (a page of the desk is 25). */
export const BULK_MAX = 100;
export const SAVED_VIEWS_MAX = 20;

export type DeskActionResult = { ok: boolean; message: string };

const Ids = z
  .array(z.coerce.number().int().positive().max(2_147_483_647))
  .min(1, "Tick at least one lead first.")
  .max(BULK_MAX, `Change at most ${BULK_MAX} leads at once.`);

/**
 * The desk's forms: a bulk status or assignment for the ticked leads (agents may change the status of the
 * leads they see; only admins assign), and saving or deleting a named view of the filters.
 */
export async function runDeskAction(context: Pick<AppContext, "db" | "clientIp" | "mailOrigin">, session: StaffSession, form: FormData) {
  const viewer = { userId: session.user.id, role: session.user.role, agentId: session.user.agent_id };
  const ctx: ActionContext = { viewer, ip: context.clientIp };
  const answer = (ok: boolean, message: string, status = ok ? 200 : 400) =>
    data<DeskActionResult>({ ok, message }, { status, headers: ADMIN_HEADERS });

  switch (form.get("intent")) {
    case "bulk": {
      const ids = Ids.safeParse([...new Set(form.getAll("ids").map(String))]);
      if (!ids.success) return answer(false, ids.error.issues[0]?.message ?? "Tick at least one lead first.");
      const status = form.get("status");
      const agent = form.get("agent");
      const newStatus = status ? z.enum(LEAD_STATUSES).safeParse(status) : null;
      if (newStatus && !newStatus.success) return answer(false, "Choose a status.");
      let agentId: number | null | undefined;
      if (agent !== null && agent !== "") {
        if (viewer.role !== "admin") throw data({ message: "Only administrators assign leads." }, { status: 403, headers: ADMIN_HEADERS });
        if (agent === "none") agentId = null;
        else {
          const parsed = z.coerce.number().int().positive().max(2_147_483_647).safeParse(agent);
          if (!parsed.success) return answer(false, "Choose an agent.");
          agentId = parsed.data;
        }
      }
      if (!newStatus && agentId === undefined) return answer(false, "Choose a status or an agent to apply.");
      let changed = 0;
      for (const id of ids.data) {
        let seen = true;
        if (newStatus?.success) seen = await changeLeadStatus(context.db, ctx, id, newStatus.data);
        if (seen && agentId !== undefined) {
          const outcome = await assignLead(context.db, { ...ctx, mailOrigin: context.mailOrigin }, id, agentId);
          if (outcome === "no-agent") return answer(false, "That agent does not exist.", 422);
          seen = outcome === "ok";
        }
        if (seen) changed += 1;
      }
      const skipped = ids.data.length - changed;
      return answer(
        true,
        `${changed} ${changed === 1 ? "lead" : "leads"} updated.${skipped ? ` ${skipped} could not be changed (not yours to see, or gone).` : ""}`,
      );
    }
    case "save-view": {
      const name = z
        .string()
        .transform(singleLine)
        .pipe(z.string().min(1, "Name the view first.").max(60, "Keep the name under 60 characters."))
        .safeParse(form.get("name") ?? "");
      if (!name.success) return answer(false, name.error.issues[0]?.message ?? "Name the view first.");
      const query = savedViewQuery(readDeskFilters(new URLSearchParams(String(form.get("query") ?? ""))));
      const outcome = await saveView(context.db, viewer.userId, name.data, query);
      if (outcome === "full") return answer(false, `Keep at most ${SAVED_VIEWS_MAX} saved views: delete one first.`, 422);
      return redirect(`/admin${query ? `?${query}` : ""}`, { status: 303, headers: ADMIN_HEADERS });
    }
    case "delete-view": {
      const id = z.coerce.number().int().positive().max(2_147_483_647).safeParse(form.get("view"));
      if (!id.success) return answer(false, "Choose a view.");
      await context.db.deleteFrom("saved_views").where("id", "=", id.data).where("user_id", "=", viewer.userId).execute();
      return answer(true, "View deleted.");
    }
    default:
      return answer(false, "Unknown action.");
  }
}

export interface SavedView {
  id: number;
  name: string;
  query: string;
}

export async function listSavedViews(db: DB, userId: number): Promise<SavedView[]> {
  return db.selectFrom("saved_views").select(["id", "name", "query"]).where("user_id", "=", userId).orderBy("name").execute();
}

/** A view of the same name is replaced; a user keeps at most SAVED_VIEWS_MAX. */
async function saveView(db: DB, userId: number, name: string, query: string): Promise<"ok" | "full"> {
  const existing = await db
    .selectFrom("saved_views")
    .select("id")
    .where("user_id", "=", userId)
    .where("name", "=", name)
    .executeTakeFirst();
  if (existing) {
    await db.updateTable("saved_views").set({ query }).where("id", "=", existing.id).execute();
    return "ok";
  }
  const count = await db
    .selectFrom("saved_views")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (Number(count?.n ?? 0) >= SAVED_VIEWS_MAX) return "full";
  await db.insertInto("saved_views").values({ user_id: userId, name, query, created_at: new Date().toISOString() }).execute();
  return "ok";
}
