import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { getFaqItems } from "#app/content/faq.ts";
import { FaqAccordion } from "#app/components/faq-accordion.tsx";
import { AreaCard } from "./area-card.tsx";
import { DeveloperCard } from "./developer-card.tsx";
import { PagedDirectory, type PagedState } from "./paged-directory.tsx";
import { StaffView } from "./staff-view.tsx";
import { DeveloperView } from "./developer-view.tsx";
import { LocaleProvider } from "#app/i18n/locale.ts";
import type { AreaSummary } from "#app/features/directory/queries.server.ts";
import type { ProjectSummary } from "#app/features/projects/types.ts";

function renderAreas(state: PagedState<AreaSummary>, loading = false): string {
  return renderToString(
    <MemoryRouter>
      <PagedDirectory
        eyebrow="Communities"
        heading="All Areas"
        intro="intro"
        basePath="/areas"
        state={state}
        loading={loading}
        loadingText="Loading areas..."
        emptyText="No areas available"
        itemKey={(a) => a.id}
        renderItem={(a) => <AreaCard area={a} />}
      />
    </MemoryRouter>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("All Areas view", () => {
  it("renders the error box with a Retry form back to page 1, and no grid or pager", () => {
    const html = renderAreas({ status: "error", message: "Failed to fetch areas", page: 4 });
    expect(html).toContain('role="alert"');
    expect(text(html)).toContain("Failed to fetch areas");
    expect(html).toMatch(
      /<form action="\/areas" method="get"><input type="hidden" name="page" value="1"\/><button type="submit"[^>]*>Retry<\/button>/,
    );
    expect(html).not.toContain('aria-label="Pagination"');
  });

  it("renders 'No areas available' when empty", () => {
    const html = renderAreas({ status: "ok", items: [], page: 1, hasNext: false });
    expect(text(html)).toContain("No areas available");
    expect(html).not.toContain("<ul");
  });

  it("renders cards linking to /areas/{id}, placeholder images and the pager states", () => {
    const html = renderAreas({ status: "ok", items: [{ id: 7, name: "Dubai Marina", image: null }], page: 1, hasNext: true });
    expect(html).toContain('href="/areas/7"');
    expect(html).toContain('src="/images/placeholder.svg"');
    expect(html).toMatch(/<button type="button" disabled=""[^>]*aria-label="Previous page"/);
    expect(html).toMatch(/<a [^>]*aria-label="Next page"[^>]*href="\/areas\?page=2"/);
    expect(text(html)).toContain("Page 1");
  });

  it("shows 'Loading areas...' and disables both pager buttons while a page loads", () => {
    const html = renderAreas({ status: "ok", items: [{ id: 7, name: "Dubai Marina", image: null }], page: 2, hasNext: true }, true);
    expect(text(html)).toContain("Loading areas...");
    expect(html.match(/<button type="button" disabled=""/g)).toHaveLength(2);
  });
});

describe("developer card", () => {
  it("cuts the description at 100 characters plus an ellipsis", () => {
    const description = "D".repeat(150);
    const html = renderToString(
      <MemoryRouter>
        <DeveloperCard developer={{ id: 3, name: "Emaar", description, logo: null }} showDescription />
      </MemoryRouter>,
    );
    expect(html).toContain(`${"D".repeat(100)}…`);
    expect(html).not.toContain("D".repeat(101));
    expect(html).toContain('href="/developers/3"');
  });
});

describe("staff view", () => {
  const agent = {
    id: 1,
    name: "Omar",
    role: null,
    avatar: null,
    phone: "+971 50 123 4567",
    email: "omar@x.ae",
    brn: "12345",
    languages: [],
  };

  it("shows 'No bio available' for an agent without a role, their initials for a missing portrait, and contact links", () => {
    const html = renderToString(
      <MemoryRouter>
        <StaffView state={{ status: "ok", items: [agent] }} loading={false} brand="Test" phone="+971 4 000 0000" />
      </MemoryRouter>,
    );
    expect(text(html)).toContain("Our Staff");
    expect(text(html)).toContain("No bio available");
    expect(html).toContain('href="tel:+97150123456');
    expect(html).toContain('href="mailto:omar@x.ae"');
    expect(html).not.toContain('src="/images/placeholder.svg"');
    expect(html).toMatch(/<span role="img" aria-label="Portrait of Omar"[^>]*>O<\/span>/);
    expect(html).toContain('href="/contact"');
    expect(text(html)).toContain("+971 4 000 0000");
  });

  it("shows 'Error fetching data' when the data call failed, and 'Loading...' while loading", () => {
    const html = renderToString(
      <MemoryRouter>
        <StaffView state={{ status: "error", message: "Error fetching data" }} loading brand="Test" phone="1" />
      </MemoryRouter>,
    );
    expect(text(html)).toContain("Error fetching data");
    expect(text(html)).toContain("Loading...");
  });
});

describe("FAQ accordion (server render, before JavaScript)", () => {
  it("renders an exclusive <details name> group that works without JavaScript", () => {
    const items = getFaqItems("Test");
    const html = renderToString(<FaqAccordion heading="Why choose Test" items={items} />);
    const names = [...html.matchAll(/<details name="([^"]+)"/g)].map((m) => m[1]);
    expect(names).toHaveLength(5);
    expect(new Set(names).size).toBe(1);
    expect(html).not.toContain("<details open");
    expect(html).toMatch(/<h2 id="[^"]+"[^>]*>Why choose Test<\/h2>/);
  });
});

describe("the directory in Arabic (issue 43)", () => {
  const inArabic = (node: React.ReactNode) =>
    renderToString(
      <LocaleProvider value="ar">
        <MemoryRouter initialEntries={["/ar/areas"]}>{node}</MemoryRouter>
      </LocaleProvider>,
    );

  it("links the area cards, the pager and Retry to the Arabic pages and says the spec's message in Arabic", () => {
    const props = {
      eyebrow: "المجتمعات السكنية",
      heading: "جميع المناطق",
      intro: "intro",
      basePath: "/areas",
      loading: false,
      loadingText: "",
      emptyText: "",
      itemKey: (a: AreaSummary) => a.id,
      renderItem: (a: AreaSummary) => <AreaCard area={a} />,
    };
    const ok = inArabic(
      <PagedDirectory {...props} state={{ status: "ok", items: [{ id: 7, name: "Dubai Marina", image: null }], page: 1, hasNext: true }} />,
    );
    expect(ok).toContain('href="/ar/areas/7"');
    expect(ok).toMatch(/<h3 lang="en"[^>]*>.*Dubai Marina/);
    expect(ok).toMatch(/<a [^>]*href="\/ar\/areas\?page=2"/);
    const failed = inArabic(<PagedDirectory {...props} state={{ status: "error", message: "Failed to fetch areas", page: 2 }} />);
    expect(text(failed)).toContain("تعذّر تحميل المناطق");
    expect(failed).toContain('<form action="/ar/areas" method="get">');
  });

  it("counts a developer's projects with the Arabic plural forms and links the card to /ar/developers/{id}", () => {
    const developer = (projectCount: number) => ({
      developer: { id: 3, slug: "emaar", name: "Emaar", description: "Dubai's largest developer.", logo: null, projectCount },
      projects: { state: { status: "ok" as const, items: [] as ProjectSummary[] }, total: 0 },
    });
    const counts = [1, 2, 3, 11, 100].map((n) => text(inArabic(<DeveloperView data={developer(n)} projectCard={() => null} />)));
    expect(counts[0]).toContain("مشروع واحد متاح");
    expect(counts[1]).toContain("مشروعان متاحان");
    expect(counts[2]).toContain("3 مشاريع متاحة");
    expect(counts[3]).toContain("11 مشروعًا متاحًا");
    expect(counts[4]).toContain("100 مشروع متاح");
    expect(counts[0]).toContain("لا توجد مشاريع لهذا المطور حاليًا.");
    expect(counts[0]).toContain("جميع المطورين");
    const card = inArabic(<DeveloperCard developer={{ id: 3, name: "Emaar", description: "x", logo: null }} />);
    expect(card).toContain('href="/ar/developers/3"');
    expect(card).toContain('alt="شعار Emaar"');
  });

  it("shows the staff page in Arabic, the phone and the BRN kept left to right, the languages named in Arabic", () => {
    const agent = {
      id: 1,
      name: "Omar",
      role: null,
      avatar: null,
      phone: "+971 50 123 4567",
      email: "omar@x.ae",
      brn: "12345",
      languages: ["Arabic", "English", "Klingon"],
    };
    const html = inArabic(<StaffView state={{ status: "ok", items: [agent] }} loading={false} brand="Test" phone="+971 4 000 0000" />);
    expect(text(html)).toContain("فريق العمل");
    expect(text(html)).toContain("لا توجد نبذة متاحة");
    expect(html).toContain('<bdi dir="ltr">+971 4 000 0000</bdi>');
    expect(html).toContain('<bdi dir="ltr">12345</bdi>');
    expect(text(html)).toContain("العربية، الإنجليزية، Klingon");
    expect(html).toContain('href="/ar/contact"');
    expect(html).toContain('aria-label="اتصل بـ Omar"');
  });
});
