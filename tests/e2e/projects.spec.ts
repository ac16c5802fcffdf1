import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const LIST = "/off-plan-properties";

/**
 * Records, in page time, each URL change made through the History API (React
 * Router's navigations) and each key press, so the test can check when the URL
 * changed relative to the typing, whatever the machine's load.
 */
async function recordUrlChanges(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __urlChanges: Array<{ url: string; at: number }>; __keys: number[] };
    w.__urlChanges = [];
    w.__keys = [];
    document.addEventListener("keydown", () => w.__keys.push(performance.now()), true);
    for (const method of ["pushState", "replaceState"] as const) {
      const original = history[method].bind(history);
      history[method] = (state: unknown, unused: string, url?: string | URL | null) => {
        const before = location.href;
        original(state, unused, url);
        if (location.href !== before) w.__urlChanges.push({ url: location.href, at: performance.now() });
      };
    }
  });
  return () =>
    page.evaluate(() => {
      const w = window as unknown as { __urlChanges: Array<{ url: string; at: number }>; __keys: number[] };
      return { changes: w.__urlChanges, keys: w.__keys };
    });
}

/** The combobox replaces the developer select once React has hydrated the form. */
async function hydrated(page: Page) {
  await expect(page.locator("#project-filters [role=combobox]")).toHaveCount(1);
}

const cardNames = (page: Page) => page.getByRole("list", { name: "Projects" }).getByRole("heading").allInnerTexts();
const resultCount = async (page: Page) => Number((await page.getByTestId("results-count").innerText()).replace(/\D/g, ""));

// The machine is shared with other test runs: give journeys room.
test.describe.configure({ timeout: 60_000 });

test.describe("off-plan list", () => {
  test("shows the heading, a result count and project cards", async ({ page }) => {
    const response = await page.goto(LIST);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("public, max-age=60, s-maxage=600, stale-while-revalidate=600");
    await expect(page.getByRole("heading", { level: 1, name: "Off plan properties for sale in Dubai" })).toBeVisible();
    await expect(page.getByTestId("results-count")).toHaveText(/^\d+ results$/);
    const card = page.getByRole("list", { name: "Projects" }).getByRole("listitem").first();
    await expect(card.getByText(/^AED [\d,]+$/)).toBeVisible();
    await expect(card.getByText(/^Handover /)).toBeVisible();
  });

  test("typing a project name changes the URL once, after the pause", { tag: "@desktop" }, async ({ page }) => {
    const recorded = await recordUrlChanges(page);
    await page.goto(LIST);
    await hydrated(page);
    const word = ((await cardNames(page))[0] ?? "").split(" ")[0] ?? "";
    expect(word.length).toBeGreaterThan(2);
    const total = await resultCount(page);

    const input = page.getByRole("searchbox", { name: "Project name" });
    await input.pressSequentially(word, { delay: 150 });
    await expect(page).toHaveURL(new RegExp(`\\?project_name=${encodeURIComponent(word)}$`));
    // The list's data for the new URL has arrived and nothing else is in flight: no later change can be pending.
    await page.waitForLoadState("networkidle");
    const { changes, keys } = await recorded();
    // Every URL change waits for a 500 ms pause after the key before it. Typing at
    // 150 ms a key gives one change for the whole word; only a stall of the test
    // machine longer than the pause between two keys may legitimately add one.
    const pauses = keys.slice(1).filter((k, i) => k - keys[i]! >= 500).length;
    expect(changes.length).toBeGreaterThanOrEqual(1);
    expect(changes.length).toBeLessThanOrEqual(pauses + 1);
    expect(new URL(changes.at(-1)!.url).search).toBe(`?project_name=${encodeURIComponent(word)}`);
    for (const change of changes) {
      const lastKeyBefore = Math.max(...keys.filter((k) => k <= change.at));
      expect(change.at - lastKeyBefore).toBeGreaterThanOrEqual(495);
    }

    await expect.poll(() => resultCount(page)).toBeLessThan(total);
    for (const name of await cardNames(page)) expect(name.toLowerCase()).toContain(word.toLowerCase());
    await expect(input).toBeFocused();
  });

  test("filters are restored from the URL and Reset clears every parameter", async ({ page, isMobile }) => {
    await page.goto(`${LIST}?project_name=a&rooms=2&min_price=100000&utm_source=x`);
    await hydrated(page);
    await expect(page.getByRole("searchbox", { name: "Project name" })).toHaveValue("a");
    await expect(page.locator("#project-filters-rooms")).toHaveValue("2");
    await expect(page.locator("#project-filters-min_price")).toHaveValue("100000");
    const filtered = await resultCount(page);

    await page.getByRole("link", { name: "Reset" }).click();
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
    await expect(page.getByRole("searchbox", { name: "Project name" })).toHaveValue("");
    await expect(page.locator("#project-filters-rooms")).toHaveValue("");
    await expect.poll(() => resultCount(page)).toBeGreaterThan(filtered);
    if (!isMobile) await expect(page.locator("#project-filters-min_price")).toHaveValue("");
  });

  test("at 390 wide the extra filters open in the propertyFilterModal dialog", async ({ page, isMobile }) => {
    await page.goto(LIST);
    await hydrated(page);
    const open = page.getByRole("button", { name: "More filters" });
    const minPrice = page.getByPlaceholder("Min price");
    if (!isMobile) {
      await expect(open).toBeHidden();
      await expect(minPrice).toBeVisible();
      return;
    }
    await expect(minPrice).toBeHidden();
    await open.click();
    const dialog = page.getByRole("dialog", { name: "Filters" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("id", "propertyFilterModal");
    await expect(minPrice).toBeVisible();
    // focus stays inside while tabbing
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await page.getByRole("button", { name: "Close filters" }).click();
    await expect(dialog).toBeHidden();

    await open.click();
    await page.locator("#project-filters-rooms").selectOption("1");
    await page.getByRole("button", { name: "Show results" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\?rooms=1$/);
  });

  test("pages through results with Previous, Next and the page select", { tag: "@desktop" }, async ({ page }) => {
    await page.goto(LIST);
    await hydrated(page);
    const pager = page.getByRole("navigation", { name: "Pagination" });
    const select = pager.getByRole("combobox");
    await expect(select).toHaveValue("1");
    const first = await cardNames(page);
    await expect(pager.getByRole("button", { name: "Previous" })).toBeDisabled();

    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(select).toHaveValue("2");
    await expect.poll(() => cardNames(page)).not.toEqual(first);

    await pager.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
    await expect.poll(() => cardNames(page)).toEqual(first);

    await select.selectOption("3");
    await expect(page).toHaveURL(/\?page=3$/);
  });

  test("without JavaScript the filters are a plain GET form", { tag: "@once" }, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(LIST);
    await page.getByRole("searchbox", { name: "Project name" }).fill("a");
    await page.locator("#project-filters-rooms").selectOption("2");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/project_name=a/);
    await expect(page).toHaveURL(/rooms=2/);
    await expect(page.getByRole("searchbox", { name: "Project name" })).toHaveValue("a");
    await expect(page.locator("#project-filters-rooms")).toHaveValue("2");
    await context.close();
  });

  test("bad query strings never fail", { tag: "@once" }, async ({ request }) => {
    for (const q of [
      "page=abc",
      "min_price=1e99",
      "rooms=1&rooms=2",
      "developer_id=-1",
      "project_name=%25%27%22",
      "date_from=2026-02-30",
    ]) {
      expect((await request.get(`${LIST}?${q}`)).status(), q).toBe(200);
    }
    // a page past the last is a 404 with the way back to page 1, as on the sale list (issue 17)
    expect((await request.get(`${LIST}?page=99999`)).status()).toBe(404);
    for (const q of ["startPrice=x", "endPrice=1e99", "page=0"]) {
      expect((await request.get(`/new-projects?${q}`)).status(), q).toBe(200);
    }
  });
});

test.describe("project detail", { tag: "@once" }, () => {
  /** Opens the first listed project that has more than one floor plan. */
  async function openProjectWithPlans(page: Page) {
    await page.goto(LIST);
    const hrefs = await page
      .getByRole("list", { name: "Projects" })
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    for (const href of hrefs) {
      await page.goto(href);
      if ((await page.getByRole("group", { name: "Choose a floor plan" }).getByRole("button").count()) > 1) return;
    }
    throw new Error("no listed project has two floor plans");
  }

  test("switches floor plans with a loading state and opens the full-size plan", async ({ page }) => {
    await openProjectWithPlans(page);
    const plans = page.getByRole("group", { name: "Choose a floor plan" }).getByRole("button");
    expect(await plans.count()).toBeGreaterThan(1);
    await expect(plans.first()).toHaveAttribute("aria-pressed", "true");

    // hold the images back so the loading state can be seen, then let them through
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const images = /\.(webp|svg|png|jpe?g)(\?|$)/;
    await page.route(images, async (route) => {
      await gate;
      await route.continue();
    });
    const second = plans.nth(1);
    const title = (await second.innerText()).trim();
    await second.click();
    await expect(second).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("floor-plan-facts")).toContainText(title, { ignoreCase: true });
    await expect(page.getByTestId("floor-plan-loading")).toBeVisible();
    release();
    await page.getByTestId("floor-plan-facts").scrollIntoViewIfNeeded();
    await expect(page.getByTestId("floor-plan-loading")).toBeHidden({ timeout: 15_000 });
    await page.unroute(images);

    const opener = page.getByRole("button", { name: "Open the full-size floor plan" });
    const dialog = page.getByRole("dialog", { name: /full size/ });
    await opener.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();

    await opener.click();
    await expect(dialog).toBeVisible();
    // The backdrop: outside the dialog box, in the corner of the viewport.
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("shows the facts, payment plan, permit and developer link", async ({ page }) => {
    await openProjectWithPlans(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Prices from").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Payment plan" })).toBeVisible();
    await expect(page.getByRole("img", { name: /^Payment plan: First installment \d+%/ })).toBeVisible();
    await expect(page.getByRole("img", { name: /QR code for permit/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /^More projects by / })).toHaveAttribute("href", /^\/developers\/\d+$/);
    await expect(page.getByRole("main").getByText("Enquire", { exact: true })).toBeVisible();
    // the project's bathrooms and parking are its largest unit's, not every unit's; its floors are the building's
    const details = page.getByRole("region", { name: "Details" });
    await expect(details.getByText(/^Up to \d+$/)).toBeVisible();
    await expect(details.getByText(/^Up to \d+ per unit$/)).toBeVisible();
    await expect(details.getByText(/^\d+ floors$/)).toBeVisible();
    const ld = await page.locator('script[type="application/ld+json"]').allInnerTexts();
    expect(ld.some((t) => t.includes('"lowPrice"'))).toBe(true);
  });

  test("unknown or malformed ids answer the 404 page", async ({ page }) => {
    for (const id of ["99999999", "abc", "12abc", "-1"]) {
      const response = await page.goto(`/properties-off-plan/${id}`);
      expect(response?.status(), id).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
    }
  });
});

test.describe("new projects", { tag: "@once" }, () => {
  test("newest launch first, paged by 10, with the price rules", async ({ page }) => {
    await page.goto("/new-projects");
    await expect(page.getByRole("heading", { level: 1, name: "New projects in Dubai" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Projects" }).getByRole("listitem")).toHaveCount(10);
    const all = await resultCount(page);
    await page.goto("/new-projects?endPrice=1000000");
    await expect(page.locator("#np-endPrice")).toHaveValue("1000000");
    const cheap = await resultCount(page);
    expect(cheap).toBeLessThan(all);
    for (const price of await page
      .getByRole("list", { name: "Projects" })
      .getByText(/^AED [\d,]+$/)
      .allInnerTexts()) {
      expect(Number(price.replace(/\D/g, ""))).toBeLessThanOrEqual(1_000_000);
    }
  });
});
