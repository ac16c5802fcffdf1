import cluster from "node:cluster";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { EnvError, parseEnv } from "#app/utils/env.server.ts";
import { runWorkerPool } from "./cluster.ts";
import type * as Worker from "./worker.ts";

/**
 * The launcher (bundled to <build dir>/server.js): the primary process only supervises: it forks
 * WEB_CONCURRENCY workers (one by default) and replaces one that dies, so a crash never leaves the
 * site down (server/cluster.ts). Each worker loads the server build (<build dir>/server/index.js:
 * server/worker.ts compiled with the app and the routes into one bundle, decision 037); the primary
 * never does, so it stays small (~50 MB) and has nothing a request can crash.
 */
async function main() {
  const env = parseEnv();
  if (cluster.isPrimary) {
    if (process.env.NODE_ENV !== "production") {
      console.warn("NODE_ENV is not 'production': React renders its slower development build (use npm start or npm run serve)");
    }
    runWorkerPool(env.WEB_CONCURRENCY);
    return;
  }
  // this file is bundled to <build dir>/server.js; the server build sits beside it
  const buildDir = path.dirname(fileURLToPath(import.meta.url));
  const { startWorker } = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as typeof Worker;
  await startWorker(env, buildDir);
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
