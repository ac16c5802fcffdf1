import { type RawBuilder, sql } from "kysely";

/**
 * The right-hand side of a `lower(column) like …` that finds `text` anywhere in the column, in any
 * case, on both engines: `%text%` in lower case, with `%`, `_` and `\` taken as themselves.
 */
export function containsLowered(text: string): RawBuilder<string> {
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<string>`${`%${escaped}%`} escape '\\'`;
}
