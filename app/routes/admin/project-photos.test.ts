import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import type { DB } from "#app/db/db.server.ts";
import { answer, signedInStaff, testContext, TEST_SITE, type TestStaff } from "#app/features/auth/testing.server.ts";
import { getProject } from "#app/features/projects/queries.server.ts";
import { insertDeveloper, insertProject } from "#tests/fixtures/directory-rows.ts";
import { jpegWithGps } from "#tests/fixtures/images.ts";
import * as project from "./project.tsx";

let mediaDir = "";
beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), "bolist-projects-"));
});
afterAll(async () => {
  await rm(mediaDir, { recursive: true, force: true });
});

function run(
  db: DB,
  staff: TestStaff,
  id: number,
  fields: Record<string, string>,
  photos: Array<{ name: string; bytes: Uint8Array }> = [],
) {
  const form = new FormData();
  form.append("_csrf", staff.csrf);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const p of photos) form.append("photos", new Blob([new Uint8Array(p.bytes)], { type: "image/jpeg" }), p.name);
  const request = new Request(`${TEST_SITE}/admin/projects/${id}`, { method: "POST", body: form, headers: { Cookie: staff.cookie } });
  const base = testContext(db);
  const context = { ...base, env: { ...base.env, MEDIA_DIR: mediaDir } };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- route args built by hand
  return answer(() => project.action({ request, params: { id: String(id) }, context, matches: [] } as any));
}

const rows = (db: DB, id: number) =>
  db.selectFrom("project_photos").select(["id", "url"]).where("project_id", "=", id).orderBy("position").execute();

describeEachDatabase("project photos through the editor", (getDb) => {
  it("uploads end up on the public project in order; cover, earlier and delete reorder them; all audited", async () => {
    const db = getDb().db;
    const admin = await signedInStaff(db, "admin");
    const id = await insertProject(db, "Creek Rise", await insertDeveloper(db, "Emaar"));
    const imgs = await Promise.all(["#101010", "#505050", "#909090"].map((bg) => jpegWithGps(800, 600, bg)));
    const up = await run(
      db,
      admin,
      id,
      { intent: "photos" },
      imgs.map((bytes, i) => ({ name: `p${i}.jpg`, bytes })),
    );
    expect(up.status).toBe(303);
    const [a, b, c] = await rows(db, id);
    expect((await getProject(db, id))?.photos).toEqual([a!.url, b!.url, c!.url]);
    expect(a!.url).toMatch(/^\/media\/projects\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/);

    expect((await run(db, admin, id, { intent: "photo", photo: String(c!.id), move: "cover" })).status).toBe(303);
    await run(db, admin, id, { intent: "photo", photo: String(b!.id), move: "up" });
    await run(db, admin, id, { intent: "photo", photo: String(c!.id), move: "delete" });
    expect((await getProject(db, id))?.photos).toEqual([b!.url, a!.url]);

    const other = await insertProject(db, "Other", await insertDeveloper(db, "Sobha"));
    expect((await run(db, admin, other, { intent: "photo", photo: String(a!.id), move: "delete" })).status).toBe(404);
    expect((await rows(db, id)).length).toBe(2);

    const log = await db.selectFrom("audit_log").select(["action", "detail"]).orderBy("id").execute();
    expect(log.map((l) => JSON.parse(l.detail).changes.photos.to)).toEqual([
      "3 photos (3 added)",
      "cover photo",
      "photo 2",
      "deleted (2 left)",
    ]);
  });

  it("a renamed non-image is refused by name; an agent cannot upload", async () => {
    const db = getDb().db;
    const admin = await signedInStaff(db, "admin");
    const agent = await signedInStaff(db, "agent");
    const id = await insertProject(db, "Creek Rise", await insertDeveloper(db, "Emaar"));
    const fake = new TextEncoder().encode("MZ not an image at all".repeat(30));
    const refused = await run(db, admin, id, { intent: "photos" }, [{ name: "sunset.jpg", bytes: fake }]);
    expect(refused.status).toBe(422);
    expect((refused.data as { errors: Record<string, string> }).errors.photos).toMatch(/sunset\.jpg.*not a photo/);
    const denied = await run(db, agent, id, { intent: "photos" }, [{ name: "a.jpg", bytes: await jpegWithGps(640, 480) }]);
    expect(denied.status).toBe(403);
    expect(await rows(db, id)).toEqual([]);
  });
});
