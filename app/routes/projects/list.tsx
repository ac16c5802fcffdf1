import { data, isRouteErrorResponse, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/list";
import * as enSite from "#app/content/site.ts";
import * as arSite from "#app/content/ar/site.ts";
import { dataFailureMessage, ErrorPage } from "#app/components/layout/error-page.tsx";
import { PastLastPage, type PastLastPageData, ResultsCount } from "#app/components/ui/list-states.tsx";
import * as en from "#app/content/projects.ts";
import * as ar from "#app/content/ar/projects.ts";
import { localeOfPath } from "#app/i18n/locale.ts";
import { textFor, useText } from "#app/i18n/text.ts";
import { loadProjectList } from "#app/features/projects/pages.server.ts";
import { cacheHeaders } from "#app/utils/cache-control.ts";
import { writeFilterQuery } from "#app/features/projects/query-writer.ts";
import { pageHref } from "#app/features/projects/paths.ts";
import { projectListMeta } from "#app/features/projects/seo.ts";
import { ProjectFilters } from "#app/features/projects/components/project-filters.tsx";
import { ProjectGrid } from "#app/features/projects/components/project-grid.tsx";
import { SortSelect } from "#app/features/projects/components/sort-select.tsx";
import { Pager } from "#app/components/ui/pager.tsx";
import { ListMap } from "#app/features/map/components/list-map.tsx";
import { agencyFromMatches } from "#app/utils/route-meta.ts";
import { failedWith } from "#app/utils/data-failure.server.ts";

export async function loader({ context, url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const { COULD_NOT_FETCH_DATA } = textFor({ en: enSite, ar: arSite }, locale);
  const result = await loadProjectList(context.db, url, locale).catch(failedWith(COULD_NOT_FETCH_DATA, "project list"));
  return data(result, { headers: cacheHeaders("listings") });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const locale = localeOfPath(location.pathname);
  return projectListMeta(
    agencyFromMatches(matches),
    {
      heading: textFor({ en: enSite, ar: arSite }, locale).OFF_PLAN_LIST_HEADING,
      description: textFor({ en, ar }, locale).PROJECT_LIST_TEXTS.metaDescription,
      pathname: location.pathname,
      locale,
    },
    loaderData,
  );
};

export default function OffPlanList({ loaderData }: Route.ComponentProps) {
  const { items, total, page, pageCount, state, developers, areas } = loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  const { PROJECT_LIST_TEXTS: T } = useText({ en, ar });
  const { OFF_PLAN_LIST_HEADING } = useText({ en: enSite, ar: arSite });
  const loading = navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  const filterParams = [...new URLSearchParams(writeFilterQuery(state)).entries()];
  return (
    <main id="main" className="container-page pb-20 pt-10 md:pt-14">
      <header className="max-w-3xl">
        <p className="eyebrow">{T.eyebrow}</p>
        <h1 className="mt-3 text-3xl font-semibold leading-tight text-navy-900 md:text-5xl">{OFF_PLAN_LIST_HEADING}</h1>
        <p className="mt-4 text-base text-muted md:text-lg">{T.intro}</p>
      </header>
      <div className="mt-8">
        <ProjectFilters state={state} developers={developers} areas={areas} />
      </div>
      <div className="mb-5 mt-8 flex flex-wrap items-center justify-between gap-3">
        <ResultsCount total={total} />
        <SortSelect value={state.sort} />
      </div>
      <ListMap list="off-plan" searchArea={false} />
      <ProjectGrid items={items} loading={loading} />
      {total > 0 ? (
        <Pager
          page={page}
          pageCount={pageCount}
          busy={navigation.state !== "idle"}
          hrefFor={(p) => pageHref(location.pathname, location.search, p)}
          hiddenFields={filterParams}
        />
      ) : null}
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    const firstPage = (error.data as PastLastPageData | null)?.firstPage;
    return firstPage ? <PastLastPage firstPage={firstPage} /> : <ErrorPage status={404} />;
  }
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} title={dataFailureMessage(error)} />;
}
