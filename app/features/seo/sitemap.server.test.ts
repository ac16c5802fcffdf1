import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { insertArea, insertDeveloper, insertListing, insertProject, insertPropertyType } from "#tests/fixtures/directory-rows.ts";
import { renderSitemap, SITEMAP_MAX_PAGES, SITEMAP_MAX_URLS, sitemapEntries, STATIC_PATHS } from "./sitemap.server.ts";

describeEachDatabase("sitemap", (get) => {
  it("lists the static pages, every area and developer, and only active projects and listings with their dates", async () => {
    const { db } = get();
    const typeId = await insertPropertyType(db);
    const areaId = await insertArea(db, "Marina");
    const developerId = await insertDeveloper(db, "Emaar");
    const projectId = await insertProject(db, "Creek Rise", developerId, areaId);
    const hiddenProject = await insertProject(db, "Sold Out", developerId, areaId);
    await db.updateTable("projects").set({ status: "INACTIVE" }).where("id", "=", hiddenProject).execute();
    const sale = await insertListing(db, { areaId, typeId, listingType: "SELL", price: 1_000_000 });
    const rent = await insertListing(db, { areaId, typeId, listingType: "RENT", price: 90_000 });
    const inactive = await insertListing(db, { areaId, typeId, listingType: "SELL", price: 1, status: "INACTIVE" });

    const entries = await sitemapEntries(db, ["/blogs/dubai-property-market-outlook-2027"]);
    const paths = entries.map((e) => e.path);
    expect(paths.slice(0, STATIC_PATHS.length)).toEqual(STATIC_PATHS);
    expect(paths).toContain("/properties/buy");
    expect(paths).toContain("/guides/buyers-guide");
    expect(paths).toContain("/blogs/dubai-property-market-outlook-2027");
    expect(paths).toContain(`/areas/${areaId}`);
    expect(paths).toContain(`/developers/${developerId}`);
    expect(entries).toContainEqual({ path: `/properties-off-plan/${projectId}`, lastmod: "2026-11-01" });
    expect(entries).toContainEqual({ path: `/properties-for-sale/${sale}`, lastmod: "2026-11-01" });
    expect(entries).toContainEqual({ path: `/properties-to-rent/${rent}`, lastmod: "2026-11-01" });
    expect(paths).not.toContain(`/properties-off-plan/${hiddenProject}`);
    expect(paths).not.toContain(`/properties-for-sale/${inactive}`);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("renders absolute, XML-escaped URLs", async () => {
    const xml = renderSitemap("https://www.agency.test", await sitemapEntries(get().db, ["/search?a=1&b=2"]));
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    expect(xml).toContain("<url><loc>https://www.agency.test/</loc><xhtml:link");
    expect(xml).toContain("<loc>https://www.agency.test/search?a=1&amp;b=2</loc>");
    expect(xml).toContain("<loc>https://www.agency.test/ar/search?a=1&amp;b=2</loc>");
  });

  it("lists every page in English and in Arabic, each naming both and English as x-default (issue 43)", async () => {
    const { db } = get();
    const typeId = await insertPropertyType(db);
    const areaId = await insertArea(db, "Marina");
    const sale = await insertListing(db, { areaId, typeId, listingType: "SELL", price: 1_000_000 });
    const entries = await sitemapEntries(db);
    const xml = renderSitemap("https://www.agency.test", entries);
    const urls = xml.match(/<url>.*?<\/url>/g) ?? [];
    expect(urls).toHaveLength(entries.length * 2);
    const alternates = (path: string) =>
      `<xhtml:link rel="alternate" hreflang="en" href="https://www.agency.test${path}"/>` +
      `<xhtml:link rel="alternate" hreflang="ar" href="https://www.agency.test${path === "/" ? "/ar" : `/ar${path}`}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="https://www.agency.test${path}"/>`;
    expect(urls).toContain(`<url><loc>https://www.agency.test/</loc>${alternates("/")}</url>`);
    expect(urls).toContain(`<url><loc>https://www.agency.test/ar</loc>${alternates("/")}</url>`);
    expect(urls).toContain(`<url><loc>https://www.agency.test/properties/buy</loc>${alternates("/properties/buy")}</url>`);
    expect(urls).toContain(`<url><loc>https://www.agency.test/ar/properties/buy</loc>${alternates("/properties/buy")}</url>`);
    const detail = `/properties-for-sale/${sale}`;
    expect(urls).toContain(`<url><loc>https://www.agency.test/ar${detail}</loc><lastmod>2026-11-01</lastmod>${alternates(detail)}</url>`);
    // every Arabic URL is an English page's twin, and the other way round
    const locs = urls.map((u) => /<loc>([^<]+)<\/loc>/.exec(u)?.[1] ?? "");
    const arabic = locs.filter((l) => l === "https://www.agency.test/ar" || l.startsWith("https://www.agency.test/ar/"));
    expect(arabic).toHaveLength(entries.length);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("keeps the file within 50,000 URLs: as many pages as fit twice", async () => {
    expect(SITEMAP_MAX_PAGES * 2).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    expect(SITEMAP_MAX_PAGES).toBe(25_000);
  });
});
