import { Secret, TOTP } from "otpauth";
import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import * as twoFactor from "#app/routes/admin/two-factor.tsx";
import { sessionCookie } from "./cookie.server.ts";
import { createSession } from "./sessions.server.ts";
import { answer, post, signedInStaff, TEST_SITE, testContext } from "./testing.server.ts";
import { enableTotp, newRecoveryCodes, newTotpSecret, totpStep, redeemTotpCode } from "./totp.server.ts";

const codeAt = (secret: string, timestamp: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });
const NOW = Date.parse("2026-11-23T10:00:10Z");
const STEP = Math.floor(NOW / 30_000);

describeEachDatabase("TOTP codes are used once (RFC 6238 §5.2)", (get) => {
  const enrolled = async () => {
    const db = get().db;
    const staff = await signedInStaff(db, "admin", { verified: false });
    const secret = newTotpSecret();
    await enableTotp(db, staff.user.id, secret, newRecoveryCodes());
    return { db, staff, secret };
  };
  const lastStep = async (userId: number) =>
    (await get().db.selectFrom("staff_users").select("totp_last_step").where("id", "=", userId).executeTakeFirstOrThrow()).totp_last_step;

  it("a code's step is now's step plus the drift it was found at", async () => {
    const secret = newTotpSecret();
    expect(totpStep(secret, codeAt(secret, NOW), NOW)).toBe(STEP);
    expect(totpStep(secret, codeAt(secret, NOW - 30_000), NOW)).toBe(STEP - 1);
    expect(totpStep(secret, codeAt(secret, NOW + 30_000), NOW)).toBe(STEP + 1);
    expect(totpStep(secret, codeAt(secret, NOW - 90_000), NOW)).toBeNull();
    expect(totpStep(secret, "12345x", NOW)).toBeNull();
  });

  it("accepts a code once, then only codes of later steps; an earlier step within the drift window is refused", async () => {
    const { db, staff, secret } = await enrolled();
    const user = { id: staff.user.id, totp_secret: secret };
    expect(await redeemTotpCode(db, user, codeAt(secret, NOW), NOW)).toBe(true);
    expect(await lastStep(staff.user.id)).toBe(STEP);
    expect(await redeemTotpCode(db, user, codeAt(secret, NOW), NOW + 5_000)).toBe(false);
    // the previous step's code is still inside the ±1 window, but older than the one used
    expect(await redeemTotpCode(db, user, codeAt(secret, NOW - 30_000), NOW)).toBe(false);
    expect(await redeemTotpCode(db, user, codeAt(secret, NOW + 30_000), NOW + 30_000)).toBe(true);
    expect(await lastStep(staff.user.id)).toBe(STEP + 1);
    expect(await redeemTotpCode(db, user, "000000", NOW + 60_000)).toBe(false);
  });

  it("two requests racing with the same code: exactly one passes", async () => {
    const { db, staff, secret } = await enrolled();
    const user = { id: staff.user.id, totp_secret: secret };
    const code = codeAt(secret, NOW);
    const results = await Promise.all(Array.from({ length: 6 }, () => redeemTotpCode(db, user, code, NOW)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("the two-step page: a code that verified one session does not verify a second session of the same account", async () => {
    const { db, staff, secret } = await enrolled();
    const second = await createSession(db, staff.user.id, { verified: false });
    const secondCsrf = (
      await db.selectFrom("staff_sessions").select(["csrf_token", "id"]).where("user_id", "=", staff.user.id).execute()
    ).find((s) => s.csrf_token !== staff.csrf)?.csrf_token as string;
    const secondCookie = sessionCookie(TEST_SITE, second).split(";")[0] as string;
    const code = codeAt(secret, Date.now());
    const submit = (csrf: string, cookie: string) =>
      answer(() =>
        twoFactor.action({
          request: post("/admin/two-factor", { code, _csrf: csrf }, cookie),
          params: {},
          context: testContext(db),
        } as never),
      );
    expect((await submit(staff.csrf, staff.cookie)).status).toBe(303);
    const replay = await submit(secondCsrf, secondCookie);
    expect(replay.status).toBe(400);
    const session = await db.selectFrom("staff_sessions").select("verified").where("csrf_token", "=", secondCsrf).executeTakeFirstOrThrow();
    expect(session.verified).toBe(0);
  });

  it("the two-step page: after five wrong codes it answers 429 with Retry-After", async () => {
    const { db, staff } = await enrolled();
    const submit = () =>
      answer(() =>
        twoFactor.action({
          request: post("/admin/two-factor", { code: "000000", _csrf: staff.csrf }, staff.cookie),
          params: {},
          context: testContext(db),
        } as never),
      );
    for (let i = 0; i < 5; i += 1) expect((await submit()).status).toBe(400);
    const locked = await submit();
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("the code that turned two-step verification on cannot sign in again", async () => {
    const db = get().db;
    const staff = await signedInStaff(db, "admin", { verified: false });
    const { pendingTotpSecret } = await import("./totp.server.ts");
    const code = codeAt(pendingTotpSecret(staff.csrf, staff.user.id), Date.now());
    const setUp = await answer(() =>
      twoFactor.action({
        request: post("/admin/two-factor", { code, _csrf: staff.csrf }, staff.cookie),
        params: {},
        context: testContext(db),
      } as never),
    );
    expect((setUp.data as { codes: string[] }).codes).toHaveLength(10);
    const other = await createSession(db, staff.user.id, { verified: false });
    const otherCsrf = (
      await db
        .selectFrom("staff_sessions")
        .select("csrf_token")
        .where("user_id", "=", staff.user.id)
        .where("verified", "=", 0)
        .executeTakeFirstOrThrow()
    ).csrf_token;
    const replay = await answer(() =>
      twoFactor.action({
        request: post("/admin/two-factor", { code, _csrf: otherCsrf }, sessionCookie(TEST_SITE, other).split(";")[0]),
        params: {},
        context: testContext(db),
      } as never),
    );
    expect(replay.status).toBe(400);
  });
});
