import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInStaff, type TestStaff } from "#app/features/auth/testing.server.ts";
import { tooMuchAtOnce } from "#app/features/media/upload-limits.ts";
import { insertAgent, insertArea, insertPropertyType } from "#tests/fixtures/directory-rows.ts";
import { jpegWithGps } from "#tests/fixtures/images.ts";
import { serverBuild, startApp, type RunningApp } from "#tests/setup/app-server.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/databases.ts";
import { formPost, rawRequest } from "#tests/setup/raw-request.ts";
import { ADMIN_TOO_LARGE_MESSAGE, TOO_LARGE_MESSAGE } from "./http-hygiene.ts";

/**
 * Staff uploads through the production request handler (server/app.ts) on a real HTTP server: the
 * body limits per route (a photo form is streamed to its parser, everything else stays at 64 KB)
 * and the answers a refused body gets in the back office.
 */
let database: TestDatabase & { destroy: () => Promise<void> };
let server: RunningApp;
let mediaDir = "";
let agent: TestStaff;
let fields: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase("sqlite");
  mediaDir = await mkdtemp(join(tmpdir(), "staff-uploads-"));
  await serverBuild();
  server = await startApp(database.db, { MEDIA_DIR: mediaDir });
  const db = database.db;
  const areaId = await insertArea(db, "Dubai Marina");
  const typeId = await insertPropertyType(db);
  agent = await signedInStaff(db, "agent", { agentId: await insertAgent(db, { name: "Agent Uploads" }) });
  fields = {
    intent: "save",
    title: "Two-bed in the Marina",
    listing_type: "RENT",
    property_type_id: String(typeId),
    location: `${areaId}||`,
    price: "120000",
  };
});

afterAll(async () => {
  await server?.close();
  await database?.destroy();
  await rm(mediaDir, { recursive: true, force: true });
});

let references = 0;
/** The listing form as a browser sends it: the CSRF token, the fields, the chosen photos. */
function listingForm(photos: Array<{ name: string; bytes: Buffer }>, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.append("_csrf", agent.csrf);
  for (const [k, v] of Object.entries({ ...fields, reference: `UP-${(references += 1)}`, ...extra })) form.append(k, v);
  for (const p of photos) form.append("photos", new Blob([new Uint8Array(p.bytes)], { type: "image/jpeg" }), p.name);
  return form;
}

const post = (path: string, body: FormData) =>
  fetch(`${server.url}${path}`, { method: "POST", body, headers: { Cookie: agent.cookie }, redirect: "manual" });

async function photosOf(location: string | null): Promise<string[]> {
  const id = Number(/\/admin\/listings\/(\d+)/.exec(location ?? "")?.[1]);
  const rows = await database.db.selectFrom("listing_photos").select("url").where("listing_id", "=", id).orderBy("position").execute();
  return rows.map((r) => r.url);
}

const healthy = async () => (await fetch(`${server.url}/healthz`)).status;

describe("staff uploads over HTTP", () => {
  it("a signed-in request whose file part never closes is a 400 with a message, and the server still answers (it ended the process)", async () => {
    const res = await rawRequest(server.url, {
      method: "POST",
      path: "/admin/listings/1",
      headers: { Cookie: agent.cookie, "Content-Type": "multipart/form-data; boundary=XyZ" },
      body: '--XyZ\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\n\r\nabc',
    });
    expect(res.status).toBe(400);
    expect(res.body).toContain("The upload was cut short before the whole form arrived.");
    expect(await healthy()).toBe(200);
  });

  it("takes a 5 MB phone photo (a bare 413 at 64 KB before)", async () => {
    const photo = await sharp({
      create: { width: 3200, height: 2100, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 50 } },
    })
      .jpeg({ quality: 92 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(4.5 * 1024 * 1024);
    const res = await post("/admin/listings/new", listingForm([{ name: "IMG_4032.JPG", bytes: photo }]));
    expect(res.status).toBe(303);
    expect(await photosOf(res.headers.get("location"))).toEqual([expect.stringMatching(/^\/media\/uploads\/.+\.webp$/)]);
  }, 60_000);

  it("takes several photos in one request, as a document post and as React Router's .data post", async () => {
    const photos = await Promise.all(
      ["#aa3333", "#33aa33", "#3333aa"].map(async (bg, i) => ({ name: `p${i}.jpg`, bytes: await jpegWithGps(1600, 1200, bg) })),
    );
    const padded = photos.map((p) => ({ ...p, bytes: Buffer.concat([p.bytes, Buffer.alloc(50 * 1024)]) }));
    const res = await post("/admin/listings/new", listingForm(padded));
    expect(res.status).toBe(303);
    expect(await photosOf(res.headers.get("location"))).toHaveLength(3);

    const data = await post("/admin/listings/new.data", listingForm(photos.slice(0, 2)));
    expect(data.status).toBe(202);
    const text = await data.text();
    expect(text).toMatch(/\/admin\/listings\/\d+\?notice=created/);
    expect(await photosOf(/\/admin\/listings\/\d+/.exec(text)?.[0] ?? null)).toHaveLength(2);
  }, 60_000);

  it("refuses a photo past 12 MB by its name, on a page of the back office", async () => {
    const huge = Buffer.concat([await jpegWithGps(200, 200), Buffer.alloc(13 * 1024 * 1024)]);
    const res = await post("/admin/listings/new", listingForm([{ name: "drone.jpg", bytes: huge }]));
    expect(res.status).toBe(413);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await res.text()).toContain("“drone.jpg” is larger than 12 MB.");
    expect(await healthy()).toBe(200);
  }, 60_000);

  it("refuses a declared upload past the caps before reading it, with the back office's words: a page without JavaScript, the text for .data", async () => {
    const declared = (path: string) =>
      rawRequest(server.url, {
        method: "POST",
        path,
        headers: {
          Cookie: agent.cookie,
          "Content-Type": "multipart/form-data; boundary=b",
          "Content-Length": String(500 * 1024 * 1024),
        },
        body: "--b\r\n",
      }).catch((error: unknown) => ({ status: 0, body: String(error), headers: {} as Record<string, string> }));
    const page = await declared("/admin/listings/new");
    expect(page.status).toBe(413);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain(tooMuchAtOnce());
    expect(page.body).toContain('<a href="/admin/listings/new">Back to the form</a>');
    const data = await declared("/admin/listings/new.data");
    expect([data.status, data.body]).toEqual([413, tooMuchAtOnce()]);
  });

  it("holds every other body to 64 KB: a back-office form gets the back office's message, a lead form its own", async () => {
    const big = "a".repeat(70 * 1024);
    const note = await rawRequest(
      server.url,
      formPost("/admin/leads/1", { intent: "note", note: big, _csrf: agent.csrf }, { Cookie: agent.cookie }),
    );
    expect(note.status).toBe(413);
    expect(note.headers["content-type"]).toMatch(/^text\/html/);
    expect(note.body).toContain("This form is larger than the back office accepts (64 KB of text).");
    expect(ADMIN_TOO_LARGE_MESSAGE).not.toContain("Please shorten your message");
    const noteData = await rawRequest(server.url, formPost("/admin/leads/1.data", { note: big }, { Cookie: agent.cookie }));
    expect([noteData.status, noteData.body]).toEqual([413, ADMIN_TOO_LARGE_MESSAGE]);
    // a photo form sent urlencoded is not an upload: it keeps the small limit
    const plain = await rawRequest(server.url, formPost("/admin/listings/new", { description: big }, { Cookie: agent.cookie }));
    expect(plain.status).toBe(413);
    const lead = await rawRequest(server.url, formPost("/leads/enquiry", { message: big }));
    expect([lead.status, lead.body]).toEqual([413, TOO_LARGE_MESSAGE]);
    // the blog preview is not an upload route, whatever its path looks like
    const preview = new FormData();
    preview.append("body", big);
    const previewRes = await fetch(`${server.url}/admin/blog/preview`, {
      method: "POST",
      body: preview,
      headers: { Cookie: agent.cookie },
    });
    expect(previewRes.status).toBe(413);
  });

  it("a signed-out upload is sent to sign in without its body being read, and the connection is not reused", async () => {
    const form = listingForm([{ name: "a.jpg", bytes: Buffer.concat([await jpegWithGps(400, 300), Buffer.alloc(300 * 1024)]) }]);
    const res = await fetch(`${server.url}/admin/listings/new`, { method: "POST", body: form, redirect: "manual" });
    expect(res.status).toBeGreaterThanOrEqual(300);
    expect(res.status).toBeLessThan(400);
    expect(res.headers.get("location")).toMatch(/^\/admin\/sign-in/);
    expect(res.headers.get("connection")).toBe("close");
    expect(await healthy()).toBe(200);
  });
});
