import { describe, expect, it } from "vitest";
import { HERO_TEXTS, HOME_META } from "./directory.ts";
import { HOME_SUBHEADING } from "./site.ts";

describe("home hero copy", () => {
  it("promises no emirate the stock does not hold (all listings and projects are in Dubai)", () => {
    for (const text of [HERO_TEXTS.eyebrow, HOME_META.title, HOME_META.description]) {
      expect(text).not.toMatch(/Abu Dhabi|Sharjah|Ajman|Ras Al Khaimah/i);
    }
    expect(HERO_TEXTS.eyebrow).toContain("Dubai");
  });

  it("keeps the spec's subheading", () => {
    expect(HOME_SUBHEADING).toBe("Find Your Home In The UAE");
  });
});
