import { describe, expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { passwordProblem, PASSWORD_MESSAGES } from "./password-policy.ts";
import { hashPassword, verifyPassword } from "./password.server.ts";
import { createSession, endAllSessions, readSession } from "./sessions.server.ts";
import { SIGN_IN_MESSAGES, safeNext, signIn } from "./sign-in.server.ts";
import { createSignInThrottle } from "./throttle.server.ts";
import { checkTotp, newTotpSecret } from "./totp.server.ts";
import { TOTP, Secret } from "otpauth";
import { createStaffUser, issueToken, peekToken, redeemToken, setStaffStatus } from "./users.server.ts";
import { clearSessionCookie, readSessionCookie, sessionCookie } from "./cookie.server.ts";
import { testContext } from "./testing.server.ts";

describe("password policy", () => {
  it("wants 12 characters and refuses the common ones", () => {
    expect(passwordProblem("short pass")).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem("Password1234")).toBe(PASSWORD_MESSAGES.common);
    expect(passwordProblem("aaaaaaaaaaaaaa")).toBe(PASSWORD_MESSAGES.common);
    expect(passwordProblem("olive harbour seventeen")).toBeNull();
  });

  it("hashes with argon2id and verifies only the same password", async () => {
    const hash = await hashPassword("olive harbour seventeen");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, "olive harbour seventeen")).toBe(true);
    expect(await verifyPassword(hash, "olive harbour seventeeN")).toBe(false);
    expect(await verifyPassword("not a hash", "x")).toBe(false);
  });
});

describe("session cookie", () => {
  it("is __Host- prefixed and Secure behind https, HttpOnly and SameSite=Lax always", () => {
    expect(sessionCookie("https://www.agency.ae", "t0k")).toBe("__Host-staff=t0k; Path=/; HttpOnly; SameSite=Lax; Secure");
    expect(sessionCookie("http://127.0.0.1:3000", "t0k")).toBe("staff=t0k; Path=/; HttpOnly; SameSite=Lax");
    expect(clearSessionCookie("https://www.agency.ae")).toContain("Max-Age=0");
    const request = new Request("https://www.agency.ae/admin", { headers: { Cookie: "a=1; __Host-staff=abc; staff=zzz" } });
    expect(readSessionCookie(request, "https://www.agency.ae")).toBe("abc");
  });

  it("follows only back-office paths after sign-in", () => {
    expect(safeNext("/admin/leads/4?x=1")).toBe("/admin/leads/4?x=1");
    expect(safeNext("//evil.test/admin")).toBe("/admin");
    expect(safeNext("https://evil.test")).toBe("/admin");
    expect(safeNext("/administrator")).toBe("/admin");
  });
});

describe("TOTP", () => {
  it("accepts the current code (and one step of drift), not others", () => {
    const secret = newTotpSecret();
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    const now = Date.parse("2026-11-23T10:00:00Z");
    expect(checkTotp(secret, totp.generate({ timestamp: now }), now)).toBe(true);
    expect(checkTotp(secret, totp.generate({ timestamp: now - 30_000 }), now)).toBe(true);
    expect(checkTotp(secret, totp.generate({ timestamp: now - 120_000 }), now)).toBe(false);
    expect(checkTotp(secret, "abcdef", now)).toBe(false);
  });
});

describeEachDatabase("staff sessions and sign-in", (get) => {
  const policy = { idleMs: 60 * 60_000, absoluteMs: 8 * 60 * 60_000 };

  it("a session ends after the idle time, and after the absolute time even when used", async () => {
    const { db } = get();
    const user = await createStaffUser(db, { email: "idle@staff.test", name: "Idle", role: "agent" });
    const t0 = new Date("2026-11-23T08:00:00Z");
    const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

    const idle = await createSession(db, user.id, { verified: true, now: t0, policy });
    expect((await readSession(db, idle, { now: at(59), policy }))?.user.id).toBe(user.id);
    expect(await readSession(db, idle, { now: at(59 + 60), policy })).toBeNull();

    const busy = await createSession(db, user.id, { verified: true, now: t0, policy });
    for (let m = 50; m < 8 * 60; m += 50) expect(await readSession(db, busy, { now: at(m), policy })).not.toBeNull();
    expect(await readSession(db, busy, { now: at(8 * 60), policy })).toBeNull();
  });

  it("stores only a hash of the session id; sign out everywhere and disabling end every session", async () => {
    const { db } = get();
    const user = await createStaffUser(db, { email: "many@staff.test", name: "Many", role: "agent" });
    const a = await createSession(db, user.id, { verified: true });
    const b = await createSession(db, user.id, { verified: true });
    const stored = await db.selectFrom("staff_sessions").select("id").where("user_id", "=", user.id).execute();
    expect(stored.map((s) => s.id)).not.toContain(a);
    await endAllSessions(db, user.id);
    expect(await readSession(db, a)).toBeNull();
    expect(await readSession(db, b)).toBeNull();

    const c = await createSession(db, user.id, { verified: true });
    await setStaffStatus(db, user.id, "disabled");
    expect(await readSession(db, c)).toBeNull();
  });

  it("signs in with a new session id each time, and admins must pass the second factor", async () => {
    const { db } = get();
    await createStaffUser(db, { email: "ada@staff.test", name: "Ada", role: "admin", password: "olive harbour seventeen" });
    const ctx = testContext(db, "10.1.0.1");
    const throttle = createSignInThrottle();
    const first = await signIn(
      new Request("http://admin.test/admin/sign-in"),
      ctx,
      { email: "ADA@staff.test ", password: "olive harbour seventeen" },
      throttle,
    );
    const second = await signIn(
      new Request("http://admin.test/admin/sign-in"),
      ctx,
      { email: "ada@staff.test", password: "olive harbour seventeen" },
      throttle,
    );
    if (!first.ok || !second.ok) throw new Error("sign-in failed");
    expect(first.cookie).not.toBe(second.cookie);
    expect(first.needsSecondFactor).toBe(true);
    const token = first.cookie.split(";")[0]?.split("=")[1] ?? "";
    expect((await readSession(db, token))?.verified).toBe(false);
  });

  it("locks an account after 5 failures with the same message whether or not the e-mail exists, and audits it", async () => {
    const { db } = get();
    await createStaffUser(db, { email: "lock@staff.test", name: "Lock", role: "agent", password: "olive harbour seventeen" });
    const throttle = createSignInThrottle({ perAccount: 5, perIp: 100 });
    const tryOnce = (email: string, password: string, ip: string) =>
      signIn(new Request("http://admin.test/admin/sign-in"), testContext(db, ip), { email, password }, throttle);

    for (const email of ["lock@staff.test", "nobody@staff.test"]) {
      const outcomes = [];
      for (let i = 0; i < 5; i += 1) outcomes.push(await tryOnce(email, "wrong wrong wrong", `10.2.0.${i}`));
      expect(outcomes.slice(0, 4).map((o) => (o.ok ? "ok" : o.message))).toEqual(Array(4).fill(SIGN_IN_MESSAGES.wrong));
      const last = outcomes[4];
      expect(last && !last.ok && last.status).toBe(429);
      // Even the right password is refused while locked.
      const locked = await tryOnce(email, "olive harbour seventeen", "10.2.0.99");
      expect(locked.ok).toBe(false);
      if (!locked.ok) {
        expect(locked.message).toBe(SIGN_IN_MESSAGES.locked(15));
        expect(locked.retryAfterSeconds).toBeGreaterThan(800);
      }
    }
    const audits = await db.selectFrom("audit_log").select(["action", "actor"]).where("actor", "=", "lock@staff.test").execute();
    expect(audits.filter((a) => a.action === "sign-in-failed")).toHaveLength(5);
    expect(audits.some((a) => a.action === "sign-in-locked")).toBe(true);
  });

  it("throttles per client address across many accounts", async () => {
    const { db } = get();
    const throttle = createSignInThrottle({ perAccount: 100, perIp: 3 });
    for (let i = 0; i < 3; i += 1)
      await signIn(
        new Request("http://admin.test/"),
        testContext(db, "10.3.0.1"),
        { email: `x${i}@staff.test`, password: "nope nope nope" },
        throttle,
      );
    const blocked = await signIn(
      new Request("http://admin.test/"),
      testContext(db, "10.3.0.1"),
      { email: "fresh@staff.test", password: "nope nope nope" },
      throttle,
    );
    expect(blocked.ok === false && blocked.status).toBe(429);
    const elsewhere = await signIn(
      new Request("http://admin.test/"),
      testContext(db, "10.3.0.2"),
      { email: "fresh@staff.test", password: "nope nope nope" },
      throttle,
    );
    expect(elsewhere.ok === false && elsewhere.status).toBe(400);
  });

  it("a reset link works once and only for 30 minutes; the new password ends old sessions", async () => {
    const { db } = get();
    const user = await createStaffUser(db, {
      email: "reset@staff.test",
      name: "Reset",
      role: "agent",
      password: "olive harbour seventeen",
    });
    const session = await createSession(db, user.id, { verified: true });
    const t0 = new Date("2026-11-23T09:00:00Z");
    const expired = await issueToken(db, user.id, "reset", t0);
    expect(await peekToken(db, expired, "reset", new Date(t0.getTime() + 29 * 60_000))).not.toBeNull();
    expect(await redeemToken(db, expired, "reset", "brand new passphrase", new Date(t0.getTime() + 31 * 60_000))).toBeNull();

    const token = await issueToken(db, user.id, "reset");
    expect(await peekToken(db, token, "invite")).toBeNull();
    expect((await redeemToken(db, token, "reset", "brand new passphrase"))?.id).toBe(user.id);
    expect(await redeemToken(db, token, "reset", "another new passphrase")).toBeNull();
    expect(await readSession(db, session)).toBeNull();
    const row = await db.selectFrom("staff_users").select("password_hash").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(await verifyPassword(row.password_hash ?? "", "brand new passphrase")).toBe(true);
  });
});

describe("TOTP set-up secret", () => {
  it("is stable for one session and differs between sessions and users", async () => {
    const { pendingTotpSecret } = await import("./totp.server.ts");
    expect(pendingTotpSecret("session-a", 1)).toBe(pendingTotpSecret("session-a", 1));
    expect(pendingTotpSecret("session-a", 1)).toMatch(/^[A-Z2-7]{32}$/);
    expect(pendingTotpSecret("session-b", 1)).not.toBe(pendingTotpSecret("session-a", 1));
    expect(pendingTotpSecret("session-a", 2)).not.toBe(pendingTotpSecret("session-a", 1));
  });
});
