import http from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { startFeedSchedule } from "./schedule.server.ts";

let server: http.Server;
let feedUrl: string;
let dir: string;
let requests = 0;

beforeAll(async () => {
  const xml = readFileSync("tests/fixtures/feeds/bayut-sample.xml");
  server = http.createServer((_req, res) => {
    requests += 1;
    res.writeHead(200, { "content-type": "application/xml" }).end(xml);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/bayut.xml`;
  dir = mkdtempSync(join(tmpdir(), "feed-schedule-"));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

describeEachDatabase("feed schedule", (get) => {
  it("pulls a due feed once, however many processes run the schedule, and purges the cache after it", async () => {
    requests = 0;
    const purge = vi.fn();
    const env = { FEEDS: [{ name: "bayut-main", url: `${feedUrl}?key=rotating` }], FEED_SYNC_MINUTES: 60, FEED_PHOTOS_ALLOW_PRIVATE: true };
    const options = { mediaDir: dir, onChanged: purge, log: () => {}, firstDelayMs: 0 };
    const workers = [
      startFeedSchedule(get().db, env, options),
      startFeedSchedule(get().db, env, options),
      startFeedSchedule(get().db, env, options),
    ];
    await vi.waitFor(
      async () => {
        const run = await get().db.selectFrom("import_runs").select("status").where("source", "=", "bayut-main").executeTakeFirst();
        expect(run?.status).toBe("succeeded");
      },
      { timeout: 15_000, interval: 50 },
    );
    await Promise.all(workers.map((w) => w.stop()));
    const runs = await get().db.selectFrom("import_runs").select("id").where("source", "=", "bayut-main").execute();
    expect(runs).toHaveLength(1);
    expect(requests).toBe(1);
    expect(purge).toHaveBeenCalledTimes(1);
    expect(await get().db.selectFrom("listings").select("status").where("reference", "=", "BY-TEST-002").executeTakeFirst()).toEqual({
      status: "ACTIVE",
    });
  });
});
