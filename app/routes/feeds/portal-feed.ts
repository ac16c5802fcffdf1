import type { Route } from "./+types/portal-feed";
import { portalFeedResponse } from "#app/features/feeds/export.server.ts";

/** /feeds/propertyfinder.xml and /feeds/bayut.xml: our stock for the portals (FEED_TOKEN protected, never cached). */
export function loader({ params, context, url }: Route.LoaderArgs) {
  return portalFeedResponse(context.db, params.file, url, context.env.FEED_TOKEN, context.agency.siteUrl);
}
