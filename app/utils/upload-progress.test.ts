import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signedInStaff, type TestStaff } from "#app/features/auth/testing.server.ts";
import { insertAgent, insertArea, insertPropertyType } from "#tests/fixtures/directory-rows.ts";
import { jpegWithGps } from "#tests/fixtures/images.ts";
import { serverBuild, startApp, type RunningApp } from "#tests/setup/app-server.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/databases.ts";
import { ADMIN_TOO_LARGE_MESSAGE } from "#server/http-hygiene.ts";
import { onUploadProgress, singleFetchUrl, submitWithProgress, type UploadProgress } from "./upload-progress.ts";

/**
 * The editor's upload with progress (what the listing editor's clientAction runs), against the real
 * server: a browser's XMLHttpRequest is played by fetch, sending the cookie a browser would and
 * reporting upload progress as the browser's `upload.onprogress` does.
 */
let database: TestDatabase & { destroy: () => Promise<void> };
let server: RunningApp;
let mediaDir = "";
let agent: TestStaff;
let fields: Record<string, string>;

class BrowserXhr {
  static cookie = "";
  upload: { onprogress?: (e: ProgressEventInit) => void; onload?: () => void } = {};
  responseType = "";
  status = 0;
  response: ArrayBuffer | null = null;
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  private url = "";
  private headers = new Headers();
  open(_method: string, url: string) {
    this.url = url;
  }
  getResponseHeader(name: string) {
    return this.headers.get(name);
  }
  abort() {
    this.onabort?.();
  }
  send(form: FormData) {
    const total = [...form.values()].reduce((n, v) => n + (typeof v === "string" ? v.length : v.size), 0);
    void (async () => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: Math.floor(total / 2), total });
      const res = await fetch(new URL(this.url, server.url), {
        method: "POST",
        body: form,
        headers: { Cookie: BrowserXhr.cookie },
        redirect: "manual",
      });
      this.upload.onprogress?.({ lengthComputable: true, loaded: total, total });
      this.upload.onload?.();
      this.status = res.status;
      this.headers = res.headers;
      this.response = await res.arrayBuffer();
      this.onload?.();
    })().catch(() => this.onerror?.());
  }
}

beforeAll(async () => {
  database = await createTestDatabase("sqlite");
  mediaDir = await mkdtemp(join(tmpdir(), "upload-progress-"));
  await serverBuild();
  server = await startApp(database.db, { MEDIA_DIR: mediaDir });
  const db = database.db;
  const areaId = await insertArea(db, "Business Bay");
  const typeId = await insertPropertyType(db);
  agent = await signedInStaff(db, "agent", { agentId: await insertAgent(db, { name: "Agent Progress" }) });
  BrowserXhr.cookie = agent.cookie;
  fields = { intent: "save", listing_type: "SELL", property_type_id: String(typeId), location: `${areaId}||`, price: "1500000" };
  vi.stubGlobal("XMLHttpRequest", BrowserXhr);
  vi.stubGlobal("window", Object.assign(globalThis, { location: new URL(server.url) }));
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await server?.close();
  await database?.destroy();
  await rm(mediaDir, { recursive: true, force: true });
});

let n = 0;
async function submission(photos: Array<{ name: string; bytes: Buffer }>, extra: Record<string, string> = {}) {
  const form = new FormData();
  form.append("_csrf", agent.csrf);
  for (const [k, v] of Object.entries({ ...fields, title: "Office in Business Bay", reference: `PG-${(n += 1)}`, ...extra }))
    form.append(k, v);
  for (const p of photos) form.append("photos", new Blob([new Uint8Array(p.bytes)], { type: "image/jpeg" }), p.name);
  const request = new Request(`${server.url}/admin/listings/new`, { method: "POST", body: form });
  return { request, form };
}

async function thrown(run: Promise<unknown>): Promise<unknown> {
  try {
    await run;
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

describe("submitWithProgress (the listing editor with JavaScript)", () => {
  it("posts to the route's .data URL, reports progress while sending and while the server works, and follows the redirect", async () => {
    expect(singleFetchUrl(`${server.url}/admin/listings/7?notice=saved`)).toBe("/admin/listings/7.data?notice=saved");
    const seen: Array<UploadProgress | null> = [];
    const stop = onUploadProgress((p) => seen.push(p && { ...p }));
    const { request, form } = await submission([{ name: "a.jpg", bytes: await jpegWithGps(800, 600) }]);
    const redirect = await thrown(submitWithProgress(request, form));
    stop();
    expect(redirect).toBeInstanceOf(Response);
    expect((redirect as Response).headers.get("Location")).toMatch(/^\/admin\/listings\/\d+\?notice=created$/);
    expect(seen[0]).toMatchObject({ loaded: 0, phase: "sending", files: 1 });
    expect(seen.some((p) => p?.phase === "sending" && p.loaded > 0 && p.loaded < p.total)).toBe(true);
    expect(seen.some((p) => p?.phase === "processing")).toBe(true);
    expect(seen.at(-1)).toBeNull();
  });

  it("returns the action's data for a form that failed, with each refused file's reason by name", async () => {
    const { request, form } = await submission(
      [
        { name: "contract.jpg", bytes: Buffer.from("%PDF-1.7 not a photo at all".repeat(10)) },
        { name: "ok.jpg", bytes: await jpegWithGps(640, 480) },
      ],
      { title: "" },
    );
    const result = (await submitWithProgress(request, form)) as {
      errors: Record<string, string>;
      refusedFiles: unknown;
      pending: unknown[];
    };
    expect(result.refusedFiles).toEqual([{ name: "contract.jpg", reason: "is not a photo (JPEG, PNG, WebP, GIF or AVIF)" }]);
    expect(Object.keys(result.errors).sort()).toEqual(["photos", "title"]);
    expect(result.pending).toHaveLength(1);
  });

  it("brings a body the server refused as a whole back as a message for the editor: a file past 12 MB, and a refusal before any route ran", async () => {
    const huge = Buffer.concat([await jpegWithGps(100, 100), Buffer.alloc(13 * 1024 * 1024)]);
    const big = await submission([{ name: "drone.jpg", bytes: huge }]);
    expect(await submitWithProgress(big.request, big.form)).toEqual({
      refusal: { status: 413, message: "“drone.jpg” is larger than 12 MB." },
    });

    const tooMany = await submission(Array.from({ length: 13 }, (_, i) => ({ name: `p${i}.jpg`, bytes: Buffer.from([0xff, 0xd8, 0xff]) })));
    expect(await submitWithProgress(tooMany.request, tooMany.form)).toEqual({
      refusal: { status: 413, message: "At most 12 photos at once." },
    });

    // a form with a file sent where files are not taken: the 64 KB limit answers before React Router, in plain text
    const elsewhere = new FormData();
    elsewhere.append("note", "n".repeat(70 * 1024));
    elsewhere.append("photos", new Blob([new Uint8Array(await jpegWithGps(50, 50))]), "a.jpg");
    const request = new Request(`${server.url}/admin/leads/1`, { method: "POST", body: elsewhere });
    expect(await submitWithProgress(request, elsewhere)).toEqual({ refusal: { status: 413, message: ADMIN_TOO_LARGE_MESSAGE } });
  }, 60_000);
});
