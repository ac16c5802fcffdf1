import { purgeResponseCache, type PurgeReach } from "#app/utils/cache-purge.server.ts";
import { areaPath, listingPath } from "#app/utils/paths.ts";
import type { PurgeTarget } from "./queries.server.ts";

/**
 * Makes a listing's public pages fresh at once, on every node (see
 * app/utils/cache-purge.server.ts): its page, the sale/rent lists and the
 * home page that can show it, its area's page, the public JSON API answers,
 * the portal feeds we publish and the sitemap. Each page's `.data` twin
 * (client navigations) goes too. The one place the back office purges a
 * listing, so tag-based purging can replace the body without touching callers.
 */
export function purgeListingPages(listing: PurgeTarget): Promise<PurgeReach> {
  const page = listingPath(listing);
  const area = areaPath(listing.areaId);
  return purgeResponseCache({
    paths: [page, `${page}.data`, "/", "/_root.data", area, `${area}.data`, "/sitemap.xml"],
    // "/properties" also covers /properties-for-sale/… and /properties-to-rent/…
    prefixes: ["/properties", "/commercial-properties", "/api/properties/", "/api/agent/", "/feeds/"],
  });
}
