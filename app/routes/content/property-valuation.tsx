import { data } from "react-router";
import type { Route } from "./+types/property-valuation";
import * as en from "#app/content/resources.ts";
import * as ar from "#app/content/ar/resources.ts";
import * as enUi from "#app/content/content-ui.ts";
import * as arUi from "#app/content/ar/content-ui.ts";
import { localeOfPath } from "#app/i18n/locale.ts";
import { textFor, useText } from "#app/i18n/text.ts";
import { cacheHeaders, routeHeaders } from "#app/utils/cache-control.ts";
import { PageHero } from "#app/features/content/components/page-hero.tsx";
import { BenefitCard, OptionChoice } from "#app/features/content/components/cards.tsx";
import { ImageTextRow } from "#app/features/content/components/image-text-row.tsx";
import { seoMeta } from "#app/utils/seo.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";

export function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return data({ page: textFor({ en, ar }, locale).getPropertyValuation(context.agency.brand) }, { headers: cacheHeaders("content") });
}

export const headers = routeHeaders("content");

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  loaderData
    ? seoMeta(agencyFromMatches(matches), {
        title: loaderData.page.title,
        description: loaderData.page.metaDescription,
        path: location.pathname,
        image: loaderData.page.row.rowImg,
        locale: localeOfPath(location.pathname),
      })
    : [];

export default function PropertyValuation({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const { RESOURCE_TEXTS } = useText({ en: enUi, ar: arUi });
  return (
    <main id="main">
      <PageHero
        eyebrow={RESOURCE_TEXTS.valuationEyebrow}
        heading={page.hero.heading}
        text={page.hero.text}
        button={page.hero.button}
        image={page.hero.img ?? page.row.rowImg}
      />
      <section aria-labelledby="options-heading" className="container-page py-16 md:py-24">
        <h2 id="options-heading" className="sr-only">
          {RESOURCE_TEXTS.optionsHeading}
        </h2>
        <ul className="grid gap-6 md:grid-cols-2 lg:gap-8">
          {page.options.map((option, i) => (
            <li key={option.title}>
              <OptionChoice card={option} index={i} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="benefits-heading" className="bg-sand-100">
        <div className="container-page py-16 md:py-24">
          <h2 id="benefits-heading" className="max-w-2xl text-3xl font-semibold text-navy-900 md:text-4xl">
            {page.benefitsHeading}
          </h2>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 xl:grid-cols-4 lg:gap-6">
            {page.benefits.map((benefit) => (
              <li key={benefit.title}>
                <BenefitCard card={benefit} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="container-page py-16 md:py-24">
        <ImageTextRow row={page.row} flip={false} />
      </section>
    </main>
  );
}
