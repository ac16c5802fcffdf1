import type { Route } from "./+types/style";
import { jsonWithEtag, nonGet } from "#app/features/api/respond.server.ts";
import { basemapStyle } from "#app/features/map/queries.server.ts";

/**
 * The map's style: a production provider's (MAP_STYLE_URL, a redirect) or the
 * basemap the site draws itself, whose GeoJSON URL carries its content version.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (context.env.MAP_STYLE_URL) {
    return new Response(null, { status: 302, headers: { Location: context.env.MAP_STYLE_URL, "Cache-Control": "public, max-age=300" } });
  }
  return jsonWithEtag(request, await basemapStyle(context.db), "page");
}
export const action = () => nonGet();
