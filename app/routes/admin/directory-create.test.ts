import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import type { DB } from "#app/db/db.server.ts";
import { answer, get, signedInStaff, testContext, TEST_SITE, type TestStaff } from "#app/features/auth/testing.server.ts";
import { freeDirectorySlug } from "#app/features/directory/admin.server.ts";
import { getArea, getDeveloper, listAgents } from "#app/features/directory/queries.server.ts";
import { insertAgent, insertArea } from "#tests/fixtures/directory-rows.ts";
import { jpegWithGps } from "#tests/fixtures/images.ts";
import * as directoryEntry from "./directory-entry.tsx";

let mediaDir = "";
beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), "dir-create-"));
});
afterAll(async () => {
  await rm(mediaDir, { recursive: true, force: true });
});

const context = (db: DB) => {
  const base = testContext(db);
  return { ...base, env: { ...base.env, MEDIA_DIR: mediaDir } };
};

function create(db: DB, staff: TestStaff | null, kind: string, fields: Record<string, string>, image?: Uint8Array) {
  const form = new FormData();
  if (staff) form.append("_csrf", staff.csrf);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (image) form.append("imageFile", new Blob([new Uint8Array(image)], { type: "image/jpeg" }), "photo.jpg");
  const request = new Request(`${TEST_SITE}/admin/directory/${kind}/new`, {
    method: "POST",
    body: form,
    headers: staff ? { Cookie: staff.cookie } : {},
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- route args built by hand
  return answer(() => directoryEntry.action({ request, params: { kind }, context: context(db), matches: [] } as any));
}

function open(db: DB, staff: TestStaff | null, kind: string) {
  const request = get(`/admin/directory/${kind}/new`, staff?.cookie);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- route args built by hand
  return answer(() => directoryEntry.loader({ request, params: { kind }, context: context(db), matches: [] } as any));
}

const agent = (extra: Record<string, string> = {}) => ({
  name: "Layla Haddad",
  role: "Property Consultant",
  brn: "70412",
  languages: "English, Arabic",
  phone: "050 123 4567",
  email: "layla@agency.test",
  sortOrder: "5",
  ...extra,
});

const errorsOf = (a: { data: unknown }) => (a.data as { errors: Record<string, string> }).errors;

describeEachDatabase("creating areas, developers and agents in the back office", (getDb) => {
  it("only admins: signed out → sign-in, an agent → 403 for the page and the save; an admin gets the empty editor", async () => {
    const db = getDb().db;
    const out = await open(db, null, "agents");
    expect([out.status, out.location]).toEqual([303, `/admin/sign-in?next=${encodeURIComponent("/admin/directory/agents/new")}`]);
    const outPost = await create(db, null, "agents", agent());
    expect(outPost.location).toMatch(/^\/admin\/sign-in/);

    const agentUser = await signedInStaff(db, "agent", { agentId: await insertAgent(db, { name: "Omar" }) });
    expect((await open(db, agentUser, "areas")).status).toBe(403);
    expect((await create(db, agentUser, "areas", { name: "Sneaky", description: "x" })).status).toBe(403);
    expect(await db.selectFrom("areas").select("id").where("name", "=", "Sneaky").execute()).toEqual([]);

    const admin = await signedInStaff(db, "admin");
    const page = await open(db, admin, "agents");
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toMatch(/no-store/);
    expect((page.data as { entry: { id: unknown; values: { name: string; sortOrder: number } } }).entry).toMatchObject({
      id: null,
      values: { name: "" },
    });
    expect((await open(db, admin, "castles")).status).toBe(404);
  });

  it("an agent profile with a photo: required fields with clear messages, the phone read as the lead forms read it, on the staff list at once, audited", async () => {
    const db = getDb().db;
    const admin = await signedInStaff(db, "admin");

    const empty = await create(db, admin, "agents", { name: "", role: "", brn: "", languages: "", phone: "", email: "", sortOrder: "" });
    expect(empty.status).toBe(400);
    expect(errorsOf(empty)).toEqual({
      name: "Enter the name.",
      brn: "Enter the BRN: digits only, as on the broker card.",
      languages: "Name at least one language.",
      phone: "Enter a phone number, e.g. +971 50 123 4567.",
      email: "Enter an e-mail address.",
    });
    // what was typed comes back, so a page without JavaScript does not lose it
    const badPhone = await create(db, admin, "agents", agent({ phone: "12345" }), await jpegWithGps(800, 1000, "#335577"));
    expect(Object.keys(errorsOf(badPhone))).toEqual(["phone"]);
    const kept = badPhone.data as { image?: string; values: Record<string, string> };
    expect(kept.values).toMatchObject({ name: "Layla Haddad", brn: "70412", phone: "12345" });
    expect(kept.image).toMatch(/^\/media\/agents\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/);
    expect((await listAgents(db)).map((a) => a.name)).toEqual([]);

    const ok = await create(db, admin, "agents", agent({ image: kept.image! }));
    expect(ok.status).toBe(303);
    const id = Number(/\/admin\/directory\/agents\/(\d+)\?notice=created$/.exec(ok.location ?? "")?.[1]);
    expect(id).toBeGreaterThan(0);
    const [shown] = await listAgents(db);
    expect(shown).toMatchObject({
      id,
      name: "Layla Haddad",
      phone: "+971 50 123 4567",
      email: "layla@agency.test",
      brn: "70412",
      languages: ["English", "Arabic"],
      avatar: kept.image,
    });
    const meta = await sharp(join(mediaDir, kept.image!.replace(/^\/media\//, ""))).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([640, 640, undefined]);
    const slug = await db.selectFrom("agents").select("slug").where("id", "=", id).executeTakeFirstOrThrow();
    expect(slug.slug).toBe("layla-haddad");
    const log = await db.selectFrom("audit_log").select(["action", "detail", "user_id"]).execute();
    expect(log.map((l) => [l.action, l.user_id])).toEqual([["agent-created", admin.user.id]]);
    expect(JSON.parse(log[0]!.detail)).toMatchObject({ entity: "agents", id, name: "Layla Haddad", slug: "layla-haddad" });
  });

  it("areas and developers need a name and a description; a developer's logo is optional; slugs stay unique", async () => {
    const db = getDb().db;
    const admin = await signedInStaff(db, "admin");
    const blank = await create(db, admin, "areas", { name: " ", description: "  " });
    expect(errorsOf(blank)).toEqual({ name: "Enter the name.", description: "Write a description." });
    expect(errorsOf(await create(db, admin, "developers", { name: "Nakheel" }))).toEqual({ description: "Write a description." });

    await insertArea(db, "Dubai Marina");
    await db.updateTable("areas").set({ slug: "dubai-marina" }).where("name", "=", "Dubai Marina").execute();
    const a = await create(db, admin, "areas", { name: "Dubai  Marina!", description: "Towers by the water." });
    expect(a.status).toBe(303);
    const areaId = Number(/areas\/(\d+)/.exec(a.location ?? "")?.[1]);
    expect(await getArea(db, areaId)).toMatchObject({ name: "Dubai  Marina!", description: "Towers by the water.", image: null });
    expect((await db.selectFrom("areas").select("slug").where("id", "=", areaId).executeTakeFirstOrThrow()).slug).toBe("dubai-marina-2");
    expect(await freeDirectorySlug(db, "areas", "Dubai Marina")).toBe("dubai-marina-3");
    expect(await freeDirectorySlug(db, "areas", "Ünïcödé Bay")).toBe("unicode-bay");
    expect(await freeDirectorySlug(db, "developers", "???")).toBe("developer");

    const d = await create(db, admin, "developers", { name: "Nakheel", description: "Palm Jumeirah's builder." });
    expect(d.status).toBe(303);
    const devId = Number(/developers\/(\d+)/.exec(d.location ?? "")?.[1]);
    expect(await getDeveloper(db, devId)).toMatchObject({ name: "Nakheel", logo: null });
    const actions = await db.selectFrom("audit_log").select("action").orderBy("id").execute();
    expect(actions.map((r) => r.action)).toEqual(["area-created", "developer-created"]);
  });
});
