import { type Compilable, CompiledQuery } from "kysely";
import type { DB } from "./db.server.ts";
import { isPostgres } from "./dialect.ts";
import { prepareStatement } from "./prepared-statements.server.ts";

type Param = string | number;

/** The most ids a read by a list of ids is kept as a named statement for (one text per count: a page's cards, a row's photos). */
const NAMED_IDS_MAX = 60;

/**
 * Runs a read by a list of ids (`where id in (…)`: a page's cards, their photos, their prices). Its text
 * differs only by how many ids there are, so on PostgreSQL, up to NAMED_IDS_MAX ids, it goes as a named
 * statement: each pool connection parses and plans each count's text once, instead of every call (the
 * cards' read, a join of four tables, spent ~0.5 ms planning per list page).
 */
export async function executeByIds<R>(db: DB, ids: readonly unknown[], query: Compilable<R>): Promise<R[]> {
  const compiled = query.compile();
  if (ids.length <= NAMED_IDS_MAX && isPostgres(db)) prepareStatement(compiled.sql);
  return (await db.executeQuery(compiled)).rows;
}

/**
 * A query whose SQL never changes, only its bound values: built and compiled
 * once per database handle (so per engine), then each call binds its own
 * values to the kept SQL. Kysely otherwise builds the query tree, freezes it and
 * compiles it to SQL on every call, which was ~7 % of an API detail answer and
 * a few per cent of a detail page (issue 22).
 *
 * `build` is called once, with a unique symbol standing in for each value, and
 * must use each one as a plain bound value (`where(col, "=", v)`, `limit(v)`).
 * Anything else fails at that first call rather than binding a wrong value:
 * arithmetic or a template string on a stand-in throws (a symbol converts to
 * neither), and a stand-in that does not reach the compiled parameters (used to
 * choose the query's shape, say) is reported. On PostgreSQL the kept SQL is a named (prepared)
 * statement: each pool connection parses and plans it once (prepared-statements.server.ts).
 */
export function reusableQuery<P extends Param[], R>(build: (db: DB, ...params: P) => Compilable<R>) {
  const kept = new WeakMap<DB, { sql: string; slots: (number | { value: unknown })[] }>();
  return async (db: DB, ...params: P): Promise<R[]> => {
    let entry = kept.get(db);
    if (!entry) {
      const standIns = params.map((_, i) => Symbol(`parameter ${i}`));
      const compiled = build(db, ...(standIns as unknown as P)).compile();
      const slots = compiled.parameters.map((value) => {
        const slot = typeof value === "symbol" ? standIns.indexOf(value) : -1;
        return slot >= 0 ? slot : { value };
      });
      for (let i = 0; i < params.length; i++) {
        if (!slots.includes(i)) throw new Error(`reusableQuery: parameter ${i} is not a bound value of the query`);
      }
      entry = { sql: compiled.sql, slots };
      kept.set(db, entry);
      // its text never changes: PostgreSQL parses and plans it once per connection (a named statement)
      if (isPostgres(db)) prepareStatement(compiled.sql);
    }
    const values = entry.slots.map((slot) => (typeof slot === "number" ? params[slot] : slot.value));
    return (await db.executeQuery<R>(CompiledQuery.raw(entry.sql, values))).rows;
  };
}
