import type { Route } from "./+types/sitemap[.]xml";
import { blogPath } from "#app/utils/paths.ts";
import { cacheHeaders } from "#app/utils/cache-control.ts";
import { renderSitemap, sitemapEntries } from "#app/features/seo/sitemap.server.ts";
import { listPublishedPosts, nextScheduledAt } from "#app/features/blog/queries.server.ts";
import { blogPageHeaders } from "#app/features/blog/cache.ts";
import { COULD_NOT_FETCH_DATA } from "#app/content/site.ts";
import { failureStatus, logDataFailure } from "#app/utils/data-failure.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  try {
    const now = new Date();
    const [posts, next] = await Promise.all([listPublishedPosts(context.db, context.agency.brand, now), nextScheduledAt(context.db, now)]);
    const entries = await sitemapEntries(
      context.db,
      posts.map((p) => blogPath(p)),
    );
    return new Response(renderSitemap(context.agency.siteUrl, entries), {
      headers: { "Content-Type": "application/xml; charset=utf-8", ...blogPageHeaders("document", next, now) },
    });
  } catch (error) {
    // Crawlers retry a 503 later and keep the sitemap they had; never cache it.
    logDataFailure("sitemap", error);
    return new Response(COULD_NOT_FETCH_DATA, {
      status: failureStatus(error),
      headers: { "Content-Type": "text/plain; charset=utf-8", ...cacheHeaders("noStore"), "Retry-After": "60" },
    });
  }
}
