import { LRUCache } from "lru-cache";
import { onResponseCachePurge } from "#app/utils/cache-purge.server.ts";
import { changesCounts } from "#app/utils/changes.server.ts";

/**
 * List totals ("1,234 properties") remembered per filter combination, so a
 * list page or list API call does not count the matching rows on every request
 * (a count walks every matching index entry: ~4 ms on 100,000 listings, ~20 ms
 * for a title search). Only the server turns this on, for its database
 * (`rememberCounts(db)` in server/services.ts); scripts and tests always count.
 *
 * A remembered total is dropped when the data changes: a change event that can
 * move a count (listings, projects or the places they are counted by; imports and
 * back-office edits send one, on every node: app/utils/changes.server.ts) clears
 * them all, and none is kept longer than `ttlMs` in case a write forgot to say so.
 */
const state = {
  caches: new WeakMap<object, LRUCache<string, { value: unknown }>>(),
  all: new Set<LRUCache<string, { value: unknown }>>(),
  listening: false,
};

export interface RememberOptions {
  ttlMs?: number;
  max?: number;
  /**
   * The clock the time to live runs on, in milliseconds (default: lru-cache's
   * own, performance.now). Never 0: lru-cache takes an entry stored at 0 for one without a time to live.
   */
  now?: () => number;
}

export function rememberCounts(db: object, options: RememberOptions = {}): void {
  if (state.caches.has(db)) return;
  const cache = new LRUCache<string, { value: unknown }>({
    max: options.max ?? 20_000,
    ttl: options.ttlMs ?? 10 * 60_000,
    // lru-cache reuses a reading of its clock for `ttlResolution` ms of real time: a given clock is read every time
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
  });
  state.caches.set(db, cache);
  state.all.add(cache);
  if (!state.listening) {
    state.listening = true;
    // the change event (app/utils/changes.server.ts): a blog post or an agent's phone leaves the totals as they are
    onResponseCachePurge((request) => {
      if (changesCounts(request)) forgetCounts();
    });
  }
}

/** Drops every remembered total (after a write that changes what lists count). */
export function forgetCounts(): void {
  for (const cache of state.all) cache.clear();
}

/** `compute()` once per key while the data is unchanged, when the server turned remembering on for `db`. */
export async function rememberedCount<T>(db: object, key: string, compute: () => Promise<T>): Promise<T> {
  const cache = state.caches.get(db);
  if (!cache) return compute();
  const kept = cache.get(key);
  if (kept) return kept.value as T;
  const value = await compute();
  cache.set(key, { value });
  return value;
}

/** The remembered value of `key`, when the server remembers counts for `db` and has it. */
export function knownCount<T>(db: object, key: string): T | undefined {
  return state.caches.get(db)?.get(key)?.value as T | undefined;
}

/** Remembers a value computed along with something else (a page read in the same query), as rememberedCount would. */
export function keepCount(db: object, key: string, value: unknown): void {
  state.caches.get(db)?.set(key, { value });
}
