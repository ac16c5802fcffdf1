import { expect, test } from "./fixtures.ts";
import { signInAsNewAdmin } from "./staff.ts";

/**
 * Saved-search alerts in the back office (issue 44 item 3): a visitor saves a search, an admin finds it
 * beside the newsletter's list, in words, and stops it at the owner's request; the audit log says so.
 */
test("an admin finds a visitor's saved search in the back office and stops its alerts", async ({ page }, info) => {
  test.setTimeout(90_000);
  const id = `${info.project.name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const visitor = `saved-${id}@example.com`;

  await page.goto("/alerts?category=Residential&method=buy&search=%3Fbedrooms%3D2");
  await page.getByLabel("Your e-mail").fill(visitor);
  await page.getByRole("checkbox", { name: /I agree that .+ keeps my e-mail address/ }).check();
  await page.getByRole("button", { name: "Alert me" }).click();
  await expect(page.getByRole("status").filter({ hasText: `we sent a link to ${visitor}` })).toBeVisible();

  await signInAsNewAdmin(page, `alerts-${id}@staff.test`, "Alerts Admin");
  await page.getByRole("link", { name: "Subscribers" }).click();
  await page.getByRole("navigation", { name: "Subscriber lists" }).getByRole("link", { name: "Search alerts" }).click();
  await expect(page.getByRole("heading", { name: "Search alerts", level: 1 })).toBeVisible();
  // the owner's address, as the owner would give it over the phone: part of it, in any case
  const search = page.getByRole("search", { name: "Find search alerts" });
  await search.getByLabel("E-mail address").fill(visitor.split("@")[0]!.toUpperCase());
  await search.getByRole("button", { name: "Find" }).click();
  await expect(page).toHaveURL(/[?&]email=/);
  const list = page.getByRole("list", { name: "Search alerts" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  const row = list.getByRole("listitem").filter({ hasText: visitor });
  await expect(row).toContainText(/Properties for sale in Dubai · 2 bed/i);
  await expect(row).toContainText("Waiting for confirmation");

  await row.getByRole("button", { name: `Stop alerts for ${visitor}: Properties for sale in Dubai`, exact: false }).click();
  await expect(row).toContainText("Stopped");
  await expect(row.getByRole("button")).toHaveCount(0);
  // still the found list, not the whole one
  await expect(page).toHaveURL(/[?&]email=/);
  await expect(list.getByRole("listitem")).toHaveCount(1);

  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByText(`stopped the search alerts of ${visitor}`)).toBeVisible();
});
