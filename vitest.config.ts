import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
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
