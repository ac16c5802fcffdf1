import { data, useLocation } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import type { Route } from "./+types/mortgage-calculator";
import { getMortgageCalculator } from "#app/content/mortgage.ts";
import { cacheHeaders, routeHeaders } from "#app/utils/cache-control.ts";
import { parseMortgageQuery, type MortgageQuery } from "#app/features/mortgage/query.ts";
import { useMortgageForm } from "#app/features/mortgage/components/use-mortgage-form.ts";
import { MortgageFields } from "#app/features/mortgage/components/mortgage-fields.tsx";
import { MortgageSummary } from "#app/features/mortgage/components/mortgage-summary.tsx";
import { DayOneBreakdown } from "#app/features/mortgage/components/day-one-breakdown.tsx";
import { MortgageRules } from "#app/features/mortgage/components/mortgage-rules.tsx";
import { ButtonTextRow } from "#app/features/content/components/cards.tsx";
import { Paragraphs } from "#app/features/content/components/paragraphs.tsx";
import { seoMeta } from "#app/utils/seo.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";

/** A share picture of the site's own (the calculator row's), as the other tools have. */
const SHARE_IMAGE = "/images/site/calculator-1.webp";

/**
 * The no-JavaScript form sends ?price=…&buyer=…&…; the loader reads it with the feature's schema and
 * the page computes the result from it (the same functions the live form runs). A query that cannot
 * be used is the page with a message at each field: a 200 like any answer of the form (a 400
 * document is a console error in every browser, and Lighthouse counts it), never an error page.
 * The answer depends on the URL alone, so it is cached like the page.
 */
export function loader({ context, url }: Route.LoaderArgs) {
  const query = parseMortgageQuery(url.searchParams);
  return data({ page: getMortgageCalculator(context.agency.brand), query }, { headers: cacheHeaders("content") });
}

export const headers = routeHeaders("content");

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  loaderData
    ? seoMeta(agencyFromMatches(matches), {
        title: loaderData.page.title,
        description: loaderData.page.metaDescription,
        path: location.pathname,
        image: SHARE_IMAGE,
        // a computed result is the same page: keep one URL in the index
        noindex: loaderData.query.submitted,
      })
    : [];

type Page = Route.ComponentProps["loaderData"]["page"];

/** The hero's card and the sections below it share one form state. */
function Calculator({ page, query }: { page: Page; query: MortgageQuery }) {
  const state = useMortgageForm(query);
  return (
    <>
      <section className="relative overflow-hidden bg-navy-900 text-white">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -left-40 -top-40 size-[36rem] rounded-full bg-gold-500/10 blur-3xl"
        />
        <div className="container-page relative grid items-start gap-10 py-14 md:py-20 lg:grid-cols-[1fr_minmax(0,38rem)] lg:gap-16 lg:py-24">
          <div className="max-w-xl lg:sticky lg:top-32">
            <p className="eyebrow !text-gold-300">{page.eyebrow}</p>
            <h1 className="mt-3 text-4xl font-semibold leading-tight text-white sm:text-5xl xl:text-6xl">{page.hero.heading}</h1>
            <Paragraphs text={page.hero.text} className="mt-6 text-lg [&_p]:!text-sand-100" />
            {page.hero.button ? (
              <SiteLink to={page.hero.button.to} className="btn btn-gold mt-4">
                {page.hero.button.label}
              </SiteLink>
            ) : null}
          </div>
          <div className="rounded-3xl bg-white p-6 text-ink shadow-lift sm:p-8">
            <MortgageFields heading={page.calculatorHeading} form={state.form} onChange={state.onChange}>
              <MortgageSummary result={state.result} stale={state.stale} />
            </MortgageFields>
          </div>
        </div>
      </section>
      <DayOneBreakdown result={state.result} />
      <MortgageRules />
    </>
  );
}

export default function MortgageCalculator({ loaderData }: Route.ComponentProps) {
  const { page, query } = loaderData;
  const location = useLocation();
  return (
    <main id="main">
      {/* a new query (a shared link, the no-JS form) starts the calculator afresh */}
      <Calculator key={location.search} page={page} query={query} />
      <section className="container-page py-12 md:py-20">
        {page.rows.map((row, i) => (
          <ButtonTextRow key={row.heading} row={row} index={i} />
        ))}
      </section>
    </main>
  );
}
