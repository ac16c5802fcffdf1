import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** The first detail page linked from a list page. */
async function openFirst(page: Page, list: string, prefix: string): Promise<string> {
  await page.goto(list);
  const href = (await page.locator(`main a[href^="${prefix}"]`).first().getAttribute("href")) ?? "";
  expect(href).toMatch(/\/\d+$/);
  await page.goto(href);
  return href;
}

const CONTEXTS = [
  { list: "/properties/buy", prefix: "/properties-for-sale/", category: "Residential Sales" },
  { list: "/properties/rent", prefix: "/properties-to-rent/", category: "Residential Leasing" },
  { list: "/off-plan-properties", prefix: "/properties-off-plan/", category: "Off Plan & Investment" },
] as const;

test.describe("enquiring from a detail page", { tag: "@once" }, () => {
  for (const { list, prefix, category } of CONTEXTS) {
    test(`the enquiry from ${prefix}… starts with the category ${category}`, async ({ page }) => {
      await openFirst(page, list, prefix);
      await page.getByRole("button", { name: "Enquire" }).first().click();
      const dialog = page.getByRole("dialog", { name: /^Enquire about ./ });
      await expect(dialog.getByLabel("Category")).toHaveValue(category);
    });
  }
});

test.describe("the agent card", () => {
  test("wraps the e-mail address only at its @, never inside a word, on a narrow phone", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await openFirst(page, "/properties/buy", "/properties-for-sale/");
    const card = page.getByRole("region", { name: "Agent", exact: true });
    await expect(card).toBeVisible();
    const lines = await card.locator("[data-email-parts] > span").evaluateAll((parts) => parts.map((p) => p.getClientRects().length));
    expect(lines).toEqual([1, 1]);
    const address = await card.locator("[data-email-parts]").textContent();
    expect(await card.getByRole("link", { name: "Email" }).getAttribute("href")).toContain(`mailto:${address}`);
  });
});

test.describe("location lines", () => {
  // The server's HTML is what is checked: no script needed, so the many pages load quickly.
  test.use({ javaScriptEnabled: false });

  test("no card names a place twice on the area pages and the off-plan list", { tag: "@once" }, async ({ page, request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const areas = [...xml.matchAll(/<loc>[^<]*(\/areas\/\d+)<\/loc>/g)].map((m) => m[1]!);
    expect(areas.length).toBeGreaterThan(0);
    const key = (name: string) =>
      name
        .replace(/\([^)]*\)/g, "")
        .trim()
        .toLowerCase();
    // Every page's <main>, as the server sends it, is read in one document: one render instead of one
    // page load per area.
    const paths = ["/off-plan-properties", ...areas];
    const mains = await Promise.all(
      paths.map(async (path) => {
        const main = /<main[\s\S]*<\/main>/.exec(await (await request.get(path)).text())?.[0];
        expect(main, `${path} has a <main>`).toBeDefined();
        return `<section data-path="${path}">${main}</section>`;
      }),
    );
    await page.setContent(`<!doctype html><title>areas</title>${mains.join("")}`);
    const lines = await page.locator("section[data-path]").evaluateAll((sections) =>
      sections.flatMap((section) =>
        [...section.querySelectorAll("main article p:has(> svg:first-child)")].map((p) => ({
          path: (section as HTMLElement).dataset.path,
          place: p.textContent ?? "",
        })),
      ),
    );
    expect(lines.filter((line) => line.path === "/off-plan-properties").length).toBeGreaterThan(0);
    expect(new Set(lines.map((line) => line.path)).size).toBeGreaterThan(1);
    for (const { path, place } of lines) {
      const names = place.split(/[,·]/).map(key).filter(Boolean);
      expect(new Set(names).size, `${path}: ${place}`).toBe(names.length);
    }
  });
});

test.describe("the contact bar on phones", { tag: "@phone" }, () => {
  for (const { list, prefix } of CONTEXTS.filter((c) => c.prefix !== "/properties-to-rent/")) {
    test(`${prefix}… has Call, WhatsApp and Enquire at the thumb, hides nothing and shifts nothing`, async ({ page }) => {
      await page.addInitScript(() => {
        (window as unknown as { shifts: number }).shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await openFirst(page, list, prefix);
      const bar = page.getByRole("region", { name: "Contact the agent" });
      await expect(bar).toBeVisible();
      await expect(bar.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+?\d+/);
      await expect(bar.getByRole("link", { name: /^WhatsApp / })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+/);
      const box = await bar.boundingBox();
      const viewport = page.viewportSize()!;
      expect(box!.y + box!.height).toBeCloseTo(viewport.height, 0);

      // At the very bottom (below-the-fold sections size themselves as they come near) the footer's last line
      // sits above the bar, not under it.
      await expect
        .poll(async () => {
          await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
          const last = await page.getByRole("contentinfo").locator("p, a, li").last().boundingBox();
          const barTop = (await bar.boundingBox())!.y;
          return last!.y + last!.height <= barTop && last!.y > 0;
        })
        .toBe(true);
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);

      await bar.getByRole("button", { name: "Enquire" }).click();
      await expect(page.getByRole("dialog", { name: /^Enquire about / })).toBeVisible();
    });
  }
});

test.describe("the contact bar on desktop", { tag: "@desktop" }, () => {
  test("is not shown where the agent card is in view", async ({ page }) => {
    await openFirst(page, "/properties/buy", "/properties-for-sale/");
    await expect(page.getByRole("region", { name: "Agent", exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Contact the agent" })).toBeHidden();
  });
});

test.describe("galleries without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { list, prefix, label } of [
    { list: "/properties/buy", prefix: "/properties-for-sale/", label: "Photo gallery" },
    { list: "/off-plan-properties", prefix: "/properties-off-plan/", label: "Project photos" },
  ]) {
    test(`${prefix}… swipes through every photo and draws no control that needs script`, async ({ page }) => {
      await page.goto(list);
      // a page with several photos: the first detail link whose gallery has thumbnails
      const hrefs = await page
        .locator(`main a[href^="${prefix}"]`)
        .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href")!))]);
      let photos = 0;
      for (const href of hrefs) {
        await page.goto(href);
        photos = await page.getByRole("region", { name: label }).locator("img").count();
        if (photos > 1) break;
      }
      expect(photos, "a detail page with several photos").toBeGreaterThan(1);
      const gallery = page.getByRole("region", { name: label });
      // the strip: the photo's nearest ancestor that scrolls sideways, snapping photo by photo
      const { snap, scrolled } = await gallery
        .locator("img")
        .first()
        .evaluate((img) => {
          let el = img.parentElement;
          while (el && getComputedStyle(el).overflowX !== "auto") el = el.parentElement;
          if (!el) return { snap: "", scrolled: 0 };
          el.scrollBy({ left: el.clientWidth, behavior: "instant" });
          return { snap: getComputedStyle(el).scrollSnapType, scrolled: el.scrollLeft };
        });
      expect(snap).toBe("x mandatory");
      expect(scrolled).toBeGreaterThan(0);
      await expect(gallery.locator("img").nth(1)).toBeInViewport();
      const controls = gallery.locator("button");
      expect(await controls.count()).toBeGreaterThan(0);
      for (const control of await controls.all()) await expect(control).toBeHidden();
      await expect(gallery.getByText("View full screen")).toBeHidden();
    });
  }
});
