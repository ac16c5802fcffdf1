import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { LocaleProvider, localeOfPath } from "#app/i18n/locale.ts";
import type { AgencyConfig } from "#app/utils/agency.ts";
import { Header } from "./header.tsx";
import { Footer } from "./footer.tsx";

const agency: AgencyConfig = {
  brand: "Acme",
  siteUrl: "https://acme.example",
  phone: "+971 4 000 0000",
  whatsapp: "+971500000000",
  email: "hello@acme.example",
  address: "Business Bay, Dubai",
  orn: "12345",
  social: [],
};

/** The header (and footer) of the page at `url`, in the URL's language as the root layout gives it. */
function render(url: string, withFooter = false) {
  const pathname = new URL(url, "http://x").pathname;
  const Page = () => (
    <LocaleProvider value={localeOfPath(pathname)}>
      <Header agency={agency} />
      {withFooter ? <Footer agency={agency} newsletter={null} /> : null}
    </LocaleProvider>
  );
  const Stub = createRoutesStub([{ path: "*", Component: Page }]);
  return renderToString(<Stub initialEntries={[url]} />);
}

/** The language switch's anchors (one in the bar, one in the phone menu). */
const switches = (html: string) => html.match(/<a [^>]*data-language-switch=""[^>]*>[^<]*<\/a>/g) ?? [];

describe("the language switch", () => {
  it("on an English page leads to the same page and query in Arabic, named «العربية»", () => {
    const found = switches(render("/properties/buy?bedrooms=2&page=3"));
    expect(found).toHaveLength(2);
    for (const a of found) {
      expect(a).toContain('href="/ar/properties/buy?bedrooms=2&amp;page=3"');
      expect(a).toContain('lang="ar"');
      expect(a).toContain('hrefLang="ar"');
      expect(a).toContain(">العربية</a>");
    }
  });

  it("on an Arabic page leads back to the English page with the same query, named English", () => {
    for (const a of switches(render("/ar/properties/rent?location=12"))) {
      expect(a).toContain('href="/properties/rent?location=12"');
      expect(a).toContain('lang="en"');
      expect(a).toContain('hrefLang="en"');
      expect(a).toContain(">English</a>");
    }
    expect(switches(render("/ar"))[0]).toContain('href="/"');
    expect(switches(render("/"))[0]).toContain('href="/ar"');
  });
});

describe("the header and footer in Arabic", () => {
  it("names the menus in Arabic, links to the /ar pages and marks the current page", () => {
    const html = render("/ar/properties/buy", true);
    expect(html).toContain("على الخارطة");
    expect(html).toContain("الأدلة");
    expect(html).toContain('aria-label="القائمة الرئيسية"');
    expect(html).toMatch(/<a [^>]*aria-current="page" href="\/ar\/properties\/buy"[^>]*>شراء<\/a>/);
    expect(html).toContain('href="/ar/guides/buyers-guide"');
    expect(html).toContain("روابط سريعة");
    expect(html).toContain(">النشرة الإخبارية</h2>");
    expect(html).toContain("رقم تسجيل المكتب لدى RERA: 12345");
    expect(html).not.toMatch(/>(Buy|Rent|Guides|Explore|More|Newsletter|Quick Links)</);
  });

  it("keeps the English header in English", () => {
    const html = render("/properties/buy", true);
    expect(html).toMatch(/<a [^>]*aria-current="page" href="\/properties\/buy"[^>]*>Buy<\/a>/);
    expect(html).toContain(">Newsletter</h2>");
    expect(html).toContain("RERA ORN 12345");
  });
});
