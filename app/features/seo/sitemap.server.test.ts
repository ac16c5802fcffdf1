import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { insertArea, insertDeveloper, insertListing, insertProject, insertPropertyType } from "#tests/fixtures/directory-rows.ts";
import { renderSitemap, sitemapEntries, STATIC_PATHS } from "./sitemap.server.ts";

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
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(xml).toContain("<url><loc>https://www.agency.test/</loc></url>");
    expect(xml).toContain("<loc>https://www.agency.test/search?a=1&amp;b=2</loc>");
  });
});
