import { expect, test } from "./fixtures.ts";

const HEADER_LINKS = [
  ["Home", "/"],
  ["Buy", "/properties/buy"],
  ["Rent", "/properties/rent"],
  ["Off Plan", "/off-plan-properties"],
  ["Blogs", "/blogs"],
  ["Contact", "/contact"],
] as const;

test.describe("site frame", () => {
  test("the header's six links lead where the spec says", async ({ page, isMobile }) => {
    await page.goto("/about/our-story");
    if (isMobile) await page.getByLabel("Open menu").click();
    // One <nav> serves both layouts: inline on a desktop, the hamburger's panel on a phone.
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [label, href] of HEADER_LINKS) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
    await nav.getByRole("link", { name: "Blogs", exact: true }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("Explore leads to commercial stock, new projects, areas and developers (not only the footer)", async ({ page, isMobile }) => {
    await page.goto("/blogs");
    if (isMobile) await page.getByLabel("Open menu").click();
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.locator("summary", { hasText: /^Explore$/ }).click();
    const explore = page.locator("#menu-explore");
    for (const [label, href] of [
      ["Commercial for Sale", "/commercial-properties/buy"],
      ["Commercial to Rent", "/commercial-properties/rent"],
      ["New Projects", "/new-projects"],
      ["Areas", "/areas"],
      ["Developers", "/developers"],
    ] as const) {
      await expect(explore.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
    await explore.getByRole("link", { name: "Areas", exact: true }).click();
    await expect(page).toHaveURL(/\/areas$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("links change pages inside the same document, and mark where the visitor is", async ({ page, isMobile }) => {
    // Site links are plain anchors routed by one listener (site-link.tsx): a click must not reload the page.
    await page.goto("/about/our-story");
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const sameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

    if (isMobile) await page.getByLabel("Open menu").click();
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Buy", exact: true }).click();
    await expect(page).toHaveURL(/\/properties\/buy$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/for sale/i);
    // (on a phone the menu has closed: read the links whether shown or not)
    await expect(page.locator('#site-nav a.nav-link[href="/properties/buy"]')).toHaveAttribute("aria-current", "page");
    await expect(page.locator('#site-nav a.nav-link[href="/"]')).not.toHaveAttribute("aria-current");

    const card = page.getByRole("article").first().getByRole("heading").getByRole("link");
    const title = (await card.textContent())!.trim();
    await card.click();
    await expect(page).toHaveURL(/\/properties-for-sale\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    expect(await sameDocument(), "the document was reloaded").toBe(true);

    // Back returns to the list in the same document too.
    await page.goBack();
    await expect(page).toHaveURL(/\/properties\/buy$/);
    expect(await sameDocument()).toBe(true);
  });

  test("the footer shows contact details, the ORN and the newsletter box", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(/RERA ORN \d+/).first()).toBeVisible();
    await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(footer.getByRole("link", { name: /\+971/ })).toHaveAttribute("href", /^tel:\+971/);
    await expect(footer.getByLabel("E-mail address")).toBeVisible();
  });

  test("the WhatsApp button is a wa.me link with the agency number", { tag: "@once" }, async ({ page }) => {
    await page.goto("/");
    const wa = page.getByRole("link", { name: "Chat with us on WhatsApp" });
    await expect(wa).toHaveAttribute("href", /^https:\/\/wa\.me\/971\d+/);
  });
});

test.describe("menus at 1440 wide", { tag: "@desktop" }, () => {
  test("Guides and More are reachable by hover and by keyboard, and toggle on click", async ({ page }) => {
    await page.goto("/blogs");
    const guides = page.locator("#menu-guides");
    const guidesToggle = page.locator("summary", { hasText: /^Guides$/ });
    const more = page.locator("summary", { hasText: /^More$/ });
    await expect(guides).toBeHidden();
    await guidesToggle.hover();
    await expect(guides.getByRole("link", { name: "Tenant's Guide" })).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(guides).toBeHidden();

    // keyboard: focus reveals it, Enter opens it (the <details> reports expanded), Escape closes it
    await more.focus();
    await expect(page.locator("#menu-more").getByRole("link", { name: "Rental Yield Calculator" })).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(more.locator("..")).toHaveJSProperty("open", true);
    await page.keyboard.press("Tab");
    await expect(page.locator("#menu-more").getByRole("link", { name: "Our Story" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(more.locator("..")).toHaveJSProperty("open", false);

    // a click elsewhere closes an open one
    await guidesToggle.click();
    await expect(guidesToggle.locator("..")).toHaveJSProperty("open", true);
    await page.getByRole("heading", { level: 1 }).click();
    await expect(guidesToggle.locator("..")).toHaveJSProperty("open", false);

    // the hovered menu sits above one that keyboard focus keeps open
    await more.focus();
    await guidesToggle.hover();
    await page.locator("#menu-guides").getByRole("link", { name: "Landlord's Guide" }).click();
    await expect(page).toHaveURL(/\/guides\/landlords-guide$/);
  });

  test("the hamburger is not shown", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByLabel("Open menu")).toBeHidden();
  });
});

test.describe("menus at 390 wide", { tag: "@phone" }, () => {
  test("the hamburger opens the menu; Guides and More toggle on click", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByLabel("Open menu").click();
    const mobile = page.getByRole("navigation", { name: "Main" });
    await expect(mobile).toBeVisible();
    await expect(mobile.getByRole("link", { name: "Seller's Guide" })).toBeHidden();
    await mobile.getByText("Guides", { exact: true }).click();
    await expect(mobile.getByRole("link", { name: "Seller's Guide" })).toBeVisible();
    await mobile.getByText("Guides", { exact: true }).click();
    await expect(mobile.getByRole("link", { name: "Seller's Guide" })).toBeHidden();
    await mobile.getByText("More", { exact: true }).click();
    // both sections stay open together, as the phone menu's sections always did
    await mobile.getByText("Guides", { exact: true }).click();
    await expect(mobile.getByRole("link", { name: "Seller's Guide" })).toBeVisible();
    await expect(mobile.getByRole("link", { name: "Our Story" })).toBeVisible();
    await mobile.getByRole("link", { name: "Why Choose Us" }).click();
    await expect(page).toHaveURL(/\/about\/why-choose-us$/);
    await expect(mobile).toBeHidden();
  });

  test("Escape closes the open menu", async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel("Open menu").click();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    // the menu's links come right after the hamburger in the keyboard order
    await page.keyboard.press("Tab");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  });
});

test.describe("status codes and redirects", { tag: "@once" }, () => {
  test("an unknown page is a designed 404 with status 404", async ({ page }) => {
    const response = await page.goto("/no-such-page/at-all");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
    await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("banner")).toBeVisible();
  });

  test("/properties and /guides redirect to their first child", async ({ request }) => {
    const props = await request.get("/properties?title=marina", { maxRedirects: 0 });
    // permanent: the sale list is where /properties lives now (issue 41)
    expect(props.status()).toBe(301);
    expect(props.headers()["location"]).toBe("/properties/buy?title=marina");
    const guides = await request.get("/guides", { maxRedirects: 0 });
    expect(guides.status()).toBe(302);
    expect(guides.headers()["location"]).toBe("/guides/buyers-guide");
  });

  test("security and caching headers are set", async ({ request, page }) => {
    const res = await request.get("/");
    const csp = res.headers()["content-security-policy"] ?? "";
    // a fresh render carries a nonce; a page from the server's cache names its scripts by hash
    expect(csp).toMatch(/script-src 'self' '(nonce|sha256)-[A-Za-z0-9+/=]+'/);
    expect(res.headers()["x-content-type-options"]).toBe("nosniff");
    expect(res.headers()["content-encoding"]).toMatch(/^(br|gzip)$/);
    await page.goto("/");
    const css = await page.locator('link[rel="stylesheet"]').first().getAttribute("href");
    const asset = await request.get(css!, { headers: { "accept-encoding": "br, gzip" } });
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers()["content-encoding"]).toBe("br");
  });

  test("robots.txt and sitemap.xml are served", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(await robots.text()).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
    const sitemap = await request.get("/sitemap.xml");
    const xml = await sitemap.text();
    expect(xml).toContain("<urlset");
    expect(xml).toMatch(/\/properties-for-sale\/\d+/);
    expect(xml).toMatch(/\/properties-off-plan\/\d+/);
  });
});
