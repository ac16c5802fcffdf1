import { describe, expect, it } from "vitest";
import { getInvestmentGuide } from "./resources.ts";

describe("the investment guide's copy", () => {
  it("names the edition year it is given, everywhere, and no other year", () => {
    const copy = JSON.stringify(getInvestmentGuide("Acme", 2031));
    expect(getInvestmentGuide("Acme", 2031).title).toBe("Dubai Real Estate Investment Guide 2031");
    expect(copy).not.toContain("{year}");
    expect(copy.match(/\b20\d\d\b/g)?.every((y) => y === "2031")).toBe(true);
    expect(JSON.stringify(getInvestmentGuide("Acme", 2027))).not.toContain("2031");
  });
});
