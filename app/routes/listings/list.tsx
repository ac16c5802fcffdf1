import { data, isRouteErrorResponse, useLocation, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/list";
import * as en from "#app/content/listings.ts";
import * as ar from "#app/content/ar/listings.ts";
import * as siteEn from "#app/content/site.ts";
import * as siteAr from "#app/content/ar/site.ts";
import * as headingEn from "#app/content/list-heading.ts";
import * as headingAr from "#app/content/ar/list-heading.ts";
import { dataFailureMessage, ErrorPage } from "#app/components/layout/error-page.tsx";
import { FILTER_FORM_ID, FilterBar } from "#app/features/listings/components/filter-bar.tsx";
import { ListingCard } from "#app/features/listings/components/listing-card.tsx";
import { EmptyResults, LoadingOverlay } from "#app/features/listings/components/list-states.tsx";
import { PastLastPage, type PastLastPageData, ResultsCount } from "#app/components/ui/list-states.tsx";
import { Pager } from "#app/components/ui/pager.tsx";
import { ListMap } from "#app/features/map/components/list-map.tsx";
import { keepMapState } from "#app/features/map/list-url.ts";
import { markerListOf } from "#app/features/map/marker-lists.ts";
import { Select } from "#app/components/ui/select.tsx";
import { writeListingSearch } from "#app/features/listings/search.ts";
import { LISTING_METHODS, listingPath, listPath } from "#app/utils/paths.ts";
import { loadListPage } from "#app/features/listings/list-page.server.ts";
import { cacheHeaders } from "#app/utils/cache-control.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";
import { jsonLd, seoMeta } from "#app/utils/seo.ts";
import { failedWith } from "#app/utils/data-failure.server.ts";
import { LOCALE_TAGS, localeOfPath, localePath, useLocale, withoutLocale } from "#app/i18n/locale.ts";
import { textFor } from "#app/i18n/text.ts";
import { listingTitle } from "#app/features/listings/localized.ts";
import { ListFillTile } from "#app/features/leads/components/list-fill-tile.tsx";
import { LISTING_ENQUIRY_CATEGORY } from "#app/features/leads/options.ts";
import { AlertSignUp } from "#app/features/alerts/components/alert-signup.tsx";

const paramsSchema = z.object({ method: z.enum(LISTING_METHODS) });

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const parsed = paramsSchema.safeParse(params);
  if (!parsed.success) throw data(null, { status: 404 });
  const locale = localeOfPath(url.pathname);
  const category = withoutLocale(url.pathname).startsWith("/commercial-properties/") ? "Commercial" : "Residential";
  const { COULD_NOT_FETCH_DATA } = textFor({ en: siteEn, ar: siteAr }, locale);
  const page = await loadListPage(context.db, url, category, parsed.data.method).catch(failedWith(COULD_NOT_FETCH_DATA, "listing list"));
  return data(page, { headers: cacheHeaders("listings") });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return [];
  const locale = localeOfPath(location.pathname);
  const { LIST_DESCRIPTIONS } = textFor({ en, ar }, locale);
  const { pageText } = textFor({ en: siteEn, ar: siteAr }, locale);
  const { category, method, filters, items, locations } = loaderData;
  const heading = textFor({ en: headingEn, ar: headingAr }, locale).listHeading(category, method, locations);
  const agency = agencyFromMatches(matches);
  const path = `${listPath(category, method)}${writeListingSearch({ page: filters.page })}`;
  const title = filters.page > 1 ? `${heading} · ${pageText(filters.page)}` : heading;
  const site = agency?.siteUrl ?? "";
  return [
    ...seoMeta(agency, { title, description: LIST_DESCRIPTIONS[category][method], path, image: items[0]?.photos[0], locale }),
    jsonLd({
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: heading,
      inLanguage: LOCALE_TAGS[locale].lang,
      numberOfItems: loaderData.total,
      itemListElement: items.map((item, i) => ({
        "@type": "ListItem",
        position: (filters.page - 1) * items.length + i + 1,
        url: `${site}${localePath(listingPath(item), locale)}`,
        name: listingTitle(item, locale).text,
      })),
    }),
  ];
};

export default function ListPage({ loaderData }: Route.ComponentProps) {
  const { category, method, filters, locations, items, total, pageCount, types, developers } = loaderData;
  const locale = useLocale();
  const { COMMERCIAL_SORT_OPTIONS, FILTER_TEXTS, LISTING_SORT_OPTIONS, LIST_EYEBROWS } = textFor({ en, ar }, locale);
  const { listHeading } = textFor({ en: headingEn, ar: headingAr }, locale);
  const navigation = useNavigation();
  const target = withoutLocale(navigation.location?.pathname ?? "");
  const loading = navigation.state !== "idle" && (target.startsWith("/properties/") || target.startsWith("/commercial-properties/"));
  // the pager's links and form stay in the page's language (the pager renders plain router links)
  const path = localePath(listPath(category, method), locale);
  const location = useLocation();
  const hrefFor = (page: number) => `${path}${keepMapState(writeListingSearch({ ...filters, page }), location.search)}`;
  const keep = new URLSearchParams(keepMapState(writeListingSearch({ ...filters, page: 1 }), location.search));
  const formKey = `${path}${writeListingSearch(filters)}`;

  return (
    <main id="main" className="pb-24">
      <section className="border-b border-sand-200 bg-gradient-to-b from-sand-100 to-sand-50">
        <div className="container-page pb-8 pt-10 md:pt-14">
          <p className="eyebrow">{LIST_EYEBROWS[category][method]}</p>
          <h1 className="mt-3 text-3xl font-semibold text-navy-900 sm:text-4xl lg:text-5xl">{listHeading(category, method, locations)}</h1>
          <div className="mt-8">
            <FilterBar
              key={formKey}
              locations={locations}
              category={category}
              method={method}
              filters={filters}
              types={types}
              developers={developers}
            />
          </div>
          <div className="mt-4">
            <AlertSignUp key={formKey} category={category} method={method} search={writeListingSearch(filters)} deferForm />
          </div>
        </div>
      </section>

      <section aria-labelledby="results-heading" className="container-page relative pt-8">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
          <ResultsCount total={total} />
          <Select
            key={formKey}
            // the select may shrink below its longest option: in a fallback face that option alone is wider than a phone
            wrapperClassName="flex min-w-0 max-w-full items-center gap-2"
            id="filter-sort"
            name="sort"
            form={FILTER_FORM_ID}
            label={FILTER_TEXTS.sortLabel}
            labelClassName="shrink-0 whitespace-nowrap text-sm text-muted"
            options={category === "Commercial" ? COMMERCIAL_SORT_OPTIONS : LISTING_SORT_OPTIONS}
            defaultValue={filters.sort}
            onChange={(e) => e.currentTarget.form?.requestSubmit()}
            className="field w-auto min-w-0 rounded-full py-2"
          />
        </div>
        <ListMap list={markerListOf(category, method)} />
        <LoadingOverlay loading={loading} />
        {items.length ? (
          <div className={`grid gap-6 transition-opacity sm:grid-cols-2 xl:grid-cols-3 4xl:grid-cols-4 ${loading ? "opacity-50" : ""}`}>
            {items.map((item, i) => (
              <ListingCard key={item.id} listing={item} priority={i === 0} monthly={filters.period === "monthly"} />
            ))}
            <ListFillTile
              count={items.length}
              prefill={category === "Residential" ? { category: LISTING_ENQUIRY_CATEGORY[method === "buy" ? "SELL" : "RENT"] } : undefined}
            />
          </div>
        ) : (
          <EmptyResults clearTo={path} />
        )}
        {total > 0 ? (
          <Pager
            page={filters.page}
            pageCount={pageCount}
            hrefFor={hrefFor}
            hiddenFields={[...keep.entries()]}
            action={path}
            busy={loading}
          />
        ) : null}
      </section>
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
