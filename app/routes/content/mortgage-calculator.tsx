import { data, useLocation } from "react-router";
import type { Route } from "./+types/mortgage-calculator";
import * as en from "#app/content/mortgage.ts";
import * as ar from "#app/content/ar/mortgage.ts";
import { localeOfPath } from "#app/i18n/locale.ts";
import { textFor } from "#app/i18n/text.ts";
import { cacheHeaders, routeHeaders } from "#app/utils/cache-control.ts";
import { parseMortgageQuery, type MortgageQuery } from "#app/features/mortgage/query.ts";
import { useMortgageForm } from "#app/features/mortgage/components/use-mortgage-form.ts";
import { MortgageFields } from "#app/features/mortgage/components/mortgage-fields.tsx";
import { MortgageSummary } from "#app/features/mortgage/components/mortgage-summary.tsx";
import { DayOneBreakdown } from "#app/features/mortgage/components/day-one-breakdown.tsx";
import { MortgageRules } from "#app/features/mortgage/components/mortgage-rules.tsx";
import { ButtonTextRow } from "#app/features/content/components/cards.tsx";
import { CalculatorHero } from "#app/features/content/components/page-hero.tsx";
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
export function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const query = parseMortgageQuery(url.searchParams, locale);
  return data(
    { page: textFor({ en, ar }, locale).getMortgageCalculator(context.agency.brand), query },
    { headers: cacheHeaders("content") },
  );
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
        locale: localeOfPath(location.pathname),
      })
    : [];

type Page = Route.ComponentProps["loaderData"]["page"];

/** The hero's card and the sections below it share one form state. */
function Calculator({ page, query }: { page: Page; query: MortgageQuery }) {
  const state = useMortgageForm(query);
  return (
    <>
      <CalculatorHero eyebrow={page.eyebrow} heading={page.hero.heading} text={page.hero.text} button={page.hero.button} cardWidth="38rem">
        <div className="rounded-3xl bg-white p-6 text-ink shadow-lift sm:p-8">
          <MortgageFields heading={page.calculatorHeading} form={state.form} onChange={state.onChange}>
            <MortgageSummary result={state.result} stale={state.stale} />
          </MortgageFields>
        </div>
      </CalculatorHero>
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
