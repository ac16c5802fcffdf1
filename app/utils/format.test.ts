import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatBedroomRange,
  formatBedrooms,
  formatLongDate,
  formatMonthlyRent,
  formatMonthYear,
  formatNumber,
  formatPrice,
  formatPricePerSqft,
  formatSize,
  formatSizeRange,
  truncate,
} from "./format.ts";

describe("formatPrice (spec §9)", () => {
  it("formats sale prices as 'AED n'", () => expect(formatPrice(1_250_000, "SELL")).toBe("AED 1,250,000"));
  // issue 41 item 4: one format for sale and rent, the currency first in both
  it("formats rent as 'AED n/year'", () => expect(formatPrice(95_000, "RENT")).toBe("AED 95,000/year"));
  it("formats a monthly rent as 'AED n/month'", () => expect(formatMonthlyRent(102_000)).toBe("AED 8,500/month"));
  it("says 'Price on request' when absent, never 'Not specified'", () => {
    expect(formatPrice(null)).toBe("Price on request");
    expect(formatPrice(undefined, "RENT")).toBe("Price on request");
    expect(formatPrice(0)).toBe("Price on request");
    expect(formatPrice(Number.NaN)).toBe("Price on request");
    expect(formatMonthlyRent(null)).toBe("Price on request");
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
  it("says '/yr' on the price per sq.ft of a yearly rent", () => {
    expect(formatPricePerSqft(120_000, 1_000, "RENT")).toBe("AED 120/sq.ft/yr");
    expect(formatPricePerSqft(1_000_000, 800, "SELL")).toBe("AED 1,250/sq.ft");
  });
});

describe("formatNumber", () => {
  const intl = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
  it("groups thousands with commas and rounds to a whole number", () => {
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(999)).toBe("999");
    expect(formatNumber(1000)).toBe("1,000");
    expect(formatNumber(20_000_000)).toBe("20,000,000");
    expect(formatNumber(1249.5)).toBe("1,250");
    expect(formatNumber(-1_234_567.4)).toBe("-1,234,567");
    expect(formatNumber(-0.4)).toBe("0");
    expect(formatNumber(1e21)).toBe("1,000,000,000,000,000,000,000");
  });
  it("prints what Intl.NumberFormat('en-US') prints, for any amount a listing can have", () => {
    // (Intl writes '-0' for small negatives; no price, size or count is negative)
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e15, noNaN: true }).map((n) => n + 0),
        (n) => {
          expect(formatNumber(n)).toBe(intl.format(n));
        },
      ),
    );
  });
});

describe("dates and text", () => {
  it("formats long dates in UTC as Intl's en-GB long date does", () => {
    const intl = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    expect(formatLongDate("2026-11-10")).toBe("10 November 2026");
    expect(formatLongDate("2026-01-01T23:30:00+04:00")).toBe("1 January 2026");
    expect(formatLongDate("not a date")).toBe("N/A");
    fc.assert(
      fc.property(fc.date({ min: new Date("1990-01-01"), max: new Date("2100-12-31"), noInvalidDate: true }), (d) => {
        expect(formatLongDate(d.toISOString())).toBe(intl.format(d));
      }),
    );
  });
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
