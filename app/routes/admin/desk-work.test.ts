import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { answer, get, post, signedInStaff, testContext } from "#app/features/auth/testing.server.ts";
import { insertAgent, insertArea } from "#tests/fixtures/directory-rows.ts";
import { storeLead } from "#app/features/leads/service.server.ts";
import { validateLead } from "#app/features/leads/schemas.ts";
import { listRouting, responseTarget } from "#app/features/leads/routing.server.ts";
import { addLeadNote } from "#app/features/admin/lead.server.ts";
import * as desk from "./desk.tsx";
import * as assignment from "./assignment.tsx";
import * as pulse from "./pulse.ts";
import { LEAD_STORE_CONFIG } from "#tests/fixtures/lead-store.ts";

const config = LEAD_STORE_CONFIG;

function enquiry(name: string) {
  const r = validateLead("enquiry", {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.com`,
    phone: "+971501234567",
    category: "Residential Sales",
    message: "Hello",
  });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.lead;
}

type Loader = (args: never) => unknown;
const call = (fn: Loader, request: Request, db: Parameters<typeof testContext>[0]) =>
  answer(() => fn({ request, params: {}, context: testContext(db), url: new URL(request.url) } as never));

describeEachDatabase("leads desk: unanswered, order, bulk, saved views, pulse, assignment settings", (db_) => {
  async function setup() {
    const db = db_().db;
    const agentA = await insertAgent(db, { name: "Agent A" });
    const agentB = await insertAgent(db, { name: "Agent B" });
    const admin = await signedInStaff(db, "admin");
    const agent = await signedInStaff(db, "agent", { agentId: agentA });
    const hour = 3_600_000;
    const now = Date.now();
    const old = await storeLead(db, enquiry("Zara Old"), { ...config, now: new Date(now - 5 * hour) });
    const noted = await storeLead(db, enquiry("Adam Noted"), { ...config, now: new Date(now - 4 * hour) });
    const fresh = await storeLead(db, enquiry("Mona Fresh"), { ...config, now: new Date(now - 10 * 60_000) });
    await addLeadNote(
      db,
      { viewer: { userId: admin.user.id, role: "admin", agentId: null }, ip: "1" },
      noted.id as number,
      "Called, no answer",
    );
    return { agentA, agentB, admin, agent, ids: { old: old.id as number, noted: noted.id as number, fresh: fresh.id as number } };
  }
  const names = (res: { data: unknown }) => (res.data as { list: { rows: Array<{ name: string }> } }).list.rows.map((r) => r.name);

  it("the unanswered view lists leads still new past the target with no note; the figure counts them", async () => {
    const { admin } = await setup();
    const db = db_().db;
    const waiting = await call(desk.loader as Loader, get("/admin?waiting=1", admin.cookie), db);
    expect(names(waiting)).toEqual(["Zara Old"]);
    expect((waiting.data as { figures: { waiting: number; targetMinutes: number } }).figures).toMatchObject({
      waiting: 1,
      targetMinutes: 60,
    });
    const byName = await call(desk.loader as Loader, get("/admin?sort=name", admin.cookie), db);
    expect(names(byName)).toEqual(["Adam Noted", "Mona Fresh", "Zara Old"]);
    const oldest = await call(desk.loader as Loader, get("/admin?sort=oldest", admin.cookie), db);
    expect(names(oldest)).toEqual(["Zara Old", "Adam Noted", "Mona Fresh"]);
  });

  it("bulk: an admin sets status and agent of the ticked leads (the agent is e-mailed); an agent may set status but not assign", async () => {
    const { admin, agent, agentB, ids } = await setup();
    const db = db_().db;
    const body = new URLSearchParams({ _csrf: admin.csrf, intent: "bulk", status: "contacted", agent: String(agentB) });
    body.append("ids", String(ids.old));
    body.append("ids", String(ids.fresh));
    const req = new Request("http://admin.test/admin", { method: "POST", body, headers: { Cookie: admin.cookie } });
    const res = await call(desk.action as Loader, req, db);
    expect(res).toMatchObject({ status: 200, data: { ok: true, message: "2 leads updated." } });
    const rows = await db.selectFrom("leads").select(["id", "status", "agent_id"]).orderBy("id").execute();
    expect(rows.filter((r) => r.status === "contacted" && r.agent_id === agentB).map((r) => r.id)).toEqual([ids.old, ids.fresh]);
    const mails = await db.selectFrom("lead_emails").select("lead_id").where("recipient", "=", "agent").execute();
    expect(mails.map((m) => m.lead_id).sort()).toEqual([ids.old, ids.fresh].sort());

    // the agent sees unassigned leads only now (ids.noted): status yes, assignment no
    const mine = await call(
      desk.action as Loader,
      post("/admin", { _csrf: agent.csrf, intent: "bulk", ids: String(ids.noted), status: "viewing" }, agent.cookie),
      db,
    );
    expect(mine).toMatchObject({ status: 200, data: { message: "1 lead updated." } });
    const notTheirs = await call(
      desk.action as Loader,
      post("/admin", { _csrf: agent.csrf, intent: "bulk", ids: String(ids.old), status: "lost" }, agent.cookie),
      db,
    );
    expect((notTheirs.data as { message: string }).message).toBe("0 leads updated. 1 could not be changed (not yours to see, or gone).");
    const assign = await call(
      desk.action as Loader,
      post("/admin", { _csrf: agent.csrf, intent: "bulk", ids: String(ids.noted), agent: "none" }, agent.cookie),
      db,
    );
    expect(assign.status).toBe(403);
    const none = await call(desk.action as Loader, post("/admin", { _csrf: admin.csrf, intent: "bulk", status: "won" }, admin.cookie), db);
    expect(none).toMatchObject({ status: 400, data: { message: "Tick at least one lead first." } });
    const signedOut = await call(desk.action as Loader, post("/admin", { intent: "bulk", ids: String(ids.old), status: "won" }), db);
    expect(signedOut.status).toBe(303);
    expect((await db.selectFrom("leads").select("status").where("id", "=", ids.old).executeTakeFirstOrThrow()).status).toBe("contacted");
  });

  it("a saved view keeps the filters under a name for its owner only, and can be deleted", async () => {
    const { admin, agent } = await setup();
    const db = db_().db;
    const saved = await call(
      desk.action as Loader,
      post(
        "/admin",
        { _csrf: admin.csrf, intent: "save-view", name: " Waiting ", query: "waiting=1&sort=oldest&page=3&bogus=1" },
        admin.cookie,
      ),
      db,
    );
    expect(saved).toMatchObject({ status: 303, location: "/admin?waiting=1&sort=oldest" });
    const page = await call(desk.loader as Loader, get("/admin", admin.cookie), db);
    const views = (page.data as { views: Array<{ id: number; name: string; query: string }> }).views;
    expect(views).toEqual([{ id: expect.any(Number), name: "Waiting", query: "waiting=1&sort=oldest" }]);
    expect((await call(desk.loader as Loader, get("/admin", agent.cookie), db)).data).toMatchObject({ views: [] });
    // someone else's view is not theirs to delete
    await call(
      desk.action as Loader,
      post("/admin", { _csrf: agent.csrf, intent: "delete-view", view: String(views[0]?.id) }, agent.cookie),
      db,
    );
    expect((await call(desk.loader as Loader, get("/admin", admin.cookie), db)).data).toMatchObject({ views: [{ name: "Waiting" }] });
    await call(
      desk.action as Loader,
      post("/admin", { _csrf: admin.csrf, intent: "delete-view", view: String(views[0]?.id) }, admin.cookie),
      db,
    );
    expect((await call(desk.loader as Loader, get("/admin", admin.cookie), db)).data).toMatchObject({ views: [] });
  });

  it("the pulse answers the waiting count and newest lead as private JSON; signed out it sends to sign-in", async () => {
    const { admin, ids } = await setup();
    const db = db_().db;
    const res = await pulse.loader({
      request: get("/admin/leads/pulse", admin.cookie),
      params: {},
      context: testContext(db),
      url: new URL("http://admin.test/admin/leads/pulse"),
    } as never);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.json()).toEqual({ newLeads: 3, latest: { id: ids.fresh, name: "Mona Fresh", kind: "enquiry" }, since: 3 });
    const after = await pulse.loader({
      request: get(`/admin/leads/pulse?after=${ids.noted}`, admin.cookie),
      params: {},
      context: testContext(db),
      url: new URL(`http://admin.test/admin/leads/pulse?after=${ids.noted}`),
    } as never);
    expect(await after.json()).toMatchObject({ newLeads: 3, since: 1 });
    const out = await call(pulse.loader as Loader, get("/admin/leads/pulse"), db);
    expect(out.status).toBe(303);
  });

  it("assignment settings: admins only; saving puts an agent in the rotation with areas and sets the target", async () => {
    const { admin, agent, agentA } = await setup();
    const db = db_().db;
    const area = await insertArea(db, "Jumeirah Village Circle");
    const slug = (await db.selectFrom("areas").select("slug").where("id", "=", area).executeTakeFirstOrThrow()).slug;
    expect((await call(assignment.loader as Loader, get("/admin/assignment"), db)).status).toBe(303);
    expect((await call(assignment.loader as Loader, get("/admin/assignment", agent.cookie), db)).status).toBe(403);
    expect(
      (
        await call(
          assignment.action as Loader,
          post("/admin/assignment", { _csrf: agent.csrf, intent: "target", minutes: "15" }, agent.cookie),
          db,
        )
      ).status,
    ).toBe(403);
    const body = new URLSearchParams({ _csrf: admin.csrf, intent: "agent", agent: String(agentA), takes: "1" });
    body.append("areas", slug);
    const saved = await call(
      assignment.action as Loader,
      new Request("http://admin.test/admin/assignment", { method: "POST", body, headers: { Cookie: admin.cookie } }),
      db,
    );
    expect(saved).toMatchObject({ status: 200, data: { ok: true } });
    expect((await listRouting(db)).find((r) => r.agentId === agentA)).toMatchObject({ takesLeads: true, areas: [slug], canSignIn: true });
    const bad = await call(
      assignment.action as Loader,
      post("/admin/assignment", { _csrf: admin.csrf, intent: "target", minutes: "2" }, admin.cookie),
      db,
    );
    expect(bad.status).toBe(400);
    await call(
      assignment.action as Loader,
      post("/admin/assignment", { _csrf: admin.csrf, intent: "target", minutes: "15" }, admin.cookie),
      db,
    );
    expect(await responseTarget(db)).toBe(15);
    const page = await call(assignment.loader as Loader, get("/admin/assignment", admin.cookie), db);
    expect(page.data).toMatchObject({ target: 15 });
  });
});
