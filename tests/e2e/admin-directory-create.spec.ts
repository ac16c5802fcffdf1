import sharp from "sharp";
import { expect, test } from "./fixtures.ts";
import { signInAsNewAdmin } from "./staff.ts";

/**
 * An admin creates an agent profile with a photo from the directory, and the public staff page
 * shows it at once (the save purges the response cache). The refusals, slugs and other kinds are
 * Vitest's (directory-create.test.ts). Layout does not matter: desktop only.
 */
test("an admin creates an agent profile with a photo and it is on the staff page at once", { tag: "@once" }, async ({ page, request }) => {
  test.setTimeout(120_000);
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `directory-${id}@staff.test`;
  await signInAsNewAdmin(page, email, "Directory Admin");

  // the server caches the staff page before the profile exists (fetched outside the browser, whose own
  // cache would keep it 5 minutes), so "at once" means the save purged it
  const name = `Noor Test ${id}`;
  const before = await request.get("/about/staff");
  expect(before.status()).toBe(200);
  expect(await before.text()).not.toContain(name);

  await page.goto("/admin/directory");
  await page.getByRole("link", { name: "New agent" }).click();
  await expect(page.getByRole("heading", { name: "New agent", level: 1 })).toBeVisible();
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Role").fill("Property Consultant");
  await page.getByLabel("BRN").fill("80123");
  await page.getByLabel("Phone").fill("050 765 4321");
  await page.getByLabel("E-mail").fill(`noor-${id}@agency.test`);
  await page.getByLabel("Languages").fill("English, Arabic");
  await page.getByLabel("Order on the staff page").fill("9999");
  const portrait = await sharp({ create: { width: 600, height: 800, channels: 3, background: "#7a5230" } })
    .jpeg()
    .toBuffer();
  await page.getByLabel("Choose an image, or drop it here").setInputFiles({ name: "noor.jpg", mimeType: "image/jpeg", buffer: portrait });
  await page.getByRole("button", { name: "Create agent" }).click();

  await expect(page.getByRole("status").filter({ hasText: "Created. The agent profile is on the site now" })).toBeVisible();
  await expect(page.getByRole("heading", { name: `Edit agent: ${name}`, level: 1 })).toBeVisible();
  await expect(page.getByLabel("Phone")).toHaveValue("+971 50 765 4321");

  await page.goto("/about/staff");
  const card = page.getByRole("article").filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card.getByRole("img", { name: `Portrait of ${name}` })).toHaveAttribute(
    "src",
    /\/media\/agents\/[0-9a-f]{2}\/[0-9a-f]{32}(-640)?\.webp$/,
  );
});
