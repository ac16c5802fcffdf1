import { data, useLocation } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import type { Route } from "./+types/rental-yield-calculator";
import { getRentalYieldCalculator } from "#app/content/resources.ts";
import { getFaqItems } from "#app/content/faq.ts";
import { RESOURCE_TEXTS, SHARE_IMAGES } from "#app/content/content-ui.ts";
import { cacheHeaders, routeHeaders } from "#app/utils/cache-control.ts";
import { parseCalculatorQuery } from "#app/features/content/calculator.ts";
import { faqPageJsonLd } from "#app/features/content/json-ld.ts";
import { ButtonTextRow } from "#app/features/content/components/cards.tsx";
import { Paragraphs } from "#app/features/content/components/paragraphs.tsx";
import { YieldCalculator } from "#app/features/content/components/yield-calculator.tsx";
import { FaqAccordion } from "#app/components/faq-accordion.tsx";
import { jsonLd, seoMeta } from "#app/utils/seo.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";

/** The no-JavaScript form sends ?price=…&service=…&additional=…&rent=…; the same module computes the result. */
export function loader({ context, url }: Route.LoaderArgs) {
  const calculator = parseCalculatorQuery(url.searchParams);
  return data(
    { page: getRentalYieldCalculator(context.agency.brand), faq: getFaqItems(context.agency.brand), calculator },
    { headers: cacheHeaders("content") },
  );
}

export const headers = routeHeaders("content");

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  loaderData
    ? [
        ...seoMeta(agencyFromMatches(matches), {
          title: loaderData.page.title,
          description: loaderData.page.metaDescription,
          path: location.pathname,
          image: SHARE_IMAGES.rentalYieldCalculator,
          // a computed result is the same page: keep one URL in the index
          noindex: loaderData.calculator.submitted,
        }),
        jsonLd(faqPageJsonLd(loaderData.faq)),
      ]
    : [];

export default function RentalYieldCalculator({ loaderData }: Route.ComponentProps) {
  const { page, faq, calculator } = loaderData;
  const location = useLocation();
  return (
    <main id="main">
      <section className="relative overflow-hidden bg-navy-900 text-white">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -left-40 -top-40 size-[36rem] rounded-full bg-gold-500/10 blur-3xl"
        />
        <div className="container-page relative grid items-start gap-10 py-14 md:py-20 lg:grid-cols-[1fr_minmax(0,36rem)] lg:gap-16 lg:py-24">
          <div className="max-w-xl lg:sticky lg:top-32">
            <p className="eyebrow !text-gold-300">{RESOURCE_TEXTS.calculatorEyebrow}</p>
            <h1 className="mt-3 text-4xl font-semibold leading-tight text-white sm:text-5xl xl:text-6xl">{page.hero.heading}</h1>
            <Paragraphs text={page.hero.text} className="mt-6 text-lg [&_p]:!text-sand-100" />
            {page.hero.button ? (
              <SiteLink to={page.hero.button.to} className="btn btn-gold mt-4">
                {page.hero.button.label}
              </SiteLink>
            ) : null}
          </div>
          {/* a new query (a shared link, the no-JS form) starts the calculator afresh */}
          <YieldCalculator
            key={location.search}
            initial={calculator}
            texts={{
              heading: page.calculatorHeading,
              netRentLabel: page.netRentLabel,
              netRoiLabel: page.netRoiLabel,
              formulaNote: page.formulaNote,
              goodRoiText: page.goodRoiText,
            }}
          />
        </div>
      </section>
      <section className="container-page py-12 md:py-20">
        {page.rows.map((row, i) => (
          <ButtonTextRow key={row.heading} row={row} index={i} />
        ))}
      </section>
      <section className="bg-sand-100">
        <div className="container-page max-w-4xl py-16 md:py-24">
          <FaqAccordion heading={page.faqHeading} items={faq} />
        </div>
      </section>
    </main>
  );
}
