/**
 * One worker of the server, and the entry of the server build: `react-router build` compiles this
 * module, the Express app and the React Router build into <build dir>/server/index.js, one module
 * graph (decision 037). server/index.ts (the launcher, <build dir>/server.js) forks the workers
 * and loads this module in each of them only, so the supervising primary never loads the app, the
 * database drivers or sharp. A worker starts the services, builds the app and serves until the
 * primary asks it to stop.
 */
import cluster from "node:cluster";
import path from "node:path";
import type { ServerEnv } from "#app/utils/env.server.ts";
import { onResponseCachePurge } from "#app/utils/cache-purge.server.ts";
import { createApp } from "./app.ts";
import { startGracefulServer } from "./lifecycle.ts";
import { popularPaths, prefill } from "./prefill.ts";
import { serverBuild } from "./server-build.ts";
import { startServices } from "./services.ts";
import { warmUp } from "./warm-up.ts";

/** `buildDir`: the build folder (server.js, client/ and server/ inside it). */
export async function startWorker(env: ServerEnv, buildDir: string): Promise<void> {
  const services = await startServices(env);
  const db = services.db;
  const app = createApp({ env, db, readDb: services.readDb, build: serverBuild, clientDir: path.join(buildDir, "client") });
  // A cold cache is filled with the most-opened pages after the start and after a purge that
  // changes lists (an import), so the first visitors are not all misses (server/prefill.ts).
  let refill: NodeJS.Timeout | undefined;
  const scheduleRefill = (delayMs: number) => {
    if (!env.SITE_URL || env.RESPONSE_CACHE_SECONDS <= 0) return;
    const host = new URL(env.SITE_URL).host;
    clearTimeout(refill);
    refill = setTimeout(() => {
      popularPaths(db)
        .then((paths) => prefill(app, paths, host))
        .catch((error: unknown) => console.warn(`Cache prefill failed: ${error instanceof Error ? error.message : String(error)}`));
    }, delayMs);
    refill.unref();
  };
  onResponseCachePurge((request) => {
    if (request.all || request.tags?.some((t) => t.startsWith("list:"))) scheduleRefill(2000);
  });
  if (env.SERVER_WARMUP_SECONDS > 0)
    console.log(
      `Worker ${cluster.worker?.id ?? 1} (pid ${process.pid}): warming up for ${env.SERVER_WARMUP_SECONDS} s before the port opens (SERVER_WARMUP_SECONDS)`,
    );
  const warm = await warmUp(app, db, env.SERVER_WARMUP_SECONDS, env.SITE_URL ? new URL(env.SITE_URL).host : "localhost").catch(
    (error: unknown) => {
      console.warn(`Warm-up skipped: ${error instanceof Error ? error.message : String(error)}`);
      return { requests: 0, ms: 0 };
    },
  );
  if (warm.requests)
    console.log(`Worker ${cluster.worker?.id ?? 1} (pid ${process.pid}): warmed up with ${warm.requests} pages in ${warm.ms} ms`);
  startGracefulServer(app, {
    port: env.PORT,
    host: env.HOST,
    onListening: (url) => {
      console.log(`Worker ${cluster.worker?.id} (pid ${process.pid}): serving on ${url} (database: ${services.databaseLabel})`);
      scheduleRefill(1000);
    },
    onClose: async () => {
      clearTimeout(refill);
      await services.stop();
    },
  });
}
