import cluster from "node:cluster";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { openDatabase } from "#app/db/db.server.ts";
import { EnvError, agencyConfig, parseEnv } from "#app/utils/env.server.ts";
import { startLeadOutbox } from "#app/features/leads/worker.server.ts";
import { startFeedSchedule } from "#app/features/feeds/schedule.server.ts";
import { leadLimiter } from "#app/features/leads/rate-limit.server.ts";
import { listenForPurges, purgeResponseCache } from "#app/utils/cache-purge.server.ts";
import { closeRedisConnections } from "#app/utils/redis.server.ts";
import { createApp } from "./app.ts";
import { runWorkerPool } from "./cluster.ts";
import { startGracefulServer } from "./lifecycle.ts";

// This file is bundled to <build dir>/server.js; the React Router build sits beside it.
const buildDir = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  const env = parseEnv();
  if (cluster.isPrimary && process.env.NODE_ENV !== "production") {
    console.warn("NODE_ENV is not 'production': React renders its slower development build (use npm start or npm run serve)");
  }
  if (cluster.isPrimary && env.WEB_CONCURRENCY > 1) {
    runWorkerPool(env.WEB_CONCURRENCY);
    return;
  }
  const database = openDatabase(env.DATABASE_URL);
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  const app = createApp({ env, db: database.db, build, clientDir: path.join(buildDir, "client") });
  listenForPurges(env);
  // Connects to Redis now, so the first submissions are already counted there.
  leadLimiter(env);
  if (!env.REDIS_URL && env.WEB_CONCURRENCY > 1) console.warn("REDIS_URL is not set: rate limits are counted per process");
  const outbox = startLeadOutbox(database.db, env, agencyConfig(env));
  const feeds = startFeedSchedule(database.db, env, {
    mediaDir: path.resolve(env.MEDIA_DIR),
    onChanged: async () => void (await purgeResponseCache({ all: true })),
  });
  startGracefulServer(app, {
    port: env.PORT,
    host: env.HOST,
    onListening: (url) =>
      console.log(
        `${cluster.isWorker ? `Worker ${cluster.worker?.id}: s` : "S"}erving on ${url} (database: ${database.engine} ${database.label})`,
      ),
    onClose: async () => {
      await outbox.stop();
      await feeds.stop();
      await closeRedisConnections();
      await database.close();
    },
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
