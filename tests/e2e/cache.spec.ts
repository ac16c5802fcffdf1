import { expect, test } from "./fixtures.ts";

/**
 * The server's shared cache (server/response-cache.ts): a page rendered once
 * is served again as the same document under a CSP that names its inline
 * scripts by hash, and it still hydrates and runs in a real browser.
 */
test(
  "a page served from the server's cache hydrates and navigates under its hash-based policy",
  { tag: "@once" },
  async ({ page, request }) => {
    const url = "/properties/rent?page=4";
    const first = await request.get(url);
    const again = await request.get(url);
    expect(again.headers()["x-cache"]).toBe("HIT");
    expect(await again.text()).toBe(await first.text());

    const response = await page.goto(url);
    expect(response?.headers()["x-cache"]).toBe("HIT");
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(policy).not.toContain("nonce-");

    // Client-side navigation only happens once the inline bootstrap scripts ran and React hydrated.
    const pager = page.getByRole("navigation", { name: "Pagination" });
    await expect(pager.getByRole("combobox")).toHaveValue("4");
    await pager.getByRole("combobox").selectOption("5");
    await expect(page).toHaveURL(/page=5$/);
    await expect(pager.getByRole("combobox")).toHaveValue("5");
  },
);

test("404s, redirects and health checks are never served from the cache", { tag: "@once" }, async ({ request }) => {
  for (const url of ["/properties/buy?page=99999", "/healthz", "/properties/buy?page=999999", "/properties-for-sale/0"]) {
    await request.get(url, { maxRedirects: 0 });
    expect((await request.get(url, { maxRedirects: 0 })).headers()["x-cache"], url).not.toBe("HIT");
  }
});
