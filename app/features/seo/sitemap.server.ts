import { GUIDES } from "#app/content/guides.ts";
import type { DB } from "#app/db/db.server.ts";
import { areaPath, developerPath, guidePath, LISTING_METHODS, listingPath, listPath, PAGE_PATHS, projectPath } from "#app/utils/paths.ts";
import { type Locale, LOCALES, localePath } from "#app/i18n/locale.ts";

/** The sitemap protocol's limit per file (<url> elements). */
export const SITEMAP_MAX_URLS = 50_000;
/** Each page is listed once per language (issue 43): the pages one file has room for. */
export const SITEMAP_MAX_PAGES = Math.floor(SITEMAP_MAX_URLS / LOCALES.length);

export const STATIC_PATHS = [
  PAGE_PATHS.home,
  ...(["Residential", "Commercial"] as const).flatMap((category) => LISTING_METHODS.map((method) => listPath(category, method))),
  PAGE_PATHS.offPlan,
  PAGE_PATHS.newProjects,
  PAGE_PATHS.areas,
  PAGE_PATHS.developers,
  PAGE_PATHS.staff,
  PAGE_PATHS.blogs,
  PAGE_PATHS.contact,
  PAGE_PATHS.investmentGuide,
  PAGE_PATHS.investmentGuideRead,
  PAGE_PATHS.valuationForm,
  ...GUIDES.map((g) => guidePath(g.slug)),
  PAGE_PATHS.ourStory,
  PAGE_PATHS.whyChooseUs,
  PAGE_PATHS.propertyValuation,
  PAGE_PATHS.rentalYieldCalculator,
  PAGE_PATHS.mortgageCalculator,
];

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/**
 * Every public page, by its English path: static pages, areas, developers, projects, then the newest
 * active listings, as many as the file has room for in both languages (renderSitemap adds the /ar twins).
 */
export async function sitemapEntries(db: DB, extraPaths: string[] = []): Promise<SitemapEntry[]> {
  const [areas, developers, projects] = await Promise.all([
    db.selectFrom("areas").select("id").orderBy("id").execute(),
    db.selectFrom("developers").select("id").orderBy("id").execute(),
    db.selectFrom("projects").select(["id", "updated_at"]).where("status", "=", "ACTIVE").orderBy("id").execute(),
  ]);
  const entries: SitemapEntry[] = [
    ...[...STATIC_PATHS, ...extraPaths].map((path) => ({ path })),
    ...areas.map((a) => ({ path: areaPath(a.id) })),
    ...developers.map((d) => ({ path: developerPath(d.id) })),
    ...projects.map((p) => ({ path: projectPath(p.id), lastmod: p.updated_at.slice(0, 10) })),
  ];
  const room = Math.max(0, SITEMAP_MAX_PAGES - entries.length);
  const listings = await db
    .selectFrom("listings")
    .select(["id", "listing_type", "updated_at"])
    .where("status", "=", "ACTIVE")
    .orderBy("updated_at", "desc")
    .limit(room)
    .execute();
  for (const l of listings) {
    entries.push({
      path: listingPath({ id: l.id, listingType: l.listing_type }),
      lastmod: l.updated_at.slice(0, 10),
    });
  }
  return entries;
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The sitemap: each page in English and in Arabic, each <url> naming both as alternates (and English
 * as x-default), the reciprocal hreflang annotations search engines read from a sitemap.
 */
export function renderSitemap(siteUrl: string, entries: SitemapEntry[]): string {
  const urls: string[] = [];
  for (const e of entries) {
    const href = (locale: Locale) => escapeXml(siteUrl + localePath(e.path, locale));
    const hrefs = LOCALES.map(href);
    const alternates =
      LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${href(locale)}"/>`).join("") +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href("en")}"/>`;
    const lastmod = e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : "";
    for (const href of hrefs) urls.push(`<url><loc>${href}</loc>${lastmod}${alternates}</url>`);
  }
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
    `${urls.join("\n")}\n</urlset>\n`
  );
}
