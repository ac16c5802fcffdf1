import { data, useLocation } from "react-router";
import type { Route } from "./+types/rental-yield-calculator";
import * as enResources from "#app/content/resources.ts";
import * as arResources from "#app/content/ar/resources.ts";
import * as enFaq from "#app/content/faq.ts";
import * as arFaq from "#app/content/ar/faq.ts";
import * as enUi from "#app/content/content-ui.ts";
import * as arUi from "#app/content/ar/content-ui.ts";
import { localeOfPath } from "#app/i18n/locale.ts";
import { textFor, useText } from "#app/i18n/text.ts";
import { cacheHeaders, routeHeaders } from "#app/utils/cache-control.ts";
import { parseCalculatorQuery } from "#app/features/content/calculator.ts";
import { faqPageJsonLd } from "#app/features/content/json-ld.ts";
import { ButtonTextRow } from "#app/features/content/components/cards.tsx";
import { CalculatorHero } from "#app/features/content/components/page-hero.tsx";
import { YieldCalculator } from "#app/features/content/components/yield-calculator.tsx";
import { FaqAccordion } from "#app/components/faq-accordion.tsx";
import { jsonLd, seoMeta } from "#app/utils/seo.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";

/** The no-JavaScript form sends ?price=…&service=…&additional=…&rent=…; the same module computes the result. */
export function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const { brand } = context.agency;
  const calculator = parseCalculatorQuery(url.searchParams);
  return data(
    {
      page: textFor({ en: enResources, ar: arResources }, locale).getRentalYieldCalculator(brand),
      faq: textFor({ en: enFaq, ar: arFaq }, locale).getFaqItems(brand),
      calculator,
    },
    { headers: cacheHeaders("content") },
  );
}

export const headers = routeHeaders("content");

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return [];
  const locale = localeOfPath(location.pathname);
  return [
    ...seoMeta(agencyFromMatches(matches), {
      title: loaderData.page.title,
      description: loaderData.page.metaDescription,
      path: location.pathname,
      image: enUi.SHARE_IMAGES.rentalYieldCalculator,
      // a computed result is the same page: keep one URL in the index
      noindex: loaderData.calculator.submitted,
      locale,
    }),
    jsonLd(faqPageJsonLd(loaderData.faq, locale)),
  ];
};

export default function RentalYieldCalculator({ loaderData }: Route.ComponentProps) {
  const { page, faq, calculator } = loaderData;
  const location = useLocation();
  const { RESOURCE_TEXTS } = useText({ en: enUi, ar: arUi });
  return (
    <main id="main">
      <CalculatorHero
        eyebrow={RESOURCE_TEXTS.calculatorEyebrow}
        heading={page.hero.heading}
        text={page.hero.text}
        button={page.hero.button}
        cardWidth="36rem"
      >
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
      </CalculatorHero>
      <section className="container-page py-12 md:py-20">
        {page.rows.map((row, i) => (
          <ButtonTextRow key={row.heading} row={row} index={i} />
        ))}
      </section>
      <section className="bg-sand-100">
        <div className="container-page max-w-4xl py-16 md:py-24">
          <FaqAccordion heading={page.faqHeading} items={[...faq]} />
        </div>
      </section>
    </main>
  );
}
