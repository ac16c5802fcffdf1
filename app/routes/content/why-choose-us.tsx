import { data } from "react-router";
import type { Route } from "./+types/why-choose-us";
import * as en from "#app/content/about.ts";
import * as ar from "#app/content/ar/about.ts";
import * as enUi from "#app/content/content-ui.ts";
import * as arUi from "#app/content/ar/content-ui.ts";
import { localeOfPath } from "#app/i18n/locale.ts";
import { textFor, useText } from "#app/i18n/text.ts";
import { cacheHeaders, routeHeaders } from "#app/utils/cache-control.ts";
import { PageHero } from "#app/features/content/components/page-hero.tsx";
import { StatFigure } from "#app/features/content/components/cards.tsx";
import { ImageTextRows } from "#app/features/content/components/image-text-row.tsx";
import { seoMeta } from "#app/utils/seo.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";

export function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return data({ page: textFor({ en, ar }, locale).getWhyChooseUs(context.agency.brand) }, { headers: cacheHeaders("content") });
}

export const headers = routeHeaders("content");

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  loaderData
    ? seoMeta(agencyFromMatches(matches), {
        title: loaderData.page.title,
        description: loaderData.page.metaDescription,
        path: location.pathname,
        image: loaderData.page.rows[0]?.rowImg,
        locale: localeOfPath(location.pathname),
      })
    : [];

export default function WhyChooseUs({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const { ABOUT_TEXTS } = useText({ en: enUi, ar: arUi });
  return (
    <main id="main">
      <PageHero
        eyebrow={ABOUT_TEXTS.whyChooseUsEyebrow}
        heading={page.hero.heading}
        text={page.hero.text}
        button={page.hero.button}
        image={page.hero.img ?? page.rows[0]?.rowImg}
      />
      <section aria-labelledby="stats-heading" className="bg-sand-100">
        <div className="container-page py-16 md:py-24">
          <h2 id="stats-heading" className="text-center text-3xl font-semibold text-navy-900 md:text-4xl">
            {page.statsHeading}
          </h2>
          <ul className="mt-10 grid grid-cols-2 gap-3 xs:gap-5 lg:grid-cols-3 lg:gap-8">
            {page.stats.map((stat) => (
              <li key={stat.label}>
                <StatFigure stat={stat} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <ImageTextRows rows={page.rows} />
    </main>
  );
}
