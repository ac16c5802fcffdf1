import { renderToString } from "react-dom/server";
import { createRoutesStub, type AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "#app/i18n/locale.ts";
import { loader as homeLoader } from "#app/routes/home.tsx";
import { SearchBox } from "./components/search-box.tsx";
import { FeaturedRow } from "./components/featured-row.tsx";

/** The home loader's arguments for `url` (the search redirect reads no database). */
function args(url: string): Parameters<typeof homeLoader>[0] {
  const context = { db: {}, agency: { brand: "Test" } } as unknown as AppLoadContext;
  const request = new Request(`http://site.test${url}`);
  return { request, url: new URL(request.url), params: {}, context, unstable_pattern: "" } as unknown as Parameters<typeof homeLoader>[0];
}

async function redirectOf(url: string): Promise<string | null> {
  const thrown: unknown = await Promise.resolve(homeLoader(args(url))).catch((e: unknown) => e);
  expect(thrown).toBeInstanceOf(Response);
  return (thrown as Response).headers.get("Location");
}

function renderAt(url: string, node: React.ReactNode) {
  const locale = url === "/ar" || url.startsWith("/ar/") ? "ar" : "en";
  const Stub = createRoutesStub([{ path: "*", Component: () => <LocaleProvider value={locale}>{node}</LocaleProvider> }]);
  return renderToString(<Stub initialEntries={[url]} />);
}

describe("the home page in Arabic", () => {
  it("sends the no-JS search from /ar to the Arabic list, and from / to the English one", async () => {
    expect(await redirectOf("/ar?search=1&method=rent&type=commercial&query=Business+Bay")).toBe(
      "/ar/commercial-properties/rent?where=Business+Bay",
    );
    expect(await redirectOf("/ar?search=1&method=buy&type=off-plan&query=Creek")).toBe("/ar/off-plan-properties?project_name=Creek");
    expect(await redirectOf("/?search=1&method=buy&type=residential")).toBe("/properties/buy");
  });

  it("the hero search box posts to /ar with Arabic labels", () => {
    const html = renderAt("/ar", <SearchBox />);
    expect(html).toMatch(/<form [^>]*action="\/ar"/);
    expect(html).toContain('aria-label="البحث عن عقار"');
    expect(html).toContain(">شراء</span>");
    expect(html).toContain(">إيجار</span>");
    expect(html).toContain('<option value="off-plan">على الخارطة</option>');
    expect(html).toContain(">بحث</span>");
    // the English page's box is unchanged
    const english = renderAt("/", <SearchBox />);
    expect(english).toMatch(/<form [^>]*action="\/"/);
    expect(english).toContain(">Buy</span>");
  });

  it("a featured row's «عرض الكل» leads to the Arabic list, its arrow pointing the way Arabic reads", () => {
    const html = renderAt(
      "/ar",
      <FeaturedRow
        id="row"
        eyebrow="للبيع"
        heading="منازل مميزة للبيع"
        intro=""
        viewAll={{ to: "/properties/buy", ariaLabel: "عرض جميع المنازل للبيع" }}
        items={[{ id: 1 }]}
        render={() => null}
      />,
    );
    expect(html).toMatch(/<a [^>]*href="\/ar\/properties\/buy"[^>]*>عرض الكل<svg class="icon rtl:-scale-x-100"/);
  });
});
