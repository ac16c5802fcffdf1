import { data, Form, useLocation, useNavigation } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import type { Route } from "./+types/new-projects";
import * as enSite from "#app/content/site.ts";
import * as arSite from "#app/content/ar/site.ts";
import { ResultsCount } from "#app/components/ui/list-states.tsx";
import * as en from "#app/content/projects.ts";
import * as ar from "#app/content/ar/projects.ts";
import { fillTokens } from "#app/content/brand.ts";
import { localeOfPath, useLocalePath } from "#app/i18n/locale.ts";
import { textFor, useText } from "#app/i18n/text.ts";
import { loadNewProjects } from "#app/features/projects/pages.server.ts";
import { cacheHeaders } from "#app/utils/cache-control.ts";
import { pageHref } from "#app/features/projects/paths.ts";
import { projectListMeta } from "#app/features/projects/seo.ts";
import { ProjectGrid } from "#app/features/projects/components/project-grid.tsx";
import { Pager } from "#app/components/ui/pager.tsx";
import { agencyFromMatches } from "#app/utils/route-meta.ts";
import { failedWith } from "#app/utils/data-failure.server.ts";
import { BUY_PRICE_OPTIONS } from "#app/utils/filter-options.ts";

export async function loader({ context, url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const { COULD_NOT_FETCH_DATA } = textFor({ en: enSite, ar: arSite }, locale);
  const result = await loadNewProjects(context.db, url, locale).catch(failedWith(COULD_NOT_FETCH_DATA, "new projects"));
  return data(result, { headers: cacheHeaders("listings") });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const locale = localeOfPath(location.pathname);
  return projectListMeta(
    agencyFromMatches(matches),
    {
      heading: textFor({ en: enSite, ar: arSite }, locale).NEW_PROJECTS_HEADING,
      description: textFor({ en, ar }, locale).NEW_PROJECTS_TEXTS.metaDescription,
      pathname: location.pathname,
      locale,
    },
    loaderData,
  );
};

function PriceSelect({ name, label, value }: { name: string; label: string; value: number | null }) {
  const { NEW_PROJECTS_TEXTS: T } = useText({ en, ar });
  return (
    <div className="grid gap-1.5">
      <label htmlFor={`np-${name}`} className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">
        {label}
      </label>
      <select id={`np-${name}`} name={name} defaultValue={value ?? ""} className="field">
        <option value="">{T.anyPrice}</option>
        {BUY_PRICE_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {fillTokens(T.priceOption, { price: o.label })}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function NewProjects({ loaderData }: Route.ComponentProps) {
  const { items, total, page, pageCount, startPrice, endPrice } = loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  const localePath = useLocalePath();
  const { NEW_PROJECTS_TEXTS: T } = useText({ en, ar });
  const { NEW_PROJECTS_HEADING } = useText({ en: enSite, ar: arSite });
  const loading = navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  const params: Array<[string, string]> = [];
  if (startPrice !== null) params.push(["startPrice", String(startPrice)]);
  if (endPrice !== null) params.push(["endPrice", String(endPrice)]);
  return (
    <main id="main" className="container-page pb-20 pt-10 md:pt-14">
      <header className="max-w-3xl">
        <p className="eyebrow">{T.eyebrow}</p>
        <h1 className="mt-3 text-3xl font-semibold leading-tight text-navy-900 md:text-5xl">{NEW_PROJECTS_HEADING}</h1>
        <p className="mt-4 text-base text-muted md:text-lg">{T.intro}</p>
      </header>
      <Form
        method="get"
        action={localePath("/new-projects")}
        key={location.search}
        preventScrollReset
        className="mt-8 grid gap-3 rounded-3xl border border-sand-200 bg-white p-4 shadow-card sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <PriceSelect name="startPrice" label={T.startPriceLabel} value={startPrice} />
        <PriceSelect name="endPrice" label={T.endPriceLabel} value={endPrice} />
        <button type="submit" className="btn btn-primary">
          {T.apply}
        </button>
      </Form>
      <div className="mb-5 mt-8 flex flex-wrap items-center justify-between gap-3">
        <ResultsCount total={total} />
        <SiteLink
          to="/off-plan-properties"
          className="text-sm font-semibold text-navy-900 underline decoration-gold-500 underline-offset-4"
        >
          {T.browseAll}
        </SiteLink>
      </div>
      <ProjectGrid items={items} loading={loading} />
      {total > 0 ? (
        <Pager
          page={page}
          pageCount={pageCount}
          busy={navigation.state !== "idle"}
          hrefFor={(p) => pageHref(location.pathname, location.search, p)}
          hiddenFields={params}
        />
      ) : null}
    </main>
  );
}
