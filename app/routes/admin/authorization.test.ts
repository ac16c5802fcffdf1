import { sql } from "kysely";
import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import type { DB } from "#app/db/db.server.ts";
import { answer, get, post, signedInStaff, testContext, type TestStaff } from "#app/features/auth/testing.server.ts";
import { insertAgent } from "#tests/fixtures/directory-rows.ts";
import * as account from "./account.tsx";
import * as audit from "./audit.tsx";
import * as desk from "./desk.tsx";
import * as exportCsv from "./export.ts";
import * as layout from "./layout.tsx";
import * as lead from "./lead.tsx";
import * as signOut from "./sign-out.ts";
import * as subscribers from "./subscribers.tsx";
import * as searchAlerts from "./alerts.tsx";
import { createPendingAlert } from "#app/features/alerts/store.server.ts";
import * as twoFactor from "./two-factor.tsx";
import * as users from "./users.tsx";
import * as listingsPage from "./listings.tsx";
import * as listingEdit from "./listing-edit.tsx";
import * as blogPosts from "./blog-posts.tsx";
import * as blogPost from "./blog-post.tsx";
import * as blogPreview from "./blog-preview.ts";
import { insertPost } from "#app/features/blog/queries.server.ts";
import * as projects from "./projects.tsx";
import * as project from "./project.tsx";
import * as directory from "./directory.tsx";
import * as directoryEntry from "./directory-entry.tsx";
import { insertArea, insertDeveloper, insertListing, insertProject, insertPropertyType } from "#tests/fixtures/directory-rows.ts";
import { TOTP, Secret } from "otpauth";
import { pendingTotpSecret } from "#app/features/auth/totp.server.ts";

/* eslint-disable @typescript-eslint/no-explicit-any -- route args are built by hand here */
type Fn = (args: any) => unknown;

interface Fixture {
  admin: TestStaff;
  agent: TestStaff;
  otherAgent: TestStaff;
  unverifiedAdmin: TestStaff;
  ownLead: number;
  othersLead: number;
  unassignedLead: number;
  subscriber: number;
  searchAlert: number;
  areaId: number;
  typeId: number;
  ownListing: number;
  othersListing: number;
  blogPost: number;
  project: number;
  projectPhoto: number;
  area: number;
  agentProfile: number;
}

/** A listing form that saves (the listing editor). */
const listingForm = (f: Fixture, extra: Record<string, string> = {}) => ({
  intent: "save",
  title: "Authorised edit of a listing",
  listing_type: "SELL",
  property_type_id: String(f.typeId),
  location: `${f.areaId}||`,
  price: "1500000",
  permit_number: "123456789",
  ...extra,
});

async function insertLead(db: DB, agentId: number | null, kind: "enquiry" | "newsletter" = "enquiry"): Promise<number> {
  const at = new Date().toISOString();
  const row = await db
    .insertInto("leads")
    .values({
      kind,
      name: kind === "newsletter" ? null : "Visitor",
      email: `v${Math.random()}@example.com`,
      phone: null,
      payload: "{}",
      delivery_state: "pending",
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

const call = (fn: Fn, db: DB, request: Request, params: Record<string, string> = {}) =>
  answer(() => fn({ request, url: new URL(request.url), params, context: testContext(db), matches: [] }));

// Every back-office loader, with who may open it.
const PAGES: Array<{ name: string; fn: Fn; path: string; adminOnly: boolean; params?: (f: Fixture) => Record<string, string> }> = [
  { name: "layout", fn: layout.loader, path: "/admin", adminOnly: false },
  { name: "desk", fn: desk.loader, path: "/admin", adminOnly: false },
  { name: "lead (own)", fn: lead.loader, path: "/admin/leads/1", adminOnly: false, params: (f) => ({ id: String(f.ownLead) }) },
  { name: "export", fn: exportCsv.loader, path: "/admin/leads/export", adminOnly: false },
  { name: "account", fn: account.loader, path: "/admin/account", adminOnly: false },
  { name: "users", fn: users.loader, path: "/admin/users", adminOnly: true },
  { name: "audit", fn: audit.loader, path: "/admin/audit", adminOnly: true },
  { name: "subscribers", fn: subscribers.loader, path: "/admin/subscribers", adminOnly: true },
  { name: "search alerts", fn: searchAlerts.loader, path: "/admin/subscribers/alerts", adminOnly: true },
  { name: "listings", fn: listingsPage.loader, path: "/admin/listings", adminOnly: false },
  { name: "new listing", fn: listingEdit.loader, path: "/admin/listings/new", adminOnly: false },
  {
    name: "listing (own)",
    fn: listingEdit.loader,
    path: "/admin/listings/1",
    adminOnly: false,
    params: (f) => ({ id: String(f.ownListing) }),
  },
  // back office part 2 (bocontent)
  { name: "blog list", fn: blogPosts.loader, path: "/admin/blog", adminOnly: true },
  { name: "blog new", fn: blogPost.loader, path: "/admin/blog/new", adminOnly: true },
  { name: "blog edit", fn: blogPost.loader, path: "/admin/blog/1", adminOnly: true, params: (f) => ({ id: String(f.blogPost) }) },
  { name: "projects", fn: projects.loader, path: "/admin/projects", adminOnly: true },
  { name: "project new", fn: project.loader, path: "/admin/projects/new", adminOnly: true },
  { name: "project edit", fn: project.loader, path: "/admin/projects/1", adminOnly: true, params: (f) => ({ id: String(f.project) }) },
  { name: "directory", fn: directory.loader, path: "/admin/directory", adminOnly: true },
  {
    name: "directory area",
    fn: directoryEntry.loader,
    path: "/admin/directory/areas/1",
    adminOnly: true,
    params: (f) => ({ kind: "areas", id: String(f.area) }),
  },
  {
    name: "directory agent",
    fn: directoryEntry.loader,
    path: "/admin/directory/agents/1",
    adminOnly: true,
    params: (f) => ({ kind: "agents", id: String(f.agentProfile) }),
  },
];

const blogForm = () => ({
  title: "A new post",
  slug: `post-${Math.random().toString(36).slice(2, 8)}`,
  excerpt: "A summary long enough.",
  cover: "/images/site/blog-1.webp",
  body: "## Hello",
  when: "draft",
});

// Every back-office action, with a form that would succeed for a permitted user.
const ACTIONS: Array<{
  name: string;
  fn: Fn;
  path: string;
  adminOnly: boolean;
  form: (f: Fixture) => Record<string, string>;
  params?: (f: Fixture) => Record<string, string>;
  /** where a permitted agent is sent (default: the lead) */
  agentLocation?: RegExp;
}> = [
  {
    name: "lead status",
    fn: lead.action,
    path: "/admin/leads/x",
    adminOnly: false,
    form: () => ({ intent: "status", status: "contacted" }),
    params: (f) => ({ id: String(f.ownLead) }),
  },
  {
    name: "lead note",
    fn: lead.action,
    path: "/admin/leads/x",
    adminOnly: false,
    form: () => ({ intent: "note", note: "Called back" }),
    params: (f) => ({ id: String(f.ownLead) }),
  },
  {
    name: "lead assign",
    fn: lead.action,
    path: "/admin/leads/x",
    adminOnly: true,
    form: () => ({ intent: "assign", agent: "none" }),
    params: (f) => ({ id: String(f.unassignedLead) }),
  },
  {
    name: "invite",
    fn: users.action,
    path: "/admin/users",
    adminOnly: true,
    form: () => ({ intent: "invite", email: `new${Math.random()}@staff.test`, name: "New", role: "agent", agent: "none" }),
  },
  {
    name: "disable user",
    fn: users.action,
    path: "/admin/users",
    adminOnly: true,
    form: (f) => ({ intent: "disable", user: String(f.otherAgent.user.id) }),
  },
  { name: "unsubscribe", fn: subscribers.action, path: "/admin/subscribers", adminOnly: true, form: (f) => ({ id: String(f.subscriber) }) },
  {
    name: "stop search alerts",
    fn: searchAlerts.action,
    path: "/admin/subscribers/alerts",
    adminOnly: true,
    form: (f) => ({ id: String(f.searchAlert) }),
  },
  {
    name: "create listing",
    fn: listingEdit.action,
    path: "/admin/listings/new",
    adminOnly: false,
    form: (f) => listingForm(f, { reference: "" }),
    agentLocation: /^\/admin\/listings\/\d+\?notice=created$/,
  },
  {
    name: "save listing",
    fn: listingEdit.action,
    path: "/admin/listings/x",
    adminOnly: false,
    form: (f) => listingForm(f),
    params: (f) => ({ id: String(f.ownListing) }),
    agentLocation: /^\/admin\/listings\/\d+\?notice=(saved|unchanged)$/,
  },
  ...(["publish", "unpublish", "archive"] as const).map((intent) => ({
    name: `${intent} listing`,
    fn: listingEdit.action,
    path: "/admin/listings/x",
    adminOnly: false,
    // unpublish and archive say why (issue 39)
    form: (): Record<string, string> => (intent === "publish" ? { intent } : { intent, reason: "withdrawn" }),
    params: (f: Fixture) => ({ id: String(f.ownListing) }),
    agentLocation: /^\/admin\/listings\/\d+\?notice=\w+$/,
  })),
  // back office part 2 (bocontent)
  { name: "blog create", fn: blogPost.action, path: "/admin/blog/new", adminOnly: true, form: blogForm },
  {
    name: "blog update",
    fn: blogPost.action,
    path: "/admin/blog/1",
    adminOnly: true,
    form: blogForm,
    params: (f) => ({ id: String(f.blogPost) }),
  },
  { name: "blog preview", fn: blogPreview.action, path: "/admin/blog/preview", adminOnly: true, form: () => ({ body: "**hi**" }) },
  {
    name: "project publish",
    fn: project.action,
    path: "/admin/projects/1",
    adminOnly: true,
    form: () => ({ intent: "unpublish" }),
    params: (f) => ({ id: String(f.project) }),
  },
  {
    name: "project photo move",
    fn: project.action,
    path: "/admin/projects/1",
    adminOnly: true,
    form: (f) => ({ intent: "photo", photo: String(f.projectPhoto), move: "delete" }),
    params: (f) => ({ id: String(f.project) }),
  },
  {
    name: "project save",
    fn: project.action,
    path: "/admin/projects/1",
    adminOnly: true,
    form: () => ({
      intent: "save",
      name: "Renamed",
      houseTypes: "",
      description: "",
      permitNumber: "PP9",
      launchDate: "2026-01-01",
      status: "ACTIVE",
    }),
    params: (f) => ({ id: String(f.project) }),
  },
  {
    name: "project create",
    fn: project.action,
    path: "/admin/projects/new",
    adminOnly: true,
    form: () => ({
      intent: "save",
      name: "New Tower",
      houseTypes: "",
      description: "",
      permitNumber: "PP10",
      launchDate: "2026-01-01",
      status: "INACTIVE",
    }),
  },
  {
    name: "area description",
    fn: directoryEntry.action,
    path: "/admin/directory/areas/1",
    adminOnly: true,
    form: () => ({ name: "Marina", description: "By the water." }),
    params: (f) => ({ kind: "areas", id: String(f.area) }),
  },
  {
    name: "agent profile",
    fn: directoryEntry.action,
    path: "/admin/directory/agents/1",
    adminOnly: true,
    form: () => ({
      name: "Agent A",
      role: "",
      brn: "12345",
      languages: "English",
      phone: "+971 4 000 0000",
      email: "a@agency.test",
      sortOrder: "1",
    }),
    params: (f) => ({ kind: "agents", id: String(f.agentProfile) }),
  },
];

describeEachDatabase("back-office authorization", (getDb) => {
  // every test starts on an empty database (describeEachDatabase), so each builds its own fixture
  let f: Fixture;
  const fixture = async () => {
    const db = getDb().db;
    const agentA = await insertAgent(db, { name: "Agent A" });
    const agentB = await insertAgent(db, { name: "Agent B" });
    await db.updateTable("agents").set({ brn: "12345" }).execute();
    const areaId = await insertArea(db, "Business Bay");
    const typeId = await insertPropertyType(db);
    const listing = async (agentId: number) => {
      const id = await insertListing(db, { areaId, typeId, listingType: "SELL", price: 1_000_000, status: "HELD" });
      await db.updateTable("listings").set({ agent_id: agentId, permit_number: "123456789" }).where("id", "=", id).execute();
      return id;
    };
    f = {
      areaId,
      typeId,
      ownListing: await listing(agentA),
      othersListing: await listing(agentB),
      admin: await signedInStaff(db, "admin"),
      agent: await signedInStaff(db, "agent", { agentId: agentA }),
      otherAgent: await signedInStaff(db, "agent", { agentId: agentB }),
      unverifiedAdmin: await signedInStaff(db, "admin", { verified: false }),
      ownLead: await insertLead(db, agentA),
      othersLead: await insertLead(db, agentB),
      unassignedLead: await insertLead(db, null),
      subscriber: await insertLead(db, null, "newsletter"),
      searchAlert:
        (await createPendingAlert(
          db,
          { email: "alerts@example.com", frequency: "daily", category: "Residential", method: "buy", listingType: "SELL", query: "" },
          { siteUrl: "https://www.agency.test", brand: "Sandstone", replyTo: "hello@agency.test", locale: "en" },
        )) ?? 0,
      blogPost: 0,
      project: await insertProject(db, "Auth Tower", await insertDeveloper(db, "Auth Developer")),
      projectPhoto: 0,
      area: await insertArea(db, "Auth Area"),
      agentProfile: agentA,
    };
    f.projectPhoto = (
      await db
        .insertInto("project_photos")
        .values({ project_id: f.project, position: 0, url: "/media/projects/auth.webp" })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    f.blogPost = await insertPost(
      db,
      {
        slug: "auth-post",
        title: "Post",
        excerpt: "Summary text.",
        cover: "/images/site/blog-1.webp",
        body: "Body",
        readingMinutes: 1,
        status: "draft",
        publishAt: null,
        userId: f.admin.user.id,
      },
      new Date(),
    );
    return f;
  };

  for (const page of PAGES) {
    it(`${page.name}: signed out → sign-in; half signed in → two-step; agent ${page.adminOnly ? "→ 403" : "→ 200"}; admin → 200`, async () => {
      const fx = await fixture();
      const db = getDb().db;
      const params = page.params?.(fx) ?? {};
      const out = await call(page.fn, db, get(page.path), params);
      expect(out.status).toBe(303);
      expect(out.location).toBe(`/admin/sign-in?next=${encodeURIComponent(page.path)}`);
      const half = await call(page.fn, db, get(page.path, fx.unverifiedAdmin.cookie), params);
      expect([half.status, half.location]).toEqual([303, "/admin/two-factor"]);
      const agent = await call(page.fn, db, get(page.path, fx.agent.cookie), params);
      expect(agent.status).toBe(page.adminOnly ? 403 : 200);
      const admin = await call(page.fn, db, get(page.path, fx.admin.cookie), params);
      expect(admin.status).toBe(200);
      expect(admin.headers.get("Cache-Control")).toBe("no-store");
    });
  }

  it("a signed-out client navigation (/admin….data?_routes=…) is sent to sign-in with the page's own address", async () => {
    const out = await call(desk.loader, getDb().db, get("/admin.data?_routes=routes%2Fadmin%2Fdesk&status=new"));
    expect([out.status, out.location]).toEqual([303, `/admin/sign-in?next=${encodeURIComponent("/admin?status=new")}`]);
  });

  for (const act of ACTIONS) {
    it(`${act.name}: signed out → sign-in; no CSRF token → 403; agent ${act.adminOnly ? "→ 403" : "allowed"}; admin allowed`, async () => {
      const fx = await fixture();
      const db = getDb().db;
      const params = act.params?.(fx) ?? {};
      const out = await call(act.fn, db, post(act.path, act.form(fx)), params);
      expect(out.status).toBe(303);
      expect(out.location).toMatch(/^\/admin\/sign-in\?next=/);
      const noToken = await call(act.fn, db, post(act.path, act.form(fx), fx.admin.cookie), params);
      expect(noToken.status).toBe(403);
      const wrongToken = await call(act.fn, db, post(act.path, { ...act.form(fx), _csrf: fx.agent.csrf }, fx.admin.cookie), params);
      expect(wrongToken.status).toBe(403);
      const agent = await call(act.fn, db, post(act.path, { ...act.form(fx), _csrf: fx.agent.csrf }, fx.agent.cookie), params);
      if (act.adminOnly) expect(agent.status).toBe(403);
      else if (act.agentLocation) expect([agent.status, agent.location]).toEqual([303, expect.stringMatching(act.agentLocation)]);
      else expect([agent.status, agent.location]).toEqual([303, `/admin/leads/${params.id}`]);
      const admin = await call(act.fn, db, post(act.path, { ...act.form(fx), _csrf: fx.admin.csrf }, fx.admin.cookie), params);
      expect(admin.status === 303 || admin.status === 200).toBe(true);
      const get405 = await call(act.fn, db, get(act.path, fx.admin.cookie), params);
      expect(get405.status).toBe(405);
    });
  }

  it("an agent asking for another agent's lead by id gets 404, and cannot change it", async () => {
    const fx = await fixture();
    const db = getDb().db;
    const page = await call(lead.loader, db, get(`/admin/leads/${fx.othersLead}`, fx.agent.cookie), { id: String(fx.othersLead) });
    expect(page.status).toBe(404);
    const change = await call(
      lead.action,
      db,
      post("/admin/leads/x", { intent: "status", status: "won", _csrf: fx.agent.csrf }, fx.agent.cookie),
      { id: String(fx.othersLead) },
    );
    expect(change.status).toBe(404);
    const row = await db.selectFrom("leads").select("status").where("id", "=", fx.othersLead).executeTakeFirstOrThrow();
    expect(row.status).toBe("new");
    // …but sees an unassigned one, and the admin sees both.
    expect((await call(lead.loader, db, get("/admin/leads/x", fx.agent.cookie), { id: String(fx.unassignedLead) })).status).toBe(200);
    expect((await call(lead.loader, db, get("/admin/leads/x", fx.admin.cookie), { id: String(fx.othersLead) })).status).toBe(200);
    expect((await call(lead.loader, db, get("/admin/leads/x", fx.admin.cookie), { id: "abc" })).status).toBe(404);
  });

  it("an agent opening or changing another agent's listing gets 404 and nothing changes; an agent without a profile cannot create", async () => {
    const fx = await fixture();
    const db = getDb().db;
    const params = { id: String(fx.othersListing) };
    expect((await call(listingEdit.loader, db, get("/admin/listings/x", fx.agent.cookie), params)).status).toBe(404);
    for (const form of [listingForm(fx, { title: "Hijacked title" }), { intent: "publish" }, { intent: "archive" }]) {
      const out = await call(listingEdit.action, db, post("/admin/listings/x", { ...form, _csrf: fx.agent.csrf }, fx.agent.cookie), params);
      expect(out.status).toBe(404);
    }
    const row = await db.selectFrom("listings").select(["title", "status"]).where("id", "=", fx.othersListing).executeTakeFirstOrThrow();
    expect(row).toEqual({ title: expect.stringMatching(/^Listing \d+$/), status: "HELD" });
    const list = await call(listingsPage.loader, db, get("/admin/listings", fx.agent.cookie));
    expect((list.data as { list: { rows: Array<{ id: number }> } }).list.rows.map((r) => r.id)).toEqual([fx.ownListing]);
    expect((await call(listingEdit.loader, db, get("/admin/listings/x", fx.admin.cookie), params)).status).toBe(200);
    expect((await call(listingEdit.loader, db, get("/admin/listings/x", fx.admin.cookie), { id: "abc" })).status).toBe(404);
    const loner = await signedInStaff(db, "agent");
    expect((await call(listingEdit.loader, db, get("/admin/listings/new", loner.cookie))).status).toBe(403);
    const create = await call(listingEdit.action, db, post("/admin/listings/new", { ...listingForm(fx), _csrf: loner.csrf }, loner.cookie));
    expect(create.status).toBe(403);
  });

  it("sign out: signed out → sign-in, no CSRF → 403, GET → 405; with the token the session ends", async () => {
    const fx = await fixture();
    const db = getDb().db;
    const me = await signedInStaff(db, "agent");
    expect((await call(signOut.action, db, post("/admin/sign-out", {}))).status).toBe(303);
    expect((await call(signOut.action, db, post("/admin/sign-out", {}, me.cookie))).status).toBe(403);
    expect((await call(signOut.loader, db, get("/admin/sign-out", me.cookie))).status).toBe(405);
    const done = await call(signOut.action, db, post("/admin/sign-out", { _csrf: me.csrf }, me.cookie));
    expect(done.location).toBe("/admin/sign-in?notice=signed-out");
    expect(done.headers.get("Set-Cookie")).toMatch(/^staff=; .*Max-Age=0/);
    expect((await call(desk.loader, db, get("/admin", me.cookie))).status).toBe(303);
    expect(fx.admin.user.role).toBe("admin");
  });

  it("two-step page: signed out → sign-in; the half-signed-in admin is asked to set it up", async () => {
    const fx = await fixture();
    const db = getDb().db;
    expect((await call(twoFactor.loader, db, get("/admin/two-factor"))).status).toBe(303);
    const setup = await call(twoFactor.loader, db, get("/admin/two-factor", fx.unverifiedAdmin.cookie));
    expect(setup.status).toBe(200);
    expect(setup.data).toMatchObject({ mode: "setup" });
    const noToken = await call(twoFactor.action, db, post("/admin/two-factor", { code: "123456" }, fx.unverifiedAdmin.cookie));
    expect(noToken.status).toBe(403);
  });

  it("TOTP is required for admins: a wrong code keeps the session half signed in, the right one opens the desk", async () => {
    const db = getDb().db;
    const me = await signedInStaff(db, "admin", { verified: false });
    const wrong = await call(twoFactor.action, db, post("/admin/two-factor", { code: "000000", _csrf: me.csrf }, me.cookie));
    expect(wrong.status).toBe(400);
    expect((await call(desk.loader, db, get("/admin", me.cookie))).location).toBe("/admin/two-factor");
    const code = new TOTP({ secret: Secret.fromBase32(pendingTotpSecret(me.csrf, me.user.id)) }).generate();
    const ok = await call(twoFactor.action, db, post("/admin/two-factor", { code, _csrf: me.csrf }, me.cookie));
    expect((ok.data as { codes: string[] }).codes).toHaveLength(10);
    expect((await call(desk.loader, db, get("/admin", me.cookie))).status).toBe(200);
    const row = await db.selectFrom("staff_users").select("totp_secret").where("id", "=", me.user.id).executeTakeFirstOrThrow();
    expect(row.totp_secret).toBe(pendingTotpSecret(me.csrf, me.user.id));
  });

  it("the export is what the viewer may see, formula-safe, and audited", async () => {
    const fx = await fixture();
    const db = getDb().db;
    await db.updateTable("leads").set({ name: '=HYPERLINK("http://x")', phone: "+971 50 123 4567" }).where("id", "=", fx.ownLead).execute();
    // received late in the evening (UTC): already the next day in Dubai
    await sql`update leads set created_at = ${"2026-11-23T22:30:00.000Z"} where id = ${fx.ownLead}`.execute(db);
    const request = get("/admin/leads/export", fx.agent.cookie);
    const res = (await exportCsv.loader({
      request,
      url: new URL(request.url),
      params: {},
      context: testContext(db),
    } as any)) as Response;
    const csv = await res.text();
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv).toContain(`"${fx.ownLead}"`);
    expect(csv).toContain(`"${fx.unassignedLead}"`);
    expect(csv).not.toContain(`"${fx.othersLead}"`);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    // Dubai time, as the screens show it (22:30 UTC is 02:30 the next day in Dubai), and the phone as a CRM imports it
    expect(csv.split("\r\n")[0]).toContain('"received (Dubai time)"');
    expect(csv).toContain('"2026-11-24 02:30"');
    expect(csv).toContain('"+971 50 123 4567"');
    expect(csv).not.toContain("'+971");
    const logged = await db
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", "leads-exported")
      .where("user_id", "=", fx.agent.user.id)
      .executeTakeFirst();
    expect(logged?.detail).toContain('"rows":');
  });
});
