import * as arListings from "../../app/content/ar/listings.ts";
import * as arSite from "../../app/content/ar/site.ts";
import * as arKit from "../../app/content/ar/ui-kit.ts";
import { expect, test } from "./fixtures.ts";

/**
 * The Arabic edition's main flows in the browser (issue 43): filter, page, open a detail, enquire,
 * right to left, with the words the Arabic catalogue holds (imported, so a rewording cannot break
 * the journey and an English word left on the page does).
 */
const L = arListings.LIST_HEADINGS.Residential;
const F = arListings.FILTER_TEXTS;

test.describe("the Arabic edition", () => {
  test("filters, pages, opens a listing and sends an enquiry, all in Arabic", async ({ page, isMobile }) => {
    await page.goto("/ar/properties/buy");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByRole("heading", { level: 1, name: L.buy })).toBeVisible();

    if (isMobile) await page.getByRole("button", { name: new RegExp(F.openFilters) }).click();
    await page.getByLabel(F.roomsLabel, { exact: true }).selectOption("2");
    await page.getByRole("button", { name: isMobile ? arSite.UPDATE : arSite.SEARCH, exact: true }).click();
    await expect(page).toHaveURL(/\/ar\/properties\/buy\?bedrooms=2$/);

    const pager = page.getByRole("navigation", { name: arKit.PAGER_TEXTS.label });
    await pager.getByRole("link", { name: arKit.PAGER_TEXTS.nextLabel }).click();
    await expect(page).toHaveURL(/\/ar\/properties\/buy\?bedrooms=2&page=2$/);

    const first = page.locator('main a[href^="/ar/properties-for-sale/"]').first();
    const href = (await first.getAttribute("href")) ?? "";
    await page.goto(href);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await page.getByRole("button", { name: arListings.DETAIL_TEXTS.enquire }).first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(arSite.ENQUIRY_FORM_TEXTS.nameLabel, { exact: true }).fill("عائشة خان");
    await dialog.getByLabel(arSite.ENQUIRY_FORM_TEXTS.emailLabel, { exact: true }).fill(`aisha.${Date.now()}@example.com`);
    await dialog.getByRole("textbox", { name: arSite.ENQUIRY_FORM_TEXTS.phoneLabel }).fill("050 123 4567");
    await dialog.getByRole("button", { name: arSite.ENQUIRY_FORM_TEXTS.submit, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: arSite.ENQUIRY_SUCCESS })).toBeVisible();
  });

  test("the language switch keeps the page and its filters", { tag: "@once" }, async ({ page }) => {
    await page.goto("/properties/buy?bedrooms=2");
    await page.getByRole("link", { name: "العربية" }).first().click();
    await expect(page).toHaveURL(/\/ar\/properties\/buy\?bedrooms=2$/);
    await expect(page.getByRole("heading", { level: 1, name: L.buy })).toBeVisible();
    await page.getByRole("link", { name: "English" }).first().click();
    await expect(page).toHaveURL(/\/properties\/buy\?bedrooms=2$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  });
});

test.describe("the Arabic edition without JavaScript", { tag: "@once" }, () => {
  test.use({ javaScriptEnabled: false });

  test("filters and pages with plain forms and links, staying in Arabic", async ({ page }) => {
    await page.goto("/ar/properties/rent");
    await page.getByLabel(F.roomsLabel, { exact: true }).selectOption("1");
    await page.getByRole("button", { name: arSite.SEARCH, exact: true }).click();
    await expect(page).toHaveURL(/\/ar\/properties\/rent\?bedrooms=1$/);
    await expect(page.getByRole("heading", { level: 1, name: L.rent })).toBeVisible();
    await page.getByRole("navigation", { name: arKit.PAGER_TEXTS.label }).getByRole("link", { name: arKit.PAGER_TEXTS.nextLabel }).click();
    await expect(page).toHaveURL(/\/ar\/properties\/rent\?bedrooms=1&page=2$/);
  });

  test("the contact form posts to the Arabic form and answers in Arabic", async ({ page }) => {
    await page.goto("/ar/contact");
    const form = page
      .locator("main form")
      .filter({ has: page.getByRole("button", { name: arSite.ENQUIRY_FORM_TEXTS.submit, exact: true }) })
      .first();
    await form.getByLabel(arSite.ENQUIRY_FORM_TEXTS.nameLabel, { exact: true }).fill("خالد");
    await form.getByLabel(arSite.ENQUIRY_FORM_TEXTS.emailLabel, { exact: true }).fill(`khalid.${Date.now()}@example.com`);
    await form.getByRole("textbox", { name: arSite.ENQUIRY_FORM_TEXTS.phoneLabel }).fill("050 765 4321");
    // the stored value is the English category; its label is Arabic
    await form.getByLabel(arSite.ENQUIRY_FORM_TEXTS.categoryLabel).selectOption("Residential Leasing");
    await form.getByRole("button", { name: arSite.ENQUIRY_FORM_TEXTS.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/ar\/contact\?.*sent=enquiry/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByRole("status").filter({ hasText: arSite.ENQUIRY_SUCCESS }).first()).toBeVisible();
  });
});
