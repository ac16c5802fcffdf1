import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe } from "vitest";
import { type DatabaseHandle, type DB, openDatabase } from "#app/db/db.server.ts";
import { isPostgres } from "#app/db/dialect.ts";
import { migrateToLatest } from "#database/migrator.ts";

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
  /** Closes the connection and opens a new one to the same database, as a restarted server would. */
  reopen(): Promise<void>;
}

/** The advisory lock that keeps schema drops apart from catalog reads (any number of those at once). */
const SCHEMA_LOCK_KEY = 7_202_611;

/**
 * Kysely's migrator and introspection read the catalog of EVERY schema on the
 * server (`pg_get_serial_sequence` on each column), and that read fails with
 * "schema … does not exist" when another test file drops its schema meanwhile.
 * Such reads hold this lock shared; dropping a schema holds it alone.
 */
async function holdingSchemaLock<T>(mode: "shared" | "exclusive", fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const suffix = mode === "shared" ? "_shared" : "";
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock${suffix}($1)`, [SCHEMA_LOCK_KEY]);
    return await fn(client);
  } finally {
    // ending the session releases the lock too
    await client.end().catch(() => {});
  }
}

/** Runs a read of the whole server's catalog (migrating, introspecting) while no test schema is being dropped. */
export function whileNoSchemaIsDropped<T>(engine: Engine, fn: () => Promise<T>): Promise<T> {
  return engine === "postgres" ? holdingSchemaLock("shared", fn) : fn();
}

/**
 * Changes a test database's tables (a migration's `down` and `up`, a rename that makes a write fail) while no
 * other test file reads the whole server's catalog: a read that met a table or a column half-changed failed with
 * "relation … does not exist" or "column … of relation … does not exist" (another file's migrator, 2026-11-29).
 */
export function changingSchema<T>(db: DB, change: () => Promise<T>): Promise<T> {
  return isPostgres(db) ? holdingSchemaLock("exclusive", change) : change();
}

/** Renames a table: a test's way to make the database fail a write. */
export async function renameTable(db: DB, from: string, to: string): Promise<void> {
  await changingSchema(db, () => sql`alter table ${sql.table(from)} rename to ${sql.id(to)}`.execute(db));
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
    drop: () =>
      holdingSchemaLock("exclusive", async (client) => {
        await client.query(`drop schema if exists ${schema} cascade`);
      }),
  };
}

/** A fresh, migrated database of the given engine: a temp SQLite file or a PostgreSQL schema. */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase & { destroy: () => Promise<void> }> {
  if (engine === "sqlite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-test-"));
    const file = path.join(dir, "test.db");
    let handle = openDatabase(file);
    await migrateToLatest(handle.db);
    return {
      get handle() {
        return handle;
      },
      get db() {
        return handle.db;
      },
      reopen: async () => {
        await handle.close();
        handle = openDatabase(file);
      },
      destroy: async () => {
        await handle.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const pgSchema = await createPostgresSchema();
  const open = () => openDatabase(pgSchema.url, { schema: pgSchema.schema, poolSize: 4 });
  let handle = open();
  await whileNoSchemaIsDropped("postgres", () => migrateToLatest(handle.db));
  return {
    get handle() {
      return handle;
    },
    get db() {
      return handle.db;
    },
    reopen: async () => {
      await handle.close();
      handle = open();
    },
    destroy: async () => {
      await handle.close();
      await pgSchema.drop();
    },
  };
}

/**
 * Deletes every row of every table (the migrations' bookkeeping excepted) and
 * restarts the id counters, so the database is as `migrateToLatest` left it.
 * Much faster than migrating a new database for each test on both engines.
 */
export async function emptyDatabase(handle: DatabaseHandle): Promise<void> {
  const { db } = handle;
  if (handle.engine === "postgres") {
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely_%'`.execute(db);
    if (rows.length === 0) return;
    await sql`truncate table ${sql.join(rows.map((r) => sql.id(r.name)))} restart identity cascade`.execute(db);
    return;
  }
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'
      and name not like '%!_fts!_%' escape '!'`.execute(db);
  // (an FTS5 index's shadow tables are emptied through the index table itself, never directly)
  // One connection (better-sqlite3): the pragma holds for the deletes below.
  await sql`pragma foreign_keys = OFF`.execute(db);
  try {
    for (const { name } of rows) await sql`delete from ${sql.id(name)}`.execute(db);
    const sequences = await sql<{ n: number }>`select count(*) as n from sqlite_master where name = 'sqlite_sequence'`.execute(db);
    if (Number(sequences.rows[0]?.n) > 0) await sql`delete from sqlite_sequence`.execute(db);
  } finally {
    await sql`pragma foreign_keys = ON`.execute(db);
  }
}

/**
 * Runs the same suite on SQLite and on PostgreSQL. Each engine's database is
 * migrated once per block; before EACH test every row is deleted and the
 * block's `setup` runs again, so every test starts from the same known data
 * whatever ran before it (the suite passes with `vitest --sequence.shuffle`).
 * Without a reachable PostgreSQL the PostgreSQL half is skipped with a clear
 * notice, except with CI=true, where it must run and an unreachable server
 * fails the suite.
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
      });
      beforeEach(async () => {
        if (!current) throw new Error("test database not ready");
        await emptyDatabase(current.handle);
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
