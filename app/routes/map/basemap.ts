import type { Route } from "./+types/basemap";
import { CACHE_POLICIES } from "#app/utils/cache-control.ts";
import { nonGet } from "#app/features/api/respond.server.ts";
import { basemap, BASEMAP_PATH } from "#app/features/map/queries.server.ts";

/**
 * The basemap GeoJSON. Asked for with the version the style names, it is
 * immutable for a year; any other `v` (an old style in a cache) is sent to the
 * current version, and without `v` it is answered with a short lifetime.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { text, version } = await basemap(context.db);
  const asked = url.searchParams.get("v");
  if (asked !== null && asked !== version) {
    return new Response(null, { status: 302, headers: { Location: `${BASEMAP_PATH}?v=${version}`, "Cache-Control": CACHE_POLICIES.page } });
  }
  return new Response(text, {
    headers: {
      "Content-Type": "application/geo+json; charset=utf-8",
      "Cache-Control": asked === version ? CACHE_POLICIES.immutable : CACHE_POLICIES.page,
      ETag: `"${version}"`,
    },
  });
}
export const action = () => nonGet();
