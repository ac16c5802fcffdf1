import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Combobox } from "./combobox.tsx";
import { ListError, ResultsCount } from "./list-states.tsx";
import { LocaleProvider } from "#app/i18n/locale.ts";

const options = [
  { value: "3", label: "Emaar Properties" },
  { value: "7", label: "Damac" },
];

describe("Combobox before hydration (and without JavaScript)", () => {
  it("is a labelled native <select> with the field's name, the empty choice first and the value selected", () => {
    const html = renderToString(
      <Combobox
        name="developer_id"
        label="Developer"
        labelClassName="sr-only"
        options={options}
        defaultValue="7"
        placeholder="Developer"
        emptyLabel="Any developer"
        noMatchLabel="No match"
      />,
    );
    const id = /<select id="([^"]+)" name="developer_id"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<label for="${id}" class="sr-only">Developer</label>`);
    expect(html).toMatch(
      /<option value="">Developer<\/option><option value="3">Emaar Properties<\/option><option value="7" selected="">Damac<\/option>/,
    );
    expect(html).not.toContain('role="combobox"');
  });
});

describe("ListError", () => {
  it("offers Retry as a GET form carrying the given query values", () => {
    const html = renderToString(<ListError message="Failed to fetch areas" retry={{ action: "/areas", fields: [["page", "1"]] }} />);
    expect(html).toContain('role="alert"');
    expect(html).toMatch(
      /<form action="\/areas" method="get"><input type="hidden" name="page" value="1"\/><button type="submit"[^>]*>Retry<\/button><\/form>/,
    );
  });

  it("on an Arabic page: «إعادة المحاولة», sent to the /ar list", () => {
    const html = renderToString(
      <LocaleProvider value="ar">
        <ListError message="تعذّر تحميل المناطق" retry={{ action: "/areas", fields: [["page", "1"]] }} />
      </LocaleProvider>,
    );
    expect(html).toMatch(/<form action="\/ar\/areas" method="get">.*>إعادة المحاولة<\/button><\/form>/);
  });
});

describe("ResultsCount", () => {
  it("counts in English and with Arabic plural forms", () => {
    const count = (n: number, locale: "en" | "ar") =>
      renderToString(
        <LocaleProvider value={locale}>
          <ResultsCount total={n} />
        </LocaleProvider>,
      );
    expect(count(1, "en")).toContain(">1 result</h2>");
    expect(count(1234, "en")).toContain(">1,234 results</h2>");
    expect(count(0, "ar")).toContain(">لا توجد نتائج</h2>");
    expect(count(1, "ar")).toContain(">نتيجة واحدة</h2>");
    expect(count(2, "ar")).toContain(">نتيجتان</h2>");
    expect(count(3, "ar")).toContain(">3 نتائج</h2>");
    expect(count(11, "ar")).toContain(">11 نتيجة</h2>");
    expect(count(1250, "ar")).toContain(">1,250 نتيجة</h2>");
  });
});
