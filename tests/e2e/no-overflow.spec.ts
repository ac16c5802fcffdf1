import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes.ts";
import { LEAD_KINDS } from "../../app/features/leads/fields.ts";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * Every public page kind of app/routes.ts, at the two phone widths, is no wider
 * than the screen. The page routes are read from the route table itself, so a
 * new page is checked the day it is added; its real URLs come from the
 * sitemap (ids that exist in the demo data) or the route's known values.
 */

interface PageRoute {
  pattern: string;
  file: string;
}

/** Leaf routes with a page component (.tsx) under the site layout: not admin, API, feeds or redirects (.ts). */
function pageRoutes(entries: RouteConfigEntry[], parent = ""): PageRoute[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    if (entry.children?.length) return pageRoutes(entry.children, path);
    if (!entry.file.endsWith(".tsx") || path.startsWith("admin")) return [];
    return [{ pattern: `/${path}`, file: entry.file }];
  });
}

const PAGES = pageRoutes(routes.filter((r) => r.file === "routes/site-layout.tsx"));
// Known values for parameters the sitemap does not list.
// a personal link's token is in no sitemap: an unknown one shows the page a stale link gets
const VALUES: Record<string, readonly string[]> = { method: ["buy", "rent"], kind: LEAD_KINDS, token: ["no-such-token"] };
// Area pages carry the longest names (and broke at 390): every one is visited; other kinds a few samples.
const SAMPLES = 3;
const WIDTHS = [360, 390];

function matcher(pattern: string): RegExp {
  const source = pattern.replace(/:[a-z]+/gi, "[^/]+").replace("*", "[^?#]*");
  return new RegExp(`^${source}$`);
}

async function urlsFor(pattern: string, sitemap: string[]): Promise<string[]> {
  if (pattern.endsWith("/*")) return [pattern.replace("*", "no-such-page/at-all")];
  const params = pattern.match(/:[a-z]+/gi) ?? [];
  if (params.length === 0) return [pattern];
  const known = params.length === 1 ? VALUES[params[0]!.slice(1)] : undefined;
  if (known) return known.map((v) => pattern.replace(params[0]!, v));
  const found = sitemap.filter((path) => matcher(pattern).test(path));
  return pattern === "/areas/:id" ? found : sampled(found);
}

function sampled(urls: string[]): string[] {
  return urls.length <= SAMPLES ? urls : [urls[0]!, urls[Math.floor(urls.length / 2)]!, urls.at(-1)!];
}

/**
 * Lays the page out in the faces a phone uses when the web fonts are not there in time: they are
 * `font-display: optional`, so a phone that lacks one ~100 ms after it is first needed (a slow network, a busy
 * processor) keeps the next face of the stack for the whole view, and several are wider. Each theme stack
 * is set again without the page's web fonts, as that phone has it.
 */
async function withoutWebFonts(page: Page) {
  await page.evaluate(() => {
    const unquoted = (family: string) => family.trim().replace(/^"(.*)"$/, "$1");
    const webFonts = new Set([...document.fonts].map((face) => unquoted(face.family)));
    const root = document.documentElement;
    for (const name of ["--font-sans", "--font-display"]) {
      const stack = getComputedStyle(root).getPropertyValue(name).split(",");
      root.style.setProperty(name, stack.filter((family) => !webFonts.has(unquoted(family))).join(","));
    }
  });
}

test.describe("no page is wider than the phone", { tag: "@phone" }, () => {
  let sitemap: string[] = [];
  test.beforeAll(async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    sitemap = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  });

  test("the route table has page routes to check", () => {
    expect(PAGES.map((p) => p.pattern)).toEqual(expect.arrayContaining(["/", "/areas/:id", "/properties-for-sale/:id"]));
  });

  for (const { pattern } of PAGES) {
    test(`${pattern} at ${WIDTHS.join(" and ")} px`, async ({ page }) => {
      test.setTimeout(pattern === "/areas/:id" ? 240_000 : 60_000); // the Arabic twins (/ar/…) take samples
      const urls = await urlsFor(pattern, sitemap);
      expect(urls.length, `a real URL for ${pattern}`).toBeGreaterThan(0);
      // Each page is loaded once at the first width and then resized: the media queries and the page's
      // own listeners answer a resize as they answer a load at that width. It is measured twice: with the
      // web fonts, and in the faces that stand in for them.
      for (const url of urls) {
        await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
        await page.goto(url, { waitUntil: "load" });
        for (const faces of ["with the web fonts", "in the fallback faces"]) {
          if (faces === "in the fallback faces") await withoutWebFonts(page);
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 800 });
            const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
            expect(scrollWidth, `${url} at ${width} px, ${faces}`).toBeLessThanOrEqual(width);
          }
        }
      }
    });
  }
});
