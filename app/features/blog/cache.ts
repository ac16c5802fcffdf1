import { CACHE_POLICIES, type CachePolicy } from "#app/utils/cache-control.ts";

/**
 * Cache-Control for a page that lists blog posts. A scheduled post appears by
 * itself at its time (the query compares publish times with now), so no
 * cache may keep the page past that moment: until then the page's policy is
 * shortened to the seconds left, without stale-while-revalidate.
 */
export function blogPageHeaders(policy: CachePolicy, nextScheduledAt: string | null, now: Date): Record<string, string> {
  const value = CACHE_POLICIES[policy];
  if (!nextScheduledAt) return { "Cache-Control": value };
  const maxAge = Number(/max-age=(\d+)/.exec(value)?.[1] ?? 0);
  const left = Math.ceil((Date.parse(nextScheduledAt) - now.getTime()) / 1000);
  if (!Number.isFinite(left) || maxAge === 0 || left >= maxAge) return { "Cache-Control": value };
  return { "Cache-Control": `public, max-age=${Math.max(1, left)}` };
}
