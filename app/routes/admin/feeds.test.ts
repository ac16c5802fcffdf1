import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import type { DB } from "#app/db/db.server.ts";
import { answer, get, post, signedInStaff, testContext } from "#app/features/auth/testing.server.ts";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import * as feedRun from "./feed-run.tsx";
import * as feeds from "./feeds.tsx";

/* eslint-disable @typescript-eslint/no-explicit-any -- route args are built by hand here */
type Fn = (args: any) => unknown;

let server: Server;
let feedUrl: string;
beforeAll(async () => {
  // photos on a loopback address are refused (FEED_PHOTOS_ALLOW_PRIVATE is off): they fail at once and are reported
  const xml = readFileSync("tests/fixtures/feeds/pf-sample.xml", "utf8").replaceAll("{{PHOTOS}}", "http://127.0.0.1:9");
  server = createServer((_req, res) => res.writeHead(200, { "content-type": "application/xml" }).end(xml));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/pf.xml?key=rotating-secret`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const call = (fn: Fn, db: DB, request: Request, params: Record<string, string> = {}) =>
  answer(() =>
    fn({ request, url: new URL(request.url), params, context: testContext(db, "10.9.0.1", { FEEDS: `pf-main=${feedUrl}` }), matches: [] }),
  );

describeEachDatabase("back office: feed imports", (getDb) => {
  it("lists runs to signed-in staff, lets only an admin start one, and shows its report", async () => {
    const db = getDb().db;
    const admin = await signedInStaff(db, "admin");
    const agent = await signedInStaff(db, "agent");

    const out = await call(feeds.loader, db, get("/admin/feeds"));
    expect([out.status, out.location]).toEqual([303, `/admin/sign-in?next=${encodeURIComponent("/admin/feeds")}`]);
    const asAgent = await call(feeds.loader, db, get("/admin/feeds", agent.cookie));
    expect(asAgent.status).toBe(200);
    expect(asAgent.data).toMatchObject({ canStart: false, sources: [{ name: "pf-main", runs: [] }] });
    // the configured URL is shown without its key
    expect(JSON.stringify(asAgent.data)).not.toContain("rotating-secret");

    const start = { source: "pf-main" };
    const signedOut = await call(feeds.action, db, post("/admin/feeds", start));
    expect(signedOut.status).toBe(303);
    expect(signedOut.location).toMatch(/^\/admin\/sign-in/);
    expect((await call(feeds.action, db, post("/admin/feeds", start, admin.cookie))).status).toBe(403);
    expect((await call(feeds.action, db, post("/admin/feeds", { ...start, _csrf: agent.csrf }, agent.cookie))).status).toBe(403);
    const unknown = await call(feeds.action, db, post("/admin/feeds", { source: "other", _csrf: admin.csrf }, admin.cookie));
    expect(unknown).toMatchObject({ status: 409, data: { error: expect.stringContaining("not a configured feed") } });

    const started = await call(feeds.action, db, post("/admin/feeds", { ...start, _csrf: admin.csrf }, admin.cookie));
    expect([started.status, started.location]).toEqual([303, "/admin/feeds"]);
    await vi.waitFor(
      async () => {
        const run = await db.selectFrom("import_runs").selectAll().where("source", "=", "pf-main").executeTakeFirst();
        expect(run?.status).toBe("succeeded");
      },
      { timeout: 20_000, interval: 100 },
    );
    const run = await db.selectFrom("import_runs").selectAll().where("source", "=", "pf-main").executeTakeFirstOrThrow();
    expect(run).toMatchObject({ created: 5, skipped: 3, held: 2, location: feedUrl.replace(/\?.*/, "") });

    const list = await call(feeds.loader, db, get("/admin/feeds", admin.cookie));
    expect(list.data).toMatchObject({ canStart: true, sources: [{ name: "pf-main", runs: [{ id: run.id, status: "succeeded" }] }] });
    expect(list.headers.get("Cache-Control")).toBe("no-store");
    // the portal export check: the imported listings have no stored photos yet, so both formats leave them out, saying why
    const check = await call(feeds.loader, db, get("/admin/feeds?check=export", agent.cookie));
    expect(check.data).toMatchObject({
      exports: [
        {
          format: "pf",
          leftOut: expect.arrayContaining([{ reference: "PF-TEST-001", reason: "no photo (Property Finder requires at least one)" }]),
        },
        {
          format: "bayut",
          leftOut: expect.arrayContaining([{ reference: "PF-TEST-001", reason: "no photo (Bayut requires at least one)" }]),
        },
      ],
    });

    const report = await call(feedRun.loader, db, get(`/admin/feeds/runs/${run.id}`, agent.cookie), { id: String(run.id) });
    expect(report.status).toBe(200);
    const items = (report.data as { items: Array<{ outcome: string; reason: string }> }).items;
    expect(items.filter((i) => i.outcome === "skipped")).toHaveLength(3);
    expect(items.filter((i) => i.outcome === "held")).toHaveLength(2);
    expect(items.some((i) => i.outcome === "photo")).toBe(true);
    expect((await call(feedRun.loader, db, get("/admin/feeds/runs/999999", agent.cookie), { id: "999999" })).status).toBe(404);
    expect((await call(feedRun.loader, db, get("/admin/feeds/runs/1"), { id: "1" })).status).toBe(303);
  });
});
