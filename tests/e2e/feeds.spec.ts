import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { E2E_DB } from "../../playwright.config.ts";
import { expect, test } from "./fixtures.ts";

const run = promisify(execFile);

/**
 * Runs `npm run import` (its script, directly) against the journeys' database.
 * Without Redis it writes its cache purge to the database, which the server
 * polls (app/utils/cache-purge-log.server.ts). Each journey names its own feed
 * (--source): an unnamed file is the source "pf", and the journeys running at
 * once would withdraw each other's listings (decision 029).
 */
async function importFeed(file: string, token: string): Promise<string> {
  const source = token.replace(/[^a-z0-9._-]/gi, "-").slice(0, 60);
  const args = ["--import", "tsx", "database/import-cli.ts", file, "--source", source, "--no-photos"];
  const { stdout } = await run(process.execPath, args, {
    env: { ...process.env, DATABASE_URL: E2E_DB },
    timeout: 60_000,
  });
  return stdout;
}

function feed(token: string, references: string[]): string {
  const template = readFileSync("tests/fixtures/feeds/pf-journey.xml", "utf8");
  const properties = references.map((reference, i) =>
    template
      .replaceAll("{{REFERENCE}}", reference)
      .replaceAll("{{TOKEN}}", token)
      .replaceAll("{{N}}", String(i + 1))
      .replaceAll("{{PERMIT}}", String(7_300_000_000 + Math.floor(Math.random() * 99_999_999))),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<list listing_count="${references.length}">\n${properties.join("\n")}\n</list>\n`;
}

test(
  "an imported feed's listings appear in the list and on their pages; one that leaves the feed answers 410",
  { tag: "@once" },
  async ({ page }, testInfo) => {
    // two runs of the import CLI (a cold tsx start each) on a 2-core machine shared with the other journeys
    test.setTimeout(120_000);
    // Unique per run and project, and commercial offices for sale: the other journeys open the first card of the
    // residential lists, and a fresh import is the newest listing of its list.
    const token = `Feedcheck${testInfo.project.name}${Date.now().toString(36)}`;
    const refs = [`${token}-A`, `${token}-B`].map((r) => r.slice(-40));
    const file = join(mkdtempSync(join(tmpdir(), "feed-e2e-")), "feed.xml");

    writeFileSync(file, feed(token, refs));
    expect(await importFeed(file, token)).toMatch(/created 2 · updated 0/);

    await page.goto(`/commercial-properties/buy?title=${token}`);
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(2);
    const linkOf = (n: number) =>
      cards
        .filter({ hasText: `${token} office ${n}` })
        .getByRole("link")
        .first();
    const second = await linkOf(2).getAttribute("href");
    expect(second).toMatch(/^\/properties-for-sale\/\d+$/);
    await linkOf(1).click();
    await expect(page.getByRole("heading", { level: 1, name: `${token} office 1` })).toBeVisible();
    await expect(page.getByText(refs[0] as string).first()).toBeVisible();

    // The detail page is in the server's cache now (pre-filled after another journey's purge, or opened); the CLI
    // reaches that cache through the database (no Redis here), which the server polls every 2 s.
    expect((await page.request.get(second as string)).status()).toBe(200);
    writeFileSync(file, feed(token, [refs[0] as string]));
    expect(await importFeed(file, token)).toMatch(/deactivated 1/);

    await expect.poll(async () => (await page.request.get(second as string)).status(), { timeout: 10_000 }).toBe(410);
    const response = await page.goto(second as string);
    expect(response?.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1, name: "This property is no longer available" })).toBeVisible();
    await expect(page.getByRole("link", { name: "See all commercial properties for sale in Dubai" })).toHaveAttribute(
      "href",
      "/commercial-properties/buy",
    );
    await expect(page.locator("main article").first()).toBeVisible();
  },
);

test("a feed title with a word longer than the phone is wide wraps on the page and on its card", { tag: "@phone" }, async ({ page }) => {
  test.setTimeout(90_000);
  // References and tokens in portal titles come as one unbroken word.
  const token = `Longwordfeedtitle${Date.now().toString(36)}`.padEnd(32, "x");
  const file = join(mkdtempSync(join(tmpdir(), "feed-e2e-")), "feed.xml");
  writeFileSync(file, feed(token, [`${token}-L`.slice(-40)]));
  expect(await importFeed(file, token)).toMatch(/created 1/);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/commercial-properties/buy?title=${token}`);
  await expect(page.locator("main article")).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page
    .locator("main article")
    .getByRole("link", { name: `${token} office 1` })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: `${token} office 1` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
