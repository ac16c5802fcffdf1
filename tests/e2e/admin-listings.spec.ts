import { execFileSync } from "node:child_process";
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { databaseRows, databaseUrl, expect, test } from "./fixtures.ts";

/**
 * The listing editor end to end: an agent creates a listing with three
 * photos, cannot publish it without a permit, adds one, publishes, finds it
 * on the public list and its page (with the permit QR), then changes the
 * price and sees the price history. Each project uses its own agent.
 */

const PASSWORD = "olive harbour seventeen";
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function agentWithBrn(index: number): Promise<{ id: number; name: string }> {
  const rows = await databaseRows<{ id: number; name: string }>("select id, name from agents where brn <> '' order by id");
  const row = rows[(index + 2) % rows.length];
  if (!row) throw new Error("the seeded database has no agent");
  return row;
}

function addAgent(email: string, agentId: number) {
  execFileSync(
    "npm",
    ["run", "-s", "users", "--", "add", "--email", email, "--name", `Agent ${email}`, "--role", "agent", "--agent-id", String(agentId)],
    {
      input: PASSWORD,
      env: { ...process.env, DATABASE_URL: databaseUrl(), SITE_URL: "http://127.0.0.1" },
      encoding: "utf8",
    },
  );
}

async function signIn(page: Page, email: string) {
  await page.goto("/admin/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
}

const photo = (background: string) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** What a phone sends: 4032 × 3024 of fine detail, a JPEG of several megabytes (issue 37: refused at 64 KB). */
const phonePhoto = () =>
  sharp({ create: { width: 4032, height: 3024, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
    .jpeg({ quality: 90 })
    .toBuffer();

test("an agent creates a listing with three photos, publishes it once it has a permit, and changes its price @desktop @production", async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const id = `${info.project.name}-${unique()}`;
  const email = `lister-${id}@staff.test`;
  const agent = await agentWithBrn(info.project.name === "mobile" ? 1 : 0);
  addAgent(email, agent.id);
  const title = `Sunny two-bed ${id}`;

  await signIn(page, email);
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Listings" }).click();
  await page.getByRole("link", { name: "New listing" }).click();
  await expect(page.getByRole("heading", { name: "New listing", level: 1 })).toBeVisible();

  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Sale or rent").selectOption("SELL");
  // An office: commercial lists only, so it never becomes the first card other journeys open on /properties/buy.
  await page.getByLabel("Property type").selectOption({ label: "Office (commercial)" });
  const location = page.getByRole("combobox", { name: "Area, community or building" });
  await location.fill("Dubai Marina");
  await page.getByRole("option", { name: "Dubai Marina", exact: true }).click();
  await page.getByLabel("Price (AED; yearly for rent)").fill("1,850,000");
  await page.getByLabel("Bedrooms (0 = studio)").fill("2");
  await page.getByLabel("Choose photos, or drop them here").setInputFiles([
    { name: "living.jpg", mimeType: "image/jpeg", buffer: await photo("#c9a36b") },
    { name: "kitchen.jpg", mimeType: "image/jpeg", buffer: await photo("#6b8cc9") },
    { name: "IMG_4032.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() },
  ]);
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByText("Listing created as a draft.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Listing photos" }).getByRole("listitem")).toHaveCount(3);

  // No permit: the compliance gate refuses.
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("This listing cannot be published yet.")).toBeVisible();
  await expect(page.getByText(/advertising permit number/).first()).toBeVisible();

  await page.getByLabel("DLD/RERA permit number").fill("71234567");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Changes saved.")).toBeVisible();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published: the listing is on the site.")).toBeVisible();
  const href = (await page.getByRole("link", { name: "View on the site" }).getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/properties-for-sale\/\d+$/);

  // On the public list and page, with the permit's QR code.
  await page.goto(`/commercial-properties/buy?title=${encodeURIComponent(title)}`);
  await expect(page.locator(`a[href="${href}"]`).first()).toBeVisible();
  await page.goto(href);
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole("img", { name: "QR code for permit 71234567" })).toBeVisible();
  // the uploaded photos, first the cover, in the site's sizes
  await expect(page.locator('img[src^="/media/uploads/"]').first()).toBeVisible();
  expect(await page.locator('img[src^="/media/uploads/"]').first().getAttribute("srcset")).toMatch(/-640\.webp 640w/);
  await expect(page.getByRole("heading", { name: "Price history" })).toHaveCount(0);

  // A new price: the history appears on the public page at once.
  await page.goto(href.replace(/^\/properties-for-sale\//, "/admin/listings/"));
  await page.getByLabel("Price (AED; yearly for rent)").fill("1,790,000");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Changes saved.")).toBeVisible();
  await expect(page.getByRole("table").filter({ hasText: "Price (AED)" })).toContainText("1,850,000 → 1,790,000");
  // The server's cached page was purged: its answer has the history at once…
  const fresh = await page.request.get(href);
  expect(await fresh.text()).toContain("Price history");
  // …and the page shows it (reload: this browser itself kept the page for its max-age).
  await page.goto(href);
  await page.reload();
  const history = page.getByRole("region", { name: "Price history" });
  await expect(history).toContainText("1,850,000");
  await expect(history).toContainText("1,790,000");
});

test.describe("without JavaScript", { tag: "@once" }, () => {
  test.use({ javaScriptEnabled: false });

  test("a form that fails keeps its photo; fixed and sent again, the listing is created with it", async ({ page }, info) => {
    test.setTimeout(90_000);
    const id = `${info.project.name}-nojs-${unique()}`;
    const email = `plain-lister-${id}@staff.test`;
    addAgent(email, (await agentWithBrn(info.project.name === "mobile" ? 3 : 2)).id);
    await signIn(page, email);
    await page.goto("/admin/listings/new");
    await page.getByLabel("Title").fill("Bad");
    await page.getByLabel("Property type").selectOption({ label: "Apartment (residential)" });
    await page.getByLabel("Area, community or building").selectOption({ label: "Dubai Marina" });
    await page.getByLabel("Price (AED; yearly for rent)").fill("twelve");
    await page
      .getByLabel("Choose photos, or drop them here")
      .setInputFiles([{ name: "terrace.jpg", mimeType: "image/jpeg", buffer: await photo("#a0522d") }]);
    await page.getByRole("button", { name: "Create draft" }).click();
    await expect(page.getByText("Check the 2 fields marked below.")).toBeVisible();
    await expect(page.getByText("Give the listing a title (at least 5 characters).")).toBeVisible();
    await expect(page.getByText("A whole number of dirhams, up to 10 billion.")).toBeVisible();
    await expect(page.getByText("1 photo uploaded, added when the listing saves:")).toBeVisible();
    // what was typed is still there
    await expect(page.getByLabel("Price (AED; yearly for rent)")).toHaveValue("twelve");

    await page.getByLabel("Title").fill(`Terrace flat ${id}`);
    await page.getByLabel("Price (AED; yearly for rent)").fill("990000");
    await page.getByRole("button", { name: "Create draft" }).click();
    await expect(page.getByText("Listing created as a draft.")).toBeVisible();
    await expect(page.getByRole("list", { name: "Listing photos" }).getByRole("listitem")).toHaveCount(1);
  });
});

test("archiving asks why in a dialog and keeps the closing price; the staff list sorts by price from its header @once", async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const id = `${info.project.name}-archive-${unique()}`;
  const email = `archiver-${id}@staff.test`;
  addAgent(email, (await agentWithBrn(4)).id);
  await signIn(page, email);
  await page.goto("/admin/listings/new");
  await page.getByLabel("Title").fill(`Garden villa ${id}`);
  await page.getByLabel("Property type").selectOption({ label: "Office (commercial)" });
  const location = page.getByRole("combobox", { name: "Area, community or building" });
  await location.fill("Dubai Marina");
  await page.getByRole("option", { name: "Dubai Marina", exact: true }).click();
  await page.getByLabel("Price (AED; yearly for rent)").fill("1,700,000");
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByRole("heading", { name: /^Listing AGY-S-\d{6}$/, level: 1 })).toBeVisible();

  await page.getByRole("link", { name: "Archive (sold, let or withdrawn)…" }).click();
  const dialog = page.getByRole("dialog", { name: "Archive this listing?" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Sold").check();
  await dialog.getByLabel("Closing price (AED, optional)").fill("1,620,000");
  await dialog.getByRole("button", { name: "Archive" }).click();
  await expect(page.getByText("Archived: its page now says it is no longer available.")).toBeVisible();
  await expect(page.getByText(/Off the site: Sold at AED 1,620,000/)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.goto("/admin/listings");
  await page.getByRole("columnheader", { name: "Price" }).getByRole("link").click();
  await expect(page).toHaveURL(/\?sort=price$/);
  await expect(page.getByRole("columnheader", { name: "Price" })).toHaveAttribute("aria-sort", "ascending");
  const prices = (await page.locator("tbody tr td:nth-child(4)").allTextContents()).map((t) => Number(t.replace(/\D/g, "")) || Infinity);
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
});
