import { describe, expect, it } from "vitest";
import { clampPhoneInput, countryName, dialCode, filterCountries, parsePhone, phoneCountries } from "./phone.ts";

describe("phone", () => {
  it("knows every country with an English name and a dial code", () => {
    const all = phoneCountries();
    expect(all.length).toBeGreaterThan(200);
    expect(countryName("ae")).toBe("United Arab Emirates");
    expect(dialCode("ae")).toBe("+971");
  });

  it("lists the UAE, the GCC, the UK, India and Russia first, then the rest from A to Z", () => {
    const all = phoneCountries();
    expect(all.slice(0, 9).map((c) => c.name)).toEqual([
      "United Arab Emirates",
      "Saudi Arabia",
      "Qatar",
      "Kuwait",
      "Bahrain",
      "Oman",
      "United Kingdom",
      "India",
      "Russia",
    ]);
    const rest = all.slice(9).map((c) => c.name);
    expect(rest[0]).toBe("Afghanistan");
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, "en")));
    expect(rest).not.toContain("United Arab Emirates");
  });

  it("filters countries by name, ISO code or dial code", () => {
    const all = phoneCountries();
    expect(filterCountries(all, "emir").map((c) => c.iso2)).toEqual(["ae"]);
    expect(filterCountries(all, "in").some((c) => c.iso2 === "in")).toBe(true);
    expect(filterCountries(all, "+97").map((c) => c.iso2)).toEqual(expect.arrayContaining(["ae", "bh", "qa", "il"]));
    expect(filterCountries(all, "")).toHaveLength(all.length);
    expect(filterCountries(all, "zzzz")).toEqual([]);
  });

  it("keeps at most 15 digits and only phone characters", () => {
    expect(clampPhoneInput("+971 (50) 123-4567 890123 45")).toBe("+971 (50) 123-4567 890 ");
    expect(clampPhoneInput("05a0b1")).toBe("0501");
  });

  it("parses for the chosen country and rejects impossible numbers", () => {
    expect(parsePhone("04 423 8800", "ae")).toEqual({ e164: "+97144238800", phoneCode: "+971", country: "ae" });
    expect(parsePhone("+1 212 555 0199", "ae")?.phoneCode).toBe("+1");
    expect(parsePhone("123", "ae")).toBeNull();
    expect(parsePhone("+971 50 123 4567 8901 2345", "ae")).toBeNull();
  });
});

describe("the phone picker in Arabic", () => {
  it("names the countries in Arabic, the UAE first, and finds them by Arabic or English name", () => {
    const all = phoneCountries("ar");
    expect(all.slice(0, 2).map((c) => c.name)).toEqual(["الإمارات العربية المتحدة", "المملكة العربية السعودية"]);
    expect(countryName("gb", "ar")).toBe("المملكة المتحدة");
    expect(filterCountries(all, "اليابان").map((c) => c.iso2)).toEqual(["jp"]);
    expect(filterCountries(all, "emir").map((c) => c.iso2)).toEqual(["ae"]);
    expect(countryName("ae")).toBe("United Arab Emirates");
  });
});
