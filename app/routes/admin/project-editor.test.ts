import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import type { DB } from "#app/db/db.server.ts";
import { answer, get, signedInStaff, testContext, TEST_SITE, type TestStaff } from "#app/features/auth/testing.server.ts";
import { listProjectsForAdmin } from "#app/features/projects/admin.server.ts";
import { getProject } from "#app/features/projects/queries.server.ts";
import { onResponseCachePurge, type PurgeRequest } from "#app/utils/cache-purge.server.ts";
import { purgeReaches } from "#tests/fixtures/purge.ts";
import { insertDeveloper, insertProject } from "#tests/fixtures/directory-rows.ts";
import { jpegWithGps } from "#tests/fixtures/images.ts";
import * as project from "./project.tsx";

let mediaDir = "";
beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), "project-floor-plans-"));
});
afterAll(async () => {
  await rm(mediaDir, { recursive: true, force: true });
});
const purges: PurgeRequest[] = [];
const stopListening = onResponseCachePurge((r) => purges.push(r));
afterAll(() => stopListening());
afterEach(() => {
  purges.length = 0;
});

type Plan = { title: string; price?: string; size?: string; layout?: string };
type Upload = { row: number; name: string; bytes: Uint8Array };

/* eslint-disable @typescript-eslint/no-explicit-any -- route args are built by hand here */
const routeArgs = (db: DB, request: Request, id: number | null): any => {
  const base = testContext(db);
  return {
    request,
    params: id === null ? {} : { id: String(id) },
    context: { ...base, env: { ...base.env, MEDIA_DIR: mediaDir } },
    matches: [],
  };
};
/* eslint-enable @typescript-eslint/no-explicit-any */
const pathOf = (id: number | null) => (id === null ? "/admin/projects/new" : `/admin/projects/${id}`);

/** A post to the project page (multipart, as the editor sends it), with the staff member's CSRF token. */
function postProject(db: DB, staff: TestStaff | null, id: number | null, form: FormData) {
  if (staff) form.append("_csrf", staff.csrf);
  const request = new Request(`${TEST_SITE}${pathOf(id)}`, { method: "POST", body: form, headers: staff ? { Cookie: staff.cookie } : {} });
  return answer(() => project.action(routeArgs(db, request, id)));
}

const openProject = (db: DB, id: number | null, cookie?: string) =>
  answer(() => project.loader(routeArgs(db, get(pathOf(id), cookie), id)));

/** The project form with floor plan rows and their image files. */
function saveProject(
  db: DB,
  staff: TestStaff | null,
  id: number | null,
  fields: Record<string, string>,
  plans: Plan[] = [],
  uploads: Upload[] = [],
) {
  const form = new FormData();
  form.append("intent", "save");
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const p of plans) {
    form.append("fp-title", p.title);
    form.append("fp-price", p.price ?? "");
    form.append("fp-size", p.size ?? "");
    form.append("fp-layout", p.layout ?? "");
  }
  for (const u of uploads) form.append(`fp-image-${u.row}`, new Blob([new Uint8Array(u.bytes)], { type: "image/jpeg" }), u.name);
  return postProject(db, staff, id, form);
}

const intent = (name: string) => {
  const form = new FormData();
  form.append("intent", name);
  return form;
};

const projectFields = (extra: Record<string, string> = {}) => ({
  name: "Creek Rise",
  houseTypes: "Apartment",
  description: "Towers on the creek.",
  permitNumber: "PP-4411",
  launchDate: "2026-03-01",
  status: "ACTIVE",
  ...extra,
});

const file = (url: string) => join(mediaDir, url.replace(/^\/media\//, ""));
const UPLOADED = /^\/media\/floorplans\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/;
type Failure = { errors: Record<string, string>; floorPlans?: Array<{ title: string; layout: string }> };

describeEachDatabase("floor plan images through the project editor", (getDb) => {
  it("an uploaded layout shows on the public page, fitted whole without camera data; audited and purged", async () => {
    const db = getDb().db;
    const admin = await signedInStaff(db, "admin");
    const id = await insertProject(db, "Creek Rise", await insertDeveloper(db, "Emaar"));
    // a wide drawing: fitted whole, the 3:2 frame keeps a clear band above and below it
    const wide = await sharp({ create: { width: 1600, height: 400, channels: 3, background: "#ffffff" } })
      .jpeg()
      .withExif({ IFD0: { Make: "TestCam" } })
      .toBuffer();
    const out = await saveProject(
      db,
      admin,
      id,
      projectFields(),
      [
        { title: "1 bedroom", price: "1500000", size: "750" },
        { title: "2 bedroom", price: "2100000", size: "1100" },
      ],
      [{ row: 1, name: "two-bed.jpg", bytes: wide }],
    );
    expect([out.status, out.location]).toEqual([303, `/admin/projects/${id}?notice=saved`]);
    const plans = (await getProject(db, id))?.floorPlans ?? [];
    expect(plans.map((p) => [p.title, p.layout === "" ? "" : "upload"])).toEqual([
      ["1 bedroom", ""],
      ["2 bedroom", "upload"],
    ]);
    const layout = plans[1]!.layout;
    expect(layout).toMatch(UPLOADED);
    const meta = await sharp(file(layout)).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["webp", 1280, 853, undefined]);
    const { data } = await sharp(file(layout)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0);
    expect((await sharp(file(layout.replace(/\.webp$/, "-640.webp"))).metadata()).width).toBe(640);

    const log = await db.selectFrom("audit_log").select(["action", "detail"]).execute();
    expect(log.map((l) => l.action)).toEqual(["project-updated"]);
    expect(JSON.parse(log[0]!.detail).changes.floorPlans.to[1]).toEqual({ title: "2 bedroom", price: 2_100_000, sizeSqft: 1100, layout });
    expect(purges.some((p) => purgeReaches(p, `/properties-off-plan/${id}`))).toBe(true);
  });

  it("a layout sent with a form that fails comes back and is kept by the next try; the current one stays unless replaced", async () => {
    const db = getDb().db;
    const admin = await signedInStaff(db, "admin");
    const id = await insertProject(db, "Creek Rise", await insertDeveloper(db, "Emaar"));
    await db
      .insertInto("floor_plans")
      .values({ project_id: id, position: 0, title: "Studio", layout: "/media/floorplans/plan-0a.webp", price: 1, size_sqft: 1 })
      .execute();

    const failed = await saveProject(
      db,
      admin,
      id,
      projectFields({ ppFirstInstallment: "10" }),
      [{ title: "Studio", layout: "/media/floorplans/plan-0a.webp" }, { title: "Penthouse" }],
      [{ row: 1, name: "ph.jpg", bytes: await jpegWithGps(1200, 900, "#303030") }],
    );
    expect(failed.status).toBe(400);
    const result = failed.data as Failure;
    expect(Object.keys(result.errors)).toEqual(["paymentPlan"]);
    expect(result.floorPlans?.map((p) => p.title)).toEqual(["Studio", "Penthouse"]);
    expect(result.floorPlans?.[0]?.layout).toBe("/media/floorplans/plan-0a.webp");
    const kept = result.floorPlans?.[1]?.layout ?? "";
    expect(kept).toMatch(UPLOADED);
    expect((await getProject(db, id))?.floorPlans.map((p) => p.title)).toEqual(["Studio"]);
    expect(purges).toEqual([]);

    // the hidden field carries the stored image back: no second upload
    const ok = await saveProject(db, admin, id, projectFields(), result.floorPlans!);
    expect(ok.status).toBe(303);
    expect((await getProject(db, id))?.floorPlans.map((p) => [p.title, p.layout])).toEqual([
      ["Studio", "/media/floorplans/plan-0a.webp"],
      ["Penthouse", kept],
    ]);
  });

  it("a renamed non-image is refused for its row and nothing is saved; a foreign path in the hidden field is dropped", async () => {
    const db = getDb().db;
    const admin = await signedInStaff(db, "admin");
    const id = await insertProject(db, "Creek Rise", await insertDeveloper(db, "Emaar"));
    const fake = new TextEncoder().encode("MZ not an image at all".repeat(30));
    const refused = await saveProject(
      db,
      admin,
      id,
      projectFields({ name: "Renamed" }),
      [{ title: "Studio" }, { title: "Loft" }],
      [{ row: 1, name: "loft.jpg", bytes: fake }],
    );
    expect(refused.status).toBe(422);
    expect((refused.data as Failure).errors).toEqual({ "floorPlans.1.image": expect.stringMatching(/loft\.jpg.*not a photo/) });
    expect((await getProject(db, id))?.name).toBe("Creek Rise");

    const foreign = await saveProject(db, admin, id, projectFields(), [
      { title: "Studio", layout: "https://evil.example/x.webp" },
      { title: "Loft", layout: "/media/floorplans/../../etc/passwd" },
    ]);
    expect(foreign.status).toBe(303);
    expect((await getProject(db, id))?.floorPlans.map((p) => p.layout)).toEqual(["", ""]);
  });

  it("signed out → sign-in, an agent → 403: neither stores an image nor changes the project", async () => {
    const db = getDb().db;
    const agent = await signedInStaff(db, "agent");
    const id = await insertProject(db, "Creek Rise", await insertDeveloper(db, "Emaar"));
    const upload = [{ row: 0, name: "a.jpg", bytes: await jpegWithGps(640, 480) }];
    const out = await saveProject(db, null, id, projectFields({ name: "Hijacked" }), [{ title: "Studio" }], upload);
    expect([out.status, out.location]).toEqual([303, `/admin/sign-in?next=${encodeURIComponent(`/admin/projects/${id}`)}`]);
    const denied = await saveProject(db, agent, id, projectFields({ name: "Hijacked" }), [{ title: "Studio" }], upload);
    expect(denied.status).toBe(403);
    const after = await getProject(db, id);
    expect([after?.name, after?.floorPlans]).toEqual(["Creek Rise", []]);
  });
});

describeEachDatabase("a new project from /admin/projects/new", (getDb) => {
  it("is created unpublished with its floor plans and layout, listed in the back office, and on the site only once published", async () => {
    const db = getDb().db;
    const admin = await signedInStaff(db, "admin");
    const developer = await insertDeveloper(db, "Sobha");
    const created = await saveProject(
      db,
      admin,
      null,
      // a posted status is not taken: a new project starts off the site
      projectFields({ name: "Sobha Seahaven", developerId: String(developer), handover: "2029-06", status: "ACTIVE" }),
      [{ title: "1 bedroom", price: "1900000", size: "800" }],
      [{ row: 0, name: "one-bed.jpg", bytes: await jpegWithGps(1200, 900, "#606060") }],
    );
    expect(created.status).toBe(303);
    const id = Number(/^\/admin\/projects\/(\d+)\?notice=created$/.exec(created.location ?? "")?.[1]);
    expect(id).toBeGreaterThan(0);
    const row = await db
      .selectFrom("projects")
      .select(["name", "status", "slug", "developer_id", "handover"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      name: "Sobha Seahaven",
      status: "INACTIVE",
      slug: `sobha-seahaven-${id}`,
      developer_id: developer,
      handover: "2029-06",
    });
    const { rows } = await listProjectsForAdmin(db, { page: 1, query: "seahaven" });
    expect(rows.map((r) => [r.id, r.status])).toEqual([[id, "INACTIVE"]]);
    expect(await getProject(db, id)).toBeNull();
    const log = await db.selectFrom("audit_log").select(["action", "detail"]).execute();
    expect(log.map((l) => [l.action, JSON.parse(l.detail).projectId])).toEqual([["project-created", id]]);

    expect((await postProject(db, admin, id, intent("publish"))).status).toBe(303);
    const live = await getProject(db, id);
    expect(live?.name).toBe("Sobha Seahaven");
    expect(live?.floorPlans.map((p) => [p.title, p.price, p.sizeSqft])).toEqual([["1 bedroom", 1_900_000, 800]]);
    expect(live?.floorPlans[0]?.layout).toMatch(UPLOADED);
    expect(purges.some((p) => purgeReaches(p, `/properties-off-plan/${id}`))).toBe(true);
  });

  it("an incomplete form answers 400 with a message per field and creates nothing", async () => {
    const db = getDb().db;
    const admin = await signedInStaff(db, "admin");
    const out = await saveProject(
      db,
      admin,
      null,
      projectFields({ name: "", permitNumber: "", launchDate: "", areaId: "999999", bedroomMin: "two" }),
      // the message is under the row the form showed it in (a cleared row above it is dropped)
      [{ title: "" }, { title: "x".repeat(121) }],
    );
    expect(out.status).toBe(400);
    expect((out.data as Failure).errors).toEqual({
      name: "Enter the project's name.",
      permitNumber: "Enter the project permit number.",
      launchDate: "Launch date: choose a date.",
      bedroomMin: "Bedrooms from: enter a whole number.",
      "floorPlans.1": "Floor plan title: 120 characters at most.",
    });
    const unknownArea = await saveProject(db, admin, null, projectFields({ areaId: "999999" }));
    expect([unknownArea.status, (unknownArea.data as Failure).errors]).toEqual([400, { areaId: "That area does not exist." }]);
    expect(await db.selectFrom("projects").select("id").execute()).toEqual([]);
    expect(await db.selectFrom("audit_log").select("id").execute()).toEqual([]);
  });

  it("signed out → sign-in, an agent → 403 on the page and the form; only a save is taken without an id", async () => {
    const db = getDb().db;
    const admin = await signedInStaff(db, "admin");
    const agent = await signedInStaff(db, "agent");
    const page = (cookie?: string) => openProject(db, null, cookie);
    expect([(await page()).status, (await page()).location]).toEqual([
      303,
      `/admin/sign-in?next=${encodeURIComponent("/admin/projects/new")}`,
    ]);
    expect((await page(agent.cookie)).status).toBe(403);
    const open = await page(admin.cookie);
    expect([open.status, (open.data as { project: unknown }).project]).toEqual([200, null]);

    const out = await saveProject(db, null, null, projectFields());
    expect([out.status, out.location]).toEqual([303, `/admin/sign-in?next=${encodeURIComponent("/admin/projects/new")}`]);
    expect((await saveProject(db, agent, null, projectFields())).status).toBe(403);
    const odd = await postProject(db, admin, null, intent("publish"));
    expect(odd.status).toBe(400);
    expect(await db.selectFrom("projects").select("id").execute()).toEqual([]);
  });
});
