import type { Kysely } from "kysely";

// Why a listing left the site (issue 39): unpublishing or archiving asks for a reason (sold, let,
// withdrawn by the owner, expired permit, other), an optional note and, for a sale or a let, the
// closing price in AED. Kept on the listing until it is published again; the audit log keeps each move.
// Only the schema builder is needed, so its test can run it on the app's own handle.
type SchemaDb = Pick<Kysely<unknown>, "schema">;

export async function up(db: SchemaDb): Promise<void> {
  // one column a statement: SQLite's ALTER TABLE adds one at a time
  const columns: Array<[string, "bigint" | `varchar(${number})`]> = [
    ["off_market_reason", "varchar(20)"],
    ["off_market_note", "varchar(500)"],
    ["closing_price", "bigint"],
    ["off_market_at", "varchar(30)"],
  ];
  for (const [name, type] of columns) await db.schema.alterTable("listings").addColumn(name, type).execute();
}

export async function down(db: SchemaDb): Promise<void> {
  for (const name of ["off_market_at", "closing_price", "off_market_note", "off_market_reason"])
    await db.schema.alterTable("listings").dropColumn(name).execute();
}
