import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * The first view owns the connection: no script is requested before the page's
 * load event and its first paint (app/utils/deferred-scripts.server.ts), and the
 * page still hydrates afterwards, on a freshly rendered page and on a cached one.
 */
for (const url of ["/", "/properties/buy", "/off-plan-properties"]) {
  test(
    `${url}: scripts are fetched only after load and first paint, then the page hydrates`,
    { tag: "@once" },
    async ({ page, request }) => {
      const html = await (await request.get(url)).text();
      expect(html).not.toContain('<link rel="modulepreload"');
      expect(html).not.toMatch(/<script[^>]*type="module"/);

      await page.goto(url);
      expect(await page.evaluate(isHydrated)).toBe(true);

      const timing = await page.evaluate(() => {
        const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        const paint = performance.getEntriesByName("first-contentful-paint")[0];
        const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter(
          (r) => r.initiatorType !== "navigation" && new URL(r.name).pathname.endsWith(".js"),
        );
        return {
          loadEventStart: nav.loadEventStart,
          firstContentfulPaint: paint?.startTime ?? null,
          firstScriptStart: Math.min(...scripts.map((s) => s.startTime)),
          scripts: scripts.length,
        };
      });
      expect(timing.scripts).toBeGreaterThan(0);
      expect(timing.firstContentfulPaint).not.toBeNull();
      expect(timing.firstScriptStart).toBeGreaterThanOrEqual(timing.loadEventStart);
      // After the first paint; or, when the paint comes late (a machine under load, a background tab),
      // by the loader's timer a second after load, never sooner.
      const afterPaint = timing.firstScriptStart >= timing.firstContentfulPaint!;
      const byTimer = timing.firstScriptStart >= timing.loadEventStart + 999;
      expect(afterPaint || byTimer, JSON.stringify(timing)).toBe(true);
    },
  );
}

// Zod (~90 KB of script) goes only with the forms that validate in the browser: a page without one neither
// fetches nor runs it before it can hydrate (it once came along in the shared chunk, with the back office's filters).
for (const url of ["/", "/ar", "/properties/buy", "/ar/off-plan-properties"]) {
  test(`${url}: hydrates without fetching Zod`, { tag: "@once" }, async ({ page, request }) => {
    await page.goto(url);
    const scripts = await fetchedScripts(page);
    expect(scripts.length).toBeGreaterThan(0);
    for (const path of scripts) expect((await (await request.get(path)).text()).includes('"$ZodType"'), path).toBe(false);
  });
}

test("the enquiry form's page fetches Zod for its checks", { tag: "@once" }, async ({ page, request }) => {
  await page.goto("/contact");
  const texts = await Promise.all((await fetchedScripts(page)).map(async (path) => (await request.get(path)).text()));
  expect(texts.some((text) => text.includes('"$ZodType"'))).toBe(true);
});

test("links work before the scripts arrive, and the page hydrates once they do", { tag: "@once" }, async ({ page }) => {
  // Scripts held back: the page is plain HTML, as on a slow phone before hydration.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/properties/buy", { waitUntil: "load" });
  const mainNav = page.getByRole("navigation", { name: "Main" });
  if (await mainNav.isVisible()) {
    await mainNav.getByRole("link", { name: "Rent", exact: true }).click();
  } else {
    // On a phone the links sit in the hamburger, a plain <details> that opens without scripts.
    await page.getByLabel("Open menu").click();
    await mainNav.getByRole("link", { name: "Rent", exact: true }).click();
  }
  await expect(page).toHaveURL(/\/properties\/rent$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Properties to rent in Dubai");
  expect(await page.evaluate(isHydrated)).toBe(false);

  release();
  await expect.poll(() => page.evaluate(isHydrated)).toBe(true);
});

/** The paths of the scripts the page has fetched so far. */
function fetchedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .map((r) => new URL(r.name).pathname)
      .filter((path) => path.endsWith(".js")),
  );
}

function isHydrated() {
  return document.documentElement.dataset.hydrated === "true";
}
