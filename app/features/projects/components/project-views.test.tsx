import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "#app/i18n/locale.ts";
import type { ProjectDetail, ProjectSummary } from "../types.ts";
import { projectListMeta } from "../seo.ts";
import { PaymentPlan } from "./payment-plan.tsx";
import { ProjectCard } from "./project-card.tsx";
import { ProjectFacts } from "./project-facts.tsx";

const summary: ProjectSummary = {
  id: 12,
  slug: "palm-beach-towers",
  name: "Palm Beach Towers",
  regionName: "Dubai",
  area: { id: 3, name: "Palm Jumeirah" },
  developer: { id: 4, name: "Nakheel" },
  priceFrom: 1_250_000,
  houseTypes: ["Apartment"],
  handover: "2028-03",
  bedroomMin: 1,
  bedroomMax: 3,
  launchDate: "2025-01-10",
  plan: { first: 20, construction: 40, onHandover: 10, postHandover: 30 },
  photos: [],
};

const detail = {
  ...summary,
  description: "Beachfront living.",
  sizeMin: 800,
  sizeMax: 2_400,
  bathrooms: 4,
  parking: 2,
  totalFloors: 2,
  furnishing: null,
  permitNumber: "123",
  escrowAccount: null,
  floorPlans: [],
  paymentPlan: { firstInstallment: 20, underConstruction: 40, onHandover: 10, postHandover: 30 },
  agent: null,
  updatedAt: "2026-01-01",
} satisfies ProjectDetail;

const render = (locale: "en" | "ar", node: React.ReactNode) =>
  renderToString(
    <LocaleProvider value={locale}>
      <MemoryRouter>{node}</MemoryRouter>
    </LocaleProvider>,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the off-plan pages in Arabic (issue 43)", () => {
  it("shows a project card in Arabic: price in درهم, Arabic month, the plan line, the link to /ar/properties-off-plan", () => {
    const html = render("ar", <ProjectCard project={summary} />);
    const words = text(html);
    expect(html).toContain('href="/ar/properties-off-plan/12"');
    expect(words).toContain("الأسعار تبدأ من");
    expect(words).toContain("1,250,000 درهم");
    expect(words).toContain("التسليم مارس 2028");
    expect(words).toContain("60/40 · 30% بعد التسليم · الربع الأول 2028");
    // the name and the developer come from the data in English
    expect(html).toMatch(/<h2 lang="en"[^>]*>.*Palm Beach Towers/);
    expect(html).toMatch(/<p lang="en"[^>]*><bdi>Nakheel<\/bdi><\/p>/);
    // isolated, so a name that starts with a figure or ends with a bracket keeps its order in the Arabic line
    expect(html).toContain("<bdi>Palm Beach Towers</bdi>");
  });

  it("shows the Arabic name when the data has one, unmarked", () => {
    const html = render("ar", <ProjectCard project={{ ...summary, nameAr: "أبراج بالم بيتش" }} />);
    expect(html).toMatch(/<h2 class="[^"]*"><a [^>]*>أبراج بالم بيتش<\/a><\/h2>/);
    expect(render("en", <ProjectCard project={{ ...summary, nameAr: "أبراج بالم بيتش" }} />)).toContain(">Palm Beach Towers</a>");
  });

  it("keeps the English card as it was", () => {
    const html = render("en", <ProjectCard project={summary} />);
    expect(html).toContain('href="/properties-off-plan/12"');
    expect(text(html)).toContain("Handover Mar 2028");
    expect(html).not.toContain('lang="en"');
  });

  it("names the payment plan's steps and counts the floors in Arabic", () => {
    const plan = text(render("ar", <PaymentPlan plan={detail.paymentPlan} />));
    for (const label of ["خطة الدفع", "الدفعة الأولى", "عند التسليم", "بعد التسليم"]) expect(plan).toContain(label);
    const facts = text(render("ar", <ProjectFacts project={detail} />));
    expect(facts).toContain("طابقان");
    expect(facts).toContain("حتى 4");
    expect(text(render("ar", <ProjectFacts project={{ ...detail, totalFloors: 12 }} />))).toContain("12 طابقًا");
    expect(text(render("en", <ProjectFacts project={detail} />))).toContain("2 floors");
  });

  it("writes the Arabic list's meta: page title, canonical under /ar, JSON-LD in Arabic", () => {
    const agency = { siteUrl: "https://site.test", brand: "Test" } as Parameters<typeof projectListMeta>[0];
    const tags = projectListMeta(
      agency,
      { heading: "عقارات على الخارطة للبيع في دبي", description: "…", pathname: "/ar/off-plan-properties", locale: "ar" },
      { page: 2, items: [summary] },
    );
    expect(tags).toContainEqual({ title: "عقارات على الخارطة للبيع في دبي – الصفحة 2 | Test العقارية" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://site.test/ar/off-plan-properties?page=2" });
    const ld = tags.find((t) => "script:ld+json" in t)?.["script:ld+json"] as Record<string, unknown>;
    expect(ld).toMatchObject({ inLanguage: "ar", itemListElement: [{ url: "https://site.test/ar/properties-off-plan/12" }] });
  });
});
