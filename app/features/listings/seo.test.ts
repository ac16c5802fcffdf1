import { describe, expect, it } from "vitest";
import { listingJsonLd } from "./seo.ts";
import type { ListingPageDetail } from "./types.ts";

const NO_FACTS = {
  emirate: "Dubai",
  cheques: null,
  serviceCharge: null,
  plotSizeSqft: null,
  availableFrom: null,
  videoUrl: null,
  tourUrl: null,
  projectName: null,
};

function listing(overrides: Partial<ListingPageDetail> = {}): ListingPageDetail {
  return {
    id: 42,
    reference: "SS-S-10042",
    title: "Two-bed apartment with marina view",
    listingType: "SELL",
    category: "RESIDENTIAL",
    price: 2_100_000,
    pricePerSqft: 1_750,
    areaId: 1,
    areaName: "Dubai Marina",
    community: "Marina Gate",
    subCommunity: "Marina Gate 2",
    developerId: null,
    developerName: null,
    propertyType: "Apartment",
    bedrooms: 2,
    bathrooms: 2,
    sizeSqft: 1_200,
    createdAt: "2026-10-01T08:00:00.000Z",
    descriptionHtml: "<p>Bright two-bed <strong>home</strong> &amp; garden.</p>",
    permitNumber: "7100012345",
    status: "ACTIVE",
    deposit: null,
    furnishing: null,
    parking: 1,
    floor: "21",
    completionStatus: null,
    buildYear: 2019,
    amenities: [],
    latitude: 25.0842,
    longitude: 55.1403,
    propertyTypeId: 1,
    updatedAt: "2026-10-02T08:00:00.000Z",
    photos: ["/media/listings/42-1.webp"],
    agent: null,
    ...overrides,
  } as ListingPageDetail;
}

describe("a listing's JSON-LD", () => {
  it("gives the home's postal address and coordinates", () => {
    const ld = listingJsonLd("https://example.ae", listing());
    expect(ld.url).toBe("https://example.ae/properties-for-sale/42");
    expect(ld.about).toMatchObject({
      address: {
        "@type": "PostalAddress",
        streetAddress: "Marina Gate 2, Marina Gate",
        addressLocality: "Dubai Marina",
        addressRegion: "Dubai",
        addressCountry: "AE",
      },
      geo: { "@type": "GeoCoordinates", latitude: 25.0842, longitude: 55.1403 },
    });
    expect(ld.offers).toMatchObject({ price: 2_100_000, priceCurrency: "AED" });
    expect(ld.description).toBe("Bright two-bed home & garden.");
    const abuDhabi = listingJsonLd("https://example.ae", listing({ facts: { ...NO_FACTS, emirate: "Abu Dhabi" } }));
    expect((abuDhabi.about as { address: { addressRegion: string } }).address.addressRegion).toBe("Abu Dhabi");
  });

  it("leaves out the position it does not know, and leases a rent listing", () => {
    const ld = listingJsonLd(
      "https://example.ae",
      listing({ latitude: null, longitude: null, listingType: "RENT", community: null, subCommunity: null }),
    );
    expect(ld.about).not.toHaveProperty("geo");
    expect((ld.about as { address: object }).address).toEqual({
      "@type": "PostalAddress",
      addressLocality: "Dubai Marina",
      addressRegion: "Dubai",
      addressCountry: "AE",
    });
    expect(ld.url).toBe("https://example.ae/properties-to-rent/42");
    expect((ld.offers as { businessFunction: string }).businessFunction).toMatch(/LeaseOut$/);
  });

  it("is in the page's language: the Arabic page's URL, and its Arabic title when the data has one", () => {
    const english = listingJsonLd("https://example.ae", listing());
    expect(english.inLanguage).toBe("en");
    const arabic = listingJsonLd("https://example.ae", listing(), "ar");
    expect(arabic.inLanguage).toBe("ar");
    expect(arabic.url).toBe("https://example.ae/ar/properties-for-sale/42");
    expect(arabic.name).toBe("Two-bed apartment with marina view");
    const translated = listingJsonLd(
      "https://example.ae",
      listing({ titleAr: "شقة بغرفتي نوم بإطلالة على المارينا", descriptionArHtml: "<p>شقة مشرقة</p>" }),
      "ar",
    );
    expect(translated.name).toBe("شقة بغرفتي نوم بإطلالة على المارينا");
    expect(translated.description).toBe("شقة مشرقة");
  });
});
