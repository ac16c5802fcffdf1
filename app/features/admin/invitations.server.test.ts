import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import type { DB } from "#app/db/db.server.ts";
import { answer, get as getRequest, post, signedInStaff, testContext, type TestStaff } from "#app/features/auth/testing.server.ts";
import { readSession, createSession } from "#app/features/auth/sessions.server.ts";
import { enableTotp, newRecoveryCodes, newTotpSecret } from "#app/features/auth/totp.server.ts";
import { findStaffUser } from "#app/features/auth/users.server.ts";
import { createOutbox, type OutgoingMail } from "#app/features/leads/outbox.server.ts";
import * as users from "#app/routes/admin/users.tsx";
import * as setPassword from "#app/routes/admin/set-password.tsx";
import * as forgot from "#app/routes/admin/forgot.tsx";

const SMTP = { SMTP_URL: "smtp://relay.test:2525" };

describeEachDatabase("invitations and password resets by e-mail", (get) => {
  it("an invitation is sent by the outbox worker; its link sets the password once", async () => {
    const db = get().db;
    const admin = await signedInStaff(db, "admin");
    const invited = await answer(() =>
      users.action({
        request: post(
          "/admin/users",
          { intent: "invite", email: "New.Agent@staff.test", name: "New Agent", role: "agent", agent: "none", _csrf: admin.csrf },
          admin.cookie,
        ),
        params: {},
        context: testContext(db, "10.9.0.1", SMTP),
      } as never),
    );
    expect(invited.data).toMatchObject({
      ok: true,
      message: "Invited new.agent@staff.test: the e-mail with their link is queued and leaves with the next outbox pass (within a minute).",
      invitation: { email: "new.agent@staff.test", mailed: true },
    });

    const sent: OutgoingMail[] = [];
    const outbox = createOutbox({
      db,
      transport: { send: async (m) => (sent.push(m), "250 ok"), close: () => {} },
      from: "office@agency.test",
    });
    expect(await outbox.tick()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(sent[0]).toMatchObject({ to: "new.agent@staff.test", subject: "Your Sandstone back-office account" });
    const token = /\/admin\/welcome\/([\w-]+)/.exec(sent[0]?.text ?? "")?.[1] ?? "";
    // The admin was shown the very link the e-mail carries.
    expect((invited.data as { invitation: { link: string } }).invitation.link).toBe(`http://admin.test/admin/welcome/${token}`);
    const row = await db
      .selectFrom("lead_emails")
      .select(["state", "lead_id"])
      .where("to_address", "=", "new.agent@staff.test")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: "sent", lead_id: null });

    const args = (request: Request) => ({ request, url: new URL(request.url), params: { token }, context: testContext(db) }) as never;
    const page = await answer(() => setPassword.loader(args(new Request(`http://admin.test/admin/welcome/${token}`))));
    expect(page.data).toEqual({ ok: true, purpose: "invite", name: "New Agent" });
    const weak = await answer(() => setPassword.action(args(post(`/admin/welcome/${token}`, { password: "short", confirm: "short" }))));
    expect(weak.status).toBe(400);
    const crossSite = await answer(() =>
      setPassword.action(
        args(
          post(`/admin/welcome/${token}`, { password: "olive harbour seventeen", confirm: "olive harbour seventeen" }, undefined, {
            Origin: "https://evil.test",
          }),
        ),
      ),
    );
    expect(crossSite.status).toBe(403);
    const done = await answer(() =>
      setPassword.action(
        args(post(`/admin/welcome/${token}`, { password: "olive harbour seventeen", confirm: "olive harbour seventeen" })),
      ),
    );
    expect([done.status, done.location]).toEqual([303, "/admin/sign-in?notice=password-set"]);
    const again = await answer(() => setPassword.loader(args(new Request(`http://admin.test/admin/welcome/${token}`))));
    expect(again.status).toBe(410);
  });

  it("forgot password answers the same for any address and mails a reset link only to a real account", async () => {
    const db = get().db;
    const user = await signedInStaff(db, "agent", { password: "olive harbour seventeen" });
    const ask = (email: string, ip: string) =>
      answer(() => forgot.action({ request: post("/admin/forgot", { email }), params: {}, context: testContext(db, ip) } as never));
    const real = await ask(user.user.email, "10.7.0.1");
    const ghost = await ask("ghost@staff.test", "10.7.0.2");
    expect(real.data).toEqual(ghost.data);
    const mails = await db
      .selectFrom("lead_emails")
      .select(["to_address", "body"])
      .where("recipient", "=", "staff")
      .where("subject", "like", "Reset%")
      .execute();
    expect(mails.map((m) => m.to_address)).toEqual([user.user.email]);
    expect(mails[0]?.body).toMatch(/http:\/\/admin\.test\/admin\/reset\/[\w-]{43}/);
  });
});

const usersAction = (db: DB, request: Request, vars: Record<string, string> = {}) =>
  answer(() => users.action({ request, url: new URL(request.url), params: {}, context: testContext(db, "10.9.0.1", vars) } as never));
const usersLoader = (db: DB, request: Request) =>
  answer(() => users.loader({ request, url: new URL(request.url), params: {}, context: testContext(db) } as never));
const welcomePage = (db: DB, link: string) => {
  const request = new Request(link);
  const token = link.split("/").pop() ?? "";
  return answer(() => setPassword.loader({ request, url: new URL(link), params: { token }, context: testContext(db) } as never));
};
const staffMails = (db: DB, to: string) =>
  db.selectFrom("lead_emails").select(["body", "state"]).where("to_address", "=", to).orderBy("id").execute();
const auditOf = (db: DB, action: string) =>
  db.selectFrom("audit_log").select(["user_id", "actor", "detail"]).where("action", "=", action).orderBy("id").execute();
interface Invited {
  ok: boolean;
  message: string;
  invitation?: { email: string; link: string; mailed: boolean };
}

async function invite(db: DB, admin: TestStaff, email: string, vars: Record<string, string> = {}, host = "http://admin.test") {
  const request = new Request(`${host}/admin/users`, {
    method: "POST",
    body: new URLSearchParams({ intent: "invite", email, name: "Invited Person", role: "agent", agent: "none", _csrf: admin.csrf }),
    headers: { Cookie: admin.cookie },
  });
  const r = await usersAction(db, request, vars);
  return r.data as Invited;
}

describeEachDatabase("invitations tell the truth: mail queued or not configured, a copy-link, resend", (get) => {
  it("without SMTP_URL nothing is queued and the admin is told so, with the one-time link on the site's own origin (not the request's Host)", async () => {
    const db = get().db;
    const admin = await signedInStaff(db, "admin");
    const result = await invite(db, admin, "no.mail@staff.test", {}, "http://evil.test");
    expect(result.ok).toBe(true);
    expect(result.message).toBe(
      "Invited no.mail@staff.test, but e-mail is not set up on this server (SMTP_URL): nothing was sent. The e-mail waits and goes out once mail is set up. Give them the link below yourself meanwhile.",
    );
    expect(result.invitation).toMatchObject({ email: "no.mail@staff.test", mailed: false });
    expect(result.invitation?.link).toMatch(/^http:\/\/admin\.test\/admin\/welcome\/[\w-]{43}$/);
    const link = result.invitation?.link ?? "";
    expect((await staffMails(db, "no.mail@staff.test")).map((m) => [m.state, m.body.includes(link)])).toEqual([["pending", true]]);
    expect((await welcomePage(db, link)).status).toBe(200);
    // Once the link is used, the e-mail still waiting for SMTP is withdrawn: it would arrive with a dead link.
    const token = link.split("/").pop() ?? "";
    const accepted = await answer(() =>
      setPassword.action({
        request: post(`/admin/welcome/${token}`, { password: "olive harbour seventeen", confirm: "olive harbour seventeen" }),
        url: new URL(link),
        params: { token },
        context: testContext(db),
      } as never),
    );
    expect(accepted.status).toBe(303);
    expect((await staffMails(db, "no.mail@staff.test")).map((m) => [m.state, m.body.includes(link)])).toEqual([["failed", false]]);
    const [entry] = await auditOf(db, "user-invited");
    expect(JSON.parse(entry?.detail ?? "{}")).toMatchObject({ mailed: false });
  });

  it("resend gives a new link (mailed when SMTP is set) and the old one stops working; audited", async () => {
    const db = get().db;
    const admin = await signedInStaff(db, "admin");
    const first = await invite(db, admin, "resend.me@staff.test", SMTP);
    const invited = await findStaffUser(
      db,
      (await db.selectFrom("staff_users").select("id").where("email", "=", "resend.me@staff.test").executeTakeFirstOrThrow()).id,
    );
    const listed = await usersLoader(db, getRequest("/admin/users", admin.cookie));
    const row = (listed.data as { users: { id: number; hasPassword: boolean; inviteExpiresAt: string | null }[] }).users.find(
      (u) => u.id === invited?.id,
    );
    expect(row).toMatchObject({ hasPassword: false, inviteExpiresAt: expect.any(String) });

    const again = await usersAction(
      db,
      post("/admin/users", { intent: "resend-invite", user: String(invited?.id), _csrf: admin.csrf }, admin.cookie),
      SMTP,
    );
    const second = again.data as Invited;
    expect(second.message).toMatch(/^New invitation for resend\.me@staff\.test: the e-mail with their link is queued/);
    expect(second.invitation?.link).not.toBe(first.invitation?.link);
    expect((await welcomePage(db, first.invitation?.link ?? "")).status).toBe(410);
    expect((await welcomePage(db, second.invitation?.link ?? "")).status).toBe(200);
    const mails = await staffMails(db, "resend.me@staff.test");
    // The first e-mail, not yet sent, is withdrawn with its dead link; only the new one goes out.
    expect(mails.map((m) => [m.state, m.body.includes(second.invitation?.link ?? "?")])).toEqual([
      ["failed", false],
      ["pending", true],
    ]);
    expect(mails[0]?.body).not.toContain(first.invitation?.link ?? "?");
    expect(await auditOf(db, "invitation-resent")).toEqual([
      { user_id: admin.user.id, actor: "resend.me@staff.test", detail: JSON.stringify({ mailed: true }) },
    ]);
  });

  it("there is nothing to resend to someone who already chose a password", async () => {
    const db = get().db;
    const admin = await signedInStaff(db, "admin");
    const active = await signedInStaff(db, "agent", { password: "olive harbour seventeen" });
    const r = await usersAction(
      db,
      post("/admin/users", { intent: "resend-invite", user: String(active.user.id), _csrf: admin.csrf }, admin.cookie),
    );
    expect(r.status).toBe(400);
    expect((r.data as Invited).message).toMatch(/has already chosen a password/);
    expect(await auditOf(db, "invitation-resent")).toEqual([]);
  });

  it("signed out: sign-in; an agent: 403 for resend, and nothing is issued", async () => {
    const db = get().db;
    const admin = await signedInStaff(db, "admin");
    const result = await invite(db, admin, "kept@staff.test");
    const id = (await db.selectFrom("staff_users").select("id").where("email", "=", "kept@staff.test").executeTakeFirstOrThrow()).id;
    const agent = await signedInStaff(db, "agent");
    const signedOut = await usersAction(db, post("/admin/users", { intent: "resend-invite", user: String(id) }));
    expect([signedOut.status, signedOut.location?.startsWith("/admin/sign-in")]).toEqual([303, true]);
    const asAgent = await usersAction(
      db,
      post("/admin/users", { intent: "resend-invite", user: String(id), _csrf: agent.csrf }, agent.cookie),
    );
    expect(asAgent.status).toBe(403);
    expect((await welcomePage(db, result.invitation?.link ?? "")).status).toBe(200);
  });
});

describeEachDatabase("an admin resets a colleague's two-step verification", (get) => {
  async function colleague(db: DB, role: "agent" | "admin") {
    const staff = await signedInStaff(db, role, { password: "olive harbour seventeen" });
    await enableTotp(db, staff.user.id, newTotpSecret(), newRecoveryCodes());
    const elsewhere = await createSession(db, staff.user.id, { verified: true });
    return { staff, elsewhere };
  }
  const reset = (db: DB, by: TestStaff, userId: number, extra: Record<string, string> = { confirm: "yes" }) =>
    usersAction(db, post("/admin/users", { intent: "reset-two-factor", user: String(userId), _csrf: by.csrf, ...extra }, by.cookie));

  it("asks first (?reset=ID), then turns it off, ends their sessions and is audited", async () => {
    const db = get().db;
    const admin = await signedInStaff(db, "admin");
    const { staff, elsewhere } = await colleague(db, "admin");
    const page = await usersLoader(db, getRequest(`/admin/users?reset=${staff.user.id}`, admin.cookie));
    expect((page.data as { confirmReset: { id: number } | null }).confirmReset).toMatchObject({ id: staff.user.id });

    const unconfirmed = await reset(db, admin, staff.user.id, {});
    expect(unconfirmed.status).toBe(400);
    expect((await findStaffUser(db, staff.user.id))?.totp_secret).not.toBeNull();

    const done = await reset(db, admin, staff.user.id);
    expect(done.status).toBe(200);
    expect((done.data as Invited).message).toMatch(/is reset and their sessions are ended\. They set it up again when they next sign in\./);
    const after = await findStaffUser(db, staff.user.id);
    expect([after?.totp_secret, after?.recovery_codes, after?.totp_last_step]).toEqual([null, null, null]);
    expect(await readSession(db, elsewhere)).toBeNull();
    expect(await auditOf(db, "two-factor-reset")).toEqual([{ user_id: admin.user.id, actor: staff.user.email, detail: "{}" }]);
    const later = await usersLoader(db, getRequest(`/admin/users?reset=${staff.user.id}`, admin.cookie));
    expect((later.data as { confirmReset: unknown }).confirmReset).toBeNull();
  });

  it("an admin cannot reset their own here; an agent gets 403; signed out goes to sign-in: nothing changes", async () => {
    const db = get().db;
    const admin = await signedInStaff(db, "admin");
    await enableTotp(db, admin.user.id, newTotpSecret(), newRecoveryCodes());
    const { staff, elsewhere } = await colleague(db, "agent");
    const agent = await signedInStaff(db, "agent");

    expect((await reset(db, admin, admin.user.id)).status).toBe(400);
    expect((await reset(db, agent, staff.user.id)).status).toBe(403);
    const signedOut = await usersAction(
      db,
      post("/admin/users", { intent: "reset-two-factor", user: String(staff.user.id), confirm: "yes" }),
    );
    expect([signedOut.status, signedOut.location?.startsWith("/admin/sign-in")]).toEqual([303, true]);
    const agentPage = await usersLoader(db, getRequest(`/admin/users?reset=${staff.user.id}`, agent.cookie));
    expect(agentPage.status).toBe(403);

    expect((await findStaffUser(db, staff.user.id))?.totp_secret).not.toBeNull();
    expect((await findStaffUser(db, admin.user.id))?.totp_secret).not.toBeNull();
    expect(await readSession(db, elsewhere)).not.toBeNull();
    expect(await auditOf(db, "two-factor-reset")).toEqual([]);
  });
});
