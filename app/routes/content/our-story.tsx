import { data } from "react-router";
import type { Route } from "./+types/our-story";
import * as en from "#app/content/about.ts";
import * as ar from "#app/content/ar/about.ts";
import * as enUi from "#app/content/content-ui.ts";
import * as arUi from "#app/content/ar/content-ui.ts";
import { localeOfPath } from "#app/i18n/locale.ts";
import { textFor, useText } from "#app/i18n/text.ts";
import { cacheHeaders, routeHeaders } from "#app/utils/cache-control.ts";
import { PageHero } from "#app/features/content/components/page-hero.tsx";
import { IntroSection } from "#app/features/content/components/intro-section.tsx";
import { ImageTextRows } from "#app/features/content/components/image-text-row.tsx";
import { seoMeta } from "#app/utils/seo.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";

export function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return data({ page: textFor({ en, ar }, locale).getOurStory(context.agency.brand) }, { headers: cacheHeaders("content") });
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

export default function OurStory({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const { ABOUT_TEXTS } = useText({ en: enUi, ar: arUi });
  return (
    <main id="main">
      <PageHero
        eyebrow={ABOUT_TEXTS.ourStoryEyebrow}
        heading={page.hero.heading}
        text={page.hero.text}
        button={page.hero.button}
        image={page.hero.img ?? page.rows[0]?.rowImg}
      />
      <IntroSection heading={page.introHeading} text={page.introPara} />
      <ImageTextRows rows={page.rows} />
    </main>
  );
}
