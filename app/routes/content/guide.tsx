import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/guide";
import { getGuide, GUIDE_CTA_LABEL, GUIDE_CTA_TO } from "#app/content/guides.ts";
import { GUIDE_TEXTS } from "#app/content/content-ui.ts";
import { cacheHeaders, routeHeaders } from "#app/utils/cache-control.ts";
import { otherGuideLinks } from "#app/features/content/pages.ts";
import { PageHero } from "#app/features/content/components/page-hero.tsx";
import { IntroSection } from "#app/features/content/components/intro-section.tsx";
import { ImageTextRows } from "#app/features/content/components/image-text-row.tsx";
import { LinkStrip } from "#app/features/content/components/link-strip.tsx";
import { ValuationCta } from "#app/features/leads/components/valuation-cta.tsx";
import type { ValuationTab } from "#app/features/leads/options.ts";

/** The guides read by owners end with the way into the valuation form, on the matching tab. */
const VALUATION_TAB_FOR_GUIDE: Partial<Record<string, ValuationTab>> = { "sellers-guide": "Sales", "landlords-guide": "Lettings" };
import { seoMeta } from "#app/utils/seo.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";

const Params = z.object({ slug: z.string() });

export function loader({ params, context }: Route.LoaderArgs) {
  const { slug } = Params.parse(params);
  const guide = getGuide(slug, context.agency.brand);
  if (!guide) throw data(null, { status: 404 });
  return data({ guide, otherGuides: otherGuideLinks(guide.slug) }, { headers: cacheHeaders("content") });
}

export const headers = routeHeaders("content");

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  loaderData
    ? seoMeta(agencyFromMatches(matches), {
        title: loaderData.guide.title,
        description: loaderData.guide.metaDescription,
        path: location.pathname,
        image: loaderData.guide.heroImg,
        type: "article",
      })
    : [];

export default function GuidePage({ loaderData }: Route.ComponentProps) {
  const { guide, otherGuides } = loaderData;
  return (
    <main id="main">
      <PageHero
        eyebrow={GUIDE_TEXTS.eyebrow}
        heading={guide.heroHeading}
        text={guide.heroPara}
        button={{ label: GUIDE_CTA_LABEL, to: GUIDE_CTA_TO }}
        image={guide.heroImg}
      />
      <IntroSection heading={guide.introHeading} text={guide.introPara} />
      <ImageTextRows rows={guide.rowsContent} />
      {VALUATION_TAB_FOR_GUIDE[guide.slug] ? <ValuationCta tab={VALUATION_TAB_FOR_GUIDE[guide.slug]} /> : null}
      <LinkStrip heading={GUIDE_TEXTS.otherGuidesHeading} label={GUIDE_TEXTS.otherGuidesLabel} links={otherGuides} />
    </main>
  );
}
