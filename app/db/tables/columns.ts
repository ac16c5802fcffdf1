import type { Generated } from "kysely";

/** An auto-increment key: `integer primary key autoincrement` on SQLite, `serial` on PostgreSQL. */
export type Id = Generated<number>;
/** ISO-8601 UTC text, e.g. 2026-11-22T04:03:00.000Z */
export type IsoTime = string;
