import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { PreparingClient } from "./prepared-statements.server.ts";
import { log } from "#app/utils/log.server.ts";
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
  /** PostgreSQL: how long a request waits for a new connection before it fails (default 5 s) */
  connectionTimeoutMs?: number;
  /** where connection failures are reported (default: the operator log, one line each) */
  onConnectionError?: (error: Error) => void;
  /**
   * SQLite only: "serve" (default) keeps a 32 MB page cache, for the random reads of pages and lists;
   * "batch" (imports and other one-pass jobs, which read each page about once) keeps 8 MB, so their
   * memory does not grow with the database. Neither maps the file (see openDatabase).
   */
  sqliteMemory?: "serve" | "batch";
}

/**
 * Opens the database named by a URL: `postgres://…`/`postgresql://…` for
 * PostgreSQL, anything else is a SQLite file path (`file:` prefix optional).
 */
export function openDatabase(url: string, options: OpenOptions = {}): DatabaseHandle {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({
      // the queries reusableQuery keeps go as named statements (prepared-statements.server.ts)
      Client: PreparingClient,
      connectionString: url,
      max: options.poolSize ?? 10,
      // While the server is down, a page fails fast (503) instead of waiting on a connect.
      connectionTimeoutMillis: options.connectionTimeoutMs ?? 5000,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    // A restart or failover ends every connection ("terminating connection due
    // to administrator command"): pg reports it as an 'error' event, which
    // without a listener kills the process. The pool drops the broken client
    // and connects anew on the next query, so logging is all that is needed.
    const onConnectionError = options.onConnectionError ?? ((error: Error) => log.warn("PostgreSQL connection lost", error));
    pool.on("error", onConnectionError);
    // A client checked out of the pool (inside a query or transaction) has no pool listener.
    pool.on("connect", (client) => client.on("error", onConnectionError));
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
  // Lists scan indexes of the whole listings table: keep hot pages in a 32 MB
  // page cache (the kernel's page cache holds the rest of the file). Not
  // memory-mapped: a mapped file counted in every worker's RSS (~1.1 GB per
  // worker at 500,000 listings) and measured no faster (docs/performance.md).
  const batch = options.sqliteMemory === "batch";
  sqlite.pragma(batch ? "cache_size = -8192" : "cache_size = -32768");
  sqlite.pragma("mmap_size = 0");
  reusePreparedStatements(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, engine: "sqlite", label: file, close: () => db.destroy() };
}

/**
 * Kysely's SQLite driver prepares every statement afresh; compiling the SQL is
 * a good part of a small query's cost. Prepared statements are kept by their
 * text (the queries are parameterised, so the texts are few) and reused unless
 * one is still busy (an open iterator). SQLite re-prepares a kept statement by
 * itself when the schema changes.
 */
function reusePreparedStatements(sqlite: SQLite.Database, max = 500): void {
  const prepared = new Map<string, SQLite.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((source: string) => {
    const kept = prepared.get(source);
    if (kept && !kept.busy) {
      // most recently used last, so the oldest goes first
      prepared.delete(source);
      prepared.set(source, kept);
      return kept;
    }
    const statement = prepare(source);
    if (!kept) {
      prepared.set(source, statement);
      if (prepared.size > max) prepared.delete(prepared.keys().next().value as string);
    }
    return statement;
  }) as typeof sqlite.prepare;
}

/** SQLSTATE classes and socket errors that mean "the database is not answering", not "the query is wrong". */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "SQLITE_BUSY",
  "SQLITE_CANTOPEN",
  "SQLITE_IOERR",
  "SQLITE_LOCKED",
]);

/**
 * Whether an error means the database is unreachable or restarting (a
 * 503 and a retry later), rather than a fault in the query (a 500).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = "code" in error && typeof error.code === "string" ? error.code : "";
  if (UNAVAILABLE_CODES.has(code) || code.startsWith("SQLITE_IOERR")) return true;
  // 08: connection exception; 57P0x: admin shutdown, crash shutdown, cannot connect now; 53: insufficient resources
  if (/^(08|57P0|53)/.test(code)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connect ECONNREFUSED/i.test(
    error.message,
  );
}
