import { describe, expect, it } from "vitest";
import type { PropertyCategory } from "#app/db/schema.ts";
import { parseListingFilters, resolveListRequest, toListingQuery } from "./filters.ts";
import { isPriceRangeInverted, writeListingSearch } from "./search.ts";
import { listPath, listingPath } from "#app/utils/paths.ts";

const categories: Record<string, PropertyCategory> = {
  Apartment: "Residential",
  Villa: "Residential",
  Office: "Commercial",
  Shop: "Commercial",
};
const categoryOf = (label: string) => categories[label];

describe("parseListingFilters", () => {
  it("reads every spec filter key, sort and page", () => {
    expect(
      parseListingFilters(
        "title=marina&property_type=Villa&min_price=1000000&max_price=5000000&developer_id=7&bedrooms=3&sort=price_desc&page=4",
      ),
    ).toEqual({
      title: "marina",
      propertyType: "Villa",
      minPrice: 1000000,
      maxPrice: 5000000,
      developerId: 7,
      bedrooms: 3,
      sort: "price_desc",
      page: 4,
    });
  });

  it("defaults to the newest first, page 1, no filters", () => {
    expect(parseListingFilters("")).toEqual({ sort: "newest", page: 1 });
  });

  it.each([
    ["page=abc", {}],
    ["page=-3", {}],
    ["page=0", {}],
    ["page=2.5", {}],
    ["page=99999999", {}],
    ["min_price=1e99", {}],
    ["max_price=-5", {}],
    ["min_price=99999999999999", {}],
    ["bedrooms=<script>", {}],
    ["bedrooms=11", {}],
    ["developer_id=0", {}],
    ["developer_id=99999999999", {}],
    ["property_type=Castle", {}],
    ["sort=random", {}],
    ["title=%20%20", {}],
    [`title=${"x".repeat(101)}`, {}],
  ])("drops the unusable %s", (query, expected) => {
    expect(parseListingFilters(query)).toEqual({ sort: "newest", page: 1, ...expected });
  });

  it("drops empty and '0' values (spec §5)", () => {
    expect(parseListingFilters("title=&property_type=&min_price=0&max_price=0&developer_id=&bedrooms=")).toEqual({
      sort: "newest",
      page: 1,
    });
  });

  it("keeps bedrooms=0, which is a studio", () => {
    expect(parseListingFilters("bedrooms=0").bedrooms).toBe(0);
  });

  it("takes the first usable value of a repeated key", () => {
    expect(parseListingFilters("page=abc&page=3&page=5").page).toBe(3);
    expect(parseListingFilters("bedrooms=x&bedrooms=2").bedrooms).toBe(2);
    expect(parseListingFilters("title=&title=downtown").title).toBe("downtown");
  });

  it("trims the text search", () => {
    expect(parseListingFilters("title=%20JVC%20").title).toBe("JVC");
  });

  it("ignores a min price above the max price on the server", () => {
    const f = parseListingFilters("min_price=5000000&max_price=1000000&bedrooms=2");
    expect(f.minPrice).toBeUndefined();
    expect(f.maxPrice).toBeUndefined();
    expect(f.bedrooms).toBe(2);
  });

  it("accepts a min price alone or a max price alone", () => {
    expect(parseListingFilters("min_price=20000000")).toMatchObject({ minPrice: 20000000 });
    expect(parseListingFilters("max_price=150000")).toMatchObject({ maxPrice: 150000 });
  });

  it("reads form data the same way", () => {
    const form = new FormData();
    form.append("title", "palm");
    form.append("min_price", "0");
    form.append("bedrooms", "0");
    expect(parseListingFilters(form)).toEqual({ title: "palm", bedrooms: 0, sort: "newest", page: 1 });
  });
});

describe("writeListingSearch", () => {
  it("writes only non-empty, non-'0' values in a fixed order", () => {
    expect(writeListingSearch({ page: 1, sort: "newest" })).toBe("");
    expect(writeListingSearch({ bedrooms: 2, title: "dubai marina", minPrice: 0, page: 2, sort: "price_asc" })).toBe(
      "?title=dubai+marina&bedrooms=2&sort=price_asc&page=2",
    );
  });

  it("keeps studio", () => {
    expect(writeListingSearch({ bedrooms: 0 })).toBe("?bedrooms=0");
  });

  it("round-trips with the parser", () => {
    const query =
      "?title=creek&property_type=Apartment&min_price=500000&max_price=2000000&developer_id=3&bedrooms=0&sort=price_desc&page=7";
    expect(writeListingSearch(parseListingFilters(query))).toBe(query);
  });
});

describe("isPriceRangeInverted (the browser's check)", () => {
  it("refuses a min above a non-zero max", () => {
    expect(isPriceRangeInverted(5000000, 1000000)).toBe(true);
  });
  it("allows min above max when max is 0, equal values, or one side missing", () => {
    expect(isPriceRangeInverted(5000000, 0)).toBe(false);
    expect(isPriceRangeInverted(1000000, 1000000)).toBe(false);
    expect(isPriceRangeInverted(undefined, 1000000)).toBe(false);
    expect(isPriceRangeInverted(1000000, undefined)).toBe(false);
  });
});

describe("resolveListRequest", () => {
  const buy = { category: "Residential", method: "buy" } as const;

  it("accepts a canonical URL as it is", () => {
    expect(resolveListRequest(buy, "bedrooms=2&page=2", categoryOf).redirectTo).toBeUndefined();
    expect(resolveListRequest(buy, "page=2&bedrooms=2", categoryOf).redirectTo).toBeUndefined();
  });

  it("redirects a form submission with empty values to the canonical query", () => {
    expect(
      resolveListRequest(buy, "title=&property_type=&min_price=0&max_price=&developer_id=&bedrooms=1&sort=newest", categoryOf).redirectTo,
    ).toBe("/properties/buy?bedrooms=1");
  });

  it("drops unusable values with a redirect, and keeps unknown keys", () => {
    expect(resolveListRequest(buy, "page=abc&utm_source=mail", categoryOf).redirectTo).toBe("/properties/buy?utm_source=mail");
  });

  it("sends a commercial type to the commercial list", () => {
    expect(resolveListRequest(buy, "property_type=Office&min_price=1000000", categoryOf).redirectTo).toBe(
      "/commercial-properties/buy?property_type=Office&min_price=1000000",
    );
    expect(resolveListRequest({ category: "Commercial", method: "rent" }, "property_type=Villa&page=3", categoryOf).redirectTo).toBe(
      "/properties/rent?property_type=Villa",
    );
  });

  // issue 41 item 3: offices, shops and warehouses have no bedrooms to filter or sort by
  it("drops bedrooms and the bedroom sorts from a commercial list, with a redirect", () => {
    const commercialRent = { category: "Commercial", method: "rent" } as const;
    expect(resolveListRequest(commercialRent, "bedrooms=2&sort=beds_desc&min_size=500", categoryOf)).toEqual({
      filters: { minSize: 500, sort: "newest", page: 1 },
      redirectTo: "/commercial-properties/rent?min_size=500",
    });
    expect(resolveListRequest(commercialRent, "sort=size_desc", categoryOf).redirectTo).toBeUndefined();
    expect(resolveListRequest(buy, "property_type=Office&bedrooms=3", categoryOf).redirectTo).toBe(
      "/commercial-properties/buy?property_type=Office",
    );
    // a residential list keeps them
    expect(resolveListRequest(buy, "bedrooms=3&sort=beds_asc", categoryOf).redirectTo).toBeUndefined();
  });

  it("switches buy to rent without JavaScript, keeping the filters that still apply", () => {
    expect(resolveListRequest(buy, "method=rent&bedrooms=2&min_price=1000000&developer_id=4&page=3", categoryOf).redirectTo).toBe(
      "/properties/rent?developer_id=4&bedrooms=2",
    );
    expect(resolveListRequest(buy, "method=buy&bedrooms=2", categoryOf).redirectTo).toBe("/properties/buy?bedrooms=2");
  });
});

describe("paths and the query layer's view", () => {
  it("builds list and detail paths", () => {
    expect(listPath("Residential", "rent")).toBe("/properties/rent");
    expect(listPath("Commercial", "buy")).toBe("/commercial-properties/buy");
    expect(listingPath({ id: 12, listingType: "SELL" })).toBe("/properties-for-sale/12");
    expect(listingPath({ id: 12, listingType: "RENT" })).toBe("/properties-to-rent/12");
  });

  it("maps filters to a ListingQuery", () => {
    expect(
      toListingQuery({ category: "Commercial", method: "rent" }, parseListingFilters("property_type=Office&bedrooms=0&developer_id=2")),
    ).toEqual({
      listingType: "RENT",
      category: "Commercial",
      status: "ACTIVE",
      text: undefined,
      propertyTypes: ["Office"],
      minPrice: undefined,
      maxPrice: undefined,
      developerIds: [2],
      bedrooms: [0],
      sort: "newest",
    });
  });
});
