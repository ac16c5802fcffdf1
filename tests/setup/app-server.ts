import type http from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";
import type { DB } from "#app/db/db.server.ts";
import { parseEnv, type ServerEnv } from "#app/utils/env.server.ts";
import { createApp, type AppOptions } from "#server/app.ts";
import { entryExports } from "#server/entry-exports.ts";
import { createHttpServer, type ServerTimeouts } from "#server/http-hygiene.ts";

let vite: ViteDevServer | undefined;
let build: Promise<ServerBuild> | undefined;

/**
 * The app's React Router build, compiled in memory by Vite (no `npm run
 * build` needed); loaded once per test file.
 */
export function serverBuild(): Promise<ServerBuild> {
  build ??= (async () => {
    vite = await createServer({
      // no HMR websocket: test files build side by side and would all want its port (24678)
      server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      appType: "custom",
      logLevel: "error",
      // vitest runs with NODE_ENV=test; the app's modules only need the server build
      mode: "production",
    });
    const loaded = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
    // Vite's dev server compiles with import.meta.env.DEV set: render documents as production does
    const rendering = entryExports(loaded).documentRendering;
    if (rendering) rendering.onePass = true;
    // and reuse the markup Prerendered elements stored, as production does
    entryExports(loaded).keepPrerenderedMarkup?.();
    return loaded;
  })();
  return build;
}

export async function closeServerBuild(): Promise<void> {
  await vite?.close();
  vite = undefined;
  build = undefined;
}

export interface RunningApp {
  url: string;
  port: number;
  env: ServerEnv;
  server: http.Server;
  close(): Promise<void>;
}

/**
 * The production Express app (createApp, as server/index.ts runs it) on a
 * real HTTP server at 127.0.0.1 on a free port.
 */
export async function startApp(
  db: DB,
  envVars: Record<string, string> = {},
  options: { timeouts?: ServerTimeouts; health?: AppOptions["health"]; build?: AppOptions["build"] } = {},
): Promise<RunningApp> {
  const env = parseEnv({ DATABASE_URL: "unused.db", NODE_ENV: "production", RESPONSE_CACHE_SECONDS: "0", ...envVars });
  const app = createApp({ env, db, build: options.build ?? (await serverBuild()), ...(options.health ? { health: options.health } : {}) });
  const server = createHttpServer(app, options.timeouts);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    env,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
