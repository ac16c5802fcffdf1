/**
 * One worker of the server (server/cluster.ts forks it; server/index.ts loads this module in the
 * worker only, so the supervising primary never loads the app, the database drivers or sharp):
 * opens the database, builds the app and serves until the primary asks it to stop.
 */
import cluster from "node:cluster";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { openDatabase } from "#app/db/db.server.ts";
import { rememberCounts } from "#app/db/count-cache.server.ts";
import { keepCountSummary } from "#app/features/listings/count-summary.server.ts";
import { agencyConfig, type ServerEnv } from "#app/utils/env.server.ts";
import { startLeadOutbox } from "#app/features/leads/worker.server.ts";
import { startFeedSchedule } from "#app/features/feeds/schedule.server.ts";
import { leadLimiter } from "#app/features/leads/rate-limit.server.ts";
import { listenForPurges, onResponseCachePurge, purgeResponseCache } from "#app/utils/cache-purge.server.ts";
import { closeRedisConnections } from "#app/utils/redis.server.ts";
import { watchPurgeLog } from "#app/utils/cache-purge-log.server.ts";
import { createApp } from "./app.ts";
import { startGracefulServer } from "./lifecycle.ts";
import { popularPaths, prefill } from "./prefill.ts";

/** `buildDir`: where server.js is (the React Router build sits beside it; this module is a chunk of it). */
export async function startWorker(env: ServerEnv, buildDir: string): Promise<void> {
  const database = openDatabase(env.DATABASE_URL);
  // list totals are remembered until the data changes (a purge), see count-cache.server.ts
  rememberCounts(database.db);
  // and the common list filters are counted in memory, see count-summary.server.ts
  keepCountSummary(database.db);
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  const app = createApp({ env, db: database.db, build, clientDir: path.join(buildDir, "client") });
  listenForPurges(env);
  // Without Redis, a CLI process (an import from cron) reaches the servers' caches through the database.
  let warnedPurgeLog = false;
  const stopPurgeLog = env.REDIS_URL
    ? () => {}
    : await watchPurgeLog(database.db, {
        onError: (error) => {
          if (!warnedPurgeLog) console.warn(`Cache purge log: ${error instanceof Error ? error.message : String(error)}`);
          warnedPurgeLog = true;
        },
      });
  // Connects to Redis now, so the first submissions are already counted there.
  leadLimiter(env);
  if (!env.REDIS_URL && env.WEB_CONCURRENCY > 1) console.warn("REDIS_URL is not set: rate limits are counted per process");
  const outbox = startLeadOutbox(database.db, env, agencyConfig(env));
  const feeds = startFeedSchedule(database.db, env, {
    mediaDir: path.resolve(env.MEDIA_DIR),
    onChanged: async () => void (await purgeResponseCache({ all: true })),
  });
  // A cold cache is filled with the most-opened pages after the start and after a purge that
  // changes lists (an import), so the first visitors are not all misses (server/prefill.ts).
  let refill: NodeJS.Timeout | undefined;
  const scheduleRefill = (delayMs: number) => {
    if (!env.SITE_URL || env.RESPONSE_CACHE_SECONDS <= 0) return;
    const host = new URL(env.SITE_URL).host;
    clearTimeout(refill);
    refill = setTimeout(() => {
      popularPaths(database.db)
        .then((paths) => prefill(app, paths, host))
        .catch((error: unknown) => console.warn(`Cache prefill failed: ${error instanceof Error ? error.message : String(error)}`));
    }, delayMs);
    refill.unref();
  };
  onResponseCachePurge((request) => {
    if (request.all || request.tags?.some((t) => t.startsWith("list:"))) scheduleRefill(2000);
  });
  startGracefulServer(app, {
    port: env.PORT,
    host: env.HOST,
    onListening: (url) => {
      console.log(`Worker ${cluster.worker?.id} (pid ${process.pid}): serving on ${url} (database: ${database.engine} ${database.label})`);
      scheduleRefill(1000);
    },
    onClose: async () => {
      clearTimeout(refill);
      stopPurgeLog();
      await outbox.stop();
      await feeds.stop();
      await closeRedisConnections();
      await database.close();
    },
  });
}
