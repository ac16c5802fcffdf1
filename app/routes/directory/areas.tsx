import { data, useLocation, useNavigate, useNavigation } from "react-router";
import type { Route } from "./+types/areas";
import * as en from "#app/content/directory.ts";
import * as ar from "#app/content/ar/directory.ts";
import * as enSite from "#app/content/site.ts";
import * as arSite from "#app/content/ar/site.ts";
import { localeOfPath, useLocalePath } from "#app/i18n/locale.ts";
import { textFor, useText } from "#app/i18n/text.ts";
import { AreaCard } from "#app/features/directory/components/area-card.tsx";
import { PagedDirectory } from "#app/features/directory/components/paged-directory.tsx";
import { pageCacheHeaders } from "#app/utils/cache-control.ts";
import { loadAreasPage, statusOf } from "#app/features/directory/directory.server.ts";
import { parsePageParam } from "#app/features/directory/params.ts";
import { seoMeta } from "#app/utils/seo.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";
import { PAGE_PATHS } from "#app/utils/paths.ts";

export async function loader({ context, url }: Route.LoaderArgs) {
  const page = parsePageParam(url.searchParams);
  const state = await loadAreasPage(context.db, page);
  return data(state, { status: statusOf(state), headers: pageCacheHeaders("page", state.status === "error") });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const locale = localeOfPath(location.pathname);
  const { AREAS_PAGE } = textFor({ en, ar }, locale);
  const { pageText } = textFor({ en: enSite, ar: arSite }, locale);
  const page = loaderData?.page ?? 1;
  return seoMeta(agencyFromMatches(matches), {
    locale,
    title: page > 1 ? `${AREAS_PAGE.metaTitle}, ${pageText(page)}` : AREAS_PAGE.metaTitle,
    description: AREAS_PAGE.metaDescription,
    path: page > 1 ? `${PAGE_PATHS.areas}?page=${page}` : PAGE_PATHS.areas,
  });
};

export default function AreasPage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const location = useLocation();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const { AREAS_PAGE } = useText({ en, ar });
  const { ALL_AREAS_HEADING, LOADING_AREAS, NO_AREAS } = useText({ en: enSite, ar: arSite });
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  return (
    <PagedDirectory
      eyebrow={AREAS_PAGE.eyebrow}
      heading={ALL_AREAS_HEADING}
      intro={AREAS_PAGE.intro}
      basePath={PAGE_PATHS.areas}
      state={loaderData}
      loading={loading}
      loadingText={LOADING_AREAS}
      emptyText={NO_AREAS}
      itemKey={(a) => a.id}
      renderItem={(a, i) => <AreaCard area={a} headingLevel="h2" priority={i === 0} />}
      onRetry={() => navigate(localePath(`${PAGE_PATHS.areas}?page=1`))}
    />
  );
}
