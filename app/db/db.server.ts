import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from "kysely";
import { isPostgres } from "./dialect.ts";
import pg from "pg";
import { migrations } from "#database/migrations/registry.ts";
import type { Database } from "./schema.ts";

export type DB = Kysely<Database>;

export interface DatabaseHandle {
  db: DB;
  engine: "sqlite" | "postgres";
  /** where it lives, without credentials: a file path or host/database */
  label: string;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL only: a schema to create and use (tests give each run its own). */
  schema?: string;
  /** PostgreSQL pool size */
  poolSize?: number;
}


/**
 * Opens the database named by a URL: `postgres://…`/`postgresql://…` for
 * PostgreSQL, anything else is a SQLite file path (`file:` prefix optional).
 */
export function openDatabase(url: string, options: OpenOptions = {}): DatabaseHandle {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    // An idle connection that drops (database restart, network) is an 'error' event on the
    // pool; unhandled, it would crash the process. The pool opens a new one when next needed.
    pool.on("error", (error) => console.error(`PostgreSQL: an idle connection failed (${error.message}); it will be replaced`));
    // The same for a connection that is checked out but between queries (a transaction
    // in progress): its query fails and the caller handles that; this only stops the crash.
    pool.on("connect", (client) => {
      client.on("error", (error) => console.error(`PostgreSQL: a connection in use failed (${error.message})`));
    });
    // bigint (int8) columns hold prices; they fit in a JS number.
    pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const u = new URL(url);
    return {
      db,
      engine: "postgres",
      label: `${u.hostname}:${u.port || 5432}${u.pathname}${options.schema ? `#${options.schema}` : ""}`,
      close: () => db.destroy(),
    };
  }
  const file = url.replace(/^file:/, "");
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // Lists scan indexes of the whole listings table: keep hot pages in memory
  // (64 MB page cache, up to 1 GB memory-mapped) instead of a read() per page.
  sqlite.pragma("cache_size = -65536");
  sqlite.pragma("mmap_size = 1073741824");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, engine: "sqlite", label: file, close: () => db.destroy() };
}

export async function migrateToLatest(db: DB): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in every schema unless told which
  // one; on a PostgreSQL server shared by several schemas (tests, staging) that
  // would find another schema's tables, so name the connection's own.
  const migrationTableSchema = isPostgres(db)
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
