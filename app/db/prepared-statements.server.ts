import pg from "pg";

/**
 * Named (prepared) statements on PostgreSQL for the queries whose SQL never changes (the ones
 * `reusableQuery` keeps: a detail page's and the API's per-id reads). node-postgres sends a named
 * statement's text once per connection; later calls bind values to the plan the server already
 * has, which saves PostgreSQL a parse and a plan per call. Other statements (lists with varying
 * filters) stay unnamed: their texts are too many to keep a plan of each on every connection.
 */
const names = new Map<string, string>();
/** A bound on the texts kept, so that a caller marking texts of many shapes cannot grow every connection's plans without end. */
const MAX_NAMES = 500;

/** Marks `sql` to be sent as a named statement from now on (unless MAX_NAMES texts already are). */
export function prepareStatement(sql: string): void {
  if (!names.has(sql) && names.size < MAX_NAMES) names.set(sql, `site_${names.size + 1}`);
}

/** The statement name for `sql`, if it is marked. */
export function statementName(sql: string): string | undefined {
  return names.get(sql);
}

/**
 * The pool's client: a query given as text and values whose text is marked goes as a named statement.
 * Kysely's PostgreSQL driver calls `query(text, values)`; everything else passes through unchanged.
 */
export class PreparingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [text, values] = args;
    const name = typeof text === "string" && args.length === 2 && Array.isArray(values) ? statementName(text) : undefined;
    const call = super.query as (...a: unknown[]) => never;
    return name ? call.call(this, { name, text, values }) : call.apply(this, args);
  }
}
