import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** Opacity and reveal state of every card that shows at least a pixel in the viewport. */
function cardsInView(page: Page) {
  return page.locator("main article").evaluateAll((cards) =>
    cards
      .filter((card) => {
        const box = card.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight;
      })
      .map((card) => ({ opacity: Number(getComputedStyle(card).opacity), state: card.getAttribute("data-reveal") })),
  );
}

test.describe("cards rising in as the page scrolls", () => {
  test.use({ reducedMotion: "no-preference" });

  test("cards above the fold are never hidden, before or after the script runs", async ({ page }) => {
    await page.goto("/properties/buy", { waitUntil: "domcontentloaded" });
    const first = page.locator("main article").first();
    expect(await first.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(first).toHaveAttribute("data-reveal", "shown");
    await expect(first).not.toHaveAttribute("data-reveal-animate");
    expect(await first.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  });

  test("scrolling never meets an empty band: every card in view is drawn", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/properties/buy");
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    let checked = 0;
    for (let y = 0; y < height; y += 280) {
      await page.mouse.wheel(0, 280);
      await page.waitForTimeout(350);
      // Each card in view is drawn within moments of the scroll: normally by the 350 ms above (the rise
      // is 0.7 s from transparent); a machine under a full parallel suite may start the animation
      // later, so the check retries for up to 2 s before calling the band empty.
      let seen = 0;
      const blank = async () => {
        const cards = await cardsInView(page);
        seen = cards.length;
        return cards.filter((card) => card.state === "pending" || card.opacity <= 0.5);
      };
      await expect.poll(blank, { timeout: 2_000 }).toEqual([]);
      checked += seen;
    }
    expect(checked).toBeGreaterThan(10);
    await expect(page.locator("main article[data-reveal-animate]").first()).toBeAttached();
  });

  test("under reduced motion nothing waits or moves", { tag: "@once" }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/properties/buy");
    await page.locator("main article").last().scrollIntoViewIfNeeded();
    await expect(page.locator("main article[data-reveal='pending']")).toHaveCount(0);
    await expect(page.locator("main article[data-reveal-animate]")).toHaveCount(0);
  });
});

test.describe("cards without JavaScript", { tag: "@once" }, () => {
  test.use({ javaScriptEnabled: false });

  test("every card is drawn", async ({ page }) => {
    await page.goto("/properties/buy");
    const opacities = await page.locator("main article").evaluateAll((cards) => cards.map((c) => getComputedStyle(c).opacity));
    expect(opacities.length).toBeGreaterThan(0);
    expect(new Set(opacities)).toEqual(new Set(["1"]));
  });
});
