import { fillTokens } from "#app/content/brand.ts";
import { PROJECT_LIST_TEXTS } from "#app/content/projects.ts";
import type { AgencyConfig } from "#app/utils/agency.ts";
import { jsonLd, type MetaDescriptor, seoMeta } from "#app/utils/seo.ts";
import { projectPath } from "#app/utils/paths.ts";
import { pageHref } from "./paths.ts";
import { PAGE_SIZE_PROJECTS, type ProjectDetail, type ProjectSummary } from "./types.ts";
import { CURRENCY } from "#app/utils/format.ts";

const absolute = (siteUrl: string, path: string) => (/^https?:/.test(path) ? path : `${siteUrl}${path}`);

/** schema.org ItemList of a result page, each item pointing at its project page. */
export function projectListJsonLd(siteUrl: string, name: string, items: ProjectSummary[], offset: number): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    itemListElement: items.map((p, i) => ({
      "@type": "ListItem",
      position: offset + i + 1,
      url: absolute(siteUrl, projectPath(p.id)),
      name: p.name,
    })),
  };
}

/** schema.org Residence offered from a starting price (an off-plan project page). */
export function projectJsonLd(siteUrl: string, p: ProjectDetail): Record<string, unknown> {
  const url = absolute(siteUrl, projectPath(p.id));
  return {
    "@context": "https://schema.org",
    "@type": ["Product", "Residence"],
    "@id": url,
    name: p.name,
    url,
    description: p.description || undefined,
    image: p.photos.slice(0, 6).map((u) => absolute(siteUrl, u)),
    brand: p.developer ? { "@type": "Organization", name: p.developer.name } : undefined,
    address: {
      "@type": "PostalAddress",
      addressLocality: p.area?.name ?? p.regionName ?? "Dubai",
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
  list: { heading: string; description: string; pathname: string },
  data: { page: number; items: ProjectSummary[] } | undefined,
): MetaDescriptor[] {
  const page = data?.page ?? 1;
  const title = page > 1 ? `${list.heading} – ${fillTokens(PROJECT_LIST_TEXTS.pageTitleSuffix, { page })}` : list.heading;
  return [
    ...seoMeta(agency, {
      title,
      description: list.description,
      path: pageHref(list.pathname, "", page),
      image: data?.items[0]?.photos[0] ?? null,
    }),
    jsonLd(projectListJsonLd(agency?.siteUrl ?? "", title, data?.items ?? [], (page - 1) * PAGE_SIZE_PROJECTS)),
  ];
}
