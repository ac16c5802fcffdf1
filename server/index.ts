import cluster from "node:cluster";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { EnvError, parseEnv } from "#app/utils/env.server.ts";
import { runWorkerPool } from "./cluster.ts";

/**
 * The server's entry (bundled to <build dir>/server.js). The primary process only supervises: it
 * forks WEB_CONCURRENCY workers (one by default) and replaces one that dies, so a crash never
 * leaves the site down (server/cluster.ts). Each worker loads the app (server/worker.ts) on its
 * own; the primary never does, so it stays small (~50 MB) and has nothing a request can crash.
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
  const { startWorker } = await import("./worker.ts");
  // this file is bundled to <build dir>/server.js; the React Router build sits beside it
  await startWorker(env, path.dirname(fileURLToPath(import.meta.url)));
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
