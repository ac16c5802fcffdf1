import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type DatabaseHandle, openDatabase } from "#app/db/db.server.ts";
import { migrateToLatest } from "#database/migrator.ts";
import { insertArea, insertDeveloper, insertListing, insertProject, insertPropertyType } from "#tests/fixtures/directory-rows.ts";
import { startApp, type RunningApp } from "#tests/setup/app-server.ts";
import { postgresBinDir, startThrowawayPostgres, type ThrowawayPostgres } from "#tests/setup/throwaway-postgres.ts";

/**
 * A real PostgreSQL outage under the production app: the test's own
 * PostgreSQL is stopped the way a restart stops it ("terminating connection
 * due to administrator command" on every pooled connection), then started.
 */
const canRun = postgresBinDir() !== null;
if (!canRun && process.env.CI === "true") throw new Error("PostgreSQL server binaries are required in CI (apt-get install postgresql)");
if (!canRun) console.warn("SKIPPED: database outage tests — no PostgreSQL server binaries (set PG_BIN)");

const decode = (html: string) => html.replace(/&#x27;/g, "'").replace(/&amp;/g, "&");

describe.skipIf(!canRun)("a PostgreSQL outage", () => {
  let pg: ThrowawayPostgres;
  let handle: DatabaseHandle;
  let app: RunningApp;
  const ids = { area: 0, developer: 0, listing: 0, project: 0 };

  beforeAll(async () => {
    pg = await startThrowawayPostgres();
    handle = openDatabase(pg.url, { poolSize: 4, connectionTimeoutMs: 1000 });
    await migrateToLatest(handle.db);
    ids.area = await insertArea(handle.db, "Outage Marina");
    ids.developer = await insertDeveloper(handle.db, "Outage Developer");
    const typeId = await insertPropertyType(handle.db);
    ids.listing = await insertListing(handle.db, { areaId: ids.area, typeId, listingType: "SELL", price: 1_500_000 });
    ids.project = await insertProject(handle.db, "Harbour Lights Residences", ids.developer, ids.area);
    // the response cache on, as in production: a failure must never be stored
    app = await startApp(handle.db, { RESPONSE_CACHE_SECONDS: "60" });
  });

  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await pg?.destroy();
  });

  it("answers 503 with the spec's texts, never cached, and recovers by itself when the database is back", async () => {
    const before = await fetch(`${app.url}/off-plan-properties`);
    expect(before.status).toBe(200);
    expect(await before.text()).toContain("Harbour Lights Residences");

    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await pg.stop();
    // The pooled connections were terminated: pg emitted 'error' on them, and the process is still here.
    await vi.waitFor(() => expect(warn.mock.calls.some(([line]) => String(line).includes("PostgreSQL connection lost"))).toBe(true));

    const pages: Array<[string, string]> = [
      ["/off-plan-properties?during=outage", "Couldn't fetch data!"],
      ["/new-projects", "Couldn't fetch data!"],
      ["/properties/buy", "Couldn't fetch data!"],
      [`/properties-for-sale/${ids.listing}`, "Couldn't fetch data!"],
      [`/properties-off-plan/${ids.project}`, "Couldn't fetch data!"],
      [`/areas/${ids.area}`, "Couldn't fetch data!"],
      [`/developers/${ids.developer}`, "Couldn't fetch data!"],
      ["/areas", "Failed to fetch areas"],
      ["/developers", "Failed to fetch developers"],
      ["/staff", "Error fetching data"],
    ];
    for (const [path, message] of pages) {
      const res = await fetch(`${app.url}${path}`);
      expect.soft(res.status, path).toBe(503);
      expect.soft(res.headers.get("cache-control"), path).toBe("no-store");
      expect.soft(decode(await res.text()), path).toContain(message);
    }

    const api = await fetch(`${app.url}/api/properties/get_areas`, { headers: { Origin: "https://partner.example" } });
    expect(api.status).toBe(503);
    expect(api.headers.get("content-type")).toMatch(/^application\/json/);
    expect(api.headers.get("access-control-allow-origin")).toBe("*");
    expect(api.headers.get("cache-control")).toBe("no-store");
    expect(await api.json()).toEqual({ error: "unavailable", message: "Failed to fetch areas" });

    const projects = await fetch(`${app.url}/api/properties/projects`);
    expect(projects.status).toBe(503);
    expect(await projects.json()).toEqual({ error: "unavailable", message: "Couldn't fetch data!" });

    const sitemap = await fetch(`${app.url}/sitemap.xml`);
    expect(sitemap.status).toBe(503);
    expect(sitemap.headers.get("cache-control")).toBe("no-store");

    const health = await fetch(`${app.url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ ok: false, checks: { database: "down" } });

    // One line per failure, no stack trace.
    const logged = warn.mock.calls.map(([line]) => String(line));
    expect(logged.some((line) => /\n\s+at /.test(line))).toBe(false);

    await pg.start();
    const healthAfter = await fetch(`${app.url}/healthz`);
    expect(healthAfter.status).toBe(200);
    expect(await healthAfter.json()).toMatchObject({ ok: true, checks: { database: "ok" }, outbox: { ok: true } });

    // The URL that failed during the outage was not kept: it renders the projects now, and that answer is cached.
    const after = await fetch(`${app.url}/off-plan-properties?during=outage`);
    expect(after.status).toBe(200);
    expect(after.headers.get("x-cache")).toBe("MISS");
    expect(await after.text()).toContain("Harbour Lights Residences");
    const again = await fetch(`${app.url}/off-plan-properties?during=outage`);
    expect(again.headers.get("x-cache")).toBe("HIT");
    const apiAfter = await fetch(`${app.url}/api/properties/get_areas`);
    expect(apiAfter.status).toBe(200);
  });
});
