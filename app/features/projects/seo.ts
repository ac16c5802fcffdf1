import { fillTokens } from "#app/content/brand.ts";
import * as en from "#app/content/projects.ts";
import * as ar from "#app/content/ar/projects.ts";
import { LOCALE_TAGS, type Locale, localePath } from "#app/i18n/locale.ts";
import { textFor } from "#app/i18n/text.ts";
import type { AgencyConfig } from "#app/utils/agency.ts";
import { jsonLd, type MetaDescriptor, seoMeta } from "#app/utils/seo.ts";
import { projectPath } from "#app/utils/paths.ts";
import { pageHref } from "./paths.ts";
import { projectDescription, projectName } from "./localized.ts";
import { PAGE_SIZE_PROJECTS, type ProjectDetail, type ProjectSummary } from "./types.ts";
import { CURRENCY } from "#app/utils/format.ts";

const absolute = (siteUrl: string, path: string) => (/^https?:/.test(path) ? path : `${siteUrl}${path}`);

/** schema.org ItemList of a result page, each item pointing at its project page in the list's language. */
export function projectListJsonLd(
  siteUrl: string,
  name: string,
  items: ProjectSummary[],
  offset: number,
  locale: Locale = "en",
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    inLanguage: LOCALE_TAGS[locale].lang,
    itemListElement: items.map((p, i) => ({
      "@type": "ListItem",
      position: offset + i + 1,
      url: absolute(siteUrl, localePath(projectPath(p.id), locale)),
      name: projectName(p, locale).text,
    })),
  };
}

/** schema.org Residence offered from a starting price (an off-plan project page), in the page's language. */
export function projectJsonLd(siteUrl: string, p: ProjectDetail, locale: Locale = "en"): Record<string, unknown> {
  const url = absolute(siteUrl, localePath(projectPath(p.id), locale));
  return {
    "@context": "https://schema.org",
    "@type": ["Product", "Residence"],
    "@id": url,
    name: projectName(p, locale).text,
    url,
    inLanguage: LOCALE_TAGS[locale].lang,
    description: projectDescription(p, locale).text || undefined,
    image: p.photos.slice(0, 6).map((u) => absolute(siteUrl, u)),
    brand: p.developer ? { "@type": "Organization", name: p.developer.name } : undefined,
    address: {
      "@type": "PostalAddress",
      addressLocality: p.area?.name ?? p.regionName ?? textFor({ en, ar }, locale).PROJECT_DETAIL_TEXTS.somePlace,
      addressRegion: "Dubai",
      addressCountry: "AE",
    },
    ...(p.priceFrom
      ? {
          offers: {
            "@type": "AggregateOffer",
            priceCurrency: CURRENCY,
            lowPrice: p.priceFrom,
            offerCount: Math.max(1, p.floorPlans.length),
            availability: "https://schema.org/PreOrder",
            url,
          },
        }
      : {}),
  };
}

/** Meta tags of a paged project list (/off-plan-properties, /new-projects): page-aware title, canonical, image, ItemList. */
export function projectListMeta(
  agency: AgencyConfig | undefined,
  list: { heading: string; description: string; pathname: string; locale?: Locale },
  data: { page: number; items: ProjectSummary[] } | undefined,
): MetaDescriptor[] {
  const locale = list.locale ?? "en";
  const page = data?.page ?? 1;
  const suffix = textFor({ en, ar }, locale).PROJECT_LIST_TEXTS.pageTitleSuffix;
  const title = page > 1 ? `${list.heading} – ${fillTokens(suffix, { page })}` : list.heading;
  return [
    ...seoMeta(agency, {
      title,
      description: list.description,
      path: pageHref(list.pathname, "", page),
      image: data?.items[0]?.photos[0] ?? null,
      locale,
    }),
    jsonLd(projectListJsonLd(agency?.siteUrl ?? "", title, data?.items ?? [], (page - 1) * PAGE_SIZE_PROJECTS, locale)),
  ];
}
