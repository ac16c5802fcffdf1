import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "#app/i18n/locale.ts";
import { AreaMap, LocationMap } from "./location-map.tsx";

const inArabic = (node: React.ReactNode) => renderToString(<LocaleProvider value="ar">{node}</LocaleProvider>);

describe("the detail pages' maps in Arabic", () => {
  it("a listing's location section: «الموقع» and the approximate note", () => {
    const html = inArabic(<LocationMap lng={55.27} lat={25.2} label="Dubai Marina" />);
    expect(html).toContain(">الموقع</h2>");
    expect(html).toContain("الموقع المعروض تقريبي.");
    expect(html).not.toContain("Location shown approximately.");
  });

  it("an area page's map: «على الخريطة»; English pages keep their words", () => {
    expect(inArabic(<AreaMap areaId={1} lng={55.27} lat={25.2} name="Business Bay" />)).toContain(">على الخريطة</h2>");
    expect(renderToString(<LocationMap lng={55.27} lat={25.2} label="Dubai Marina" />)).toContain(">Location</h2>");
  });
});
