import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const pager = (page: Page) => page.getByRole("navigation", { name: "Pagination" });
const cards = (page: Page) => page.locator("main ul > li");

async function hydrated(page: Page) {
  await page.waitForFunction(() => Boolean((window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules));
}

test.describe("All Areas", { tag: "@once" }, () => {
  test("pages 24 at a time: Previous disabled on page 1, Next disabled on a short page", async ({ page }) => {
    const response = await page.goto("/areas");
    expect(response?.headers()["cache-control"]).toBe("public, max-age=300, stale-while-revalidate=3600");
    await expect(page.getByRole("heading", { level: 1, name: "All Areas" })).toBeVisible();
    await expect(cards(page)).toHaveCount(24);
    await expect(pager(page).getByText("Page 1")).toBeVisible();
    await expect(pager(page).getByLabel("Previous page")).toBeDisabled();
    await expect(pager(page).getByLabel("Next page")).toBeEnabled();
    await expect(cards(page).first().getByRole("link")).toHaveAttribute("href", /^\/areas\/\d+$/);

    await hydrated(page);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await pager(page).getByLabel("Next page").click();
    await expect(page).toHaveURL(/\/areas\?page=2$/);
    await expect(pager(page).getByText("Page 2")).toBeVisible();
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(24);
    await expect(pager(page).getByLabel("Next page")).toBeDisabled();
    await expect(pager(page).getByLabel("Previous page")).toBeEnabled();
    // Page changes scroll to the top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await pager(page).getByLabel("Previous page").click();
    await expect(page).toHaveURL(/\/areas\?page=1$/);
    await expect(cards(page)).toHaveCount(24);
  });

  test("shows 'Loading areas...' while a page loads", async ({ page }) => {
    await page.goto("/areas");
    await hydrated(page);
    // The page's data is held until the loading state has been checked (a fixed delay was too short
    // on a slow machine: the page had arrived before the second check).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/areas\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await pager(page).getByLabel("Next page").click();
    await expect(page.getByRole("status").filter({ hasText: "Loading areas..." })).toBeVisible();
    await expect(pager(page).getByLabel("Previous page")).toBeDisabled();
    release();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText("Loading areas...")).toHaveCount(0);
  });

  test("past the last page shows 'No areas available' and a way back", async ({ page }) => {
    await page.goto("/areas?page=50");
    await expect(page.getByText("No areas available")).toBeVisible();
    await expect(pager(page).getByLabel("Next page")).toBeDisabled();
    await expect(pager(page).getByLabel("Previous page")).toBeEnabled();
  });

  test("unusable page values fall back to page 1", async ({ page }) => {
    const response = await page.goto("/areas?page=abc");
    expect(response?.status()).toBe(200);
    await expect(pager(page).getByText("Page 1")).toBeVisible();
  });

  test("paging works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/areas");
    await pager(page).getByLabel("Next page").click();
    await expect(page).toHaveURL(/\/areas\?page=2$/);
    await expect(pager(page).getByText("Page 2")).toBeVisible();
    await context.close();
  });
});

test.describe("area page", { tag: "@once" }, () => {
  test("/area/{id} answers 301 to the canonical /areas/{id}", async ({ request }) => {
    const response = await request.get("/area/1", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers()["location"] ?? "", "http://x").pathname).toBe("/areas/1");
  });

  test("shows the photo, description, figures, listings and projects", async ({ page }) => {
    await page.goto("/areas");
    const link = cards(page).first().getByRole("link");
    const name = (await link.innerText()).trim();
    await link.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    const figures = page.getByRole("region", { name: `${name} at a glance` });
    for (const label of ["Properties for sale", "Properties to rent", "Median home price per sq.ft", "Median yearly home rent"]) {
      await expect(figures.getByText(label)).toBeVisible();
    }
    await expect(page.getByRole("heading", { level: 2, name: `For sale in ${name}` })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: `Off-plan projects in ${name}` })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/areas\/\d+$/);
  });

  test("unknown and malformed ids give the 404 page", async ({ page }) => {
    for (const path of ["/areas/999999", "/areas/abc", "/developers/999999", "/developers/1x"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });
});

test.describe("All Developers", { tag: "@once" }, () => {
  test("cards show the name and a description cut at 100 characters, and open the developer page", async ({ page }) => {
    await page.goto("/developers");
    await expect(page.getByRole("heading", { level: 1, name: "All Developers" })).toBeVisible();
    await expect(pager(page).getByLabel("Previous page")).toBeDisabled();
    const descriptions = await cards(page).locator("p").allInnerTexts();
    expect(descriptions.length).toBeGreaterThan(0);
    for (const d of descriptions) expect(d.length).toBeLessThanOrEqual(101);
    expect(descriptions.some((d) => d.endsWith("…"))).toBe(true);

    const link = cards(page).first().getByRole("link");
    const name = (await link.innerText()).trim();
    await link.click();
    await expect(page).toHaveURL(/\/developers\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByRole("img", { name: `${name} logo` })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: `Projects by ${name}` })).toBeVisible();
  });

  test("/developer/{id} answers 301 to the canonical /developers/{id}", async ({ request }) => {
    const response = await request.get("/developer/2", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers()["location"] ?? "", "http://x").pathname).toBe("/developers/2");
  });
});

test.describe("Our Staff", { tag: "@once" }, () => {
  for (const path of ["/staff", "/about/staff"]) {
    test(`${path} shows the team with contact links`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: "Our Staff" })).toBeVisible();
      await expect(page.locator("main header a[href^='tel:']")).toBeVisible();
      await expect(page.getByRole("link", { name: "FIND A CONSULTANT" })).toHaveAttribute("href", "/contact");
      const first = page.locator("main ul > li").first();
      await expect(first.getByRole("heading", { level: 2 })).toBeVisible();
      await expect(first.getByText(/^BRN /)).toBeVisible();
      await expect(first.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+?\d+$/);
      await expect(first.getByRole("link", { name: /^Email / })).toHaveAttribute("href", /^mailto:.+@.+/);
      await expect(first.getByRole("img")).toHaveAttribute("alt", /^Portrait of /);
      // an agent without a photo is shown by initials, never the building placeholder; every agent has a role line
      await expect(page.getByRole("img", { name: "Portrait of Daniel Okafor" })).toHaveText("DO");
      await expect(page.getByText("No bio available")).toHaveCount(0);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(blocks.some((b) => b.includes('"RealEstateAgent"'))).toBe(true);
    });
  }
});
