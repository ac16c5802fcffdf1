/**
 * THE text search of listings (issue 21 item 2): one function, two engines.
 * SQLite asks its FTS5 table `listings_fts` (migration 0010), PostgreSQL the
 * GIN-indexed `doc` tsvector of its narrow table `listings_search` (migration
 * 0017), both kept by triggers, over title, description, community, building
 * and area name. Every typed word must appear, as a word or the start of one
 * ("marin gat" finds Marina Gate); order and column do not matter. Punctuation and operators typed by a
 * visitor are never syntax: only letters and digits reach the index.
 */
import { type RawBuilder, type SqlBool, sql } from "kysely";
import type { DB } from "#app/db/db.server.ts";
import { isPostgres } from "#app/db/dialect.ts";
import type { ListingQuery } from "./types.ts";

/** More words than this add nothing a visitor means; the rest are ignored. */
const MAX_WORDS = 8;

/** The words of a visitor's text, lower-cased; [] when it has none. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

/**
 * Where a list query reads its rows. PostgreSQL: a text search whose other
 * filters are only on columns that the narrow table of migration 0017 mirrors
 * is counted and paged on `listings_search` alone. Those filters are status,
 * listing type, category, price, size and bedrooms, which also cover every
 * sort (price, size_sqft, bedrooms, created_at). The table holds them next to
 * the GIN-indexed document, so neither the count nor the page visits a
 * `listings` row. Everything else reads `listings`. SQLite always reads
 * `listings`; its FTS5 table answers a text-only count alone
 * (textIndexCounts).
 */
export type ListingSource = "listings" | "listings_search";

/** Whether every filter the query sets is one of `keys`. */
export function setsOnly(q: ListingQuery, keys: ReadonlySet<string>): boolean {
  return Object.entries(q).every(([key, value]) => value === undefined || keys.has(key));
}

const TEXT_ONLY_FILTERS = new Set<string>(["text", "status", "listingType", "category", "sort"]);

/** A text search with no filter but status, listing type and category (any sort). */
export function isTextOnly(q: ListingQuery): q is ListingQuery & { text: string } {
  return !!q.text?.trim() && setsOnly(q, TEXT_ONLY_FILTERS);
}

/** The ListingQuery keys whose columns `listings_search` holds (migration 0017). */
const SEARCH_TABLE_FILTERS = new Set<string>([
  "text",
  "status",
  "listingType",
  "category",
  "sort",
  "minPrice",
  "maxPrice",
  "bedrooms",
  "minSize",
  "maxSize",
]);

export function listingSource(postgres: boolean, q: ListingQuery): ListingSource {
  if (!postgres || !q.text?.trim()) return "listings";
  return setsOnly(q, SEARCH_TABLE_FILTERS) ? "listings_search" : "listings";
}

/**
 * The listing has every word of the text in its document (as a word or the
 * start of one); a text without a word matches nothing. `source` is the table
 * the query reads as `listings` (listingSource).
 */
export function listingTextMatch(postgres: boolean, text: string, source: ListingSource = "listings"): RawBuilder<SqlBool> {
  const words = searchWords(text);
  if (!words.length) return sql<SqlBool>`1 = 0`;
  if (postgres) {
    const query = sql`to_tsquery('simple', ${tsQuery(words)})`;
    if (source === "listings_search") return sql<SqlBool>`listings.doc @@ ${query}`;
    return sql<SqlBool>`listings.id in (select id from listings_search where doc @@ ${query})`;
  }
  return sql<SqlBool>`listings.id in (select rowid from listings_fts where listings_fts match ${ftsQuery(words)})`;
}

const TEXT_COLUMNS = "{title description community building area}";

/** PostgreSQL: each word a prefix (:*), all required (&); 'simple' configuration: no stemming, no stop words. */
function tsQuery(words: string[]): string {
  return words.map((w) => `${w.replace(/'/g, "")}:*`).join(" & ");
}

/** FTS5: each word a quoted prefix string ("dubai"*), all required, in the text columns; plus facet tokens. */
function ftsQuery(words: string[], facets: string[] = []): string {
  const text = `${TEXT_COLUMNS} : (${words.map((w) => `"${w.replace(/"/g, "")}"*`).join(" AND ")})`;
  return facets.length ? `${text} AND facets : (${facets.join(" AND ")})` : text;
}

/**
 * SQLite: the count of a text search answered by the FTS index alone (its
 * facets column holds status, listing type, category and "has a price" as
 * tokens), or null when the query has other filters or on PostgreSQL (the
 * caller counts with the rows then; on PostgreSQL a text-only search's rows
 * are `listings_search`'s, see listingSource). `priced` feeds the price
 * sorts' split.
 */
export async function textIndexCounts(db: DB, q: ListingQuery): Promise<{ n: number; priced: number } | null> {
  if (isPostgres(db) || !isTextOnly(q)) return null;
  const { text, status, listingType, category, sort } = q;
  const words = searchWords(text);
  if (!words.length) return { n: 0, priced: 0 };
  const facets = [`fstatus${(status ?? "ACTIVE").toLowerCase()}`];
  if (listingType) facets.push(`flisting${listingType.toLowerCase()}`);
  if (category) facets.push(`fcategory${category.toLowerCase()}`);
  const count = async (extra: string[]) =>
    Number(
      (
        await sql<{
          n: number;
        }>`select count(*) as n from listings_fts where listings_fts match ${ftsQuery(words, [...facets, ...extra])}`.execute(db)
      ).rows[0]?.n ?? 0,
    );
  const n = await count([]);
  return { n, priced: sort === "price_asc" || sort === "price_desc" ? await count(["fpriced"]) : n };
}

/**
 * The ids of the ACTIVE listings whose document has every word (as listingTextMatch decides),
 * from the text index alone: the list count summary filters, counts and pages them
 * (count-summary.server.ts: summaryTextPage).
 */
export async function activeTextMatchIds(db: DB, words: string[]): Promise<number[]> {
  if (!words.length) return [];
  const rows = isPostgres(db)
    ? await sql<{
        id: number;
      }>`select id from listings_search where status = 'ACTIVE' and doc @@ to_tsquery('simple', ${tsQuery(words)})`.execute(db)
    : await sql<{
        id: number;
      }>`select rowid as id from listings_fts where listings_fts match ${ftsQuery(words, ["fstatusactive"])}`.execute(db);
  return rows.rows.map((r) => Number(r.id));
}
