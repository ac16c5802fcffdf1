import type { Route } from "./+types/card";
import { jsonError, jsonWithEtag, nonGet, notFound } from "#app/features/api/respond.server.ts";
import { getListing } from "#app/features/listings/queries.server.ts";
import { getProject } from "#app/features/projects/queries.server.ts";
import type { MapCard } from "#app/features/map/types.ts";
import { formatBedroomRange, formatBedroomsLabel, formatPrice, formatSize } from "#app/utils/format.ts";
import { parseId } from "#app/utils/limits.ts";
import { listingPath, projectPath } from "#app/utils/paths.ts";
import { failureStatus, logDataFailure } from "#app/utils/data-failure.server.ts";
import { COULD_NOT_FETCH_DATA } from "#app/content/site.ts";

/** The card the map shows for a clicked marker: a few facts, one photo and the link. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (id === null || (params.kind !== "listing" && params.kind !== "project")) return notFound("This marker");
  try {
    let card: MapCard | undefined;
    if (params.kind === "listing") {
      const l = await getListing(context.db, id);
      if (l && l.status === "ACTIVE") {
        card = {
          title: l.title,
          price: formatPrice(l.price, l.listingType),
          facts: [
            l.propertyType,
            l.bedrooms !== null ? formatBedroomsLabel(l.bedrooms) : "",
            l.sizeSqft ? formatSize(l.sizeSqft) : "",
          ].filter(Boolean),
          place: [l.community, l.areaName].filter(Boolean).join(", "),
          photo: l.photos[0] ?? null,
          href: listingPath(l),
        };
      }
    } else {
      const p = await getProject(context.db, id, { activeOnly: true });
      if (p) {
        card = {
          title: p.name,
          price: p.priceFrom ? `From ${formatPrice(p.priceFrom)}` : formatPrice(null),
          facts: [
            p.houseTypes.join(", "),
            formatBedroomRange(p.bedroomMin, p.bedroomMax),
            p.handover ? `Handover ${p.handover}` : "",
          ].filter(Boolean),
          place: [p.regionName, p.area?.name].filter(Boolean).join(", "),
          photo: p.photos[0] ?? null,
          href: projectPath(p.id),
        };
      }
    }
    return card ? jsonWithEtag(request, card, "listings") : notFound("This marker");
  } catch (error) {
    logDataFailure("map card", error);
    return jsonError(failureStatus(error), { error: "unavailable", message: COULD_NOT_FETCH_DATA });
  }
}
export const action = () => nonGet();
