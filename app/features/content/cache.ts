/**
 * The content pages change only when the site is deployed: browsers and CDNs
 * may keep them an hour and serve a stale copy for a day while revalidating.
 */
export const CONTENT_CACHE_CONTROL = "public, max-age=3600, stale-while-revalidate=86400";

/** Headers for a content route's loader data and its `headers` export. */
export function contentCacheHeaders(): Record<string, string> {
  return { "Cache-Control": CONTENT_CACHE_CONTROL };
}

/**
 * A content route's `headers` export: the loader's Cache-Control, or none for
 * an error (a 404 for an unknown guide or post is not cached as a page).
 */
export function contentHeaders({
  loaderHeaders,
  errorHeaders,
}: {
  loaderHeaders: Headers;
  errorHeaders?: Headers;
}): Headers | Record<string, string> {
  if (errorHeaders) return { "Cache-Control": "no-store" };
  return loaderHeaders.has("Cache-Control") ? loaderHeaders : contentCacheHeaders();
}
