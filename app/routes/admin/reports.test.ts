import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import type { DB } from "#app/db/db.server.ts";
import { audit } from "#app/features/auth/audit.server.ts";
import { answer, get, signedInStaff, testContext } from "#app/features/auth/testing.server.ts";
import { insertAgent } from "#tests/fixtures/directory-rows.ts";
import * as audits from "./audit.tsx";
import * as reports from "./reports.tsx";
import * as reportsExport from "./reports-export.ts";

/* eslint-disable @typescript-eslint/no-explicit-any -- route args are built by hand here */
type Fn = (args: any) => unknown;

const call = (fn: Fn, db: DB, request: Request, params: Record<string, string> = {}) =>
  answer(() => fn({ request, url: new URL(request.url), params, context: testContext(db), matches: [] }));

async function insertLead(db: DB, agentId: number | null, at: string): Promise<number> {
  const row = await db
    .insertInto("leads")
    .values({
      kind: "enquiry",
      name: "Visitor",
      email: `v${Math.random()}@example.com`,
      phone: null,
      payload: JSON.stringify({ page: "/contact" }),
      delivery_state: "sent",
      created_at: at,
      updated_at: at,
      status: "new",
      agent_id: agentId,
      listing_id: null,
      project_id: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

describeEachDatabase("reports and audit pages", (getDb) => {
  const setup = async () => {
    const db = getDb().db;
    const a = await insertAgent(db, { name: "Amira" });
    const b = await insertAgent(db, { name: "Bilal" });
    await insertLead(db, a, "2026-11-10T05:00:00.000Z");
    await insertLead(db, b, "2026-11-11T05:00:00.000Z");
    await insertLead(db, b, "2026-11-12T05:00:00.000Z");
    return {
      db,
      admin: await signedInStaff(db, "admin"),
      agent: await signedInStaff(db, "agent", { agentId: a }),
    };
  };
  const Q = "?from=2026-11-01&to=2026-11-30";

  it("signed out: the reports, their CSV and the audit log send to sign-in", async () => {
    const { db } = await setup();
    for (const [fn, path, params] of [
      [reports.loader, `/admin/reports${Q}`, {}],
      [reportsExport.loader, `/admin/reports/agents.csv${Q}`, { file: "agents.csv" }],
      [audits.loader, "/admin/audit?group=leads", {}],
    ] as const) {
      const r = await call(fn, db, get(path), params);
      expect(r.status).toBe(303);
      expect(r.location).toMatch(/^\/admin\/sign-in\?next=/);
    }
  });

  it("an admin sees every agent; an agent only their own leads' figures", async () => {
    const { db, admin, agent } = await setup();
    const asAdmin = await call(reports.loader, db, get(`/admin/reports${Q}`, admin.cookie));
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get("Cache-Control")).toBe("no-store");
    const adminReport = (asAdmin.data as { report: { total: number; byAgent: Array<{ label: string; count: number }> } }).report;
    expect(adminReport.total).toBe(3);
    expect(adminReport.byAgent.map((r) => [r.label, r.count])).toEqual([
      ["Bilal", 2],
      ["Amira", 1],
    ]);
    const asAgent = await call(reports.loader, db, get(`/admin/reports${Q}`, agent.cookie));
    const agentReport = (asAgent.data as { report: { total: number; scope: string; byAgent: Array<{ label: string }> } }).report;
    expect(agentReport).toMatchObject({ total: 1, scope: "own" });
    expect(agentReport.byAgent.map((r) => r.label)).toEqual(["Amira"]);
  });

  it("each table downloads as CSV at a GET URL; the agent's holds only their figures; an unknown table is 404", async () => {
    const { db, admin, agent } = await setup();
    const download = async (cookie: string, file: string) => {
      let response: Response | undefined;
      try {
        response = (await reportsExport.loader({
          request: get(`/admin/reports/${file}${Q}`, cookie),
          url: new URL(`http://admin.test/admin/reports/${file}${Q}`),
          params: { file },
          context: testContext(db),
        } as any)) as Response;
      } catch (thrown) {
        return { status: (thrown as { init?: { status?: number } }).init?.status ?? 500, text: "", headers: new Headers() };
      }
      return { status: response.status, text: await response.text(), headers: response.headers };
    };
    const all = await download(admin.cookie, "agents.csv");
    expect(all.status).toBe(200);
    expect(all.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(all.headers.get("Cache-Control")).toBe("no-store");
    expect(all.headers.get("Content-Disposition")).toBe('attachment; filename="leads-agents-2026-11-01-to-2026-11-30.csv"');
    expect(all.text).toBe('"agent","leads","share of leads (%)"\r\n"Bilal","2","67"\r\n"Amira","1","33"\r\n');
    const own = await download(agent.cookie, "agents.csv");
    expect(own.text).toBe('"agent","leads","share of leads (%)"\r\n"Amira","1","100"\r\n');
    for (const table of ["sources", "kinds", "weeks", "response", "conversion"]) {
      expect((await download(admin.cookie, `${table}.csv`)).status).toBe(200);
    }
    expect((await download(admin.cookie, "secrets.csv")).status).toBe(404);
    expect((await download(admin.cookie, "agents.json")).status).toBe(404);
  });

  it("the audit log: admins only; filters from the URL; entries as sentences, never raw details", async () => {
    const { db, admin, agent } = await setup();
    await audit(db, {
      action: "listing-updated" as "sign-in",
      userId: admin.user.id,
      detail: { listingId: 4, reference: "AGY-S-00123", price: { from: 1_850_000, to: 1_790_000 } },
    });
    await audit(db, { action: "sign-in", userId: agent.user.id, actor: agent.user.email });
    expect((await call(audits.loader, db, get("/admin/audit", agent.cookie))).status).toBe(403);
    const r = await call(audits.loader, db, get("/admin/audit?group=listings&person=abc&page=x", admin.cookie));
    expect(r.status).toBe(200);
    const d = r.data as { entries: Array<{ text: string; detail?: unknown }>; filters: unknown };
    expect(d.filters).toEqual({ group: "listings", page: 1 });
    expect(d.entries.map((e) => e.text)).toEqual([
      `${admin.user.name} changed the price of listing AGY-S-00123 from 1,850,000 to 1,790,000`,
    ]);
    expect(d.entries[0]).not.toHaveProperty("detail");
    const byPerson = await call(audits.loader, db, get(`/admin/audit?person=${agent.user.id}`, admin.cookie));
    expect((byPerson.data as { entries: Array<{ text: string }> }).entries.map((e) => e.text)).toEqual([`${agent.user.name} signed in`]);
  });
});
