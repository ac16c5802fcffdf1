import type { Route } from "./+types/sitemap[.]xml";
import { blogPath } from "#app/utils/paths.ts";
import { cacheHeaders } from "#app/utils/cache-control.ts";
import { renderSitemap, sitemapEntries } from "#app/features/seo/sitemap.server.ts";
import { BLOG_POSTS } from "#app/content/blog.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const blogPaths = BLOG_POSTS.map((_, i) => blogPath(i + 1));
  const entries = await sitemapEntries(context.db, blogPaths);
  return new Response(renderSitemap(context.agency.siteUrl, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", ...cacheHeaders("document") },
  });
}
