/**
 * THE text search of listings (issue 21 item 2): one function, two engines.
 * SQLite asks its FTS5 table `listings_fts`, PostgreSQL the GIN-indexed
 * `search_doc` tsvector (both kept by the triggers of migration 0010), over
 * title, description, community, building and area name. Every typed word
 * must appear, as a word or the start of one ("marin gat" finds Marina
 * Gate); order and column do not matter. Punctuation and operators typed by a
 * visitor are never syntax: only letters and digits reach the index.
 */
import { type RawBuilder, type SqlBool, sql } from "kysely";

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
    // 'simple' config: no stemming, no stop words; each word a prefix (:*), all required (&).
    const query = words.map((w) => `${w.replace(/'/g, "")}:*`).join(" & ");
    return sql<SqlBool>`listings.search_doc @@ to_tsquery('simple', ${query})`;
  }
  // FTS5: each word a quoted prefix string ("dubai"*), implicitly ANDed.
  const match = words.map((w) => `"${w.replace(/"/g, "")}"*`).join(" ");
  return sql<SqlBool>`listings.id in (select rowid from listings_fts where listings_fts match ${match})`;
}
