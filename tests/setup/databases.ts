import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe } from "vitest";
import { type DatabaseHandle, migrateToLatest, openDatabase } from "#app/db/db.server.ts";

/** Where the PostgreSQL tests connect; every test file gets its own schema in it. */
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

let postgresReachable: Promise<boolean> | undefined;

async function canReachPostgres(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export type Engine = "sqlite" | "postgres";

export interface TestDatabase {
  readonly handle: DatabaseHandle;
  readonly db: DatabaseHandle["db"];
}

async function createPostgresSchema(): Promise<{ url: string; schema: string; drop: () => Promise<void> }> {
  const schema = `t_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  return {
    url: TEST_POSTGRES_URL,
    schema,
    drop: async () => {
      const c = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
    },
  };
}

/** A fresh, migrated database of the given engine: a temp SQLite file or a PostgreSQL schema. */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase & { destroy: () => Promise<void> }> {
  if (engine === "sqlite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-test-"));
    const handle = openDatabase(path.join(dir, "test.db"));
    await migrateToLatest(handle.db);
    return {
      handle,
      db: handle.db,
      destroy: async () => {
        await handle.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const pgSchema = await createPostgresSchema();
  const handle = openDatabase(pgSchema.url, { schema: pgSchema.schema, poolSize: 4 });
  await migrateToLatest(handle.db);
  return {
    handle,
    db: handle.db,
    destroy: async () => {
      await handle.close();
      await pgSchema.drop();
    },
  };
}

/**
 * Runs the same suite on SQLite and on PostgreSQL. Without a reachable
 * PostgreSQL the PostgreSQL half is skipped with a clear notice, except with
 * CI=true, where it must run and an unreachable server fails the suite.
 */
export function describeEachDatabase(
  name: string,
  suite: (get: () => TestDatabase, engine: Engine) => void,
  options: { setup?: (db: TestDatabase["db"]) => Promise<void> } = {},
) {
  for (const engine of ["sqlite", "postgres"] as const) {
    describe(`${name} [${engine}]`, async () => {
      if (engine === "postgres") {
        postgresReachable ??= canReachPostgres();
        const ok = await postgresReachable;
        if (!ok) {
          if (process.env.CI === "true") throw new Error(`PostgreSQL is required in CI but ${TEST_POSTGRES_URL} is unreachable`);
          console.warn(`SKIPPED: PostgreSQL tests of "${name}" — no server at ${TEST_POSTGRES_URL}`);
          describe.skip("PostgreSQL unavailable", () => {});
          return;
        }
      }
      let current: (TestDatabase & { destroy: () => Promise<void> }) | undefined;
      beforeAll(async () => {
        current = await createTestDatabase(engine);
        await options.setup?.(current.db);
      });
      afterAll(async () => {
        await current?.destroy();
      });
      suite(() => {
        if (!current) throw new Error("test database not ready");
        return current;
      }, engine);
    });
  }
}
