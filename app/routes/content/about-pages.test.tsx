import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { getOurStory, getWhyChooseUs } from "#app/content/about.ts";
import * as ar from "#app/content/ar/about.ts";
import * as arFaq from "#app/content/ar/faq.ts";
import * as arResources from "#app/content/ar/resources.ts";
import { parseCalculatorQuery } from "#app/features/content/calculator.ts";
import { LocaleProvider, type Locale } from "#app/i18n/locale.ts";
import OurStory from "./our-story.tsx";
import WhyChooseUs from "./why-choose-us.tsx";
import RentalYieldCalculator from "./rental-yield-calculator.tsx";

/** the pictures a route's page shows with this loader data: every <img>'s src, as rendered */
function imagesOf(Page: React.ComponentType, loaderData: unknown): string[] {
  const html = render(Page, loaderData);
  return [...html.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)].map((m) => m[1] ?? "");
}

/** a route's page as the server renders it with this loader data, in `locale` (root.tsx provides it from the URL) */
function render(Page: React.ComponentType, loaderData: unknown, locale: Locale = "en"): string {
  const Stub = createRoutesStub([{ id: "page", path: "/", Component: Page, loader: () => loaderData }]);
  return renderToString(
    <LocaleProvider value={locale}>
      <Stub initialEntries={["/"]} hydrationData={{ loaderData: { page: loaderData } }} />
    </LocaleProvider>,
  );
}

describe("about pages", () => {
  it.each([
    ["Our Story", OurStory as React.ComponentType, { page: getOurStory("Agency") }, 3],
    ["Why Choose Us", WhyChooseUs as React.ComponentType, { page: getWhyChooseUs("Agency") }, 4],
  ] as const)("%s shows each of its pictures once: the hero's and every row's", (_, Page, loaderData, count) => {
    const images = imagesOf(Page, loaderData);
    expect(images).toHaveLength(count);
    expect(new Set(images).size).toBe(images.length);
  });
});

describe("the Arabic pages (issue 43)", () => {
  it("Our Story is in Arabic, with its Arabic eyebrow and links to Arabic pages", () => {
    const html = render(OurStory as React.ComponentType, { page: ar.getOurStory("Agency") }, "ar");
    expect(html).toContain("<h1");
    expect(html).toMatch(/<h1[^>]*>قصتنا<\/h1>/);
    expect(html).toContain("من نحن");
    expect(html).toContain("انطلقت Agency بفريق صغير");
    expect(html).toContain('href="/ar/contact"');
  });

  it("Why Choose Us keeps its figures and words them in Arabic", () => {
    const html = render(WhyChooseUs as React.ComponentType, { page: ar.getWhyChooseUs("Agency") }, "ar");
    expect(html).toContain("لماذا تختار Agency");
    expect(html).toContain("<bdi>50,000+</bdi>");
    expect(html).toContain("جنسية بين عملائنا");
  });

  it("the rental yield calculator asks its FAQ in Arabic and shows amounts in «درهم»", () => {
    const data = {
      page: arResources.getRentalYieldCalculator("Agency"),
      faq: arFaq.getFaqItems("Agency"),
      calculator: parseCalculatorQuery(new URLSearchParams("")),
    };
    const html = render(RentalYieldCalculator as React.ComponentType, data, "ar");
    expect(html).toContain("لماذا تختار Agency لشراء عقارك أو بيعه أو استئجاره في دبي؟");
    expect(html).toContain("هل مستشاروكم مرخّصون؟");
    expect(html).toContain("سعر العقار");
    // the default result: (105,000 − 7,000) = 98,000 a year
    expect(html).toMatch(/data-testid="net-rent"[^>]*>98,000 درهم</);
    expect(html).toContain("يتماشى مع متوسط العائد الإيجاري في دبي");
  });
});
