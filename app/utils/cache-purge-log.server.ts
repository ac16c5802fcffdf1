import { sql } from "kysely";
import type { DB } from "#app/db/db.server.ts";
import { applyReceivedPurge, type PurgeRequest, purgeOrThrow } from "./cache-purge.server.ts";

/**
 * Cache purges through the database, for a site without Redis: a process
 * with no cache of its own (`npm run import` from cron, `npm run cache`)
 * writes its purge to `cache_purges` (migration 0018), and every server
 * process polls the table and applies each new row once. It is the same
 * database the servers read, so nodes that share a PostgreSQL database get
 * the purge too. With REDIS_URL the purge goes over Redis at once instead.
 */

/** How often a server looks for new rows. */
export const PURGE_POLL_MS = 2000;
/** Rows are kept this long (a server that was down longer starts with an empty cache anyway). */
const KEEP_MS = 24 * 60 * 60 * 1000;
/**
 * PostgreSQL hands out serial ids before commit, so a lower id can become
 * visible after a higher one; the poll looks back this many ids and skips the
 * ones it applied.
 */
const LOOK_BACK = 100;

/** Writes a purge for the servers to apply; drops rows older than a day. */
export async function recordPurge(db: DB, request: PurgeRequest, now = new Date()): Promise<void> {
  const normal = purgeOrThrow(request);
  await db
    .insertInto("cache_purges")
    .values({ request: JSON.stringify(normal), created_at: now.toISOString() })
    .execute();
  await db
    .deleteFrom("cache_purges")
    .where("created_at", "<", new Date(now.getTime() - KEEP_MS).toISOString())
    .execute();
}

/** Ids of the rows at or after `high - LOOK_BACK`. */
async function recentIds(db: DB, high: number) {
  const rows = await db
    .selectFrom("cache_purges")
    .select(["id", "request"])
    .where("id", ">", high - LOOK_BACK)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: Number(row.id), request: row.request }));
}

export interface WatchOptions {
  /** how often to poll (default PURGE_POLL_MS) */
  intervalMs?: number;
  onError?: (error: unknown) => void;
  /**
   * Runs `run` every `ms` until the returned function is called: the poll.
   * Default: an unref'd setInterval. A test passes a clock it moves by hand
   * (tests/fixtures/manual-clock.ts), each move running the polls that fell due.
   */
  every?: (ms: number, run: () => unknown) => () => void;
}

/** The real `every`: a timer that does not keep the process alive. */
function everyInterval(ms: number, run: () => unknown): () => void {
  const timer = setInterval(() => void run(), ms);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Starts polling for purges written after this call and applies each to this
 * process's cache once; returns the stop function. A failed poll (the
 * database is down) is retried at the next tick.
 */
export async function watchPurgeLog(db: DB, options: WatchOptions = {}) {
  /** rows already seen: those written before the start (this cache was empty then) and those applied since */
  const seen = new Set<number>();
  let high = 0;
  const remember = (id: number) => {
    seen.add(id);
    if (id > high) high = id;
  };
  try {
    const top = await db
      .selectFrom("cache_purges")
      .select(sql<number | null>`max(id)`.as("top"))
      .executeTakeFirst();
    high = Number(top?.top ?? 0);
    for (const row of await recentIds(db, high)) remember(row.id);
  } catch (error) {
    options.onError?.(error);
  }
  let running = false;
  const poll = async () => {
    if (running) return;
    running = true;
    try {
      for (const row of await recentIds(db, high)) {
        if (seen.has(row.id)) continue;
        remember(row.id);
        try {
          applyReceivedPurge(JSON.parse(row.request));
        } catch {
          // a row that is not JSON purges nothing
        }
      }
      for (const id of seen) if (id <= high - LOOK_BACK) seen.delete(id);
    } catch (error) {
      options.onError?.(error);
    } finally {
      running = false;
    }
  };
  return (options.every ?? everyInterval)(options.intervalMs ?? PURGE_POLL_MS, poll);
}
