import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "#database/seed/seed.server.ts";
import { type Answerer, API_ANSWERS } from "#app/features/api/endpoints.server.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/databases.ts";
import { serverBuild, startApp, type RunningApp } from "#tests/setup/app-server.ts";

/**
 * The API's data endpoints are answered by Express directly (server/api-direct.ts).
 * Whatever path answers, a client must get the same thing React Router's routes give:
 * the same status, bytes, ETag, caching and CORS headers, 304s and error bodies.
 */
let database: TestDatabase & { destroy: () => Promise<void> };
let direct: RunningApp;
/** the direct path with the response cache on, as in production */
let cached: RunningApp;
/** paths the direct path answered (its handlers, counted) */
const answered: string[] = [];
/** the same app with the build loaded per request, as in development: every API path goes through React Router */
let routed: RunningApp;
let listingId: number;

beforeAll(async () => {
  database = await createTestDatabase("sqlite");
  await seedDatabase(database.db, { listings: 30, projects: 3 });
  listingId = (await database.db.selectFrom("listings").select("id").where("status", "=", "ACTIVE").orderBy("id").executeTakeFirstOrThrow())
    .id;
  // the handlers the routes call, each counted when the direct path calls it
  const counted = Object.fromEntries(
    Object.entries(API_ANSWERS).map(([path, answer]): [string, Answerer] => [
      path,
      (request, db) => (answered.push(path), answer(request, db)),
    ]),
  );
  direct = await startApp(database.db, {}, { apiAnswers: counted });
  cached = await startApp(database.db, { RESPONSE_CACHE_SECONDS: "600", CDN_TAG_HEADERS: "both" }, { apiAnswers: counted });
  routed = await startApp(database.db, {}, { build: () => serverBuild() });
}, 120_000);

afterAll(async () => {
  await direct?.close();
  await cached?.close();
  await routed?.close();
  await database?.destroy();
});

const SHOWN = [
  "content-type",
  "cache-control",
  "etag",
  "vary",
  "access-control-allow-origin",
  "access-control-expose-headers",
  "retry-after",
];

async function ask(app: RunningApp, path: string, init: RequestInit = {}) {
  const res = await fetch(`${app.url}${path}`, { ...init, headers: { "Accept-Encoding": "identity", ...init.headers } });
  const headers = Object.fromEntries(SHOWN.map((name) => [name, res.headers.get(name)]));
  return { status: res.status, headers, body: await res.text() };
}

describe("API answered without React Router", () => {
  it("answers every data endpoint itself, as the routes do", async () => {
    expect(Object.keys(API_ANSWERS).length).toBeGreaterThanOrEqual(7);
    for (const path of Object.keys(API_ANSWERS)) {
      const query = path === "/api/locations" ? "?q=dubai" : "";
      answered.length = 0;
      const mine = await ask(direct, path + query);
      expect(answered, `${path} answered without React Router`).toEqual([path]);
      expect(mine.status, path).toBe(200);
      expect(mine.headers["content-type"], path).toBe("application/json; charset=utf-8");
      expect(mine, path).toEqual(await ask(routed, path + query));
    }
  });

  it("answers a detail, a filtered page, a 304, a 400, a 404 and a HEAD the same way", async () => {
    const detail = `/api/properties/get_properties_for_main_site?property_id=${listingId}`;
    const first = await ask(direct, detail);
    expect(JSON.parse(first.body).properties[0].id).toBe(listingId);
    const cases: [string, RequestInit?][] = [
      [detail],
      ["/api/properties/get_properties_for_main_site?listing_type=RENT&page=2&size=5&sort=price_asc"],
      [detail, { headers: { "If-None-Match": first.headers.etag ?? "" } }],
      ["/api/properties/get_properties_for_main_site?size=abc"],
      ["/api/properties/get_properties_for_main_site?property_id=99999999"],
      ["/api/properties/projects?project_id=99999999"],
      [detail, { method: "HEAD" }],
    ];
    const statuses: number[] = [];
    for (const [path, init] of cases) {
      const mine = await ask(direct, path, init);
      statuses.push(mine.status);
      expect(mine, `${init?.method ?? "GET"} ${path}`).toEqual(await ask(routed, path, init));
    }
    expect(statuses).toEqual([200, 200, 304, 400, 404, 404, 200]);
  });

  it("is stored and served again by the response cache like any page", async () => {
    const path = `/api/properties/get_properties_for_main_site?listing_type=SELL&size=4`;
    answered.length = 0;
    const first = await fetch(`${cached.url}${path}`, { headers: { "Accept-Encoding": "br" } });
    const firstBody = await first.text();
    expect(first.headers.get("x-cache")).toBe("MISS");
    let second = await fetch(`${cached.url}${path}`, { headers: { "Accept-Encoding": "br" } });
    // the miss is stored once its compressed form is ready
    for (let i = 0; i < 50 && second.headers.get("x-cache") !== "HIT"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      second = await fetch(`${cached.url}${path}`, { headers: { "Accept-Encoding": "br" } });
    }
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(await second.text()).toBe(firstBody);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(second.headers.get("surrogate-key")).toBe(first.headers.get("surrogate-key"));
    expect(answered).toEqual(["/api/properties/get_properties_for_main_site"]);
  });

  it("leaves preflights and writes to the method guard: 204 with CORS, and a JSON 405", async () => {
    const preflight = await fetch(`${direct.url}/api/properties/get_areas`, { method: "OPTIONS" });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-methods")).toBe("GET, HEAD, OPTIONS");
    const post = await fetch(`${direct.url}/api/properties/get_areas`, { method: "POST", body: "x" });
    expect(post.status).toBe(405);
    expect(await post.json()).toEqual({ error: "method_not_allowed", message: "This API is read-only: use GET" });
  });
});
