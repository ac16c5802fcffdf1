import { z } from "zod";
import type { Route } from "./+types/markers";
import { jsonError, jsonWithEtag, nonGet } from "#app/features/api/respond.server.ts";
import { parseListingFilters, toListingQuery } from "#app/features/listings/filters.ts";
import { listingMarkers } from "#app/features/listings/markers.server.ts";
import { areaCentres } from "#app/features/map/queries.server.ts";
import { projectMarkers } from "#app/features/map/project-markers.server.ts";
import { projectQueryFromState } from "#app/features/projects/filters.ts";
import { readFilterQuery } from "#app/features/projects/query-reader.ts";
import { searchProjects } from "#app/features/projects/queries.server.ts";
import { MARKER_LISTS } from "#app/features/map/marker-lists.ts";
import { failureStatus, logDataFailure } from "#app/utils/data-failure.server.ts";
import { COULD_NOT_FETCH_DATA } from "#app/content/site.ts";

const listSchema = z.enum(MARKER_LISTS);

/**
 * The markers of a list for the filters in the query string (the list's own
 * URL parameters; `bbox` is ignored so the map shows what is around):
 * `{ markers: [[id, lng, lat, price], …], capped }`.
 */
export async function loader({ params, request, context, url }: Route.LoaderArgs) {
  const list = listSchema.safeParse(params.list);
  if (!list.success) return jsonError(404, { error: "not_found", message: `No list called '${params.list}'` });
  const search = url.searchParams;
  const load = async () => {
    if (list.data === "off-plan") {
      const { state } = readFilterQuery(search);
      const [{ items }, centres] = await Promise.all([
        searchProjects(context.db, projectQueryFromState(state), { page: 1, size: 100 }),
        areaCentres(context.db),
      ]);
      return { markers: projectMarkers(items, centres), capped: false };
    }
    const category = list.data.startsWith("commercial-") ? "Commercial" : "Residential";
    const method = list.data.endsWith("rent") ? "rent" : "buy";
    return listingMarkers(context.db, toListingQuery({ category, method }, parseListingFilters(search)));
  };
  try {
    return jsonWithEtag(request, await load(), "listings");
  } catch (error) {
    logDataFailure("map markers", error);
    return jsonError(failureStatus(error), { error: "unavailable", message: COULD_NOT_FETCH_DATA });
  }
}
export const action = () => nonGet();
