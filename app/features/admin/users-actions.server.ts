import { data, redirect } from "react-router";
import { z } from "zod";
import type { AppContext } from "#app/context.ts";
import { audit } from "#app/features/auth/audit.server.ts";
import { ADMIN_HEADERS } from "#app/features/auth/guard.server.ts";
import { STAFF_ROLES } from "#app/features/auth/schema.ts";
import type { StaffSession } from "#app/features/auth/sessions.server.ts";
import { queueStaffMail, STAFF_MAIL, withdrawPendingInvitations } from "#app/features/auth/staff-mail.server.ts";
import { resetTotp } from "#app/features/auth/totp.server.ts";
import { createStaffUser, findStaffUser, findStaffUserByEmail, issueToken, setStaffStatus } from "#app/features/auth/users.server.ts";

const InviteSchema = z.object({
  email: z.email("Enter an e-mail address.").max(254),
  name: z.string().trim().min(1, "Enter the person's name.").max(120),
  role: z.enum(STAFF_ROLES, { error: "Choose a role." }),
  agent: z.union([z.literal(""), z.literal("none"), z.coerce.number().int().positive()]),
});

/** A welcome link made just now: shown once to the admin (only its hash is stored). */
export interface InvitationLink {
  email: string;
  name: string;
  link: string;
  /** false: no SMTP_URL; the e-mail waits in the outbox and the admin hands the link over */
  mailed: boolean;
}

export type UsersActionResult = {
  ok: boolean;
  message: string;
  errors?: Record<string, string>;
  /** which form answered: the invitation box, or the list (resend, two-step reset) */
  intent?: "invite" | "list";
  invitation?: InvitationLink;
};

type Ctx = Pick<AppContext, "db" | "clientIp" | "agency" | "mailOrigin" | "env">;

const back = () => redirect("/admin/users", { status: 303, headers: ADMIN_HEADERS });

/**
 * A new single-use welcome link (earlier ones stop working, and so do their
 * e-mails still waiting in the outbox) and its e-mail. Without SMTP the e-mail
 * waits in the outbox like a lead's and goes out once mail is set up; the
 * admin is told, and has the link to hand over meanwhile.
 */
async function sendInvitation(context: Ctx, user: { id: number; email: string; name: string }): Promise<InvitationLink> {
  const token = await issueToken(context.db, user.id, "invite");
  const link = `${context.mailOrigin}/admin/welcome/${token}`;
  await withdrawPendingInvitations(context.db, user.email, "replaced by a newer invitation");
  await queueStaffMail(context.db, { to: user.email, ...STAFF_MAIL.invite(context.agency.brand, user.name, link) }, context.mailOrigin);
  return { email: user.email, name: user.name, link, mailed: Boolean(context.env.SMTP_URL) };
}

export const invitationMessage = (verb: "Invited" | "New invitation for", inv: InvitationLink) =>
  inv.mailed
    ? `${verb} ${inv.email}: the e-mail with their link is queued and leaves with the next outbox pass (within a minute).`
    : `${verb} ${inv.email}, but e-mail is not set up on this server (SMTP_URL): nothing was sent. The e-mail waits and goes out once mail is set up. Give them the link below yourself meanwhile.`;

/** The users page's forms (admins only; the route checks the role first). */
export async function runUsersAction(context: Ctx, session: StaffSession, form: FormData) {
  const { db } = context;
  const actor = session.user;
  const intent = form.get("intent");
  const fail = (message: string, errors?: Record<string, string>, status = 400) =>
    data<UsersActionResult>(
      { ok: false, message, errors, intent: intent === "invite" ? "invite" : "list" },
      { status, headers: ADMIN_HEADERS },
    );
  if (intent === "invite") {
    const parsed = InviteSchema.safeParse(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")));
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const i of parsed.error.issues) errors[String(i.path[0])] ??= i.message;
      return fail("Check the invitation.", errors);
    }
    const { email, name, role } = parsed.data;
    const agentId = typeof parsed.data.agent === "number" ? parsed.data.agent : null;
    if (agentId !== null && !(await db.selectFrom("agents").select("id").where("id", "=", agentId).executeTakeFirst())) {
      return fail("Check the invitation.", { agent: "That agent profile does not exist." });
    }
    if (await findStaffUserByEmail(db, email))
      return fail("Check the invitation.", { email: "Someone with this e-mail already has an account." });
    const user = await createStaffUser(db, { email, name, role, agentId });
    const invitation = await sendInvitation(context, user);
    await audit(db, {
      action: "user-invited",
      userId: actor.id,
      actor: user.email,
      detail: { role, agentId, mailed: invitation.mailed },
      ip: context.clientIp,
    });
    return data<UsersActionResult>(
      { ok: true, intent: "invite", message: invitationMessage("Invited", invitation), invitation },
      { headers: ADMIN_HEADERS },
    );
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
      await db
        .updateTable("staff_users")
        .set({ role: role.data, updated_at: new Date().toISOString() })
        .where("id", "=", target.id)
        .execute();
      await db.deleteFrom("staff_sessions").where("user_id", "=", target.id).execute();
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
  if (intent === "resend-invite") {
    if (target.status !== "active") return fail(`${target.name}'s account is disabled. Enable it first.`);
    if (target.password_hash !== null) return fail(`${target.name} has already chosen a password: there is no invitation to resend.`);
    const invitation = await sendInvitation(context, target);
    await audit(db, {
      action: "invitation-resent",
      userId: actor.id,
      actor: target.email,
      detail: { mailed: invitation.mailed },
      ip: context.clientIp,
    });
    return data<UsersActionResult>(
      { ok: true, intent: "list", message: invitationMessage("New invitation for", invitation), invitation },
      { headers: ADMIN_HEADERS },
    );
  }
  if (intent === "reset-two-factor") {
    if (form.get("confirm") !== "yes") return fail(`Confirm the reset of ${target.name}'s two-step verification.`);
    if (target.totp_secret === null) return fail(`${target.name} has no two-step verification to reset.`);
    await resetTotp(db, target.id);
    await audit(db, { action: "two-factor-reset", userId: actor.id, actor: target.email, ip: context.clientIp });
    return data<UsersActionResult>(
      {
        ok: true,
        intent: "list",
        message:
          target.role === "admin"
            ? `Two-step verification of ${target.name} is reset and their sessions are ended. They set it up again when they next sign in.`
            : `Two-step verification of ${target.name} is reset and their sessions are ended. They can set it up again from their account page.`,
      },
      { headers: ADMIN_HEADERS },
    );
  }
  return fail("Unknown action.");
}
