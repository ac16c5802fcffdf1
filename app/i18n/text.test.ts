import { describe, expect, it } from "vitest";
import { countText, pluralForm } from "./text.ts";

describe("plural forms", () => {
  it("agree with the platform's CLDR rules for every count a page shows", () => {
    const arabic = new Intl.PluralRules("ar");
    const english = new Intl.PluralRules("en");
    for (let n = 0; n <= 2_500; n++) {
      expect(pluralForm(n, "ar"), `ar ${n}`).toBe(arabic.select(n));
      expect(pluralForm(n, "en"), `en ${n}`).toBe(english.select(n));
    }
    for (const n of [100_000, 100_002, 1_000_011, 99_999_999]) expect(pluralForm(n, "ar"), `ar ${n}`).toBe(arabic.select(n));
  });

  it("writes the count with grouped Western digits into the form it takes", () => {
    const forms = { zero: "لا نتائج", one: "نتيجة واحدة", two: "نتيجتان", few: "{n} نتائج", many: "{n} نتيجة", other: "{n} نتيجة" };
    expect([0, 1, 2, 3, 11, 100, 1_250].map((n) => countText(forms, n, "ar"))).toEqual([
      "لا نتائج",
      "نتيجة واحدة",
      "نتيجتان",
      "3 نتائج",
      "11 نتيجة",
      "100 نتيجة",
      "1,250 نتيجة",
    ]);
    expect(countText({ one: "{n} result", other: "{n} results" }, 1_250, "en")).toBe("1,250 results");
  });
});
