import { data, useLocation, useNavigate, useNavigation } from "react-router";
import type { Route } from "./+types/developers";
import * as en from "#app/content/directory.ts";
import * as ar from "#app/content/ar/directory.ts";
import * as enSite from "#app/content/site.ts";
import * as arSite from "#app/content/ar/site.ts";
import { localeOfPath, useLocalePath } from "#app/i18n/locale.ts";
import { textFor, useText } from "#app/i18n/text.ts";
import { DeveloperCard } from "#app/features/directory/components/developer-card.tsx";
import { PagedDirectory } from "#app/features/directory/components/paged-directory.tsx";
import { pageCacheHeaders } from "#app/utils/cache-control.ts";
import { loadDevelopersPage, statusOf } from "#app/features/directory/directory.server.ts";
import { parsePageParam } from "#app/features/directory/params.ts";
import { seoMeta } from "#app/utils/seo.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";
import { PAGE_PATHS } from "#app/utils/paths.ts";

export async function loader({ context, url }: Route.LoaderArgs) {
  const page = parsePageParam(url.searchParams);
  const state = await loadDevelopersPage(context.db, page);
  return data(state, { status: statusOf(state), headers: pageCacheHeaders("page", state.status === "error") });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const locale = localeOfPath(location.pathname);
  const { DEVELOPERS_PAGE } = textFor({ en, ar }, locale);
  const { pageText } = textFor({ en: enSite, ar: arSite }, locale);
  const page = loaderData?.page ?? 1;
  return seoMeta(agencyFromMatches(matches), {
    locale,
    title: page > 1 ? `${DEVELOPERS_PAGE.metaTitle}, ${pageText(page)}` : DEVELOPERS_PAGE.metaTitle,
    description: DEVELOPERS_PAGE.metaDescription,
    path: page > 1 ? `${PAGE_PATHS.developers}?page=${page}` : PAGE_PATHS.developers,
  });
};

export default function DevelopersPage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const location = useLocation();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const { DEVELOPERS_PAGE } = useText({ en, ar });
  const { ALL_DEVELOPERS_HEADING, LOADING_DEVELOPERS, NO_DEVELOPERS } = useText({ en: enSite, ar: arSite });
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  return (
    <PagedDirectory
      eyebrow={DEVELOPERS_PAGE.eyebrow}
      heading={ALL_DEVELOPERS_HEADING}
      intro={DEVELOPERS_PAGE.intro}
      basePath={PAGE_PATHS.developers}
      state={loaderData}
      loading={loading}
      loadingText={LOADING_DEVELOPERS}
      emptyText={NO_DEVELOPERS}
      itemKey={(d) => d.id}
      renderItem={(d) => <DeveloperCard developer={d} headingLevel="h2" showDescription />}
      onRetry={() => navigate(localePath(`${PAGE_PATHS.developers}?page=1`))}
    />
  );
}
