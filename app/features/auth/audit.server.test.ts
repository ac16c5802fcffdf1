import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { audit, listAudit } from "./audit.server.ts";
import { createStaffUser } from "./users.server.ts";

describeEachDatabase("audit log filters", (get) => {
  const seed = async () => {
    const db = get().db;
    const sara = await createStaffUser(db, { email: "Sara@staff.test", name: "Sara Khan", role: "admin" });
    const omar = await createStaffUser(db, { email: "omar@staff.test", name: "Omar", role: "agent" });
    const at = (iso: string) => new Date(iso);
    // Dubai is UTC+4: 21:00 UTC on the 22nd is already the 23rd in Dubai
    await audit(db, { action: "sign-in", userId: sara.id, actor: sara.email, at: at("2026-11-22T21:00:00Z") });
    await audit(db, { action: "sign-in-failed", actor: "sara@staff.test", at: at("2026-11-23T05:00:00Z") });
    await audit(db, { action: "lead-status", userId: omar.id, detail: { from: "new", to: "contacted" }, at: at("2026-11-23T06:00:00Z") });
    // a listing action added by the listing editor's work: found by its group without being listed here
    await audit(db, {
      action: "listing-archived" as "sign-in",
      userId: sara.id,
      detail: { reference: "AGY-S-1", reason: "sold" },
      at: at("2026-11-24T06:00:00Z"),
    });
    await audit(db, { action: "two-factor-reset", userId: sara.id, actor: omar.email, at: at("2026-11-25T06:00:00Z") });
    return { sara, omar };
  };
  const actions = (rows: Array<{ action: string }>) => rows.map((r) => r.action);

  it("filters by person (their actions and failed sign-ins typed with their address), group and Dubai dates", async () => {
    const db = get().db;
    const { sara, omar } = await seed();
    expect(actions((await listAudit(db, { page: 1 })).rows)).toEqual([
      "two-factor-reset",
      "listing-archived",
      "lead-status",
      "sign-in-failed",
      "sign-in",
    ]);
    expect(actions((await listAudit(db, { page: 1, person: sara.id })).rows)).toEqual([
      "two-factor-reset",
      "listing-archived",
      "sign-in-failed",
      "sign-in",
    ]);
    expect(actions((await listAudit(db, { page: 1, person: omar.id })).rows)).toEqual(["lead-status"]);
    expect(actions((await listAudit(db, { page: 1, group: "sign-ins" })).rows)).toEqual(["sign-in-failed", "sign-in"]);
    expect(actions((await listAudit(db, { page: 1, group: "users" })).rows)).toEqual(["two-factor-reset"]);
    expect(actions((await listAudit(db, { page: 1, group: "listings" })).rows)).toEqual(["listing-archived"]);
    expect(actions((await listAudit(db, { page: 1, group: "feeds" })).rows)).toEqual([]);
    expect(actions((await listAudit(db, { page: 1, from: "2026-11-23", to: "2026-11-23" })).rows)).toEqual([
      "lead-status",
      "sign-in-failed",
      "sign-in",
    ]);
    expect(actions((await listAudit(db, { page: 1, from: "2026-11-24" })).rows)).toEqual(["two-factor-reset", "listing-archived"]);
    expect(await listAudit(db, { page: 1, person: 999_999 })).toEqual({ rows: [], hasMore: false });
  });

  it("pages newest first", async () => {
    const db = get().db;
    await seed();
    const first = await listAudit(db, { page: 1, pageSize: 2 });
    const third = await listAudit(db, { page: 3, pageSize: 2 });
    expect(first.hasMore).toBe(true);
    expect(actions(first.rows)).toEqual(["two-factor-reset", "listing-archived"]);
    expect(third).toMatchObject({ hasMore: false, rows: [{ action: "sign-in" }] });
  });
});
