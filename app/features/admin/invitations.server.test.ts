import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { staffDb } from "#app/features/auth/schema.ts";
import { answer, post, signedInStaff, testContext } from "#app/features/auth/testing.server.ts";
import { createOutbox, type OutgoingMail } from "#app/features/leads/outbox.server.ts";
import * as users from "#app/routes/admin/users.tsx";
import * as setPassword from "#app/routes/admin/set-password.tsx";
import * as forgot from "#app/routes/admin/forgot.tsx";

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
        context: testContext(db),
      } as never),
    );
    expect(invited.data).toEqual({ ok: true, message: "Invitation sent to new.agent@staff.test." });

    const sent: OutgoingMail[] = [];
    const outbox = createOutbox({
      db,
      transport: { send: async (m) => (sent.push(m), "250 ok"), close: () => {} },
      from: "office@agency.test",
    });
    expect(await outbox.tick()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(sent[0]).toMatchObject({ to: "new.agent@staff.test", subject: "Your Sandstone back-office account" });
    const token = /\/admin\/welcome\/([\w-]+)/.exec(sent[0]?.text ?? "")?.[1] ?? "";
    const row = await staffDb(db)
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
    const mails = await staffDb(db)
      .selectFrom("lead_emails")
      .select(["to_address", "body"])
      .where("recipient", "=", "staff")
      .where("subject", "like", "Reset%")
      .execute();
    expect(mails.map((m) => m.to_address)).toEqual([user.user.email]);
    expect(mails[0]?.body).toMatch(/http:\/\/admin\.test\/admin\/reset\/[\w-]{43}/);
  });
});
