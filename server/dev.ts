import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { EnvError, parseEnv } from "#app/utils/env.server.ts";
import type * as DevApp from "./dev-app.ts";

/**
 * `npm run dev`: the production server's app and services (server/dev-app.ts) loaded through Vite's
 * module graph together with the routes, so there is one copy of every module, as in the build
 * (decision 037); Vite's middleware serves the assets and reloads what changes.
 */
async function main() {
  const env = parseEnv({ NODE_ENV: "development", ...process.env });
  const vite = await createServer({ server: { middlewareMode: true } });
  const { startDevServer } = (await vite.ssrLoadModule("/server/dev-app.ts")) as typeof DevApp;
  await startDevServer(env, {
    middleware: vite.middlewares,
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    close: () => vite.close(),
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
