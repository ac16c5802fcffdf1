import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { GUIDES } from "../../app/content/guides.ts";
import { BLOG_SEED } from "../../database/seed/blog-posts.ts";
import { FAQ_ITEMS } from "../../app/content/faq.ts";
import { WHY_CHOOSE_US } from "../../app/content/about.ts";
import { getInvestmentGuide } from "../../app/content/resources.ts";
import { VALUATION_CTA_TEXTS } from "../../app/content/leads.ts";

/** The link named `name` (first match) points to `href`. */
async function expectLink(page: Page, name: string, href: string, scope = page.getByRole("main")) {
  await expect(scope.getByRole("link", { name, exact: true }).first()).toHaveAttribute("href", href);
}

const result = (page: Page) => ({
  netRent: page.getByTestId("net-rent"),
  netRoi: page.getByTestId("net-roi"),
  note: page.getByTestId("roi-band-note"),
});

test.describe("guides", { tag: "@once" }, () => {
  for (const guide of GUIDES) {
    test(`${guide.slug}: hero, intro and three rows; FIND A CONSULTANT leads to /contact`, async ({ page }) => {
      const response = await page.goto(`/guides/${guide.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(guide.heroHeading);
      const main = page.getByRole("main");
      // the sellers' and landlords' guides end with the valuation call to action (issue 17)
      const owners = guide.slug === "sellers-guide" || guide.slug === "landlords-guide";
      await expect(main.getByRole("heading", { level: 2 })).toHaveText([
        guide.introHeading,
        ...guide.rowsContent.map((row) => row.rowHeading),
        ...(owners ? [VALUATION_CTA_TEXTS.heading] : []),
        "More guides",
      ]);
      await main.getByRole("link", { name: "FIND A CONSULTANT" }).click();
      await expect(page).toHaveURL(/\/contact$/);
    });
  }

  test("the tenants' guide states the spec's deposit and agency-fee figures", async ({ page }) => {
    await page.goto("/guides/tenants-guide");
    const main = page.getByRole("main");
    await expect(main.getByText(/5% of the annual rent if the home is unfurnished and 10% if it is furnished/)).toBeAttached();
    await expect(main.getByText(/agency fee is about 5% of the annual rent/)).toBeAttached();
  });

  test("/guides opens the buyer's guide and an unknown guide is a 404", async ({ page }) => {
    await page.goto("/guides");
    await expect(page).toHaveURL(/\/guides\/buyers-guide$/);
    const response = await page.goto("/guides/investors-guide");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(GUIDES[0]!.heroHeading);
  });
});

test.describe("blog", { tag: "@once" }, () => {
  test("the list shows the first post featured, then the rest, newest first", async ({ page }) => {
    await page.goto("/blogs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("News & Insights");
    const articles = page.getByRole("main").getByRole("article");
    await expect(articles.first()).toBeVisible();
    // the launch posts, in publish order (a back-office journey may add newer ones meanwhile)
    const titles = await articles.getByRole("heading").allTextContents();
    expect(titles.filter((t) => BLOG_SEED.some((p) => p.title === t))).toEqual(BLOG_SEED.map((p) => p.title));
    for (const post of BLOG_SEED) {
      const card = articles.filter({ has: page.getByRole("heading", { name: post.title }) });
      await expect(card.getByText(/^\d+ min read$/)).toBeVisible();
      await expect(card.locator("time")).toHaveAttribute("datetime", post.publishAt.slice(0, 10));
    }
    const last = BLOG_SEED[BLOG_SEED.length - 1]!;
    await expect(page.getByRole("main").getByRole("link", { name: last.title })).toHaveAttribute("href", `/blogs/${last.slug}`);
    await articles.nth(0).getByRole("link", { name: "CONTINUE READING" }).click();
    await expect(page).toHaveURL(/\/blogs\/(?!\d+$)[a-z0-9]+(?:-[a-z0-9]+)*$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles[0]!);
  });

  test("a post shows its title, image and headed paragraphs, with BlogPosting JSON-LD", async ({ page }) => {
    const post = BLOG_SEED[1]!;
    await page.goto(`/blogs/${post.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expect(page.getByRole("img", { name: post.title })).toBeVisible();
    for (const [, heading] of post.body.matchAll(/^## (.+)$/gm)) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeAttached();
    }
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = ld.map((t) => JSON.parse(t) as Record<string, unknown>).find((d) => d["@type"] === "BlogPosting");
    expect(posting).toMatchObject({ headline: post.title, datePublished: post.publishAt });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/blogs/${post.slug}$`));
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", new RegExp(`/blogs/${post.slug}$`));
    expect(posting?.url).toMatch(new RegExp(`/blogs/${post.slug}$`));
  });

  test("a launch post's numeric address answers 301 to its slug address", async ({ page }) => {
    for (const post of BLOG_SEED) {
      const response = await page.request.get(`/blogs/${post.id}`, { maxRedirects: 0 });
      expect(response.status(), `/blogs/${post.id}`).toBe(301);
      expect(response.headers()["location"]).toBe(`/blogs/${post.slug}`);
    }
    await page.goto(`/blogs/${BLOG_SEED[0]!.id}`);
    await expect(page).toHaveURL(new RegExp(`/blogs/${BLOG_SEED[0]!.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(BLOG_SEED[0]!.title);
  });

  test("a post that does not exist is a 404", async ({ page }) => {
    for (const id of ["99999", "0", "abc", "01", "1.5", "no-such-post", BLOG_SEED[0]!.slug.toUpperCase()]) {
      const response = await page.goto(`/blogs/${id}`);
      expect(response?.status(), `/blogs/${id}`).toBe(404);
    }
  });
});

test.describe("about pages", { tag: "@once" }, () => {
  test("Our Story: hero with FIND A CONSULTANT, intro and two rows", async ({ page }) => {
    await page.goto("/about/our-story");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Story");
    await expectLink(page, "FIND A CONSULTANT", "/contact");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(3);
  });

  test.describe("with motion", () => {
    test.use({ reducedMotion: "no-preference" });
    test("Why choose us: six stat cards with the spec's figures zoom in as they come into view", async ({ page }) => {
      await page.goto("/about/why-choose-us");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Why Choose");
      const cards = page.locator("[data-reveal-zoom]");
      await expect(cards).toHaveCount(6);
      for (const stat of WHY_CHOOSE_US.stats) {
        await expect(page.getByText(stat.value, { exact: true })).toBeAttached();
      }
      await cards.last().scrollIntoViewIfNeeded();
      await expect(cards.last()).toHaveAttribute("data-reveal-zoom", "shown");
      await expect(cards.last()).toBeVisible();
    });
  });
});

test.describe("resources", { tag: "@once" }, () => {
  test("the valuation landing offers both valuations and four benefits", async ({ page }) => {
    await page.goto("/resources/property-valuation");
    const inPerson = page.getByRole("listitem").filter({ hasText: "In-Person Property Valuation" });
    await expect(inPerson.getByRole("link", { name: "Book Your Appointment" })).toHaveAttribute("href", "/property-valuation-form");
    const instant = page.getByRole("listitem").filter({ hasText: "Instant Property Valuation" });
    await expect(instant.getByRole("link", { name: "FIND A CONSULTANT" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveCount(2 + 4);
    await inPerson.getByRole("link", { name: "Book Your Appointment" }).click();
    await expect(page).toHaveURL(/\/property-valuation-form$/);
  });

  test.describe("with motion", () => {
    test.use({ reducedMotion: "no-preference" });
    test("the investment guide: edition title, the guide form, five zooming cards, Let's Find Your Ideal Investment", async ({ page }) => {
      await page.goto("/investment-guide");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        `Your ${new Date().getFullYear()} Dubai Real Estate Investment Guide`,
      );
      await expectLink(page, "FIND A CONSULTANT", "/contact");
      await expect(page.getByRole("main").getByRole("textbox").first()).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Why Invest in Dubai?" })).toBeVisible();
      const cards = page.locator("[data-reveal-zoom]");
      await expect(cards).toHaveCount(5);
      for (const card of getInvestmentGuide("Sandstone", new Date().getFullYear()).whyInvestCards) {
        await expect(page.getByRole("heading", { level: 3, name: card.title })).toBeAttached();
      }
      await cards.first().scrollIntoViewIfNeeded();
      await expect(cards.first()).toHaveAttribute("data-reveal-zoom", "shown");
      await expect(page.getByRole("heading", { level: 2, name: "Let's Find Your Ideal Investment" })).toBeVisible();
    });
  });
});

test.describe("rental yield calculator", () => {
  test("renders the defaults' result, the band, the three rows' buttons and the FAQ", async ({ page }) => {
    await page.goto("/resources/rental-yield-calculator");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rental Yield Calculator");
    // opens on a realistic flat (AED 1,500,000 at 105,000 a year), judged against the guide's 6–7% average (issue 41)
    await expect(page.getByRole("spinbutton", { name: /^Property price/ })).toHaveValue("1500000");
    await expect(result(page).netRent).toHaveText("AED 98,000");
    await expect(result(page).netRoi).toHaveText("6.53%");
    await expect(result(page).note).toContainText("In line with Dubai's 6–7% average rental yield");
    await expectLink(page, "FIND A CONSULTANT", "/contact");
    await expectLink(page, "Investment Guide", "/investment-guide");
    await expectLink(page, "Explore Reports", "/blogs");
    await expectLink(page, "Get a Consultation", "/off-plan-properties");
    await expect(page.getByRole("heading", { level: 2, name: /^Why choose / })).toBeVisible();
    for (const item of FAQ_ITEMS.slice(1, 3)) {
      await expect(page.getByText(item.title)).toBeVisible();
    }
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faq = ld.map((t) => JSON.parse(t) as { "@type": string; mainEntity?: unknown[] }).find((d) => d["@type"] === "FAQPage");
    expect(faq?.mainEntity).toHaveLength(FAQ_ITEMS.length);
  });

  test("moving a slider updates the result at once", async ({ page }) => {
    await page.goto("/resources/rental-yield-calculator");
    const priceSlider = page.getByRole("slider", { name: "Property price slider" });
    await priceSlider.focus();
    await page.keyboard.press("ArrowRight"); // one step: 1,500,000 → 1,550,000
    await expect(page.getByRole("spinbutton", { name: /^Property price/ })).toHaveValue("1550000");
    await expect(result(page).netRoi).toHaveText("6.32%"); // 98,000 / 1,550,000
    const rentSlider = page.getByRole("slider", { name: "Annual rent slider" });
    await rentSlider.focus();
    await page.keyboard.press("ArrowLeft"); // 105,000 → 100,000
    await expect(result(page).netRent).toHaveText("AED 93,000");
    await expect(result(page).netRoi).toHaveText("6.00%");
    await expect(result(page).note).toContainText("In line with Dubai's 6–7% average");
    await page.keyboard.press("ArrowLeft"); // 100,000 → 95,000
    await expect(result(page).netRoi).toHaveText("5.68%"); // 88,000 / 1,550,000
    await expect(result(page).note).toContainText("Below Dubai's 6–7% average");
  });

  test("typing a number updates the result; out-of-range and empty entries are handled and said", async ({ page }) => {
    await page.goto("/resources/rental-yield-calculator");
    const rent = page.getByRole("spinbutton", { name: /^Annual rent/ });
    await rent.fill("60000");
    await expect(result(page).netRent).toHaveText("AED 53,000");
    await expect(result(page).netRoi).toHaveText("3.53%"); // 53,000 / 1,500,000

    const price = page.getByRole("spinbutton", { name: /^Property price/ });
    await price.fill("1250000");
    await expect(result(page).netRoi).toHaveText("4.24%"); // 53,000 / 1,250,000
    await expect(page.getByRole("slider", { name: "Property price slider" })).toHaveValue("1250000");

    await price.fill("0");
    await expect(page.getByText("Below the minimum: AED 200,000 is used.")).toBeVisible();
    await expect(result(page).netRoi).toHaveText("26.50%");
    await expect(result(page).note).toContainText("Above the 8–15%");
    await price.blur();
    await expect(price).toHaveValue("200000");

    await price.fill("");
    await expect(result(page).netRoi).toHaveText("—");
    await expect(result(page).note).toHaveText("Enter a property price to see the net ROI.");
    await price.blur();
    await expect(price).toHaveValue("200000");
    await expect(result(page).netRoi).toHaveText("26.50%");

    await rent.fill("99999999");
    await rent.blur();
    await expect(rent).toHaveValue("5000000");
    await expect(page.getByText("Above the maximum: AED 5,000,000 is used.")).toBeVisible();
  });
});

test.describe("rental yield calculator without JavaScript", { tag: "@once" }, () => {
  test.use({ javaScriptEnabled: false });

  test("the form computes on the server", async ({ page }) => {
    await page.goto("/resources/rental-yield-calculator");
    await expect(page.getByRole("slider")).toHaveCount(0);
    await page.getByRole("spinbutton", { name: /^Property price/ }).fill("1500000");
    await page.getByRole("spinbutton", { name: /^Annual service charges/ }).fill("21000");
    await page.getByRole("spinbutton", { name: /^Additional charges/ }).fill("4500");
    await page.getByRole("spinbutton", { name: /^Annual rent/ }).fill("120000");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/price=1500000&service=21000&additional=4500&rent=120000/);
    await expect(result(page).netRent).toHaveText("AED 94,500");
    await expect(result(page).netRoi).toHaveText("6.30%");
  });

  test("unusable and out-of-range values in the URL are dropped or clamped, and said", async ({ page }) => {
    const response = await page.goto("/resources/rental-yield-calculator?price=0&service=abc&rent=120000");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Below the minimum: AED 200,000 is used.")).toBeVisible();
    await expect(page.getByText("Not a number: AED 5,000 is used.")).toBeVisible();
    await expect(result(page).netRent).toHaveText("AED 113,000");
    await expect(result(page).netRoi).toHaveText("56.50%");
  });
});

test.describe("mortgage calculator without JavaScript", { tag: "@once" }, () => {
  test.use({ javaScriptEnabled: false });

  test("a sale's box opens the full calculator with its price; the form is computed on the server; a bad entry is said", async ({
    page,
  }) => {
    // a residential sale with a price has the box (rent pages and commercial sales do not: routes/content/mortgage-calculator.test.ts)
    await page.goto("/properties/buy?min_price=1000000");
    const href = (await page.locator('main a[href^="/properties-for-sale/"]').first().getAttribute("href")) ?? "";
    await page.goto(href);
    const box = page.getByRole("region", { name: "Mortgage estimate" });
    await expect(box).toBeVisible();
    await expect(box.getByTestId("mortgage-box-payment")).toHaveText(/^AED \d{1,3}(,\d{3})*$/);
    const price = await box.locator('input[name="price"]').inputValue();
    await box.getByRole("textbox", { name: /^Interest rate/ }).fill("4");
    await box.getByRole("button", { name: "Open the full calculator" }).click();
    await expect(page).toHaveURL(new RegExp(`/resources/mortgage-calculator\\?price=${price}(&stage=off-plan)?&rate=4&years=25$`));
    await expect(page.getByRole("textbox", { name: /^Property price/ })).toHaveValue(price);
    await expect(page.getByRole("textbox", { name: /^Interest rate/ })).toHaveValue("4");

    // a UAE national of 55 with AED 30,000 a month buys a first home at AED 3,000,000
    await page.getByRole("textbox", { name: /^Property price/ }).fill("3,000,000");
    await page.getByLabel("Buyer").selectOption("national");
    await page.getByRole("textbox", { name: /^Term/ }).fill("20");
    await page.getByRole("textbox", { name: /^Your age/ }).fill("55");
    await page.getByRole("textbox", { name: /^Monthly income/ }).fill("30000");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(
      /price=3%2C000%2C000&buyer=national&home=first&stage=ready&loan=&rate=4&years=20&age=55&income=30000&debts=$/,
    );
    // 80% of the price; the last payment by 70 cuts the term to 15 years: 2,400,000 at 4% over 180 months
    await expect(page.getByTestId("loan-amount")).toHaveText("AED 2,400,000");
    await expect(page.getByTestId("monthly-payment")).toHaveText("AED 17,753");
    await expect(page.getByTestId("day-one-total")).toHaveText("AED 797,570");
    await expect(page.getByTestId("mortgage-notes")).toContainText("at 55 the term is limited to 15 years");
    await expect(page.getByTestId("mortgage-notes")).toContainText("a bank would refuse this loan");
    await expect(page.getByTestId("day-one-lines").getByRole("listitem")).toHaveCount(6);

    await page.getByRole("textbox", { name: /^Property price/ }).fill("three million");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByText("Enter the property price in AED, for example 2,000,000.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: /^Property price/ })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("monthly-payment")).toHaveText("—");
  });
});

test.describe("content pages' headers and meta", () => {
  test(
    "every content page is cacheable for an hour and has title, description, canonical and og:image",
    { tag: "@once" },
    async ({ page }) => {
      const paths = [
        "/guides/sellers-guide",
        "/blogs",
        `/blogs/${BLOG_SEED[2]!.slug}`,
        "/about/our-story",
        "/about/why-choose-us",
        "/resources/property-valuation",
        "/investment-guide",
        "/resources/rental-yield-calculator",
        "/resources/mortgage-calculator",
      ];
      for (const path of paths) {
        const response = await page.goto(path);
        expect(response?.headers()["cache-control"], path).toBe("public, max-age=3600, stale-while-revalidate=86400");
        await expect(page).toHaveTitle(/.+/);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path.replace(/\//g, "\\/")}$`));
        await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https?:\/\/.+\/images\/site\/.+\.webp$/);
      }
    },
  );
});
