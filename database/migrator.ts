import { type MigrationResultSet, Migrator, sql } from "kysely";
import type { DB } from "#app/db/db.server.ts";
import { isPostgres } from "#app/db/dialect.ts";
import { migrations } from "./migrations/registry.ts";

/** Applies every migration of the static registry not applied yet; returns the names it applied. */
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
  const { error, results } = await retryingVanishedCatalogReads(() => migrator.migrateToLatest());
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** PostgreSQL's codes for a relation, a schema or a column that no longer exists. */
const VANISHED = new Set(["42P01", "3F000", "42703"]);

/**
 * Before it migrates, Kysely checks for its bookkeeping tables by reading the columns of every table in every
 * schema of the server (`pg_get_serial_sequence` on each), and that read fails ("relation … does not exist",
 * "column … of relation … does not exist") when another client drops a table, a column or a schema of its own
 * meanwhile: on a server shared by several schemas
 * (staging beside production, the tests' schemas side by side). Nothing has run when it fails that way (no
 * results), so the run is tried again, twice at most.
 */
export async function retryingVanishedCatalogReads(
  run: () => Promise<MigrationResultSet>,
  pauseMs = (attempt: number) => 100 * attempt,
): Promise<MigrationResultSet> {
  for (let attempt = 1; ; attempt++) {
    const outcome = await run();
    const code = (outcome.error as { code?: unknown } | undefined)?.code;
    if (!outcome.error || outcome.results || attempt === 3 || typeof code !== "string" || !VANISHED.has(code)) return outcome;
    await new Promise((resolve) => setTimeout(resolve, pauseMs(attempt)));
  }
}
