import { describe, expect, it } from "vitest";
import { parseListingFilters } from "#app/features/listings/filters.ts";
import { type AlertListing, type AlertSearch, isPriceDrop, listingMeetsSearch, textMatches } from "./match.ts";
import { normaliseSearch } from "./schema.ts";

const listing = (over: Partial<AlertListing> = {}): AlertListing => ({
  id: 1,
  listing_type: "SELL",
  category: "Residential",
  status: "ACTIVE",
  price: 1_500_000,
  area_id: 7,
  area_name: "Dubai Marina",
  community: "Marina Gate",
  sub_community: "Marina Gate 1",
  developer_id: 3,
  property_type: "Apartment",
  bedrooms: 2,
  bathrooms: 2,
  size_sqft: 1200,
  cheques: null,
  furnishing: "furnished",
  completion_status: "ready",
  amenities: JSON.stringify(["Swimming pool", "Gym", "Balcony"]),
  parking: 1,
  latitude: 25.08,
  longitude: 55.14,
  title: "Bright two-bedroom with sea view",
  description: "High floor, upgraded kitchen.",
  ...over,
});

const search = (query: string, over: Partial<AlertSearch> = {}): AlertSearch => ({
  listingType: "SELL",
  category: "Residential",
  filters: parseListingFilters(query),
  ...over,
});

describe("listingMeetsSearch", () => {
  it("meets a search whose every filter it satisfies", () => {
    expect(listingMeetsSearch(listing(), search(""))).toBe(true);
    const q =
      "property_type=Apartment&min_price=1000000&max_price=2000000&developer_id=3&bedrooms=2&min_size=1000&max_size=1500&baths=2&furnishing=furnished&completion=ready&amenity=pool&amenity=gym&amenity=parking&title=sea+view";
    expect(listingMeetsSearch(listing(), search(q))).toBe(true);
    expect(listingMeetsSearch(listing(), search("", { places: [{ areaId: 7, community: "Marina Gate" }] }))).toBe(true);
    expect(listingMeetsSearch(listing(), search("bbox=55.1,25.0,55.2,25.1"))).toBe(true);
  });

  it("does not meet a search when any one filter fails", () => {
    const cases = [
      "max_price=1000000",
      "min_price=2000000",
      "bedrooms=3",
      "bedrooms=0",
      "property_type=Villa",
      "developer_id=4",
      "min_size=1500",
      "baths=3",
      "furnishing=unfurnished",
      "completion=off-plan",
      "amenity=pets",
      "amenity=maid",
      "title=penthouse",
      "bbox=55.2,25.0,55.3,25.1",
    ];
    for (const q of cases) expect(listingMeetsSearch(listing(), search(q)), q).toBe(false);
    // another list, another place, not on the site
    expect(listingMeetsSearch(listing({ listing_type: "RENT" }), search(""))).toBe(false);
    expect(listingMeetsSearch(listing({ category: "Commercial" }), search(""))).toBe(false);
    expect(listingMeetsSearch(listing({ status: "INACTIVE" }), search(""))).toBe(false);
    expect(listingMeetsSearch(listing(), search("", { places: [{ areaId: 8 }] }))).toBe(false);
    expect(listingMeetsSearch(listing(), search("", { places: [] }))).toBe(false);
    // a price filter never matches a listing without a price
    expect(listingMeetsSearch(listing({ price: null }), search("max_price=2000000"))).toBe(false);
  });

  it("reads rent-only filters on rent lists", () => {
    const rent = listing({ listing_type: "RENT", price: 120_000, cheques: 4 });
    expect(listingMeetsSearch(rent, search("cheques=4", { listingType: "RENT" }))).toBe(true);
    expect(listingMeetsSearch(rent, search("cheques=6", { listingType: "RENT" }))).toBe(false);
  });

  it("matches text as the index does: every word, as a word or the start of one", () => {
    expect(textMatches(listing(), "marin gat")).toBe(true);
    expect(textMatches(listing(), "Sea-View!")).toBe(true);
    expect(textMatches(listing(), "sea villa")).toBe(false);
    expect(textMatches(listing(), "  ")).toBe(false);
  });
});

describe("isPriceDrop", () => {
  it("is a lower price than the one recorded before, in the same unit", () => {
    expect(isPriceDrop({ price: 2_000_000, rent_frequency: null }, { price: 1_800_000, rent_frequency: null })).toBe(true);
    expect(isPriceDrop({ price: 1_800_000, rent_frequency: null }, { price: 2_000_000, rent_frequency: null })).toBe(false);
    expect(isPriceDrop({ price: 1_800_000, rent_frequency: null }, { price: 1_800_000, rent_frequency: null })).toBe(false);
    expect(isPriceDrop(undefined, { price: 1_800_000, rent_frequency: null })).toBe(false);
    expect(isPriceDrop({ price: null, rent_frequency: null }, { price: 1_800_000, rent_frequency: null })).toBe(false);
    // 10,000 a month after 120,000 a year is not a drop
    expect(isPriceDrop({ price: 120_000, rent_frequency: "yearly" }, { price: 10_000, rent_frequency: "monthly" })).toBe(false);
  });
});

describe("normaliseSearch", () => {
  it("keeps the list's canonical filters, without sort, page or price period", () => {
    expect(normaliseSearch("?max_price=2000000&bedrooms=2&sort=price_asc&page=3&utm_source=x", "Residential")).toBe(
      "bedrooms=2&max_price=2000000".split("&").reverse().join("&"),
    );
    expect(normaliseSearch("?period=monthly&cheques=4", "Residential")).toBe("cheques=4");
    // a commercial list has no bedrooms filter
    expect(normaliseSearch("?bedrooms=2&min_size=500", "Commercial")).toBe("min_size=500");
    expect(normaliseSearch("", "Residential")).toBe("");
  });
});
