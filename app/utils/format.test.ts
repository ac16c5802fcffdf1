import { describe, expect, it } from "vitest";
import {
  formatBedroomRange,
  formatBedrooms,
  formatMonthYear,
  formatPrice,
  formatPricePerSqft,
  formatSize,
  formatSizeRange,
  truncate,
} from "./format.ts";

describe("formatPrice (spec §9)", () => {
  it("formats sale prices as 'AED n'", () => expect(formatPrice(1_250_000, "SELL")).toBe("AED 1,250,000"));
  it("formats rent as 'n AED/Year'", () => expect(formatPrice(95_000, "RENT")).toBe("95,000 AED/Year"));
  it("says 'Not specified' when absent", () => {
    expect(formatPrice(null)).toBe("Not specified");
    expect(formatPrice(undefined, "RENT")).toBe("Not specified");
    expect(formatPrice(0)).toBe("Not specified");
    expect(formatPrice(Number.NaN)).toBe("Not specified");
  });
});

describe("bedrooms", () => {
  it("shows 0 as Studio", () => expect(formatBedrooms(0)).toBe("Studio"));
  it("shows N/A when missing", () => expect(formatBedrooms(null)).toBe("N/A"));
  it("shows one value when min equals max", () => expect(formatBedroomRange(2, 2)).toBe("2"));
  it("shows a range with Studio for 0", () => expect(formatBedroomRange(0, 3)).toBe("Studio - 3"));
});

describe("sizes and money", () => {
  it("formats sizes in sq.ft", () => {
    expect(formatSize(1250)).toBe("1,250 sq.ft");
    expect(formatSize(null)).toBe("N/A");
    expect(formatSizeRange(600, 1400)).toBe("600 - 1,400 sq.ft");
    expect(formatSizeRange(900, 900)).toBe("900 sq.ft");
  });
  it("computes price per sq.ft, or N/A", () => {
    expect(formatPricePerSqft(1_000_000, 800)).toBe("AED 1,250/sq.ft");
    expect(formatPricePerSqft(null, 800)).toBe("N/A");
    expect(formatPricePerSqft(1_000_000, 0)).toBe("N/A");
  });
});

describe("dates and text", () => {
  it("formats handover months", () => {
    expect(formatMonthYear("2027-12")).toBe("Dec 2027");
    expect(formatMonthYear("2028-03-01")).toBe("Mar 2028");
    expect(formatMonthYear(null)).toBe("Not specified");
    expect(formatMonthYear("2027-13")).toBe("Not specified");
  });
  it("truncates at 100 characters plus an ellipsis", () => {
    const long = "a".repeat(150);
    expect(truncate(long, 100)).toBe(`${"a".repeat(100)}…`);
    expect(truncate("short", 100)).toBe("short");
  });
});
