import { describe, expect, it } from "vitest";
import { parseEnv } from "#app/utils/env.server.ts";
import { DEFAULT_REFERENCE_PATTERN, referenceFromPattern } from "./reference.ts";
import { readOffMarket } from "./off-market.ts";
import { listingDeskQuery, readListingDeskFilters, sortLink } from "./filters.ts";

describe("a new listing's reference (LISTING_REFERENCE_PATTERN)", () => {
  it("defaults to the demo data's shape and fills {type} and {n}", () => {
    expect(parseEnv({}).LISTING_REFERENCE_PATTERN).toBe(DEFAULT_REFERENCE_PATTERN);
    expect(referenceFromPattern(DEFAULT_REFERENCE_PATTERN, "SELL", 123)).toBe("AGY-S-000123");
    expect(referenceFromPattern(DEFAULT_REFERENCE_PATTERN, "RENT", 1_234_567)).toBe("AGY-R-1234567");
    expect(referenceFromPattern("SS.{type}{type}_{n}", "RENT", 9)).toBe("SS.RR_9");
  });

  it("refuses a pattern without one {n}, with other characters or too long, naming the variable", () => {
    for (const bad of ["AGY-{type}", "AGY {n}", "AGY/{n}", "{n}{n}", "{n:0}", `${"A".repeat(28)}{n}`])
      expect(() => parseEnv({ LISTING_REFERENCE_PATTERN: bad }), bad).toThrow(/LISTING_REFERENCE_PATTERN/);
    expect(parseEnv({ LISTING_REFERENCE_PATTERN: "DXB-{n:5}-{type}" }).LISTING_REFERENCE_PATTERN).toBe("DXB-{n:5}-{type}");
  });
});

describe("the reason a listing comes off the site", () => {
  it("reads a note, a reason and a closing price typed with commas or spaces", () => {
    expect(readOffMarket({ reason: "sold", closing_price: "1,620,000", note: "  " }, "SELL")).toEqual({
      ok: true,
      value: { reason: "sold", note: null, closingPrice: 1_620_000 },
    });
    expect(readOffMarket({ reason: "other", note: "Duplicate of AGY-S-000120" }, "RENT")).toEqual({
      ok: true,
      value: { reason: "other", note: "Duplicate of AGY-S-000120", closingPrice: null },
    });
    expect(readOffMarket({ reason: "sold", note: "x".repeat(501), closing_price: "0" }, "SELL")).toEqual({
      ok: false,
      errors: { note: "At most 500 characters.", closing_price: "A whole number of dirhams, such as 1,620,000." },
    });
  });
});

describe("the staff list's order in the address", () => {
  it("keeps a known column and direction, ignores anything else, and a header link turns the order round", () => {
    const f = readListingDeskFilters(new URLSearchParams("q=marina&sort=price&dir=desc&page=3"));
    expect(f).toMatchObject({ sort: "price", dir: "desc", page: 3 });
    expect(listingDeskQuery(f)).toBe("?q=marina&sort=price&dir=desc&page=3");
    // the same column again: the other way, from page 1; another column: its first direction
    expect(sortLink(f, "price")).toBe("?q=marina&sort=price");
    expect(sortLink(f, "title")).toBe("?q=marina&sort=title");
    expect(sortLink(readListingDeskFilters(new URLSearchParams("")), "updated")).toBe("?dir=asc");
    expect(readListingDeskFilters(new URLSearchParams("sort=drop+table&dir=up"))).toMatchObject({ sort: "updated", dir: "desc" });
  });
});
