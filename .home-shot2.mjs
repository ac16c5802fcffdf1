import { chromium } from "@playwright/test";
const [url, prefix, w, ...ids] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: Number(w), height: 900 }, reducedMotion: "reduce" });
await page.goto(url, { waitUntil: "networkidle" });
for (const id of ids) {
  const el = page.locator(id).first();
  await el.scrollIntoViewIfNeeded(); await page.waitForTimeout(800);
  await el.screenshot({ path: `${prefix}-${id.replace(/[^a-z]/gi, "")}.png` });
}
await browser.close();
