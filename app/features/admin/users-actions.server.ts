import { data, redirect } from "react-router";
import { z } from "zod";
import type { AppContext } from "#app/context.ts";
import { audit } from "#app/features/auth/audit.server.ts";
import { ADMIN_HEADERS } from "#app/features/auth/guard.server.ts";
import { staffDb, STAFF_ROLES } from "#app/features/auth/schema.ts";
import type { StaffSession } from "#app/features/auth/sessions.server.ts";
import { queueStaffMail, STAFF_MAIL } from "#app/features/auth/staff-mail.server.ts";
import { createStaffUser, findStaffUser, findStaffUserByEmail, issueToken, setStaffStatus } from "#app/features/auth/users.server.ts";

const InviteSchema = z.object({
  email: z.email("Enter an e-mail address.").max(254),
  name: z.string().trim().min(1, "Enter the person's name.").max(120),
  role: z.enum(STAFF_ROLES, { error: "Choose a role." }),
  agent: z.union([z.literal(""), z.literal("none"), z.coerce.number().int().positive()]),
});

export type UsersActionResult = { ok: boolean; message: string; errors?: Record<string, string> };

const back = () => redirect("/admin/users", { status: 303, headers: ADMIN_HEADERS });

/** The users page's forms (admins only; the route checks the role first). */
export async function runUsersAction(
  context: Pick<AppContext, "db" | "clientIp" | "agency" | "mailOrigin">,
  session: StaffSession,
  form: FormData,
) {
  const { db } = context;
  const actor = session.user;
  const fail = (message: string, errors?: Record<string, string>, status = 400) =>
    data<UsersActionResult>({ ok: false, message, errors }, { status, headers: ADMIN_HEADERS });
  const intent = form.get("intent");

  if (intent === "invite") {
    const parsed = InviteSchema.safeParse(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")));
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const i of parsed.error.issues) errors[String(i.path[0])] ??= i.message;
      return fail("Check the invitation.", errors);
    }
    const { email, name, role } = parsed.data;
    const agentId = typeof parsed.data.agent === "number" ? parsed.data.agent : null;
    if (agentId !== null && !(await staffDb(db).selectFrom("agents").select("id").where("id", "=", agentId).executeTakeFirst())) {
      return fail("Check the invitation.", { agent: "That agent profile does not exist." });
    }
    if (await findStaffUserByEmail(db, email))
      return fail("Check the invitation.", { email: "Someone with this e-mail already has an account." });
    const user = await createStaffUser(db, { email, name, role, agentId });
    const token = await issueToken(db, user.id, "invite");
    const mail = STAFF_MAIL.invite(context.agency.brand, user.name, `${context.mailOrigin}/admin/welcome/${token}`);
    await queueStaffMail(db, { to: user.email, ...mail }, context.mailOrigin);
    await audit(db, { action: "user-invited", userId: actor.id, actor: user.email, detail: { role, agentId }, ip: context.clientIp });
    return data<UsersActionResult>({ ok: true, message: `Invitation sent to ${user.email}.` }, { headers: ADMIN_HEADERS });
  }

  const id = z.coerce.number().int().positive().safeParse(form.get("user"));
  if (!id.success) return fail("Unknown user.");
  const target = await findStaffUser(db, id.data);
  if (!target) return fail("Unknown user.", undefined, 404);
  if (target.id === actor.id) return fail("You cannot change your own account here.");

  if (intent === "disable" || intent === "enable") {
    await setStaffStatus(db, target.id, intent === "disable" ? "disabled" : "active");
    await audit(db, {
      action: intent === "disable" ? "user-disabled" : "user-enabled",
      userId: actor.id,
      actor: target.email,
      ip: context.clientIp,
    });
    return back();
  }
  if (intent === "role") {
    const role = z.enum(STAFF_ROLES).safeParse(form.get("role"));
    if (!role.success) return fail("Choose a role.");
    if (role.data !== target.role) {
      // A role change takes effect at the next sign-in; a new admin must then set up two-step verification.
      await staffDb(db)
        .updateTable("staff_users")
        .set({ role: role.data, updated_at: new Date().toISOString() })
        .where("id", "=", target.id)
        .execute();
      await staffDb(db).deleteFrom("staff_sessions").where("user_id", "=", target.id).execute();
      await audit(db, {
        action: "role-changed",
        userId: actor.id,
        actor: target.email,
        detail: { from: target.role, to: role.data },
        ip: context.clientIp,
      });
    }
    return back();
  }
  return fail("Unknown action.");
}
