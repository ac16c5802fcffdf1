import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Pager } from "./pager.tsx";
import { selectablePages } from "./pager-logic.ts";
import { LocaleProvider } from "#app/i18n/locale.ts";

const hrefFor = (n: number) => `/properties/buy?bedrooms=2&page=${n}`;
const render = (node: React.ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);

describe("selectablePages", () => {
  it("offers every page of a short list", () => {
    expect(selectablePages(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("offers the ends, the neighbours and spread milestones of a long list, in order", () => {
    const pages = selectablePages(2000, 4000);
    expect(pages[0]).toBe(1);
    expect(pages.at(-1)).toBe(4000);
    expect(pages).toEqual(expect.arrayContaining([1990, 1999, 2000, 2001, 2010, 200, 3800]));
    expect(pages.length).toBeLessThan(50);
    expect([...pages].sort((a, b) => a - b)).toEqual(pages);
  });
});

describe("Pager", () => {
  it("disables Previous on page 1, links Next to page 2 and selects the current page", () => {
    const html = render(
      <Pager page={1} pageCount={5} busy={false} hrefFor={hrefFor} hiddenFields={[["bedrooms", "2"]]} action="/properties/buy" />,
    );
    expect(html).toMatch(/<button type="button" disabled="" aria-label="Previous page"/);
    expect(html).toMatch(/<a [^>]*rel="next"[^>]*aria-label="Next page"[^>]*href="\/properties\/buy\?bedrooms=2&amp;page=2"/);
    expect(html).toContain('<option value="1" selected="">Page 1 of 5</option>');
    // the no-JS page form keeps the filters
    expect(html).toMatch(/<form [^>]*action="\/properties\/buy" method="get">/);
    expect(html).toContain('<input type="hidden" name="bedrooms" value="2"/>');
  });

  it("disables both steps while a page loads", () => {
    const html = render(<Pager page={3} pageCount={5} busy hrefFor={hrefFor} />);
    expect(html.match(/<button type="button" disabled=""/g)).toHaveLength(2);
  });

  it("without a page count shows 'Page N' and follows hasNext", () => {
    const last = render(<Pager page={4} hasNext={false} busy={false} hrefFor={(n) => `/areas?page=${n}`} />);
    expect(last).toContain("Page 4");
    expect(last).not.toContain("<select");
    expect(last).toMatch(/<button type="button" disabled="" aria-label="Next page"/);
    expect(last).toMatch(/<a [^>]*aria-label="Previous page"[^>]*href="\/areas\?page=3"/);
  });

  it("in Arabic: «السابق» and «التالي», «الصفحة 1 من 5», and the links and form stay on the /ar pages", () => {
    const html = render(
      <LocaleProvider value="ar">
        <Pager page={1} pageCount={5} busy={false} hrefFor={hrefFor} hiddenFields={[["bedrooms", "2"]]} action="/properties/buy" />
      </LocaleProvider>,
    );
    expect(html).toContain('aria-label="التنقل بين الصفحات"');
    expect(html).toMatch(/<button type="button" disabled="" aria-label="الصفحة السابقة"[^>]*>.*السابق<\/button>/);
    expect(html).toMatch(
      /<a [^>]*rel="next"[^>]*aria-label="الصفحة التالية"[^>]*href="\/ar\/properties\/buy\?bedrooms=2&amp;page=2"[^>]*>التالي/,
    );
    expect(html).toContain('<option value="1" selected="">الصفحة 1 من 5</option>');
    expect(html).toMatch(/<form [^>]*action="\/ar\/properties\/buy" method="get">/);
    // the chevrons point the way the page reads
    expect(html.match(/rtl:-scale-x-100/g)).toHaveLength(2);
  });

  it("in Arabic without a page count: «الصفحة 4»", () => {
    const html = render(
      <LocaleProvider value="ar">
        <Pager page={4} hasNext={false} busy={false} hrefFor={(n) => `/areas?page=${n}`} />
      </LocaleProvider>,
    );
    expect(html).toContain("الصفحة 4");
    expect(html).toMatch(/<a [^>]*aria-label="الصفحة السابقة"[^>]*href="\/ar\/areas\?page=3"/);
  });
});
