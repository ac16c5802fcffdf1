import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // React Router's plugin compiles the routes into Vitest's own module graph
  // (`virtual:react-router/server-build`, server/server-build.ts): the routes, the server and the
  // tests share one copy of every module, as the production build does (decision 037).
  plugins: [reactRouter()],
  test: {
    // the document's stylesheet link needs its URL (`app.css?url` in app/root.tsx); Vitest would make it empty
    css: { include: [/app\.css/] },
    include: ["app/**/*.test.{ts,tsx}", "database/**/*.test.ts", "server/**/*.test.ts", "tests/unit/**/*.test.ts"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Database tests each open their own SQLite file or PostgreSQL schema.
    pool: "forks",
    // Most files wait on PostgreSQL, argon2 or a server more than they compute: on two cores four
    // workers finish in about two thirds of the time two take (measured: 88–126 s against 179 s).
    maxWorkers: 4,
    setupFiles: ["tests/setup/vitest-setup.ts"],
  },
});
