import type express from "express";
import type { ServerBuild } from "react-router";
import type { ServerEnv } from "#app/utils/env.server.ts";
import { migrateToLatest } from "#database/migrator.ts";
import { createApp } from "./app.ts";
import { startGracefulServer } from "./lifecycle.ts";
import { startServices } from "./services.ts";

/**
 * Development's server, loaded by server/dev.ts through Vite: the same services as production
 * (startServices: caches, purge bus, rate limiter, outbox, feed schedule) and the same app, with
 * Vite's middleware in front and the routes loaded per request so that edits show at once.
 */
export async function startDevServer(
  env: ServerEnv,
  vite: { middleware: express.RequestHandler; build: () => Promise<ServerBuild>; close: () => Promise<void> },
): Promise<void> {
  const services = await startServices(env, { prepare: migrateToLatest });
  const app = createApp({ env, db: services.db, readDb: services.readDb, dev: true, before: [vite.middleware], build: vite.build });
  startGracefulServer(app, {
    port: env.PORT,
    host: env.HOST,
    onListening: (url) => console.log(`Dev server on ${url}`),
    onClose: async () => {
      await vite.close();
      await services.stop();
    },
  });
}
