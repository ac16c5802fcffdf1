import { sql } from "kysely";
import { afterEach, expect, it } from "vitest";
import { describeEachDatabase, renameTable } from "#tests/setup/databases.ts";
import { manualClock } from "#tests/fixtures/manual-clock.ts";
import { PURGE_POLL_MS, recordPurge, watchPurgeLog } from "./cache-purge-log.server.ts";
import { onResponseCachePurge, type PurgeRequest } from "./cache-purge.server.ts";

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** What reaches this process's caches, as a server's response cache would see it. */
function received(): PurgeRequest[] {
  const seen: PurgeRequest[] = [];
  cleanups.push(onResponseCachePurge((request) => seen.push(request)));
  return seen;
}

/** A watcher on a clock the test moves: `poll()` runs one poll and resolves when it is done. */
async function watch(db: Parameters<typeof watchPurgeLog>[0], onError?: (error: unknown) => void) {
  const clock = manualClock();
  cleanups.push(await watchPurgeLog(db, { every: clock.every, onError }));
  return { poll: () => clock.advance(PURGE_POLL_MS) };
}

describeEachDatabase("purges through the database (no Redis)", (get) => {
  it("a server applies each purge written after it started, once, and none from before", async () => {
    await recordPurge(get().db, { all: true });
    const seen = received();
    const watcher = await watch(get().db);
    await watcher.poll();
    expect(seen).toEqual([]);

    await recordPurge(get().db, { tags: ["listing:12"] });
    await recordPurge(get().db, { paths: ["/properties/buy"] });
    expect(seen).toEqual([]); // nothing before the next poll
    await watcher.poll();
    expect(seen).toEqual([
      { all: false, paths: [], prefixes: [], tags: ["listing:12"] },
      { all: false, paths: ["/properties/buy"], prefixes: [], tags: [] },
    ]);
    await watcher.poll();
    expect(seen).toHaveLength(2);
  });

  it("applies a row that became visible after a higher id (PostgreSQL commits serial ids out of order)", async () => {
    const seen = received();
    const watcher = await watch(get().db);
    const now = new Date().toISOString();
    await sql`insert into cache_purges (id, request, created_at) values (50, ${JSON.stringify({ tags: ["listing:50"] })}, ${now})`.execute(
      get().db,
    );
    await watcher.poll();
    expect(seen.map((r) => r.tags)).toEqual([["listing:50"]]);
    await sql`insert into cache_purges (id, request, created_at) values (49, ${JSON.stringify({ tags: ["listing:49"] })}, ${now})`.execute(
      get().db,
    );
    await watcher.poll();
    expect(seen.map((r) => r.tags)).toEqual([["listing:50"], ["listing:49"]]);
  });

  it("refuses a purge that names nothing and drops rows older than a day when it writes", async () => {
    await expect(recordPurge(get().db, { paths: ["no-slash"] })).rejects.toThrow(/nothing to purge/);
    await recordPurge(get().db, { all: true }, new Date("2026-11-20T10:00:00Z"));
    await recordPurge(get().db, { all: true }, new Date("2026-11-21T09:00:00Z"));
    await recordPurge(get().db, { all: true }, new Date("2026-11-21T11:00:00Z"));
    const rows = await sql<{ created_at: string }>`select created_at from cache_purges order by id`.execute(get().db);
    expect(rows.rows.map((r) => r.created_at)).toEqual(["2026-11-21T09:00:00.000Z", "2026-11-21T11:00:00.000Z"]);
  });

  it("keeps polling after the database was unreachable", async () => {
    const seen = received();
    const errors: unknown[] = [];
    const watcher = await watch(get().db, (e) => errors.push(e));
    await renameTable(get().db, "cache_purges", "cache_purges_away");
    await watcher.poll();
    expect(errors).toHaveLength(1);
    await renameTable(get().db, "cache_purges_away", "cache_purges");
    await recordPurge(get().db, { all: true });
    await watcher.poll();
    expect(seen).toEqual([{ all: true, paths: [], prefixes: [], tags: [] }]);
    expect(errors).toHaveLength(1);
  });
});
