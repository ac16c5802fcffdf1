import { data } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import type { Route } from "./+types/investment-guide";
import * as en from "#app/content/resources.ts";
import * as ar from "#app/content/ar/resources.ts";
import * as enUi from "#app/content/content-ui.ts";
import * as arUi from "#app/content/ar/content-ui.ts";
import { localeOfPath } from "#app/i18n/locale.ts";
import { textFor, useText } from "#app/i18n/text.ts";
import { cacheHeaders, routeHeaders } from "#app/utils/cache-control.ts";
import { PageHero } from "#app/features/content/components/page-hero.tsx";
import { InvestmentFigure } from "#app/features/content/components/cards.tsx";
import { Paragraphs } from "#app/features/content/components/paragraphs.tsx";
import { GuideRequestForm } from "#app/features/leads/components/guide-request-form.tsx";
import { seoMeta } from "#app/utils/seo.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";

export function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const year = context.env.INVESTMENT_GUIDE_YEAR ?? new Date().getFullYear();
  return data({ page: textFor({ en, ar }, locale).getInvestmentGuide(context.agency.brand, year) }, { headers: cacheHeaders("content") });
}

export const headers = routeHeaders("content");

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  loaderData
    ? seoMeta(agencyFromMatches(matches), {
        title: loaderData.page.title,
        description: loaderData.page.metaDescription,
        path: location.pathname,
        image: enUi.SHARE_IMAGES.investmentGuide,
        locale: localeOfPath(location.pathname),
      })
    : [];

export default function InvestmentGuide({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const { RESOURCE_TEXTS } = useText({ en: enUi, ar: arUi });
  return (
    <main id="main">
      <PageHero
        eyebrow={RESOURCE_TEXTS.investmentEyebrow}
        heading={page.heroTitle}
        text={page.heroText}
        button={page.heroButton}
        aside={<GuideRequestForm />}
      />
      <section aria-labelledby="why-invest" className="bg-navy-950 text-white">
        <div className="container-page py-16 md:py-24">
          <h2 id="why-invest" className="text-3xl font-semibold text-white md:text-4xl">
            {page.whyInvestHeading}
          </h2>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
            {page.whyInvestCards.map((card) => (
              <li key={card.title}>
                <InvestmentFigure card={card} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="ideal-investment" className="container-page py-16 md:py-24">
        <div className="mx-auto max-w-3xl md:text-center">
          <span aria-hidden="true" className="mb-6 block h-px w-16 bg-gold-500 md:mx-auto" />
          <h2 id="ideal-investment" className="text-3xl font-semibold text-navy-900 md:text-4xl">
            {page.idealInvestment.heading}
          </h2>
          <Paragraphs text={page.idealInvestment.text} className="mt-6 text-base md:text-lg" />
          <SiteLink to={page.idealInvestment.button.to} className="btn btn-primary mt-4">
            {page.idealInvestment.button.label}
          </SiteLink>
        </div>
      </section>
    </main>
  );
}
