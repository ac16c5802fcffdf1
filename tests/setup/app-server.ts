import type http from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "react-router";
import type { DB } from "#app/db/db.server.ts";
import { parseEnv, type ServerEnv } from "#app/utils/env.server.ts";
import { createApp, type AppOptions } from "#server/app.ts";
import { keepPrerenderedMarkup } from "#app/components/ui/prerendered-store.server.ts";
import { documentRendering } from "#app/utils/rendered-documents.server.ts";
import { serverBuild as build } from "#server/server-build.ts";
import { startServices } from "#server/services.ts";
import { createHttpServer, type ServerTimeouts } from "#server/http-hygiene.ts";

let prepared = false;

/**
 * The app's React Router build, compiled by Vitest itself (vitest.config.ts loads React Router's
 * plugin): the routes, the server and the test share one copy of every module, as in production.
 */
export async function serverBuild(): Promise<ServerBuild> {
  if (!prepared) {
    prepared = true;
    // Vitest compiles with import.meta.env.DEV set: render documents as production does
    documentRendering.onePass = true;
    // and reuse the markup Prerendered elements stored, as production does
    keepPrerenderedMarkup();
  }
  return build;
}

export interface RunningApp {
  url: string;
  port: number;
  env: ServerEnv;
  server: http.Server;
  close(): Promise<void>;
}

/**
 * The production Express app (createApp, as server/worker.ts runs it) with the production
 * services (startServices; its background jobs off, which tests drive themselves) on a real
 * HTTP server at 127.0.0.1 on a free port.
 */
export async function startApp(
  db: DB,
  envVars: Record<string, string> = {},
  options: {
    timeouts?: ServerTimeouts;
    health?: AppOptions["health"];
    build?: AppOptions["build"];
    apiAnswers?: AppOptions["apiAnswers"];
  } = {},
): Promise<RunningApp> {
  const env = parseEnv({ DATABASE_URL: "unused.db", NODE_ENV: "production", RESPONSE_CACHE_SECONDS: "0", ...envVars });
  const services = await startServices(env, { db, jobs: false });
  const app = createApp({
    env,
    db,
    readDb: services.readDb,
    build: options.build ?? (await serverBuild()),
    ...(options.health ? { health: options.health } : {}),
    ...(options.apiAnswers ? { apiAnswers: options.apiAnswers } : {}),
  });
  const server = createHttpServer(app, options.timeouts);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    env,
    server,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      await services.stop();
    },
  };
}
