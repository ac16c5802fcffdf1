import { access, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import type { DB } from "#app/db/db.server.ts";
import { answer, get, signedInStaff, testContext, TEST_SITE, type TestStaff } from "#app/features/auth/testing.server.ts";
import { insertPost } from "#app/features/blog/queries.server.ts";
import { renderMarkdown } from "#app/features/blog/markdown.server.ts";
import { insertAgent } from "#tests/fixtures/directory-rows.ts";
import { postWrite } from "#tests/fixtures/blog-posts.ts";
import { jpegWithGps } from "#tests/fixtures/images.ts";
import * as media from "./media.tsx";

let mediaDir = "";
beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), "media-library-"));
});
afterAll(async () => {
  await rm(mediaDir, { recursive: true, force: true });
});

const context = (db: DB) => {
  const base = testContext(db);
  return { ...base, env: { ...base.env, MEDIA_DIR: mediaDir } };
};

type Picture = { name: string; bytes: Uint8Array };

function send(db: DB, staff: TestStaff | null, fields: Record<string, string>, pictures: Picture[] = []) {
  const form = new FormData();
  if (staff) form.append("_csrf", staff.csrf);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const p of pictures) form.append("file", new Blob([new Uint8Array(p.bytes)], { type: "image/jpeg" }), p.name);
  const request = new Request(`${TEST_SITE}/admin/media`, { method: "POST", body: form, headers: staff ? { Cookie: staff.cookie } : {} });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- route args built by hand
  return answer(() => media.action({ request, params: {}, context: context(db), matches: [] } as any));
}

function open(db: DB, staff: TestStaff | null, query = "") {
  const request = get(`/admin/media${query}`, staff?.cookie);
  const url = new URL(request.url);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- route args built by hand
  return answer(() => media.loader({ request, url, params: {}, context: context(db), matches: [] } as any));
}

type Listing = {
  items: Array<{ id: number; url: string; thumbnail: string; name: string; bytes: number; usedIn: Array<{ id: number; title: string }> }>;
  total: number;
  uploaded: { markdown: string } | null;
};

describeEachDatabase("the blog's media library", (getDb) => {
  it("admins only: signed out → sign-in, an agent → 403 for the page and an upload, an admin → the library", async () => {
    const db = getDb().db;
    const out = await open(db, null);
    expect([out.status, out.location]).toEqual([303, `/admin/sign-in?next=${encodeURIComponent("/admin/media")}`]);
    expect((await send(db, null, { intent: "upload", alt: "x" })).location).toMatch(/^\/admin\/sign-in/);
    const agent = await signedInStaff(db, "agent", { agentId: await insertAgent(db, { name: "Omar" }) });
    expect((await open(db, agent)).status).toBe(403);
    const jpeg = await jpegWithGps(400, 300, "#336699");
    expect((await send(db, agent, { intent: "upload", alt: "A view" }, [{ name: "a.jpg", bytes: jpeg }])).status).toBe(403);
    const admin = await signedInStaff(db, "admin");
    const page = await open(db, admin);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toMatch(/no-store/);
    expect((page.data as Listing).total).toBe(0);
  });

  it("an upload needs a picture and alt text, refuses what is not a picture and more than one file, and strips location data", async () => {
    const db = getDb().db;
    const admin = await signedInStaff(db, "admin");
    const jpeg = await jpegWithGps(1600, 900, "#aa7733");

    const nothing = await send(db, admin, { intent: "upload", alt: "" });
    expect(nothing.status).toBe(400);
    expect((nothing.data as { errors: Record<string, string> }).errors).toEqual({
      alt: "Describe the picture for people who cannot see it (alt text).",
      file: "Choose a picture to upload (JPEG, PNG or WebP).",
    });
    const fake = await send(db, admin, { intent: "upload", alt: "Sunset" }, [
      { name: "sunset.jpg", bytes: new TextEncoder().encode("MZ".repeat(500)) },
    ]);
    expect(fake.status).toBe(422);
    expect((fake.data as { errors: { file: string }; alt: string }).errors.file).toMatch(/sunset\.jpg.*not a photo/);
    expect((fake.data as { alt: string }).alt).toBe("Sunset");
    const two = await send(db, admin, { intent: "upload", alt: "Two" }, [
      { name: "a.jpg", bytes: jpeg },
      { name: "b.jpg", bytes: jpeg },
    ]);
    expect(two.status).toBe(413);
    expect((await open(db, admin)).data).toMatchObject({ total: 0 });

    // without JavaScript: redirected to the library, which shows the Markdown to paste
    const ok = await send(db, admin, { intent: "upload", alt: "Dubai Marina [at dusk]" }, [{ name: "marina.jpg", bytes: jpeg }]);
    expect(ok.status).toBe(303);
    expect(ok.location).toMatch(/^\/admin\/media\?uploaded=\d+&alt=Dubai\+Marina/);
    const shown = (await open(db, admin, ok.location!.replace("/admin/media", ""))).data as Listing;
    const [item] = shown.items;
    expect(item).toMatchObject({ name: "marina.jpg", usedIn: [] });
    expect(item!.url).toMatch(/^\/media\/library\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/);
    expect(item!.thumbnail).toBe(item!.url.replace(".webp", "-640.webp"));
    expect(item!.bytes).toBeGreaterThan(0);
    expect(shown.uploaded?.markdown).toBe(`![Dubai Marina \\[at dusk\\]](${item!.url})`);
    const meta = await sharp(join(mediaDir, item!.url.replace("/media/", ""))).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(["webp", 1280, undefined]);

    // with JavaScript (the editor's Insert image): the Markdown comes back; the same picture again is the same entry
    const again = await send(db, admin, { intent: "upload", alt: "The marina", respond: "json" }, [{ name: "copy.jpg", bytes: jpeg }]);
    expect(again).toMatchObject({ status: 200, data: { ok: true, url: item!.url, markdown: `![The marina](${item!.url})` } });
    expect((await open(db, admin)).data).toMatchObject({ total: 1 });
    const log = await db.selectFrom("audit_log").select("action").execute();
    expect(log.map((l) => l.action)).toEqual(["media-uploaded", "media-uploaded"]);
  });

  it("lists where each picture is used; a used one cannot be deleted, an unused one is deleted with its files", async () => {
    const db = getDb().db;
    const admin = await signedInStaff(db, "admin");
    const up = async (color: string, alt: string) =>
      (
        await send(db, admin, { intent: "upload", alt, respond: "json" }, [
          { name: `${color}.jpg`, bytes: await jpegWithGps(300, 200, color) },
        ])
      ).data as { url: string; markdown: string; id: number };
    const used = await up("#112233", "Used one");
    const unused = await up("#445566", "Unused one");
    const postId = await insertPost(
      db,
      postWrite({ slug: "with-picture", title: "Marina guide", userId: admin.user.id, body: `Intro.\n\n${used.markdown}\n` }),
      new Date(),
    );
    // the public page renders the inserted Markdown as an image with its alt text
    expect(renderMarkdown(used.markdown)).toContain(`<img src="${used.url}" alt="Used one"`);

    const { items } = (await open(db, admin)).data as Listing;
    expect(items.map((i) => [i.url, i.usedIn])).toEqual([
      [unused.url, []],
      [used.url, [{ id: postId, title: "Marina guide" }]],
    ]);

    const refused = await send(db, admin, { intent: "delete", id: String(used.id) });
    expect(refused.status).toBe(409);
    expect((refused.data as { message: string }).message).toMatch(/used in “Marina guide”/);
    await access(join(mediaDir, used.url.replace("/media/", "")));

    const deleted = await send(db, admin, { intent: "delete", id: String(unused.id) });
    expect([deleted.status, deleted.location]).toEqual([303, "/admin/media?notice=deleted"]);
    await expect(access(join(mediaDir, unused.url.replace("/media/", "")))).rejects.toThrow();
    await expect(access(join(mediaDir, unused.url.replace(".webp", "-640.webp").replace("/media/", "")))).rejects.toThrow();
    expect(((await open(db, admin)).data as Listing).items.map((i) => i.id)).toEqual([used.id]);
    expect((await send(db, admin, { intent: "delete", id: String(unused.id) })).status).toBe(404);
    expect((await send(db, admin, { intent: "delete", id: "abc" })).status).toBe(404);
  });
});
