import type { Route } from "./+types/robots[.]txt";
import { cacheHeaders } from "#app/utils/cache-control.ts";

export function loader({ context }: Route.LoaderArgs) {
  const body = ["User-agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${context.agency.siteUrl}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", ...cacheHeaders("document") },
  });
}
