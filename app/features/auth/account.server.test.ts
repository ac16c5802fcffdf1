import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import type { DB } from "#app/db/db.server.ts";
import * as account from "#app/routes/admin/account.tsx";
import * as twoFactor from "#app/routes/admin/two-factor.tsx";
import { sessionCookie } from "./cookie.server.ts";
import { createSession, readSession } from "./sessions.server.ts";
import { answer, get, post, signedInStaff, TEST_SITE, testContext, type TestStaff } from "./testing.server.ts";
import { enableTotp, newRecoveryCodes, newTotpSecret } from "./totp.server.ts";
import { checkCredentials } from "./users.server.ts";

const OLD = "olive harbour seventeen";
const NEW = "copper lantern meadow wharf";

const call = (db: DB, fn: (args: never) => unknown, request: Request, ip = "10.39.0.1") =>
  answer(() => fn({ request, url: new URL(request.url), params: {}, context: testContext(db, ip) } as never));

const changeForm = (staff: TestStaff, fields: Record<string, string>) =>
  post("/admin/account", { intent: "password", _csrf: staff.csrf, ...fields }, staff.cookie);

/** A second sign-in of the same user (another browser), as the cookie the route reads. */
async function otherSession(db: DB, userId: number): Promise<string> {
  const token = await createSession(db, userId, { verified: true });
  return (sessionCookie(TEST_SITE, token).split(";")[0] as string).split("=")[1] as string;
}

const auditActions = async (db: DB, userId: number) =>
  (await db.selectFrom("audit_log").select("action").where("user_id", "=", userId).orderBy("id").execute()).map((r) => r.action);

describeEachDatabase("account: change of password while signed in", (getDb) => {
  it("signed out, the page and its form send the visitor to sign in", async () => {
    const db = getDb().db;
    const page = await call(db, account.loader, get("/admin/account"));
    expect([page.status, page.location]).toEqual([303, "/admin/sign-in?next=%2Fadmin%2Faccount"]);
    const sent = await call(db, account.action, post("/admin/account", { intent: "password", current: OLD, password: NEW, confirm: NEW }));
    expect(sent.status).toBe(303);
    expect(sent.location).toMatch(/^\/admin\/sign-in/);
  });

  it("without the session's CSRF token nothing changes (403)", async () => {
    const db = getDb().db;
    const agent = await signedInStaff(db, "agent", { password: OLD });
    const sent = await call(
      db,
      account.action,
      post("/admin/account", { intent: "password", current: OLD, password: NEW, confirm: NEW }, agent.cookie),
    );
    expect(sent.status).toBe(403);
    expect((await checkCredentials(db, agent.user.email, OLD)).ok).toBe(true);
  });

  it.each(["agent", "admin"] as const)(
    "an %s changes their own password: the other sessions end, this one stays, it is audited",
    async (role) => {
      const db = getDb().db;
      const staff = await signedInStaff(db, role, { password: OLD });
      const elsewhere = await otherSession(db, staff.user.id);

      const done = await call(db, account.action, changeForm(staff, { current: OLD, password: NEW, confirm: NEW }));
      expect([done.status, done.location]).toEqual([303, "/admin/account?notice=password-changed"]);

      expect((await checkCredentials(db, staff.user.email, NEW)).ok).toBe(true);
      expect((await checkCredentials(db, staff.user.email, OLD)).ok).toBe(false);
      expect(await readSession(db, elsewhere)).toBeNull();
      const page = await call(db, account.loader, get("/admin/account?notice=password-changed", staff.cookie));
      expect(page.status).toBe(200);
      expect(page.data).toMatchObject({ notice: expect.stringContaining("Your password is changed") });
      expect(await auditActions(db, staff.user.id)).toEqual(["password-changed"]);
    },
  );

  it("a wrong current password, a weak, a mismatched or an unchanged new one: 400 with the field's message, nothing changes", async () => {
    const db = getDb().db;
    const staff = await signedInStaff(db, "agent", { password: OLD });
    const elsewhere = await otherSession(db, staff.user.id);
    const refuse = async (fields: Record<string, string>) => {
      const r = await call(db, account.action, changeForm(staff, fields), "10.39.1.1");
      expect(r.status).toBe(400);
      return (r.data as { errors: Record<string, string> }).errors;
    };
    expect(await refuse({ current: "not my password at all", password: NEW, confirm: NEW })).toEqual({
      current: "That is not your current password.",
    });
    expect((await refuse({ current: OLD, password: "dubai dubai dubai", confirm: "dubai dubai dubai" })).password).toMatch(
      /too easy to guess/,
    );
    expect(await refuse({ current: OLD, password: NEW, confirm: `${NEW}!` })).toEqual({ confirm: "The two passwords differ." });
    expect(await refuse({ current: OLD, password: "short", confirm: "short" })).toEqual({ password: "Use at least 12 characters." });
    expect(await refuse({ current: "", password: NEW, confirm: NEW })).toEqual({ current: "Enter your current password." });
    expect(await refuse({ current: OLD, password: OLD, confirm: OLD })).toEqual({
      password: "The new password is your current one. Choose another.",
    });
    expect((await checkCredentials(db, staff.user.email, OLD)).ok).toBe(true);
    expect(await readSession(db, elsewhere)).not.toBeNull();
    expect(await auditActions(db, staff.user.id)).toEqual([]);
  });

  it("wrong current passwords are throttled like sign-in: after five, even the right one waits (429 with Retry-After)", async () => {
    const db = getDb().db;
    const staff = await signedInStaff(db, "agent", { password: OLD });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await call(db, account.action, changeForm(staff, { current: `wrong guess ${i}`, password: NEW, confirm: NEW }), "10.39.2.1"))
          .status,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const locked = await call(db, account.action, changeForm(staff, { current: OLD, password: NEW, confirm: NEW }), "10.39.2.2");
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((locked.data as { errors: { current: string } }).errors.current).toMatch(/Too many wrong passwords/);
    expect((await checkCredentials(db, staff.user.email, OLD)).ok).toBe(true);
  });
});

describeEachDatabase("account: new recovery codes", (getDb) => {
  async function enrolled(db: DB, role: "agent" | "admin") {
    const staff = await signedInStaff(db, role, { password: OLD });
    const oldCodes = newRecoveryCodes();
    await enableTotp(db, staff.user.id, newTotpSecret(), oldCodes);
    return { staff, oldCodes };
  }
  const renew = (db: DB, staff: TestStaff, current: string) =>
    call(db, account.action, post("/admin/account", { intent: "codes", current, _csrf: staff.csrf }, staff.cookie), "10.39.3.1");

  /** The two-factor step of a fresh sign-in, answered with a recovery code. */
  async function signInWithCode(db: DB, userId: number, code: string) {
    const token = await createSession(db, userId, { verified: false });
    const cookie = sessionCookie(TEST_SITE, token).split(";")[0] as string;
    const session = await readSession(db, token);
    const r = await call(
      db,
      twoFactor.action,
      post("/admin/two-factor", { code, next: "/admin", _csrf: session?.csrfToken ?? "" }, cookie),
      "10.39.4.1",
    );
    return { status: r.status, verified: (await readSession(db, token))?.verified ?? false };
  }

  it("signed out: sign-in; an agent and an admin make new codes for themselves with their password", async () => {
    const db = getDb().db;
    const signedOut = await call(db, account.action, post("/admin/account", { intent: "codes", current: OLD }));
    expect(signedOut.status).toBe(303);
    expect(signedOut.location).toMatch(/^\/admin\/sign-in/);
    for (const role of ["agent", "admin"] as const) {
      const { staff } = await enrolled(db, role);
      const made = await renew(db, staff, OLD);
      expect(made.status).toBe(200);
      const codes = (made.data as { codes: string[] }).codes;
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      expect(await auditActions(db, staff.user.id)).toEqual(["recovery-codes-renewed"]);
    }
  });

  it("the new codes replace the old ones: an old code no longer signs in, a new one does, once", async () => {
    const db = getDb().db;
    const { staff, oldCodes } = await enrolled(db, "admin");
    const page = await call(db, account.loader, get("/admin/account", staff.cookie));
    expect(page.data).toMatchObject({ twoFactor: true, codesLeft: 10 });

    const codes = ((await renew(db, staff, OLD)).data as { codes: string[] }).codes;
    expect(await signInWithCode(db, staff.user.id, oldCodes[0] as string)).toEqual({ status: 400, verified: false });
    expect(await signInWithCode(db, staff.user.id, (codes[3] as string).toUpperCase())).toEqual({ status: 303, verified: true });
    expect(await signInWithCode(db, staff.user.id, codes[3] as string)).toEqual({ status: 400, verified: false });
    expect((await call(db, account.loader, get("/admin/account", staff.cookie))).data).toMatchObject({ codesLeft: 9 });
  });

  it("a wrong password or two-step verification being off: 400 with a message, the codes stay", async () => {
    const db = getDb().db;
    const { staff, oldCodes } = await enrolled(db, "agent");
    const wrong = await renew(db, staff, "not my password");
    expect([wrong.status, (wrong.data as { errors: object }).errors]).toEqual([400, { current: "That is not your current password." }]);
    expect(await signInWithCode(db, staff.user.id, oldCodes[1] as string)).toEqual({ status: 303, verified: true });

    const off = await signedInStaff(db, "agent", { password: OLD });
    const none = await renew(db, off, OLD);
    expect(none.status).toBe(400);
    expect((none.data as { errors: { current: string } }).errors.current).toMatch(/Two-step verification is off/);
    expect(await auditActions(db, off.user.id)).toEqual([]);
  });
});
