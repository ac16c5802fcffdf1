import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** The rendered HTML a crawler or a link preview reads. */
async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

const meta = (page: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(page)?.[1]?.replaceAll("&amp;", "&");

async function firstLink(request: APIRequestContext, list: string, prefix: string): Promise<string> {
  const path = new RegExp(`href="(${prefix}\\d+)"`).exec(await html(request, list))?.[1];
  expect(path, `a link to ${prefix}… on ${list}`).toBeTruthy();
  return path!;
}

/** og:image is there and is a picture link previews can show (not SVG). */
async function expectRasterShareImage(request: APIRequestContext, path: string) {
  const image = meta(await html(request, path), "og:image");
  expect(image, `${path} og:image`).toBeTruthy();
  const response = await request.get(new URL(image!).pathname);
  expect(response.status(), image).toBe(200);
  expect(response.headers()["content-type"], image).toMatch(/^image\/(webp|png|jpeg|avif)/);
}

test.describe("what link previews and crawlers read", () => {
  test("an off-plan project's title carries its starting price", { tag: "@once" }, async ({ request }) => {
    const page = await html(request, await firstLink(request, "/off-plan-properties", "/properties-off-plan/"));
    expect(meta(page, "og:title")).toMatch(/ · from AED [\d,]+/);
    expect(page).toMatch(/<title>[^<]* · from AED [\d,]+/);
  });

  test("/staff, /contact and a developer page share a raster picture", { tag: "@once" }, async ({ request }) => {
    await expectRasterShareImage(request, "/staff");
    await expectRasterShareImage(request, "/contact");
    await expectRasterShareImage(request, await firstLink(request, "/developers", "/developers/"));
  });

  test("sale and rent pages describe the home's address and position", { tag: "@once" }, async ({ request }) => {
    for (const [list, prefix] of [
      ["/properties/buy", "/properties-for-sale/"],
      ["/properties/rent", "/properties-to-rent/"],
    ] as const) {
      const page = await html(request, await firstLink(request, list, prefix));
      const blocks = [...page.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!));
      const listing = blocks.find((b) => b["@type"] === "RealEstateListing");
      expect(listing?.about?.address).toMatchObject({ "@type": "PostalAddress", addressRegion: "Dubai", addressCountry: "AE" });
      expect(listing?.about?.address?.addressLocality).toBeTruthy();
      expect(listing?.about?.geo).toMatchObject({ "@type": "GeoCoordinates", latitude: expect.any(Number), longitude: expect.any(Number) });
    }
  });

  test("the footer shows no social link that is not configured", { tag: "@once" }, async ({ request }) => {
    const page = await html(request, "/");
    expect(page).not.toContain('aria-label="Social media"');
    expect(page).not.toMatch(/href="https:\/\/www\.(instagram|facebook|linkedin|youtube)\.com\/"/);
  });
});

test.describe("dated and repeated copy", () => {
  test("the investment guide is this year's edition", { tag: "@once" }, async ({ request }) => {
    const page = await html(request, "/investment-guide");
    const year = new Date().getFullYear();
    expect(page).toMatch(new RegExp(`<h1[^>]*>[^<]*${year}`));
    const years = [...page.replace(/<script[\s\S]*?<\/script>/g, "").matchAll(/Investment Guide (\d{4})|Your (\d{4}) Dubai/g)];
    expect(new Set(years.map((m) => Number(m[1] ?? m[2])))).toEqual(new Set([year]));
  });

  test("the calculator states the good-ROI range once", { tag: "@once" }, async ({ request }) => {
    const page = await html(request, "/resources/rental-yield-calculator");
    const result = page.slice(page.indexOf('data-testid="net-roi"'));
    expect(result.match(/8–15%|between 8% and 15%/g)).toHaveLength(1);
  });
});
