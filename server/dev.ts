import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { openDatabase } from "#app/db/db.server.ts";
import { migrateToLatest } from "#database/migrator.ts";
import { EnvError, parseEnv } from "#app/utils/env.server.ts";
import { createApp } from "./app.ts";
import { startGracefulServer } from "./lifecycle.ts";

/** `npm run dev`: the same Express app with Vite's middleware and hot reload. */
async function main() {
  const env = parseEnv({ NODE_ENV: "development", ...process.env });
  const database = openDatabase(env.DATABASE_URL);
  await migrateToLatest(database.db);
  const vite = await createServer({ server: { middlewareMode: true } });
  const app = createApp({
    env,
    db: database.db,
    dev: true,
    before: [vite.middlewares],
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  });
  startGracefulServer(app, {
    port: env.PORT,
    host: env.HOST,
    onListening: (url) => console.log(`Dev server on ${url}`),
    onClose: async () => {
      await vite.close();
      await database.close();
    },
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
