import { test as base, expect } from "@playwright/test";

/**
 * `test` whose page fails the test on any console error or uncaught page error
 * (conventions §8). A 404 the test provoked on purpose is not the page's error.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() !== "error") return;
      if (/status of 404/.test(msg.text())) return;
      errors.push(msg.text());
    });
    page.on("pageerror", (err) => errors.push(String(err)));
    await use(page);
    expect(errors, "console errors on the page").toEqual([]);
  },
});

export { expect };
