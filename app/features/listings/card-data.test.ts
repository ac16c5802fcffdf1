import { expect, it } from "vitest";
import { type ListingCardData, localeCardData } from "./card-data.ts";

const card: ListingCardData = {
  id: 7,
  title: "Bright 2 Bed Apartment in JVC",
  titleAr: "شقة مشرقة بغرفتي نوم في قرية جميرا الدائرية",
  listingType: "SELL",
  category: "Residential",
  price: 1_200_000,
  areaName: "Jumeirah Village Circle",
  community: null,
  propertyType: "Apartment",
  bedrooms: 2,
  bathrooms: 2,
  sizeSqft: 1_100,
  photos: ["/media/listings/a.webp"],
};

it("sends a card only the title its page shows: English without the Arabic one, Arabic without the English one", () => {
  expect(localeCardData(card, "en")).not.toHaveProperty("titleAr");
  expect(localeCardData(card, "en").title).toBe(card.title);
  expect(localeCardData(card, "ar")).toMatchObject({ title: "", titleAr: card.titleAr });
  // no Arabic title in the data: the Arabic page shows the English one
  expect(localeCardData({ ...card, titleAr: null }, "ar").title).toBe(card.title);
});
