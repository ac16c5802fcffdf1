import sharp from "sharp";
import { databaseRows, expect, test } from "./fixtures.ts";
import { signInAsNewAdmin } from "./staff.ts";

/**
 * An admin edits a project's payment plan: the form shows a total that is
 * not 100 as it is typed, a correct plan is saved and the public
 * page shows it at once (its cached copy was purged). Then a new project
 * with a floor plan and its layout image: created unpublished, it is in the
 * back office's list. Desktop only: it changes a shared project.
 */

test("an admin fixes a project's payment plan and the public page shows it at once @desktop @production", async ({ page }) => {
  test.setTimeout(90_000);
  const email = `projects-${Date.now().toString(36)}@staff.test`;
  const [project] = await databaseRows<{ id: number; name: string }>(
    "select id, name from projects where status = 'ACTIVE' order by id desc limit 1",
  );
  if (!project) throw new Error("the seeded database has no project");

  // the public page, now in the response cache
  expect((await page.request.get(`/properties-off-plan/${project.id}`)).status()).toBe(200);

  await signInAsNewAdmin(page, email, "Projects Admin");

  await page.getByRole("link", { name: "Projects" }).click();
  await page.getByLabel("Find a project").fill(project.name);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: project.name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: project.name })).toBeVisible();

  const fill = async (values: [string, string, string, string]) => {
    const labels = ["First instalment (%)", "During construction (%)", "On handover (%)", "Post handover (%)"];
    for (const [i, label] of labels.entries()) await page.getByLabel(label).fill(values[i]!);
  };
  await fill(["15", "45", "30", "20"]);
  await expect(page.getByText("Total: 110% (must be 100%)")).toBeVisible();
  // (the server's 400 for the same plan is covered by app/features/projects/admin.server.test.ts)

  await fill(["15", "45", "30", "10"]);
  await expect(page.getByText("Total: 100%")).toBeVisible();
  await page.getByRole("button", { name: "Save project" }).click();
  await expect(page.getByText("Saved. The project's public pages show the change now.")).toBeVisible();

  await page.goto(`/properties-off-plan/${project.id}`);
  await expect(page.getByRole("img", { name: /Payment plan: .*15%.*45%.*30%.*10%/ })).toBeAttached();

  // a new project, with a floor plan and its layout image
  const name = `E2E Tower ${Date.now().toString(36)}`;
  await page.goto("/admin/projects");
  await page.getByRole("link", { name: "New project" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New project" })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Launch date").fill("2026-05-01");
  await page.getByLabel("Project permit number").fill("PP-E2E-1");
  await page.getByRole("button", { name: "Add a floor plan" }).click();
  await page.getByLabel("Title of floor plan 1").fill("2 bedroom");
  await page.getByLabel("Price (AED) of floor plan 1").fill("2400000");
  const drawing = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#f4f1ea" } })
    .png()
    .toBuffer();
  await page.locator('input[name="fp-image-0"]').setInputFiles({ name: "two-bed.png", mimeType: "image/png", buffer: drawing });
  await page.getByRole("button", { name: "Create project" }).click();
  await expect(page.getByText("Created. It is not on the site yet")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("img", { name: "Layout of floor plan 1" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish" })).toBeVisible();

  await page.getByRole("link", { name: "← All projects" }).click();
  await page.getByLabel("Find a project").fill(name);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("row", { name: new RegExp(`${name}.*PP-E2E-1.*Unpublished`) })).toBeVisible();
});
