import { expect, test } from "./fixtures.ts";

/** Favourites and compare (issue 44): kept in the browser, no account, with and without JavaScript. */
test.describe("favourites", () => {
  test("a heart saves a listing, the header counts it, the favourites page lists it and removes it", async ({ page }) => {
    await page.goto("/properties/buy");
    const heart = page.getByRole("button", { name: /^Save .+ to your favourites$/ }).first();
    const label = (await heart.getAttribute("aria-label")) ?? "";
    const title = label.replace(/^Save /, "").replace(/ to your favourites$/, "");
    await heart.click();
    await expect(page.getByRole("button", { name: `Remove ${title} from your favourites` }).first()).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByRole("link", { name: "Favourites, 1 saved" })).toBeVisible();

    await page.getByRole("link", { name: "Favourites, 1 saved" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your favourites" })).toBeVisible();
    await expect(page.getByTestId("favourites-count")).toHaveText("1 saved item");
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await page
      .getByRole("button", { name: `Remove ${title} from your favourites` })
      .last()
      .click();
    await expect(page.getByRole("heading", { name: "Nothing saved yet" })).toBeVisible();
  });

  test("in Arabic the saved list speaks Arabic", { tag: "@once" }, async ({ page }) => {
    await page.goto("/ar/properties/rent");
    await page
      .getByRole("button", { name: /^احفظ .+ في المفضلة$/ })
      .first()
      .click();
    await page.goto("/ar/favourites");
    await expect(page.getByTestId("favourites-count")).toHaveText("عنصر محفوظ واحد");
  });
});

test.describe("favourites without JavaScript", { tag: "@once" }, () => {
  test.use({ javaScriptEnabled: false });

  test("the heart is a form: it saves through the server and the list shows it", async ({ page }) => {
    await page.goto("/properties/rent");
    await page
      .getByRole("button", { name: /^Save .+ to your favourites$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/favourites$/);
    await expect(page.getByTestId("favourites-count")).toHaveText("1 saved item");
    await page.getByRole("button", { name: "Clear the list" }).click();
    await expect(page.getByRole("heading", { name: "Nothing saved yet" })).toBeVisible();
  });
});

test.describe("compare", () => {
  test("two listings side by side, the differing rows marked, readable on a phone", async ({ page }) => {
    await page.goto("/properties/buy");
    const links = page.locator('main a[href^="/properties-for-sale/"]');
    const hrefs = [...new Set(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? "")))].slice(0, 2);
    for (const href of hrefs) {
      await page.goto(href);
      await page.getByRole("button", { name: /^Add .+ to the comparison$/ }).click();
      await expect(page.getByRole("button", { name: /^Remove .+ from the comparison$/ })).toHaveAttribute("aria-pressed", "true");
    }
    await page.goto("/compare");
    const table = page.getByRole("table", { name: "Compare properties" });
    await expect(table.getByRole("columnheader")).toHaveCount(3);
    await expect(table.getByRole("rowheader").first()).toHaveText(/^Price/);
    await expect(table.locator("tr[data-differs]").first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  });
});
