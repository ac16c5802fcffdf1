/** Cache-Control of the home, directory and staff pages: fresh for 5 minutes, served stale for an hour while revalidating. */
export const PUBLIC_PAGE_CACHE = "public, max-age=300, stale-while-revalidate=3600";
/** A page that shows a failed data call must not be cached anywhere. */
export const NO_STORE = "no-store";

export function pageCacheHeaders(failed: boolean): HeadersInit {
  return { "Cache-Control": failed ? NO_STORE : PUBLIC_PAGE_CACHE };
}
