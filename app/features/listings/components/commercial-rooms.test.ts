import { describe, expect, it } from "vitest";
import { cardRooms } from "./listing-card.tsx";
import { detailRows } from "./listing-details.tsx";
import type { ListingPageDetail } from "#app/features/listings/types.ts";

// issue 41 item 3: a shop, office, warehouse or farm never reads 'N/A' beds or baths
describe("rooms of a commercial listing", () => {
  it("leaves bedrooms and unknown bathrooms off a commercial card, keeping known bathrooms", () => {
    expect(cardRooms({ category: "Commercial", bedrooms: null, bathrooms: null })).toEqual({ bedrooms: "", bathrooms: "" });
    expect(cardRooms({ category: "Commercial", bedrooms: null, bathrooms: 2 })).toEqual({ bedrooms: "", bathrooms: "2 Baths" });
  });

  it("keeps a residential card's rooms, studio and unknowns included", () => {
    expect(cardRooms({ category: "Residential", bedrooms: 0, bathrooms: 1 })).toEqual({ bedrooms: "Studio", bathrooms: "1 Bath" });
    expect(cardRooms({ category: "Residential", bedrooms: null, bathrooms: null })).toEqual({ bedrooms: "N/A", bathrooms: "N/A" });
  });

  const listing = (over: Partial<ListingPageDetail>) =>
    ({
      listingType: "SELL",
      category: "Commercial",
      completionStatus: "ready",
      buildYear: 2015,
      sizeSqft: 12_000,
      bedrooms: null,
      bathrooms: null,
      furnishing: null,
      parking: null,
      floor: null,
      facts: null,
      ...over,
    }) as ListingPageDetail;
  const labels = (l: ListingPageDetail) => detailRows(l).map(([label]) => label);

  it("leaves the rooms a commercial unit has not out of its details, and shows those it has", () => {
    expect(labels(listing({}))).not.toContain("Bedrooms");
    expect(labels(listing({}))).not.toContain("Bathrooms");
    expect(detailRows(listing({ bathrooms: 3 }))).toContainEqual(["Bathrooms", "3"]);
    expect(labels(listing({ category: "Residential" }))).toEqual(expect.arrayContaining(["Bedrooms", "Bathrooms"]));
  });
});

describe("rooms and details in Arabic", () => {
  it("counts a card's rooms with Arabic plurals", () => {
    expect(cardRooms({ category: "Residential", bedrooms: 2, bathrooms: 2 }, "ar")).toEqual({ bedrooms: "غرفتا نوم", bathrooms: "حمّامان" });
    expect(cardRooms({ category: "Residential", bedrooms: 0, bathrooms: 1 }, "ar")).toEqual({
      bedrooms: "استوديو",
      bathrooms: "حمّام واحد",
    });
    expect(cardRooms({ category: "Residential", bedrooms: 3, bathrooms: 4 }, "ar")).toEqual({
      bedrooms: "3 غرف نوم",
      bathrooms: "4 حمّامات",
    });
    expect(cardRooms({ category: "Commercial", bedrooms: null, bathrooms: null }, "ar")).toEqual({ bedrooms: "", bathrooms: "" });
  });

  it("labels a listing's details in Arabic, with Arabic values", () => {
    const rows = detailRows(
      {
        listingType: "RENT",
        category: "Residential",
        completionStatus: "ready",
        buildYear: 2015,
        sizeSqft: 1_250,
        bedrooms: 2,
        bathrooms: 2,
        deposit: 12_500,
        furnishing: "furnished",
        parking: null,
        floor: "21",
        facts: null,
      } as unknown as ListingPageDetail,
      "ar",
    );
    expect(rows).toContainEqual(["مبلغ التأمين", "12,500 درهم"]);
    expect(rows).toContainEqual(["المساحة", "1,250 قدم مربع"]);
    expect(rows).toContainEqual(["التأثيث", "مفروش"]);
    expect(rows).toContainEqual(["مواقف السيارات", "غير متوفر"]);
  });
});
