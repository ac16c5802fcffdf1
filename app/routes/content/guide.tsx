import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/guide";
import * as en from "#app/content/guides.ts";
import * as ar from "#app/content/ar/guides.ts";
import { GUIDE_TEXTS as GUIDE_TEXTS_EN } from "#app/content/content-ui.ts";
import { GUIDE_TEXTS as GUIDE_TEXTS_AR } from "#app/content/ar/content-ui.ts";
import { GUIDES_MENU as MENU_EN } from "#app/content/site.ts";
import { GUIDES_MENU as MENU_AR } from "#app/content/ar/site.ts";
import { LOCALE_TAGS, type Locale, localeOfPath, localePath } from "#app/i18n/locale.ts";
import { textFor, useText } from "#app/i18n/text.ts";
import { cacheHeaders, routeHeaders } from "#app/utils/cache-control.ts";
import { otherGuideLinks } from "#app/features/content/pages.ts";
import { PageHero } from "#app/features/content/components/page-hero.tsx";
import { IntroSection } from "#app/features/content/components/intro-section.tsx";
import { ImageTextRows } from "#app/features/content/components/image-text-row.tsx";
import { LinkStrip } from "#app/features/content/components/link-strip.tsx";
import { ValuationCta } from "#app/features/leads/components/valuation-cta.tsx";
import type { ValuationTab } from "#app/features/leads/options.ts";
import type { GuideSlug } from "#app/content/types.ts";
import type { AgencyConfig } from "#app/utils/agency.ts";
import { guidePath } from "#app/utils/paths.ts";
import { jsonLd, seoMeta } from "#app/utils/seo.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";

/** The guides read by owners end with the way into the valuation form, on the matching tab. */
const VALUATION_TAB_FOR_GUIDE: Partial<Record<string, ValuationTab>> = { "sellers-guide": "Sales", "landlords-guide": "Lettings" };

const Params = z.object({ slug: z.string() });

/** The other guides, named in the page's language (the menu's labels: app/content/site.ts and its twin). */
function otherGuides(slug: GuideSlug, locale: Locale) {
  const menu = textFor({ en: MENU_EN, ar: MENU_AR }, locale);
  return otherGuideLinks(slug).map((link) => ({ ...link, label: menu.find((m) => m.to === link.to)?.label ?? link.label }));
}

export function loader({ params, context, request }: Route.LoaderArgs) {
  const { slug } = Params.parse(params);
  const locale = localeOfPath(new URL(request.url).pathname);
  const guide = textFor({ en, ar }, locale).getGuide(slug, context.agency.brand);
  if (!guide) throw data(null, { status: 404 });
  const known = slug as GuideSlug; // getGuide found it: one of the five slugs
  return data({ guide, otherGuides: otherGuides(known, locale) }, { headers: cacheHeaders("content") });
}

export const headers = routeHeaders("content");

/** schema.org Article for a guide, in the page's language. */
function guideJsonLd(
  agency: AgencyConfig | undefined,
  guide: { slug: string; title: string; metaDescription: string; heroImg: string },
  locale: Locale,
) {
  const site = agency?.siteUrl ?? "";
  const url = `${site}${localePath(guidePath(guide.slug), locale)}`;
  const brand = agency?.brand ?? "";
  const publisher = {
    "@type": "RealEstateAgent",
    name: locale === "ar" ? `${brand} العقارية` : `${brand} Real Estate`,
    url: `${site}${localePath("/", locale)}`,
  };
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: guide.title,
    description: guide.metaDescription,
    inLanguage: LOCALE_TAGS[locale].lang,
    image: `${site}${guide.heroImg}`,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    author: publisher,
    publisher,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return [];
  const locale = localeOfPath(location.pathname);
  const agency = agencyFromMatches(matches);
  return [
    ...seoMeta(agency, {
      title: loaderData.guide.title,
      description: loaderData.guide.metaDescription,
      path: location.pathname,
      image: loaderData.guide.heroImg,
      type: "article",
      locale,
    }),
    jsonLd(guideJsonLd(agency, loaderData.guide, locale)),
  ];
};

export default function GuidePage({ loaderData }: Route.ComponentProps) {
  const { guide, otherGuides } = loaderData;
  const { GUIDE_CTA_LABEL, GUIDE_CTA_TO } = useText({ en, ar });
  const GUIDE_TEXTS = useText({ en: GUIDE_TEXTS_EN, ar: GUIDE_TEXTS_AR });
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
