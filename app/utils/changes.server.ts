import type { ListingType } from "#app/db/schema.ts";
import { type PurgeReach, type PurgeRequest, purgeResponseCache } from "./cache-purge.server.ts";

/**
 * What a writer changed. Every writer (the feed import, each back-office save, a listing's
 * withdrawal) says it once with `changed()`; it does not know the caches. Each cache subscribes to
 * the one event (`onResponseCachePurge`, on every process and node) and decides what it drops:
 *
 * - the response cache (server/response-cache.ts) drops the answers tagged with the change's tags
 *   (server/cache-tags.ts), and a CDN in front gets the same tags in `Surrogate-Key`/`Cache-Tag`;
 * - the list totals (app/db/count-cache.server.ts) and the count summary
 *   (app/features/listings/count-summary.server.ts) drop what they hold when listings, projects or
 *   the places they count by change, and keep it for a blog post or an agent's phone number;
 * - the location index (app/features/locations/) rebuilds when a place name or what is on sale changes.
 */
export type Change =
  /** a listing saved, published, withdrawn or moved between sale and rent (its type when known: only that list changes) */
  | { listing: number; listingType?: ListingType }
  | { project: number }
  /** `shownOnCards`: its name or photo changed, which cards and lists everywhere show; else its own page only */
  | { area: number; shownOnCards: boolean }
  | { developer: number; shownOnCards: boolean }
  /** an agent's name, photo or contact details show on every card and listing page */
  | { agent: number }
  | { post: string }
  /** everything may have changed (a feed import); `why` is for the reader of the code */
  | { everything: string };

const LIST_OF: Record<ListingType, string> = { SELL: "list:sale", RENT: "list:rent" };

/** The tags (or the whole purge) a change stands for. */
export function purgeOf(changes: readonly Change[]): PurgeRequest {
  const tags = new Set<string>();
  for (const change of changes) {
    if ("everything" in change || "agent" in change) return { all: true };
    if ("listing" in change) {
      tags.add(`listing:${change.listing}`);
      for (const list of change.listingType ? [LIST_OF[change.listingType]] : Object.values(LIST_OF)) tags.add(list);
    } else if ("project" in change) {
      tags.add(`project:${change.project}`).add("list:projects");
    } else if ("area" in change) {
      if (change.shownOnCards) return { all: true };
      tags.add(`area:${change.area}`).add("list:areas");
    } else if ("developer" in change) {
      if (change.shownOnCards) return { all: true };
      tags.add(`developer:${change.developer}`).add("list:developers");
    } else {
      tags.add(`post:${change.post}`).add("list:posts");
    }
  }
  return { tags: [...tags] };
}

/** Says what changed, to every cache of every process and node (through the purge bus: Redis, the cluster, or the database log). */
export function changed(...changes: Change[]): Promise<PurgeReach> {
  return purgeResponseCache(purgeOf(changes));
}

/** Whether a purge can change what lists count (listings, projects and the places they are counted by). */
export function changesCounts(request: PurgeRequest): boolean {
  if (request.all || request.paths?.length || request.prefixes?.length) return true;
  return (request.tags ?? []).some((tag) => /^(listing|project|area|developer|list:(sale|rent|projects|areas|developers)$)/.test(tag));
}
