import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

type Method = "Buy" | "Rent";
type Type = "Residential" | "Commercial" | "Off Plan";

const searchForm = (page: Page) => page.getByRole("search", { name: "Property search" });

/** The search box is interactive once React has hydrated it (the hero video's control is client-only). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => document.querySelector("[data-faq] [data-faq-button]") !== null);
}

/** Types the text and sends the form; a place's suggestions are closed (Escape) first, as a visitor may. */
async function search(page: Page, method: Method, type: Type, text: string, suggests = false) {
  const form = searchForm(page);
  await form.getByText(method, { exact: true }).click();
  await form.getByLabel("Property type").selectOption({ label: type });
  const answered = text && type !== "Off Plan" ? page.waitForResponse((r) => r.url().includes("/api/locations?")) : null;
  await form.getByLabel("Location").fill(text);
  await answered;
  if (suggests) {
    await expect(page.getByRole("listbox", { name: "Locations" })).toBeVisible();
    await form.getByRole("combobox", { name: "Location" }).press("Escape");
    await expect(page.getByRole("listbox", { name: "Locations" })).toBeHidden();
  }
  await form.getByRole("button", { name: "Search" }).click();
}

test.describe("home hero", () => {
  test("shows the headline, subheading, REGISTER NOW and a poster that paints first", async ({ page, request }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("public, max-age=300, stale-while-revalidate=3600");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Welcome to .+ Real Estate$/);
    await expect(page.getByText("Find Your Home In The UAE")).toBeVisible();
    await expect(page.getByText("REGISTER NOW")).toBeVisible();

    // The server sends the poster as a high-priority image and no video at all.
    const html = await (await request.get("/")).text();
    expect(html).not.toContain("<video");
    expect(html).toMatch(/<img[^>]*fetchPriority="high"[^>]*hero-poster|<img[^>]*hero-poster[^>]*fetchPriority="high"/i);
  });

  test.describe("when motion is allowed", { tag: "@once" }, () => {
    test.use({ reducedMotion: "no-preference" });
    test("attaches the 1280 video after load", async ({ page }) => {
      const videoRequest = page.waitForRequest((r) => /\/video\/hero-\d+\.mp4$/.test(r.url()));
      await page.goto("/");
      expect(new URL((await videoRequest).url()).pathname).toBe("/video/hero-1280.mp4");
    });
  });

  test("loads no video under prefers-reduced-motion: the poster alone", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    const videos: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/video/")) videos.push(r.url());
    });
    await page.goto("/");
    await hydrated(page);
    // The video would be attached at the first idle moment after load: wait for that moment to pass.
    await page.waitForLoadState("load");
    await page.evaluate(() => new Promise<void>((resolve) => window.requestIdleCallback(() => resolve(), { timeout: 2500 })));
    await page.waitForLoadState("networkidle");
    expect(videos).toEqual([]);
    await expect(page.locator("video")).toHaveCount(0);
    await expect(page.locator("img[src*='hero-poster']")).toHaveCount(1);
    await context.close();
  });

  test("publishes the agency as schema.org RealEstateAgent", { tag: "@once" }, async ({ page }) => {
    await page.goto("/");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const agent = blocks.map((b) => JSON.parse(b) as Record<string, unknown>).find((b) => b["@type"] === "RealEstateAgent");
    expect(agent).toMatchObject({ name: expect.any(String), telephone: expect.any(String), email: expect.any(String) });
    expect(agent?.address).toBeTruthy();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
  });
});

test.describe("home search box", () => {
  // A typed place becomes its location (issue 21); off-plan keeps the text as the project search.
  const cases: Array<[Method, Type, string, string, string, string]> = [
    ["Buy", "Residential", "Dubai Marina", "/properties/buy", "location", "dubai-marina"],
    ["Rent", "Residential", "Jumeirah Village Circle", "/properties/rent", "location", "jumeirah-village-circle"],
    ["Buy", "Commercial", "Business Bay", "/commercial-properties/buy", "location", "business-bay"],
    ["Rent", "Commercial", "DIFC", "/commercial-properties/rent", "location", "difc"],
    ["Buy", "Off Plan", "Creek", "/off-plan-properties", "project_name", "Creek"],
  ];
  for (const [method, type, text, path, key, value] of cases) {
    test(`${method} + ${type} lands on ${path} with what was typed`, { tag: "@once" }, async ({ page }) => {
      await page.goto("/");
      await hydrated(page);
      await search(page, method, type, text, type !== "Off Plan");
      await expect(page).toHaveURL((url) => url.pathname === path && url.searchParams.get(key) === value);
    });
  }

  test("on a phone the suggestions never cover Search: the first tap searches", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const form = searchForm(page);
    const answered = page.waitForResponse((r) => r.url().includes("/api/locations?"));
    await form.getByLabel("Location").fill("Dubai Marina");
    await answered;
    const list = page.getByRole("listbox", { name: "Locations" });
    await expect(list).toBeVisible();
    const button = form.getByRole("button", { name: "Search" });
    const [b, l] = [(await button.boundingBox())!, (await list.boundingBox())!];
    const overlaps = b.x < l.x + l.width && l.x < b.x + b.width && b.y < l.y + l.height && l.y < b.y + b.height;
    expect(overlaps).toBe(false);
    await button.tap();
    await expect(page).toHaveURL((url) => url.pathname === "/properties/buy" && url.searchParams.get("location") === "dubai-marina");
  });

  test("a text that names no place becomes the list's text search", { tag: "@once" }, async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await search(page, "Buy", "Residential", "penthouse");
    await expect(page).toHaveURL((url) => url.pathname === "/properties/buy" && url.searchParams.get("title") === "penthouse");
  });

  test("an empty text adds no search key", { tag: "@once" }, async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await search(page, "Rent", "Commercial", "");
    await expect(page).toHaveURL((url) => url.pathname === "/commercial-properties/rent" && url.search === "");
  });

  test("Off Plan is offered only for Buy, and choosing it hides Rent", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const form = searchForm(page);
    const typeSelect = form.getByLabel("Property type");
    await form.getByText("Rent", { exact: true }).click();
    await expect(typeSelect.locator("option")).toHaveText(["Residential", "Commercial"]);
    await form.getByText("Buy", { exact: true }).click();
    await expect(typeSelect.locator("option")).toHaveText(["Residential", "Commercial", "Off Plan"]);
    await typeSelect.selectOption({ label: "Off Plan" });
    await expect(form.getByText("Rent", { exact: true })).toHaveCount(0);
    await typeSelect.selectOption({ label: "Residential" });
    await expect(form.getByText("Rent", { exact: true })).toBeVisible();
  });

  test("works without JavaScript through the home page's redirect", { tag: "@once" }, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const form = searchForm(page);
    await form.getByText("Rent", { exact: true }).click();
    await form.getByLabel("Property type").selectOption({ label: "Commercial" });
    await form.getByLabel("Location").fill("Al Quoz");
    await form.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/commercial-properties/rent" && url.searchParams.get("location") === "al-quoz");
    await context.close();
  });
});

test.describe("home lists", { tag: "@once" }, () => {
  test("shows 3 areas and 3 developers with View All, and the news cards", async ({ page }) => {
    await page.goto("/");
    const areas = page.getByRole("region", { name: "Explore Areas" });
    await expect(areas.getByRole("listitem")).toHaveCount(3);
    await expect(areas.getByRole("listitem").first().getByRole("link")).toHaveAttribute("href", /^\/areas\/\d+$/);
    await expect(areas.getByRole("link", { name: "View all areas" })).toHaveAttribute("href", "/areas");

    const developers = page.getByRole("region", { name: "Top Developers" });
    await expect(developers.getByRole("listitem")).toHaveCount(3);
    await expect(developers.getByRole("listitem").first().getByRole("link")).toHaveAttribute("href", /^\/developers\/\d+$/);
    await expect(developers.getByRole("link", { name: "View all developers" })).toHaveAttribute("href", "/developers");

    const news = page.getByRole("region", { name: "News & Insights" });
    await expect(news.getByRole("listitem")).toHaveCount(3);
    await expect(news.getByRole("link").first()).toHaveAttribute("href", /^\/blogs\/(?!\d+$)[a-z0-9]+(?:-[a-z0-9]+)*$/);
    await expect(news.getByText(/\d+ min read/).first()).toBeVisible();
  });

  test("an area card opens the area page", async ({ page }) => {
    await page.goto("/");
    const card = page.getByRole("region", { name: "Explore Areas" }).getByRole("listitem").first().getByRole("link");
    // textContent: the section is below the fold, where content-visibility: auto leaves innerText empty until it is near
    const name = ((await card.textContent()) ?? "").trim();
    await card.click();
    await expect(page).toHaveURL(/\/areas\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });
});

test.describe("home featured rows", () => {
  const rows = [
    { name: "Featured homes for sale", detail: /^\/properties-for-sale\/\d+$/, viewAll: "/properties/buy" },
    { name: "Featured homes to rent", detail: /^\/properties-to-rent\/\d+$/, viewAll: "/properties/rent" },
    { name: "Featured off-plan projects", detail: /^\/properties-off-plan\/\d+$/, viewAll: "/off-plan-properties" },
  ];

  test("shows 3 server-rendered, lazily imaged cards per row, each from a different place, linking to live detail pages", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    for (const row of rows) expect(html).toContain(row.name);
    await page.goto("/");
    for (const row of rows) {
      const region = page.getByRole("region", { name: row.name });
      const titles = region.getByRole("heading", { level: 3 }).getByRole("link");
      await expect(titles).toHaveCount(3);
      await expect(region.getByRole("link", { name: /^View all / })).toHaveAttribute("href", row.viewAll);
      // below the hero: no card photo competes with the hero poster
      for (const img of await region.locator("img").all()) await expect(img).toHaveAttribute("loading", "lazy");
      const hrefs = await Promise.all((await titles.all()).map((l) => l.getAttribute("href")));
      expect(new Set(hrefs).size).toBe(3);
      for (const href of hrefs) {
        expect(href).toMatch(row.detail);
        expect((await request.get(href ?? "/")).status()).toBe(200);
      }
      // one per area (listings) or developer (projects): the pin lines or the developer lines all differ
      const places = await region.getByRole("article").evaluateAll((cards) => cards.map((c) => c.textContent ?? ""));
      expect(new Set(places).size).toBe(3);
    }
  });

  test("a featured sale card opens that listing", async ({ page }) => {
    await page.goto("/");
    const link = page.getByRole("region", { name: "Featured homes for sale" }).getByRole("heading", { level: 3 }).getByRole("link").first();
    const title = ((await link.textContent()) ?? "").trim();
    await link.click();
    await expect(page).toHaveURL(/\/properties-for-sale\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });
});

test.describe("home FAQ", () => {
  test("one item open at a time; clicking the open one closes it", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const faq = page.getByRole("region", { name: /^Why choose / });
    const buttons = faq.locator("[data-faq-button]");
    await expect(buttons).toHaveCount(5);
    const first = buttons.nth(0);
    const second = buttons.nth(1);

    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    const firstPanel = page.locator(`#${await first.getAttribute("aria-controls")}`);
    await expect(firstPanel).toBeVisible();
    await expect(firstPanel).toHaveAttribute("role", "region");

    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(firstPanel).toBeHidden();

    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await expect(faq.locator("[data-faq-button][aria-expanded=true]")).toHaveCount(0);
  });

  test("is keyboard operable", { tag: "@once" }, async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const buttons = page.locator("[data-faq-button]");
    await buttons.nth(0).focus();
    await page.keyboard.press("ArrowDown");
    await expect(buttons.nth(1)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(buttons.nth(1)).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("End");
    await expect(buttons.nth(4)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(buttons.nth(4)).toHaveAttribute("aria-expanded", "true");
    await expect(buttons.nth(1)).toHaveAttribute("aria-expanded", "false");
  });

  test("keeps one item open without JavaScript", { tag: "@once" }, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const items = page.locator("[data-faq] details");
    await expect(items).toHaveCount(5);
    await items.nth(0).locator("summary").click();
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await items.nth(2).locator("summary").click();
    await expect(items.nth(2)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open", "");
    await items.nth(2).locator("summary").click();
    await expect(page.locator("[data-faq] details[open]")).toHaveCount(0);
    await context.close();
  });
});
