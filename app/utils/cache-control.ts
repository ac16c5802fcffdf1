/**
 * Every Cache-Control the site sends, by name. Routes, API answers and the
 * Express server pick a policy here; no other file writes a Cache-Control value.
 * The response cache (server/response-cache.ts) keeps what a policy lets a
 * shared cache keep, capped by RESPONSE_CACHE_SECONDS.
 */
export const CACHE_POLICIES = {
  /**
   * Listing and project lists and details: browsers 1 min; shared caches (this server's, a CDN) 10 min,
   * because every change purges them by tag (decision 021); served stale up to 10 min while revalidating.
   */
  listings: "public, max-age=60, s-maxage=600, stale-while-revalidate=600",
  /** Home, areas, developers, staff, contact and valuation-form pages: fresh 5 min, stale up to 1 h. */
  page: "public, max-age=300, stale-while-revalidate=3600",
  /** Guides, blog, about and tools: copy that changes only with a deploy, fresh 1 h, stale up to a day. */
  content: "public, max-age=3600, stale-while-revalidate=86400",
  /** Public JSON API answers (with a strong ETag): browsers 1 min, shared caches 10 min (purged by tag), stale up to 5 min. */
  api: "public, max-age=60, s-maxage=600, stale-while-revalidate=300",
  /** Machine-read documents that change with a deploy: sitemap.xml, robots.txt, the OpenAPI document and its reference page. */
  document: "public, max-age=3600",
  /** A versioned URL whose bytes never change (the map's basemap GeoJSON, `?v=` its content hash). */
  immutable: "public, max-age=31536000, immutable",
  /** A missing media file: remembered briefly so a broken image is not asked for on every view. */
  missingFile: "public, max-age=60",
  /** Errors, form answers, health checks and anything personal: never stored. */
  noStore: "no-store",
} as const;

export type CachePolicy = keyof typeof CACHE_POLICIES;

/** Static files served by Express (seconds), set through express.static rather than a header string. */
export const STATIC_MAX_AGE = {
  /** Vite's hashed /assets files never change: a year, immutable. */
  hashedAssets: 365 * 24 * 60 * 60,
  /** Unhashed public files (favicon, site images, hero video): a day, then revalidate. */
  publicFiles: 24 * 60 * 60,
  /** Seeded and imported /media: names are stable per image, so a week. */
  media: 7 * 24 * 60 * 60,
} as const;

/** `{ "Cache-Control": … }` for a policy. */
export function cacheHeaders(policy: CachePolicy): Record<string, string> {
  return { "Cache-Control": CACHE_POLICIES[policy] };
}

/** A page's headers: its policy, or no-store when it shows a failed data call (spec §8). */
export function pageCacheHeaders(policy: CachePolicy, failed: boolean): Record<string, string> {
  return cacheHeaders(failed ? "noStore" : policy);
}

/**
 * A route's `headers` export: the loader's Cache-Control, the policy when the
 * loader set none, and no-store for an error (a 404 is not cached as a page).
 */
export function routeHeaders(policy: CachePolicy) {
  return ({ loaderHeaders, errorHeaders }: { loaderHeaders: Headers; errorHeaders?: Headers }): Headers | Record<string, string> => {
    if (errorHeaders) return cacheHeaders("noStore");
    return loaderHeaders.has("Cache-Control") ? loaderHeaders : cacheHeaders(policy);
  };
}
