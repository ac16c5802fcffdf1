import { Migrator, sql } from "kysely";
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
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
