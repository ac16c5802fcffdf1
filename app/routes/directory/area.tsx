import { data } from "react-router";
import { areaPath } from "#app/utils/paths.ts";
import type { Route } from "./+types/area";
import { fillTokens } from "#app/content/brand.ts";
import * as en from "#app/content/directory.ts";
import * as ar from "#app/content/ar/directory.ts";
import * as enSite from "#app/content/site.ts";
import * as arSite from "#app/content/ar/site.ts";
import { LOCALE_TAGS, localeOfPath, useLocale } from "#app/i18n/locale.ts";
import { textFor } from "#app/i18n/text.ts";
import { pageCacheHeaders } from "#app/utils/cache-control.ts";
import { AreaView } from "#app/features/directory/components/area-view.tsx";
import { ListingCard } from "#app/features/listings/components/listing-card.tsx";
import { ProjectCard } from "#app/features/projects/components/project-card.tsx";
import { loadAreaPage, sectionsFailed } from "#app/features/directory/detail.server.ts";
import { parseId } from "#app/utils/limits.ts";
import { jsonLd, seoMeta } from "#app/utils/seo.ts";
import { failedWith } from "#app/utils/data-failure.server.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";
import { AreaMap } from "#app/features/map/components/location-map.tsx";
import { areaCentre } from "#app/features/map/queries.server.ts";
import { geoCoordinates } from "#app/features/map/geo.ts";
import { areaMarket } from "#app/features/market/market.server.ts";
import { AreaMarket } from "#app/features/market/components/area-market.tsx";
import { propertyTypeName } from "#app/features/listings/localized.ts";

import { ltr } from "#app/i18n/format.ts";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { COULD_NOT_FETCH_DATA } = textFor({ en: enSite, ar: arSite }, localeOfPath(new URL(request.url).pathname));
  const id = parseId(params.id);
  const page = id === null ? undefined : await loadAreaPage(context.db, id).catch(failedWith(COULD_NOT_FETCH_DATA, "area page"));
  if (!page) throw data(null, { status: 404 });
  const failed = sectionsFailed(page.forSale, page.toRent, page.projects);
  const [centre, market] = await Promise.all([
    areaCentre(context.db, page.area.id).catch(() => undefined),
    // the charts are extra: without them the page still answers
    areaMarket(context.db, page.area.id).catch(() => null),
  ]);
  return data(
    { ...page, centre: centre ? { lng: centre.lng, lat: centre.lat } : null, market },
    { status: failed ? 503 : 200, headers: pageCacheHeaders("page", failed) },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  if (!loaderData) return [];
  const { area } = loaderData;
  const locale = localeOfPath(location.pathname);
  const { AREA_PAGE } = textFor({ en, ar }, locale);
  const description = fillTokens(AREA_PAGE.metaDescription, { name: area.name });
  return [
    ...seoMeta(agencyFromMatches(matches), { title: area.name, description, path: areaPath(area.id), image: area.image, locale }),
    jsonLd({
      "@context": "https://schema.org",
      "@type": "Place",
      name: area.name,
      inLanguage: LOCALE_TAGS[locale].lang,
      description: area.description || description,
      ...geoCoordinates(loaderData.centre),
    }),
  ];
};

export default function AreaPage({ loaderData }: Route.ComponentProps) {
  const { area, centre, market } = loaderData;
  const locale = useLocale();
  return (
    <AreaView
      data={loaderData}
      market={
        market ? (
          <AreaMarket
            figures={market}
            area={locale === "ar" ? ltr(area.name) : area.name}
            typeLabel={(t) => propertyTypeName(t, locale).text}
          />
        ) : null
      }
      listingCard={(l) => <ListingCard listing={l} />}
      projectCard={(p) => <ProjectCard project={p} headingLevel={3} />}
      map={centre ? <AreaMap areaId={area.id} name={area.name} {...centre} /> : null}
    />
  );
}
