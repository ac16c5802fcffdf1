import { type Compilable, CompiledQuery } from "kysely";
import type { DB } from "./db.server.ts";

/** Stand-ins bound while the query is first compiled; far outside any id, price, limit or text the site uses. */
const SENTINEL = -8_765_432_109_876;

type Param = string | number;

/**
 * A query whose SQL never changes, only its bound values: built and compiled
 * once per database handle (so per engine), then each call binds its own
 * values to the kept SQL. Kysely otherwise builds the query tree, freezes it and
 * compiles it to SQL on every call, which was ~7 % of an API detail answer and
 * a few per cent of a detail page (issue 22).
 *
 * `build` receives stand-in values and must use each one once or more as a plain
 * bound value (`where(col, "=", v)`, `limit(v)`): not inside `sql.raw`, not to
 * choose the query's shape. A stand-in that is missing from the compiled
 * parameters throws at the first call, and so does any other value that looks
 * like one.
 */
export function reusableQuery<P extends Param[], R>(build: (db: DB, ...params: P) => Compilable<R>) {
  const kept = new WeakMap<DB, { sql: string; slots: (number | { value: unknown })[] }>();
  return async (db: DB, ...params: P): Promise<R[]> => {
    let entry = kept.get(db);
    if (!entry) {
      const compiled = build(db, ...(params.map((_, i) => SENTINEL - i) as P)).compile();
      const slots = compiled.parameters.map((value) => {
        const slot = typeof value === "number" ? SENTINEL - value : -1;
        return slot >= 0 && slot < params.length ? slot : { value };
      });
      for (let i = 0; i < params.length; i++) {
        if (!slots.includes(i)) throw new Error(`reusableQuery: parameter ${i} is not a bound value of the query`);
      }
      entry = { sql: compiled.sql, slots };
      kept.set(db, entry);
    }
    const values = entry.slots.map((slot) => (typeof slot === "number" ? params[slot] : slot.value));
    return (await db.executeQuery<R>(CompiledQuery.raw(entry.sql, values))).rows;
  };
}
