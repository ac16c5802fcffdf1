import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "database/**/*.test.ts", "server/**/*.test.ts", "tests/unit/**/*.test.ts"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Database tests each open their own SQLite file or PostgreSQL schema.
    pool: "forks",
    setupFiles: ["tests/setup/vitest-setup.ts"],
  },
});
