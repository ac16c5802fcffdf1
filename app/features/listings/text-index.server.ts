/**
 * THE text search of listings (issue 21 item 2): one function, two engines.
 * SQLite asks its FTS5 table `listings_fts` (migration 0010), PostgreSQL the
 * GIN-indexed `doc` tsvector of its narrow table `listings_search` (migration
 * 0017), both kept by triggers, over title, description, community, building
 * and area name. Every typed word
 * must appear, as a word or the start of one ("marin gat" finds Marina
 * Gate); order and column do not matter. Punctuation and operators typed by a
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

/** `listings.id` is among the listings whose document has every word (as a prefix); a text without a word matches nothing. */
export function listingTextMatch(postgres: boolean, text: string): RawBuilder<SqlBool> {
  const words = searchWords(text);
  if (!words.length) return sql<SqlBool>`1 = 0`;
  if (postgres) {
    return sql<SqlBool>`listings.id in (select listing_id from listings_search where doc @@ to_tsquery('simple', ${tsQuery(words)}))`;
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
 * The count of a text search answered by the index alone, or null when the
 * query has other filters (the caller counts with the rows then). SQLite: the
 * FTS table's facets column holds status, listing type, category and "has a
 * price" as tokens; PostgreSQL: `listings_search` holds them as columns next
 * to the document, in rows of ~110 bytes (the document is out of line), so
 * the count reads the GIN index and that small table, never `listings`.
 * `priced` feeds the price sorts' split.
 */
export async function textIndexCounts(db: DB, q: ListingQuery): Promise<{ n: number; priced: number } | null> {
  if (!q.text?.trim()) return null;
  const { text, status, listingType, category, sort, ...rest } = q;
  if (Object.values(rest).some((v) => v !== undefined)) return null;
  const words = searchWords(text);
  if (!words.length) return { n: 0, priced: 0 };
  const priceSort = sort === "price_asc" || sort === "price_desc";
  if (isPostgres(db)) {
    const row = (
      await sql<{ n: string | number; priced: string | number }>`
        select count(*) as n, count(*) filter (where priced) as priced from listings_search
        where doc @@ to_tsquery('simple', ${tsQuery(words)}) and status = ${status ?? "ACTIVE"}
        ${listingType ? sql`and listing_type = ${listingType}` : sql``} ${category ? sql`and category = ${category}` : sql``}`.execute(db)
    ).rows[0];
    return { n: Number(row?.n ?? 0), priced: Number(row?.priced ?? 0) };
  }
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
  return { n, priced: priceSort ? await count(["fpriced"]) : n };
}
