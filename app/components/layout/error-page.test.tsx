import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "#app/i18n/locale.ts";
import { ErrorPage, refusalMessage } from "./error-page.tsx";

function render(status: number, message?: string) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <ErrorPage status={status} message={message} /> }]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

/** The error page of an /ar URL (the root layout gives the URL's language). */
function renderArabic(status: number, props: { message?: string; title?: string } = {}) {
  const Page = () => (
    <LocaleProvider value="ar">
      <ErrorPage status={status} {...props} />
    </LocaleProvider>
  );
  const Stub = createRoutesStub([{ path: "/ar/*", Component: Page }]);
  return renderToString(<Stub initialEntries={["/ar/nope"]} />);
}

describe("ErrorPage", () => {
  it("titles a server error 'Unexpected Application Error!' and shows no internals", () => {
    const html = render(500);
    expect(html).toContain("<title>Unexpected Application Error!</title>");
    expect(html).toContain("Unexpected Application Error!</h1>");
    expect(html).not.toMatch(/at \w+ \(|node_modules|stack/i);
  });

  it("offers a way back into the site on a 404", () => {
    const html = render(404);
    expect(html).toContain("Error 404");
    expect(html).toMatch(/href="\/properties\/buy"/);
    expect(html).toContain('name="robots" content="noindex"');
  });

  it("a refused request (400) says so with the refusal's own sentence, not that the site failed", () => {
    const refusal = { status: 400, statusText: "Bad Request", internal: false, data: { message: "The form could not be read." } };
    const html = render(400, refusalMessage(refusal));
    expect(html).toContain("That request could not be handled</h1>");
    expect(html).toContain("The form could not be read.");
    expect(html).not.toContain("on our side");
    expect(refusalMessage({ ...refusal, status: 404 })).toBeUndefined();
    expect(refusalMessage({ ...refusal, status: 500 })).toBeUndefined();
  });

  it("on an /ar URL, a 404 is in Arabic and its links stay on the Arabic site", () => {
    const html = renderArabic(404);
    expect(html).toContain("<title>الصفحة غير موجودة</title>");
    expect(html).toContain("لم نعثر على هذه الصفحة</h1>");
    expect(html).toContain("خطأ 404");
    expect(html).toMatch(/href="\/ar\/properties\/buy"[^>]*>عقارات للبيع</);
    expect(html).toMatch(/href="\/ar"[^>]*>العودة إلى الرئيسية</);
    expect(html).not.toContain("Error 404");
  });

  it("on an /ar URL, a server error and a data failure are titled in Arabic", () => {
    expect(renderArabic(500)).toContain("<title>حدث خطأ غير متوقع!</title>");
    // a loader's failure carries the spec's English sentence: the Arabic page shows its twin
    const failed = renderArabic(503, { title: "Couldn't fetch data!" });
    expect(failed).toContain("تعذّر تحميل البيانات!</h1>");
    expect(failed).not.toContain("Couldn&#x27;t fetch data!");
    const refused = renderArabic(410);
    expect(refused).toContain("تعذّرت معالجة هذا الطلب</h1>");
    expect(refused).toContain("خطأ 410");
  });
});
