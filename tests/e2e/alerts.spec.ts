import { expect, test } from "./fixtures.ts";

/** Saved-search alerts (issue 44 item 3): the list's "Alert me" box, with and without JavaScript. */
test("a visitor asks for an alert from a filtered list and is told to confirm it, in place", async ({ page }) => {
  await page.goto("/properties/buy?bedrooms=2");
  // once the page is taken over the box holds the form itself
  await page.locator("summary").filter({ hasText: "Alert me" }).click();
  const email = page.getByLabel("Your e-mail");
  await expect(email).toBeVisible();
  await email.fill("journey-alert@example.com");
  // the consent starts unticked (a refusal without it: app/routes/alerts/alerts.test.ts)
  await expect(page.getByRole("checkbox", { name: /I agree that .+ keeps my e-mail address/ })).not.toBeChecked();
  await page.getByRole("checkbox", { name: /I agree that .+ keeps my e-mail address/ }).check();
  await page.getByRole("button", { name: "Alert me" }).click();
  await expect(page.getByRole("status").filter({ hasText: "we sent a link to journey-alert@example.com" })).toBeVisible();
  await expect(page).toHaveURL(/\/properties\/buy\?bedrooms=2$/);
});

test.describe("without JavaScript", { tag: "@once" }, () => {
  test.use({ javaScriptEnabled: false });

  test("the box links to the form's page for the same search, which saves it and answers on its own page", async ({ page }) => {
    await page.goto("/ar/properties/rent?bedrooms=3");
    await page.locator("summary").filter({ hasText: "نبّهني" }).click();
    await page.getByRole("link", { name: "إعداد التنبيه لهذا البحث" }).click();
    await expect(page).toHaveURL(/\/ar\/alerts\?category=Residential&method=rent&search=%3Fbedrooms%3D3$/);
    await page.getByLabel("بريدك الإلكتروني").fill("no-js-alert@example.com");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "نبّهني" }).click();
    await expect(page).toHaveURL(/\/ar\/alerts\?sent=1$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  });
});
