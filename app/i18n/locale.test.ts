import { describe, expect, it } from "vitest";
import { localeOfPath, localePath, withoutLocale } from "./locale.ts";

describe("a page's language from its URL", () => {
  it("is Arabic for /ar and below only, never for a path that merely starts with the letters", () => {
    expect(localeOfPath("/ar")).toBe("ar");
    expect(localeOfPath("/ar/properties/buy")).toBe("ar");
    expect(localeOfPath("/areas")).toBe("en");
    expect(localeOfPath("/arabian-ranches")).toBe("en");
    expect(localeOfPath("/")).toBe("en");
  });

  it("moves a path and its query between the languages", () => {
    expect(localePath("/properties/buy?bedrooms=2", "ar")).toBe("/ar/properties/buy?bedrooms=2");
    expect(localePath("/ar/properties/buy?bedrooms=2", "en")).toBe("/properties/buy?bedrooms=2");
    expect(localePath("/", "ar")).toBe("/ar");
    expect(localePath("/ar", "en")).toBe("/");
    expect(localePath("/?q=1", "ar")).toBe("/ar?q=1");
    expect(localePath("/areas", "ar")).toBe("/ar/areas");
    expect(localePath("/ar/areas", "ar")).toBe("/ar/areas");
    expect(withoutLocale("/ar?x=1")).toBe("/?x=1");
  });

  it("leaves shared paths, other sites and fragments alone; the API's reference page is a page", () => {
    for (const shared of [
      "/api/properties/get_areas",
      "/admin",
      "/media/a.jpg",
      "/map/style.json",
      "/sitemap.xml",
      "https://x.ae/a",
      "//x.ae",
      "#top",
    ])
      expect(localePath(shared, "ar")).toBe(shared);
    expect(localePath("/api/docs", "ar")).toBe("/ar/api/docs");
  });
});
