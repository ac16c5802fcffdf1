import { type Kysely, PostgresAdapter } from "kysely";

/** The few places where SQL must differ by engine ask this, never the URL. */
export function isPostgres(db: Pick<Kysely<never>, "getExecutor">): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
