import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** Journeys of the shared widgets (app/components/ui) by keyboard, and without JavaScript. */

const developerBox = (page: Page) => page.locator("input").and(page.getByRole("combobox", { name: "Developer" }));

async function openListingFiltersIfPhone(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole("button", { name: /Filters/ }).click();
}

test.describe("combobox by keyboard", () => {
  test("typing narrows the list, arrows move the active option, Enter picks, Escape closes the list only", async ({ page, isMobile }) => {
    await page.goto("/properties/buy");
    await openListingFiltersIfPhone(page, isMobile);
    const box = developerBox(page);
    const list = page.getByRole("listbox", { name: "Developer" });
    await box.focus();
    await box.press("ArrowDown");
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "true");

    await box.pressSequentially("ema");
    const active = async () => page.locator(`#${await box.getAttribute("aria-activedescendant")}`.replace(/:/g, "\\:"));
    // With a query, the first match is active (not "Any developer").
    await expect(await active()).toContainText(/ema/i);
    const first = (await (await active()).innerText()).trim();
    await box.press("ArrowUp");
    await expect(await active()).toHaveText("Any developer");
    await box.press("ArrowDown");
    await box.press("Enter");
    await expect(list).toBeHidden();
    await expect(box).toHaveValue(first);
    await expect(page.locator('input[type=hidden][name="developer_id"]')).toHaveValue(/^\d+$/);

    // Escape closes the list and keeps the choice; inside the phone dialog, the dialog stays open.
    await box.press("ArrowDown");
    await expect(list).toBeVisible();
    await box.press("Escape");
    await expect(list).toBeHidden();
    await expect(box).toHaveValue(first);
    if (isMobile) await expect(page.getByRole("dialog", { name: "Filter properties" })).toBeVisible();
  });
});

test.describe("dialog by keyboard", () => {
  test("the listing filter dialog keeps Tab inside, closes on Escape and gives focus back", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/properties/buy");
    const opener = page.getByRole("button", { name: /Filters/ });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Filter properties" });
    await expect(dialog).toBeVisible();
    const inside = () => dialog.evaluate((d) => d.contains(document.activeElement));
    expect(await inside()).toBe(true);
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press(i % 3 === 2 ? "Shift+Tab" : "Tab");
      expect(await inside(), `focus after key ${i + 1}`).toBe(true);
    }
    await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
  });

  test("the enquiry dialog (native <dialog>) keeps Tab inside and gives focus back on Escape", async ({ page }) => {
    await page.goto("/contact");
    const opener = page.getByRole("button", { name: "CONTACT US" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "General Enquiry" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Name")).toBeVisible();
    const inside = () => dialog.evaluate((d) => d.contains(document.activeElement));
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await inside(), `focus after Shift+Tab ${i + 1}`).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe("without JavaScript", { tag: "@once" }, () => {
  test.use({ javaScriptEnabled: false });

  test("the developer combobox is a native select that the filter form submits", async ({ page }) => {
    await page.goto("/properties/buy");
    const select = page.locator('select[name="developer_id"]');
    await expect(select).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Developer" })).toHaveJSProperty("tagName", "SELECT");
    const value = await select.locator("option").nth(1).getAttribute("value");
    await select.selectOption(value ?? "");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`developer_id=${value}`));
  });

  test("the off-plan developer field and the page select work as plain forms", async ({ page }) => {
    await page.goto("/off-plan-properties");
    const select = page.locator('#project-filters select[name="developer_id"]');
    await expect(select).toBeAttached();
    const pager = page.getByRole("navigation", { name: "Pagination" });
    await pager.getByRole("combobox").selectOption("2");
    await pager.getByRole("button", { name: "Go" }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(pager.getByRole("combobox")).toHaveValue("2");
    await pager.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/[?&]page=1|off-plan-properties$/);
  });
});
