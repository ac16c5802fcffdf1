import type { Route } from "./+types/card";
import { jsonError, jsonWithEtag, nonGet, notFound } from "#app/features/api/respond.server.ts";
import { getListing } from "#app/features/listings/queries.server.ts";
import { getProject } from "#app/features/projects/queries.server.ts";
import type { MapCard } from "#app/features/map/types.ts";
import { formatFor } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locale.ts";
import { textFor } from "#app/i18n/text.ts";
import { listingTitle, propertyTypeName } from "#app/features/listings/localized.ts";
import { projectName } from "#app/features/projects/localized.ts";
import * as enProjects from "#app/content/projects.ts";
import * as arProjects from "#app/content/ar/projects.ts";
import * as enSite from "#app/content/site.ts";
import * as arSite from "#app/content/ar/site.ts";
import { parseId } from "#app/utils/limits.ts";
import { listingPath, projectPath } from "#app/utils/paths.ts";
import { failureStatus, logDataFailure } from "#app/utils/data-failure.server.ts";
import { COULD_NOT_FETCH_DATA } from "#app/content/site.ts";

/**
 * The card the map shows for a clicked marker: a few facts, one photo and the link. `?lang=ar` (what
 * an Arabic page's map asks) answers it in Arabic (issue 43): the Arabic title or name where the data
 * has one (else the English one, marked `lang: "en"`), prices, sizes and dates as Arabic pages write
 * them, property types by their Arabic names. The link is the English path; the page's link makes it
 * the page's language.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (id === null || (params.kind !== "listing" && params.kind !== "project")) return notFound("This marker");
  const locale: Locale = new URL(request.url).searchParams.get("lang") === "ar" ? "ar" : "en";
  const format = formatFor(locale);
  try {
    let card: MapCard | undefined;
    if (params.kind === "listing") {
      const l = await getListing(context.db, id);
      if (l && l.status === "ACTIVE") {
        const title = listingTitle(l, locale);
        card = {
          title: title.text,
          ...(title.lang === "en" ? { lang: "en" as const } : {}),
          price: format.price(l.price, l.listingType),
          facts: [
            propertyTypeName(l.propertyType, locale).text,
            l.bedrooms !== null ? format.bedroomsLabel(l.bedrooms) : "",
            l.sizeSqft ? format.size(l.sizeSqft) : "",
          ].filter(Boolean),
          place: [l.community, l.areaName].filter(Boolean).join(format.listSeparator),
          photo: l.photos[0] ?? null,
          href: listingPath(l),
        };
      }
    } else {
      const p = await getProject(context.db, id, { activeOnly: true });
      if (p) {
        const name = projectName(p, locale);
        const { PROJECT_CARD_TEXTS } = textFor({ en: enProjects, ar: arProjects }, locale);
        const { PRICES_FROM } = textFor({ en: enSite, ar: arSite }, locale);
        card = {
          title: name.text,
          ...(name.lang ? { lang: name.lang } : {}),
          price: p.priceFrom ? `${PRICES_FROM} ${format.price(p.priceFrom)}` : format.priceOnRequest,
          facts: [
            p.houseTypes.map((type) => propertyTypeName(type, locale).text).join(format.listSeparator),
            format.bedroomRange(p.bedroomMin, p.bedroomMax),
            p.handover ? `${PROJECT_CARD_TEXTS.handover} ${format.monthYear(p.handover)}` : "",
          ].filter(Boolean),
          place: [p.regionName, p.area?.name].filter(Boolean).join(format.listSeparator),
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
