import type { Kysely } from "kysely";

/**
 * The three filter indexes of 0001 (type, developer, bedrooms) also hold the other filter columns
 * and the newest-first sort key, so a count or a page of ids found through them never reads a
 * table row (issue 22). Before, a sale search for one developer's villas under a price counted by
 * reading ~2,500 listings rows (2 KB each, scattered): 40 ms on SQLite for the count and 27 ms again
 * for the page, against ~3 ms each from the index alone (docs/decisions/003, amendment 2026-11-26).
 *
 * The newest and price indexes of 0001 are dropped: each is a prefix of a covering index of 0003
 * (`listings_cover_newest`, `listings_cover_price`), and SQLite preferred the smaller one for a
 * filtered page, reading a table row for every listing it passed. Penthouses for sale by price:
 * 73 ms, since the cheapest listings of the walk are not penthouses; ~4 ms on the covering index.
 *
 * Every list index ends with `id`: a page query selects the ids, and a PostgreSQL index holds only
 * its columns (SQLite's hold the rowid already), so without it each row of a page's sort was
 * fetched from the table.
 */
// 0003's covering indexes as it made them; here they gain `id`.
const COVER_NEWEST = [
  "status",
  "listing_type",
  "category",
  "created_at",
  "price",
  "bedrooms",
  "property_type_id",
  "developer_id",
  "area_id",
  "title",
  "community",
  "sub_community",
];
const COVER_PRICE = [
  "status",
  "listing_type",
  "category",
  "price",
  "bedrooms",
  "property_type_id",
  "developer_id",
  "area_id",
  "created_at",
];

const COVERING: [string, string[]][] = [
  // the API's newest-first lists (no category): a deep page of one filter walked ~2,400 table rows on PostgreSQL (50 ms)
  [
    "listings_type_newest",
    ["status", "listing_type", "created_at", "id", "category", "price", "bedrooms", "property_type_id", "developer_id"],
  ],
  [
    "listings_list_type",
    ["status", "listing_type", "property_type_id", "price", "developer_id", "bedrooms", "category", "created_at", "id"],
  ],
  [
    "listings_list_developer",
    ["status", "listing_type", "developer_id", "price", "property_type_id", "bedrooms", "category", "created_at", "id"],
  ],
  [
    "listings_list_bedrooms",
    ["status", "listing_type", "category", "bedrooms", "price", "property_type_id", "developer_id", "created_at", "id"],
  ],
  ["listings_cover_newest", [...COVER_NEWEST, "id"]],
  ["listings_cover_price", [...COVER_PRICE, "id"]],
];

const BEFORE: [string, string[]][] = [
  ["listings_cover_newest", COVER_NEWEST],
  ["listings_cover_price", COVER_PRICE],
  ["listings_type_newest", ["status", "listing_type", "created_at", "id"]],
  ["listings_list_bedrooms", ["status", "listing_type", "category", "bedrooms", "price"]],
  ["listings_list_type", ["status", "listing_type", "property_type_id", "price"]],
  ["listings_list_developer", ["status", "listing_type", "developer_id", "price"]],
];

const PREFIXES: [string, string[]][] = [
  ["listings_list_newest", ["status", "listing_type", "category", "created_at"]],
  ["listings_list_price", ["status", "listing_type", "category", "price"]],
];

async function replace(db: Kysely<unknown>, indexes: [string, string[]][]) {
  for (const [name, columns] of indexes) {
    await db.schema.dropIndex(name).ifExists().execute();
    await db.schema.createIndex(name).on("listings").columns(columns).execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await replace(db, COVERING);
  for (const [name] of PREFIXES) await db.schema.dropIndex(name).ifExists().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await replace(db, [...BEFORE, ...PREFIXES]);
}
