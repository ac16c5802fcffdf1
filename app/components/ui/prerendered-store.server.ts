import { LRUCache } from "lru-cache";
import { prerendering } from "./prerendered.tsx";

/**
 * The markup `Prerendered` elements reuse, in production (and in tests, which compile the
 * app as development does: tests/setup/app-server.ts turns it on): the header and footer (a handful of keys) and
 * listing cards' text (~1.3 KB each), bounded by characters (4 million, 4–8 MB) so a crawl of the
 * whole stock keeps the most recently shown cards.
 */
export function keepPrerenderedMarkup(): void {
  if (prerendering.store) return;
  const markup = new LRUCache<string, string>({
    maxSize: 4_000_000,
    sizeCalculation: (html, memo) => html.length + memo.length,
  });
  prerendering.store = {
    get: (memo) => markup.get(memo),
    // A piece cut out of a document may share the document's memory (a sliced string): stored as
    // its own copy, so that a stored card does not keep the whole page it was first seen on alive.
    set: (memo, html) => markup.set(memo, Buffer.from(html, "utf8").toString("utf8")),
    clear: () => markup.clear(),
  };
}
