import { type RawBuilder, type SqlBool, sql } from "kysely";

/** `%text%` for LIKE, lower-cased, with the visitor's own %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Case-insensitive "column contains text", written the same way for SQLite
 * and PostgreSQL (lower() + LIKE with an explicit escape character).
 */
export function lowerContains(column: string, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${containsPattern(text)} escape '\\'`;
}
