import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import type { DB } from "#app/db/db.server.ts";
import { answer, signedInStaff, testContext, TEST_SITE, type TestStaff } from "#app/features/auth/testing.server.ts";
import { getPublishedPost, listPostsForAdmin } from "#app/features/blog/queries.server.ts";
import { jpegWithGps } from "#tests/fixtures/images.ts";
import * as blogPost from "./blog-post.tsx";

let mediaDir = "";
beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), "bolist-covers-"));
});
afterAll(async () => {
  await rm(mediaDir, { recursive: true, force: true });
});

function multipart(path: string, staff: TestStaff, fields: Record<string, string>, cover?: { name: string; bytes: Uint8Array }) {
  const form = new FormData();
  form.append("_csrf", staff.csrf);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (cover) form.append("coverFile", new Blob([new Uint8Array(cover.bytes)], { type: "image/jpeg" }), cover.name);
  return new Request(`${TEST_SITE}${path}`, { method: "POST", body: form, headers: { Cookie: staff.cookie } });
}

function run(db: DB, request: Request, id?: number) {
  const base = testContext(db);
  const context = { ...base, env: { ...base.env, MEDIA_DIR: mediaDir } };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- route args built by hand
  return answer(() => blogPost.action({ request, params: id === undefined ? {} : { id: String(id) }, context, matches: [] } as any));
}

const fields = (extra: Record<string, string> = {}) => ({
  title: "Dubai Marina in winter",
  slug: "",
  excerpt: "Why the Marina fills up from November.",
  cover: "/images/site/blog-1.webp",
  body: "## Winter\n\nThe season starts.",
  when: "now",
  ...extra,
});

const BRAND = "Test Agency";

describeEachDatabase("blog cover upload through the editor", (getDb) => {
  it("a cover sent with a form that fails is kept; the next save puts it on the public post, without its GPS data", async () => {
    const db = getDb().db;
    const admin = await signedInStaff(db, "admin");
    const jpeg = await jpegWithGps(1600, 1000, "#2050a0");

    const failed = await run(db, multipart("/admin/blog/new", admin, fields({ title: "x" }), { name: "marina.jpg", bytes: jpeg }));
    expect(failed.status).toBe(400);
    const result = failed.data as { errors: Record<string, string>; cover?: string };
    expect(Object.keys(result.errors)).toEqual(["title"]);
    expect(result.cover).toMatch(/^\/media\/blog\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/);
    const stored = await sharp(join(mediaDir, result.cover!.replace(/^\/media\//, ""))).metadata();
    expect(stored.format).toBe("webp");
    expect(stored.exif).toBeUndefined();

    // the editor sends the kept cover back in its hidden field; no second upload
    const saved = await run(db, multipart("/admin/blog/new", admin, fields({ cover: result.cover! })));
    expect(saved.status).toBe(303);
    const id = Number(/\/admin\/blog\/(\d+)\?notice=published$/.exec(saved.location ?? "")?.[1]);
    expect((await getPublishedPost(db, id, BRAND, new Date()))?.imgUrl).toBe(result.cover);

    // a new cover on the live post replaces it on the public page and is audited
    const next = await jpegWithGps(1200, 800, "#a05020");
    const changed = await run(
      db,
      multipart(`/admin/blog/${id}`, admin, fields({ cover: result.cover! }), { name: "new.jpg", bytes: next }),
      id,
    );
    expect(changed.status).toBe(303);
    const cover = (await getPublishedPost(db, id, BRAND, new Date()))?.imgUrl;
    expect(cover).toMatch(/^\/media\/blog\/.+\.webp$/);
    expect(cover).not.toBe(result.cover);
    const log = await db.selectFrom("audit_log").select(["action", "detail"]).where("action", "=", "blog-updated").execute();
    expect(log).toHaveLength(1);
    expect(JSON.parse(log[0]!.detail).changed).toEqual(["cover"]);
  });

  it("a renamed non-image is refused with its name, and nothing is saved", async () => {
    const db = getDb().db;
    const admin = await signedInStaff(db, "admin");
    const fake = new TextEncoder().encode("MZ not an image at all".repeat(30));
    const refused = await run(db, multipart("/admin/blog/new", admin, fields(), { name: "sunset.jpg", bytes: fake }));
    expect(refused.status).toBe(422);
    expect((refused.data as { errors: Record<string, string> }).errors.cover).toMatch(/sunset\.jpg.*not a photo/);
    expect(await listPostsForAdmin(db, new Date())).toEqual([]);
  });

  it("an agent cannot upload a cover", async () => {
    const db = getDb().db;
    const agent = await signedInStaff(db, "agent");
    const jpeg = await jpegWithGps(640, 480);
    const refused = await run(db, multipart("/admin/blog/new", agent, fields(), { name: "a.jpg", bytes: jpeg }));
    expect(refused.status).toBe(403);
  });
});
