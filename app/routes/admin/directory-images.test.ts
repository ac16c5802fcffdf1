import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import type { DB } from "#app/db/db.server.ts";
import { answer, signedInStaff, testContext, TEST_SITE, type TestStaff } from "#app/features/auth/testing.server.ts";
import { getArea, getDeveloper, listAgents } from "#app/features/directory/queries.server.ts";
import { insertAgent, insertArea, insertDeveloper } from "#tests/fixtures/directory-rows.ts";
import { jpegWithGps } from "#tests/fixtures/images.ts";
import * as directoryEntry from "./directory-entry.tsx";

let mediaDir = "";
beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), "bolist-directory-"));
});
afterAll(async () => {
  await rm(mediaDir, { recursive: true, force: true });
});

function multipart(path: string, staff: TestStaff, fields: Record<string, string>, image?: { name: string; bytes: Uint8Array }) {
  const form = new FormData();
  form.append("_csrf", staff.csrf);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (image) form.append("imageFile", new Blob([new Uint8Array(image.bytes)], { type: "image/jpeg" }), image.name);
  return new Request(`${TEST_SITE}${path}`, { method: "POST", body: form, headers: { Cookie: staff.cookie } });
}

function run(
  db: DB,
  staff: TestStaff,
  kind: string,
  id: number,
  fields: Record<string, string>,
  image?: { name: string; bytes: Uint8Array },
) {
  const base = testContext(db);
  const context = { ...base, env: { ...base.env, MEDIA_DIR: mediaDir } };
  const request = multipart(`/admin/directory/${kind}/${id}`, staff, fields, image);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- route args built by hand
  return answer(() => directoryEntry.action({ request, params: { kind, id: String(id) }, context, matches: [] } as any));
}

const file = (url: string) => join(mediaDir, url.replace(/^\/media\//, ""));

const agentFields = (extra: Record<string, string> = {}) => ({
  name: "Sara Khan",
  role: "Senior Consultant",
  brn: "54321",
  languages: "English, Arabic",
  phone: "+971 50 123 4567",
  email: "sara@agency.test",
  sortOrder: "1",
  ...extra,
});

describeEachDatabase("directory images through the editor", (getDb) => {
  it("an agent photo sent with a form that fails is kept, saved square on the staff page without GPS data, and audited", async () => {
    const db = getDb().db;
    const admin = await signedInStaff(db, "admin");
    const agent = await insertAgent(db, { name: "Sara Khan" });
    const jpeg = await jpegWithGps(900, 1200, "#604030");

    const failed = await run(db, admin, "agents", agent, agentFields({ email: "nope" }), { name: "sara.jpg", bytes: jpeg });
    expect(failed.status).toBe(400);
    const result = failed.data as { errors: Record<string, string>; image?: string };
    expect(Object.keys(result.errors)).toEqual(["email"]);
    expect(result.image).toMatch(/^\/media\/agents\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/);
    const meta = await sharp(file(result.image!)).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["webp", 640, 640, undefined]);
    expect((await listAgents(db)).find((a) => a.id === agent)?.avatar).toBeNull();

    // the hidden field carries the kept upload back; no second upload
    const ok = await run(db, admin, "agents", agent, agentFields({ image: result.image! }));
    expect(ok.status).toBe(303);
    expect((await listAgents(db)).find((a) => a.id === agent)?.avatar).toBe(result.image);
    const log = await db.selectFrom("audit_log").select(["action", "detail"]).execute();
    expect(log.map((l) => l.action)).toEqual(["agent-updated"]);
    expect(JSON.parse(log[0]!.detail).changes.avatar).toEqual({ from: null, to: result.image });
  });

  it("an area photo and a developer logo end up on their public pages; the logo is fitted whole, not cropped", async () => {
    const db = getDb().db;
    const admin = await signedInStaff(db, "admin");
    const area = await insertArea(db, "Dubai Hills Estate", "/media/areas/old.webp");
    const developer = await insertDeveloper(db, "Emaar");

    const a = await run(
      db,
      admin,
      "areas",
      area,
      { name: "Dubai Hills Estate", description: "Golf and parks." },
      {
        name: "hills.jpg",
        bytes: await jpegWithGps(1600, 1200, "#40a060"),
      },
    );
    expect(a.status).toBe(303);
    const areaImage = (await getArea(db, area))?.image;
    expect(areaImage).toMatch(/^\/media\/areas\/.+\.webp$/);
    expect((await sharp(file(areaImage!)).metadata()).width).toBe(1280);

    const wide = await sharp({ create: { width: 1200, height: 300, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    const d = await run(
      db,
      admin,
      "developers",
      developer,
      { name: "Emaar", description: "Builds homes." },
      { name: "logo.png", bytes: wide },
    );
    expect(d.status).toBe(303);
    const logo = (await getDeveloper(db, developer))?.logo;
    expect(logo).toMatch(/^\/media\/developers\/.+\.webp$/);
    // fitted on a clear ground: the top-left corner is transparent, the centre is the logo
    const { data, info } = await sharp(file(logo!)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0);
    const centre = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 4;
    expect(data[centre + 3]).toBe(255);
  });

  it("a renamed non-image or a foreign path in the hidden field changes nothing", async () => {
    const db = getDb().db;
    const admin = await signedInStaff(db, "admin");
    const area = await insertArea(db, "Al Barsha", "/media/areas/barsha.webp");
    const fake = new TextEncoder().encode("MZ not an image at all".repeat(30));
    const refused = await run(db, admin, "areas", area, { name: "Al Barsha", description: "" }, { name: "sunset.jpg", bytes: fake });
    expect(refused.status).toBe(422);
    expect((refused.data as { errors: Record<string, string> }).errors.image).toMatch(/sunset\.jpg.*not a photo/);
    const foreign = await run(db, admin, "areas", area, { name: "Al Barsha", description: "", image: "/media/uploads/../../etc/passwd" });
    expect(foreign.status).toBe(303);
    expect((await getArea(db, area))?.image).toBe("/media/areas/barsha.webp");
  });
});
