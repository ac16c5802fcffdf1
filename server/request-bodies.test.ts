import http from "node:http";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import type { DB } from "#app/db/db.server.ts";
import { sessionCookie } from "#app/features/auth/cookie.server.ts";
import { createSession } from "#app/features/auth/sessions.server.ts";
import { hashToken } from "#app/features/auth/tokens.server.ts";
import { createStaffUser } from "#app/features/auth/users.server.ts";
import { insertPost } from "#app/features/blog/queries.server.ts";
import { UPLOAD_LIMITS } from "#app/features/media/upload-limits.ts";
import { postWrite } from "#tests/fixtures/blog-posts.ts";
import { jpegWithGps } from "#tests/fixtures/images.ts";
import {
  insertAgent,
  insertArea,
  insertDeveloper,
  insertListing,
  insertProject,
  insertPropertyType,
} from "#tests/fixtures/directory-rows.ts";
import { serverBuild, startApp, type RunningApp } from "#tests/setup/app-server.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/databases.ts";
import { formPost, rawRequest } from "#tests/setup/raw-request.ts";
import { isUploadPost } from "./http-hygiene.ts";

/**
 * Every POST route (each back-office route in app/routes.ts, /leads/:kind, and their `.data`
 * variants) sent malformed bodies — multipart cut short, without or with a wrong boundary, with
 * huge headers, an unclosed file part, a file past the limit; urlencoded with bad escapes, huge
 * names, 10,000 fields; broken JSON — signed out, as an agent and as an admin, with and without a
 * valid CSRF token. Never a 5xx; a refused body is a 4xx with a message (or the sign-in the route
 * answers before reading any body); the server answers /healthz after each batch. In process
 * (tests/setup/app-server.ts): an unhandled stream 'error' there fails the run, as it would have
 * ended the server.
 */
let database: TestDatabase & { destroy: () => Promise<void> };
let server: RunningApp;
let mediaDir = "";
const ids: Record<string, string> = {};

interface Identity {
  name: string;
  cookie: () => string;
  csrf: () => string | null;
  /** a valid session again (a body the sign-out route could read ends it) */
  refresh: () => Promise<void>;
}
const identities: Identity[] = [];

async function staffIdentity(db: DB, role: "admin" | "agent", agentId: number | null, withCsrf: boolean): Promise<Identity> {
  const user = await createStaffUser(db, { email: `fuzz-${role}-${withCsrf}@staff.test`, name: `Fuzz ${role}`, role, agentId });
  let cookie = "";
  let csrf = "";
  const refresh = async () => {
    const token = await createSession(db, user.id, { verified: true });
    const row = await db.selectFrom("staff_sessions").select("csrf_token").where("id", "=", hashToken(token)).executeTakeFirstOrThrow();
    cookie = sessionCookie("http://admin.test", token).split(";")[0] as string;
    csrf = row.csrf_token;
  };
  await refresh();
  return {
    name: `${role}${withCsrf ? " with CSRF token" : " without CSRF token"}`,
    cookie: () => cookie,
    csrf: () => (withCsrf ? csrf : null),
    refresh,
  };
}

/** Every path of app/routes.ts that takes a POST: /leads/:kind and the whole back office, with its params filled in. */
async function postPaths(): Promise<Array<{ path: string; file: string }>> {
  const paths: Array<{ path: string; file: string }> = [];
  const walk = (entries: ReadonlyArray<{ path?: string; file: string; children?: unknown }>, base: string) => {
    for (const r of entries) {
      const full = r.path ? `${base}/${r.path}`.replace(/\/+/g, "/") : base;
      paths.push({ path: full || "/", file: r.file });
      if (Array.isArray(r.children)) walk(r.children, full);
    }
  };
  walk(routes, "");
  const wanted = paths.filter((p) => p.path === "/leads/:kind" || /^\/admin(\/|$)/.test(p.path));
  // a route without an action answers a POST with 405: checked as well
  const fill = (path: string) =>
    path
      .replace("/leads/:kind", "/leads/enquiry")
      .replace("/directory/:kind/new", "/directory/areas/new")
      .replace("/directory/:kind/:id", `/directory/areas/${ids.area}`)
      .replace("/listings/:id", `/listings/${ids.listing}`)
      .replace("/projects/:id", `/projects/${ids.project}`)
      .replace("/blog/:id", `/blog/${ids.post}`)
      .replace("/leads/:id", `/leads/${ids.lead}`)
      .replace(/:token/, "not-a-real-token-0123456789")
      .replace(/:id/g, "1");
  return wanted.map((p) => ({ path: fill(p.path), file: p.file }));
}

interface Body {
  name: string;
  /** a body a browser could send: the route's normal answer (2xx/3xx/4xx) is fine; the others must be refused with a 4xx */
  acceptable?: boolean;
  contentType?: string;
  bytes: Buffer;
}

const B = "XyZ";
const part = (name: string, value: string) => `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

function bodies(path: string, csrf: string | null): Body[] {
  const csrfPart = csrf ? part("_csrf", csrf) : "";
  const csrfField = csrf ? `_csrf=${csrf}&` : "";
  const multipart = `multipart/form-data; boundary=${B}`;
  const urlencoded = "application/x-www-form-urlencoded";
  const upload = isUploadPost({ method: "POST", path, headers: { "content-type": multipart } });
  // past the limit that holds on this path: a photo route's 12 MB a file, everywhere else the 64 KB body cap
  const bigFile = upload ? UPLOAD_LIMITS.maxFileBytes + 1024 : 70 * 1024;
  const fileHead = (name = "a.jpg") =>
    `--${B}\r\nContent-Disposition: form-data; name="photos"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const text = (s: string) => Buffer.from(s, "utf8");
  return [
    { name: "multipart: unclosed file part", contentType: multipart, bytes: text(`${csrfPart}${fileHead()}abc`) },
    {
      name: "multipart: cut short in a part's headers",
      contentType: multipart,
      bytes: text(`${csrfPart}--${B}\r\nContent-Disposition: form-da`),
    },
    { name: "multipart: no boundary", contentType: "multipart/form-data", bytes: text(`${csrfPart}--${B}--\r\n`) },
    { name: "multipart: empty boundary", contentType: "multipart/form-data; boundary=", bytes: text(`${csrfPart}--${B}--\r\n`) },
    {
      name: "multipart: boundary not in the body",
      contentType: "multipart/form-data; boundary=Other",
      bytes: text(`${csrfPart}${fileHead()}abc\r\n--${B}--\r\n`),
    },
    {
      name: "multipart: boundary of 200 characters",
      contentType: `multipart/form-data; boundary=${"b".repeat(200)}`,
      bytes: text(`${csrfPart}--${B}--\r\n`),
    },
    {
      name: "multipart: a header line with no colon",
      contentType: multipart,
      bytes: text(`${csrfPart}--${B}\r\nno colon\r\n\r\nx\r\n--${B}--\r\n`),
    },
    {
      name: "multipart: a part header of 100 KB",
      contentType: multipart,
      bytes: text(`${csrfPart}--${B}\r\nX-Junk: ${"h".repeat(100 * 1024)}\r\n\r\nx\r\n--${B}--\r\n`),
    },
    {
      name: "multipart: a file past the limit",
      contentType: multipart,
      bytes: Buffer.concat([text(`${csrfPart}${fileHead("big.jpg")}`), Buffer.alloc(bigFile, 0xff), text(`\r\n--${B}--\r\n`)]),
    },
    {
      name: "multipart: more files than allowed",
      // the file limit is the photo routes'; elsewhere a few small files are just ignored fields
      acceptable: !upload,
      contentType: multipart,
      bytes: text(
        `${csrfPart}${Array.from({ length: UPLOAD_LIMITS.maxFiles + 1 }, (_, i) => `${fileHead(`p${i}.jpg`)}\xff\xd8\xff\r\n`).join("")}--${B}--\r\n`,
      ),
    },
    {
      name: "multipart: well formed, unknown fields",
      acceptable: true,
      contentType: multipart,
      bytes: text(`${csrfPart}${part("zz", "1")}--${B}--\r\n`),
    },
    {
      name: "urlencoded: bad percent-escapes",
      acceptable: true,
      contentType: urlencoded,
      bytes: text(`${csrfField}title=%E0%A4%A&%zz=%&x=%%%&%ff%fe=1`),
    },
    {
      name: "urlencoded: a field name of 60 KB",
      acceptable: true,
      contentType: urlencoded,
      bytes: text(`${csrfField}${"n".repeat(60 * 1024)}=1`),
    },
    {
      name: "urlencoded: 10,000 fields",
      acceptable: true,
      contentType: urlencoded,
      bytes: text(`${csrfField}${Array.from({ length: 10_000 }, (_, i) => `${i.toString(36)}=`).join("&")}`),
    },
    { name: "urlencoded: past 64 KB", contentType: urlencoded, bytes: text(`${csrfField}note=${"a".repeat(70 * 1024)}`) },
    { name: "JSON: cut short", contentType: "application/json", bytes: text(`{"_csrf":"${csrf ?? ""}","title":`) },
    {
      name: "JSON: a well-formed object (not a form)",
      contentType: "application/json",
      bytes: text(JSON.stringify({ _csrf: csrf, title: "x" })),
    },
    { name: "JSON: nested 5,000 deep", contentType: "application/json", bytes: text("[".repeat(5000)) },
    { name: "JSON: invalid UTF-8", contentType: "application/json", bytes: Buffer.from([0x7b, 0x22, 0xc3, 0x28, 0xff, 0xfe, 0x22, 0x3a]) },
    { name: "no Content-Type", bytes: text(`${csrfField}title=x`) },
    { name: "text/plain", contentType: "text/plain", bytes: text(`${csrfField}title=x`) },
  ];
}

interface Answer {
  status: number;
  location: string;
  body: string;
}

/** How long a request may go unanswered: a handler that never answers would otherwise show as the test's own timeout, with no word of which body did it. */
const ANSWER_WITHIN_MS = 30_000;

/**
 * One POST exactly as written; the answer even when the server closes the connection before it read the
 * whole body. No answer within ANSWER_WITHIN_MS is status 0 (with any error that would have ended the server
 * meanwhile), so the run fails with the body that did it (fast-check prints its counterexample unshrunk).
 */
function post(path: string, body: Body, cookie: string | null): Promise<Answer> {
  const url = new URL(server.url);
  return new Promise((resolve) => {
    let answered = false;
    const deadline = setTimeout(() => {
      const what = answered ? "an answer that never ended" : "no answer";
      resolve({ status: 0, location: "", body: `${what} in ${ANSWER_WITHIN_MS / 1000} s (uncaught: ${uncaught.join(" | ") || "none"})` });
      req.destroy();
    }, ANSWER_WITHIN_MS);
    const headers: Record<string, string> = { "Content-Length": String(body.bytes.length) };
    if (body.contentType) headers["Content-Type"] = body.contentType;
    if (cookie) headers.Cookie = cookie;
    const req = http.request({ host: url.hostname, port: url.port, method: "POST", path, headers, agent: false }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      const done = () =>
        resolve({
          status: res.statusCode ?? 0,
          location: String(res.headers.location ?? ""),
          body: Buffer.concat(chunks).toString("utf8"),
        });
      res.on("end", done);
      res.on("error", done);
    });
    // a reset while still sending, after the answer arrived, changes nothing
    req.on("error", (error) => {
      if (!answered) resolve({ status: 0, location: "", body: String(error) });
    });
    req.on("close", () => clearTimeout(deadline));
    req.end(body.bytes);
  });
}

/**
 * Answered before the body mattered: a visitor sent to sign in (or to the second step), or a
 * signed-in one sent from the sign-in and password pages to the desk (a document's 303, a `.data`
 * post's 202 redirect). Never a save: a malformed body never reaches a page's own redirect.
 */
const WHO_REDIRECT = /^\/admin(\/sign-in|\/two-factor)?(\?|$)/;
const answeredBeforeBody = (a: Answer) =>
  (a.status >= 300 && a.status < 400 && WHO_REDIRECT.test(a.location)) ||
  (a.status === 202 && /"\/admin(\/sign-in|\/two-factor)?(\?[^"]*)?"/.test(a.body));

/** REQUEST_BODIES_REPORT=1 prints what each route answered to each body (status and message), per identity. */
const report = new Map<string, Set<string>>();
function note(path: string, body: Body, a: Answer, identity: string) {
  if (!process.env.REQUEST_BODIES_REPORT) return;
  const message = a.status >= 300 && a.status < 400 ? `→ ${a.location}` : messageOf(a.body);
  const key = `${path.replace(/\.data$/, "")}\t${body.name}`;
  if (!report.has(key)) report.set(key, new Set());
  report.get(key)?.add(`${identity}${path.endsWith(".data") ? " .data" : ""}: ${a.status} ${message}`);
}
/** The words a person reads: an error page's message, an alert, a JSON message, or the text. */
function messageOf(body: string): string {
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(body)?.[1];
  const alert = /role="alert"[^>]*>([\s\S]*?)<\/(p|div)>/.exec(main ?? body)?.[1];
  const json = /"message","([^"]*)"/.exec(body)?.[1] ?? /^\{"message":"([^"]*)"/.exec(body)?.[1];
  const text = (alert ?? main ?? json ?? body)
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim();
  return text.slice(0, 160);
}

function check(path: string, body: Body, a: Answer, identity: string) {
  note(path, body, a, identity);
  const what = `${identity} · POST ${path} · ${body.name} → ${a.status} ${a.location} ${a.body.slice(0, 160)}`;
  expect(a.status, what).toBeGreaterThanOrEqual(200);
  expect(a.status, what).toBeLessThan(500);
  // what a refusal says is meant for people: never the server's insides (React Router's own 405 text names route files; stacks)
  // (in what the page shows: a .data answer, and the hydration data, are read by the error boundary, which shows only a refusal's own words)
  if (!path.endsWith(".data")) expect(messageOf(a.body), what).not.toMatch(/did not provide an `action`|\n\s+at \S+ \(/);
  if (body.acceptable) return;
  expect(a.status >= 400 || answeredBeforeBody(a), what).toBe(true);
  // a refusal says something (a page, a message, the .data error)
  if (a.status >= 400) expect(a.body.trim().length, what).toBeGreaterThan(0);
}

/** What would have ended a real server: an error nothing handled (vitest reports these too, after the run). */
const uncaught: string[] = [];
const onUncaught = (error: Error) => void uncaught.push(error.message);

const healthy = async () => (await rawRequest(server.url, { path: "/healthz" })).status;

beforeAll(async () => {
  process.on("uncaughtException", onUncaught);
  database = await createTestDatabase("sqlite");
  mediaDir = await mkdtemp(join(tmpdir(), "request-bodies-"));
  await serverBuild();
  // sign-in and lead limits out of the way: a refusal here must come from the body, not a throttle
  server = await startApp(database.db, { MEDIA_DIR: mediaDir, LEADS_RATE_LIMIT: "100000" });
  const db = database.db;
  const areaId = await insertArea(db, "Palm Jumeirah");
  const typeId = await insertPropertyType(db);
  const agentId = await insertAgent(db, { name: "Fuzz Agent" });
  const listing = await insertListing(db, { areaId, typeId, listingType: "SELL", price: 2_000_000 });
  await db.updateTable("listings").set({ agent_id: agentId }).where("id", "=", listing).execute();
  const project = await insertProject(db, "Fuzz Towers", await insertDeveloper(db, "Fuzz Developments"), areaId);
  const lead = await rawRequest(
    server.url,
    formPost("/leads/enquiry", {
      name: "Amal",
      email: "amal@example.com",
      phone: "+971501234567",
      category: "Residential Sales",
      _page: "/contact",
    }),
  );
  expect(lead.status).toBe(303);
  const leadRow = await db.selectFrom("leads").select("id").executeTakeFirstOrThrow();
  const admin = await staffIdentity(db, "admin", null, true);
  Object.assign(ids, {
    area: String(areaId),
    listing: String(listing),
    project: String(project),
    lead: String(leadRow.id),
    post: String(await insertPost(db, postWrite({ slug: "fuzz-post", userId: 1 }), new Date())),
  });
  identities.push(
    { name: "signed out", cookie: () => "", csrf: () => null, refresh: async () => {} },
    await staffIdentity(db, "agent", agentId, false),
    await staffIdentity(db, "agent", agentId, true),
    await staffIdentity(db, "admin", null, false),
    admin,
  );
}, 120_000);

afterAll(async () => {
  process.off("uncaughtException", onUncaught);
  if (process.env.REQUEST_BODIES_REPORT) for (const [key, answers] of report) console.log(`${key}\n    ${[...answers].join("\n    ")}`);
  await server?.close();
  await database?.destroy();
  await rm(mediaDir, { recursive: true, force: true });
});

describe("malformed request bodies on every POST route", () => {
  it("the routes under test are every back-office route and the lead form, each also as .data", async () => {
    const routesUnderTest = await postPaths();
    const paths = routesUnderTest.map((r) => r.path);
    for (const path of [
      "/leads/enquiry",
      "/admin",
      "/admin/sign-in",
      `/admin/listings/${ids.listing}`,
      "/admin/listings/new",
      "/admin/blog/preview",
    ])
      expect(paths).toContain(path);
    expect(paths.length).toBeGreaterThan(25);
    // the photo routes are exactly the ones whose action reads files (requireStaffForm)
    for (const { path, file } of routesUnderTest) {
      const readsFiles = /requireStaffForm\(/.test(await readFile(join("app", file), "utf8"));
      for (const p of [path, `${path}.data`])
        expect(
          isUploadPost({ method: "POST", path: p, headers: { "content-type": "multipart/form-data; boundary=x" } }),
          `${p} (${file})`,
        ).toBe(readsFiles);
    }
  });

  it("a well-formed photo form, cut, spliced and garbled at random (fast-check), is never a 5xx on a photo route or elsewhere", async () => {
    const admin = identities[4] as Identity;
    const photo = await jpegWithGps(64, 48);
    const valid = Buffer.concat([
      Buffer.from(
        `${part("_csrf", admin.csrf() ?? "")}${part("intent", "save")}${part("title", "Fuzzed")}${part("draft", "0".repeat(32))}`,
      ),
      Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      photo,
      Buffer.from(`\r\n--${B}--\r\n`),
    ]);
    const targets = [
      `/admin/listings/${ids.listing}`,
      "/admin/listings/new.data",
      `/admin/directory/areas/${ids.area}`,
      `/admin/leads/${ids.lead}`,
      "/leads/enquiry",
    ];
    const mutation = fc.oneof(
      fc.record({ kind: fc.constant("cut" as const), at: fc.nat() }),
      fc.record({ kind: fc.constant("insert" as const), at: fc.nat(), bytes: fc.uint8Array({ minLength: 1, maxLength: 64 }) }),
      fc.record({ kind: fc.constant("overwrite" as const), at: fc.nat(), bytes: fc.uint8Array({ minLength: 1, maxLength: 16 }) }),
      fc.record({
        kind: fc.constant("splice" as const),
        at: fc.nat(),
        text: fc.constantFrom(
          `\r\n--${B}\r\n`,
          `--${B}--`,
          "\r\n\r\n",
          `Content-Disposition: form-data; name="photos"; filename="b.jpg"\r\n`,
          "\u0000",
        ),
      }),
    );
    const apply = (bytes: Buffer, m: { kind: string; at: number; bytes?: Uint8Array; text?: string }) => {
      const at = m.at % (bytes.length + 1);
      if (m.kind === "cut") return bytes.subarray(0, at);
      if (m.kind === "insert") return Buffer.concat([bytes.subarray(0, at), Buffer.from(m.bytes ?? []), bytes.subarray(at)]);
      if (m.kind === "splice") return Buffer.concat([bytes.subarray(0, at), Buffer.from(m.text ?? ""), bytes.subarray(at)]);
      const copy = Buffer.from(bytes);
      copy.set((m.bytes ?? new Uint8Array()).subarray(0, Math.max(0, copy.length - at)), at);
      return copy;
    };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets),
        fc.array(mutation, { minLength: 1, maxLength: 4 }),
        fc.constantFrom(`multipart/form-data; boundary=${B}`, `multipart/form-data; boundary="${B}"`, "multipart/form-data; boundary=xYz"),
        async (target, mutations, contentType) => {
          const bytes = mutations.reduce<Buffer>((b, m) => apply(b, m), valid);
          const answer = await post(
            target,
            { name: `mutated (${mutations.map((m) => m.kind).join(", ")})`, contentType, bytes },
            admin.cookie(),
          );
          expect(answer.status, `${target} ${answer.status} ${answer.body.slice(0, 200)}`).toBeGreaterThanOrEqual(200);
          expect(answer.status, `${target} ${answer.status} ${answer.body.slice(0, 200)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 150, endOnFailure: true },
    );
    expect(await healthy()).toBe(200);
    expect(uncaught).toEqual([]);
  }, 300_000);

  const IDENTITIES = [
    "signed out",
    "an agent without a CSRF token",
    "an agent with a valid CSRF token",
    "an admin without a CSRF token",
    "an admin with a valid CSRF token",
  ];
  IDENTITIES.forEach((who, index) => {
    it(`${who}: a 4xx with a message (or the sign-in), never a 5xx, and /healthz answers after every route`, async () => {
      const identity = identities[index] as Identity;
      for (const { path } of await postPaths()) {
        for (const target of [path, path === "/admin" ? "/admin.data" : `${path}.data`]) {
          for (const body of bodies(target, identity.csrf())) {
            const answer = await post(target, body, identity.cookie() || null);
            check(target, body, answer, identity.name);
            if (target.startsWith("/admin/sign-out")) await identity.refresh();
          }
          expect(await healthy(), `${identity.name} after ${target}`).toBe(200);
          expect(uncaught, `${identity.name} · ${target}: errors that would have ended the server`).toEqual([]);
        }
      }
    }, 600_000);
  });
});
