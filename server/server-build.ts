import type { ServerBuild } from "react-router";
import * as build from "virtual:react-router/server-build";

/**
 * The React Router build, from the module React Router's Vite plugin makes: in the production
 * build it is compiled into the same bundle as the server (server/worker.ts is the server build's
 * entry), in the tests into Vitest's module graph (vitest.config.ts loads the plugin). Either way
 * the routes, the entry and the server share one copy of every module.
 */
export const serverBuild: ServerBuild = build;
