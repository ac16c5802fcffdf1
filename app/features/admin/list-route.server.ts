import { data, redirect } from "react-router";
import { z } from "zod";
import type { AppContext } from "#app/context.ts";
import { ADMIN_HEADERS, requireStaff, requireStaffAction } from "#app/features/auth/guard.server.ts";
import type { DB } from "#app/db/db.server.ts";
import type { ActionContext } from "./lead.server.ts";

const PageSchema = z.coerce.number().int().min(1).max(100_000).catch(1);

/** The `?page=` of a back-office list: 1 when it is missing or unusable. */
export function listPage(url: URL): number {
  return PageSchema.parse(url.searchParams.get("page") ?? 1);
}

/** An admin-only list's page: the rows `read` gives for its `?page=`, with the page number. */
export async function adminListData<T extends object>(
  request: Request,
  context: Pick<AppContext, "db" | "env" | "agency">,
  url: URL,
  read: (db: DB, page: number) => Promise<T>,
) {
  await requireStaff(request, context, { role: "admin" });
  const page = listPage(url);
  return data({ ...(await read(context.db, page)), page }, { headers: ADMIN_HEADERS });
}

/**
 * An admin's action on one row of a back-office list (a form posting its `id`): the id checked (400), the
 * row changed by `change` with the admin as the actor (false: no such row, 404), then back to the list
 * (`list`, or what it makes of the posted form: the list as it was filtered).
 */
export async function adminRowAction(
  request: Request,
  context: Pick<AppContext, "db" | "env" | "agency" | "clientIp">,
  options: {
    list: string | ((form: FormData) => string);
    invalid: string;
    missing: string;
    change: (ctx: ActionContext, id: number) => Promise<boolean>;
  },
): Promise<never> {
  const { session, form } = await requireStaffAction(request, context, { role: "admin" });
  const id = z.coerce.number().int().positive().safeParse(form.get("id"));
  if (!id.success) throw data({ message: options.invalid }, { status: 400, headers: ADMIN_HEADERS });
  const ctx: ActionContext = {
    viewer: { userId: session.user.id, role: session.user.role, agentId: session.user.agent_id },
    ip: context.clientIp,
  };
  if (!(await options.change(ctx, id.data))) throw data({ message: options.missing }, { status: 404, headers: ADMIN_HEADERS });
  throw redirect(typeof options.list === "string" ? options.list : options.list(form), { status: 303, headers: ADMIN_HEADERS });
}
