/**
 * Pictures that match (issue 41): a business is shown as what it is, a house as a house, and a
 * results page never shows one picture twice.
 */
import { describe, expect, it } from "vitest";
import type { ListingRow } from "./demo-data.ts";
import { generateDemoData } from "./demo-data.ts";
import { CARD_PHOTOS, COVER_SPREAD, COVER_WINDOW, dealCards } from "./generate/covers.ts";
import { homeSetting, roomPlan } from "./generate/listings.ts";
import { typeLabel } from "./generate/reference.ts";
import {
  COMMERCIAL_FAMILY,
  type CommercialFamily,
  commercialCovers,
  commercialPool,
  INTERIOR_POOL_SIZES,
  interiorOf,
  LISTING_COMMERCIAL,
} from "./media-catalog.ts";
import { mediaJobs } from "./media.ts";
import { COMMERCIAL_TYPES, type CommercialType } from "./reference-data.ts";

const data = generateDemoData({});
const photosOf = new Map<number, string[]>();
for (const p of [...data.listingPhotos].sort((a, b) => a.position - b.position))
  photosOf.set(p.listing_id, [...(photosOf.get(p.listing_id) ?? []), p.url]);
const photos = (l: ListingRow) => photosOf.get(l.id) ?? [];
const card = (l: ListingRow) => photos(l).slice(0, CARD_PHOTOS);
const familyOf = (l: ListingRow) => COMMERCIAL_FAMILY[typeLabel(l.property_type_id) as CommercialType];

/** each public list (sale or rent × residential or commercial) in its default order: newest first */
const lists = (["SELL", "RENT"] as const).flatMap((listingType) =>
  (["Residential", "Commercial"] as const).map((category) => ({
    name: `${listingType} ${category}`,
    category,
    listings: data.listings
      .filter((l) => l.status === "ACTIVE" && l.listing_type === listingType && l.category === category)
      .sort((a, b) => (a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1)),
  })),
);

/** pairs of listings fewer than `distance` apart in a list, with what both show */
function repeatsWithin(list: readonly ListingRow[], distance: number, shown: (l: ListingRow) => readonly string[]) {
  const found: { first: number; second: number; url: string }[] = [];
  list.forEach((l, second) => {
    for (let first = Math.max(0, second - distance + 1); first < second; first++) {
      const earlier = list[first];
      for (const url of earlier ? shown(earlier) : []) if (shown(l).includes(url)) found.push({ first, second, url });
    }
  });
  return found;
}

describe("commercial pictures by kind", () => {
  it("gives every commercial type a family, and no two families one cover", () => {
    for (const type of COMMERCIAL_TYPES) expect(COMMERCIAL_FAMILY[type], type).toBeDefined();
    const families = [...new Set(Object.values(COMMERCIAL_FAMILY))];
    for (const a of families)
      for (const b of families)
        if (a !== b)
          expect(
            commercialCovers(a).filter((url) => commercialCovers(b).includes(url)),
            `${a}/${b}`,
          ).toEqual([]);
    // the office pool is office pictures only: no shop, warehouse, showroom, land or hotel
    expect(commercialPool("office").every((url) => /com-(office-tower|office-block|open-plan|meeting-room|reception)-/.test(url))).toBe(
      true,
    );
    expect(commercialPool("farm").every((url) => url.includes("com-farm-"))).toBe(true);
  });

  it("takes every commercial listing's cover and photos only from its type's pool", () => {
    const commercial = data.listings.filter((l) => l.category === "Commercial");
    expect(new Set(commercial.map(familyOf)).size).toBeGreaterThanOrEqual(6);
    for (const l of commercial) {
      const [cover, ...rest] = photos(l);
      expect(commercialCovers(familyOf(l)), `${l.title}`).toContain(cover);
      for (const url of rest) expect(commercialPool(familyOf(l)), `${l.title}`).toContain(url);
    }
  });

  it("has a drawing for every commercial picture", () => {
    const planned = new Set(mediaJobs({ areas: [], developers: [] }).map((j) => j.url));
    for (const url of LISTING_COMMERCIAL) expect(planned.has(url), url).toBe(true);
  });
});

describe("homes' interiors", () => {
  it("shows a villa or townhouse only in house rooms, a flat only in flat rooms, following its room plan", () => {
    const homes = data.listings.filter((l) => l.category === "Residential");
    const bigVillas = homes.filter((l) => typeLabel(l.property_type_id) === "Villa" && (l.bedrooms ?? 0) >= 3);
    expect(bigVillas.length).toBeGreaterThan(10);
    for (const l of homes) {
      const setting = homeSetting(typeLabel(l.property_type_id));
      const interiors = photos(l).slice(1).map(interiorOf);
      for (const image of interiors) expect(image?.setting, l.title).toBe(setting);
      expect(interiors.map((image) => image?.room)).toEqual(roomPlan(l.bedrooms, setting).slice(0, interiors.length));
    }
    for (const l of bigVillas)
      expect(
        photos(l)
          .slice(1)
          .map((url) => interiorOf(url)?.setting),
      ).not.toContain("flat");
  });

  it("never repeats a photo within one listing", () => {
    for (const l of data.listings) expect(new Set(photos(l)).size, l.title).toBe(photos(l).length);
  });
});

describe("no picture twice on a results page", () => {
  it("repeats no cover within any ten consecutive listings of a list, nor among the first thirty", () => {
    for (const { name, listings } of lists) {
      expect(listings.length, name).toBeGreaterThan(COVER_SPREAD);
      expect(
        repeatsWithin(listings, COVER_WINDOW, (l) => card(l).slice(0, 1)),
        name,
      ).toEqual([]);
      expect(new Set(listings.slice(0, COVER_SPREAD).map((l) => card(l)[0])).size, name).toBe(COVER_SPREAD);
    }
  });

  it("keeps homes' covers thirty listings apart: their pools are larger than the homes of a scene among thirty", () => {
    for (const { name, listings } of lists.filter((list) => list.category === "Residential"))
      expect(
        repeatsWithin(listings, COVER_SPREAD, (l) => card(l).slice(0, 1)),
        name,
      ).toEqual([]);
  });

  it("shows no card photo twice among ten consecutive homes: every card room has at least ten interiors per setting", () => {
    for (const setting of ["flat", "house"] as const)
      for (const room of ["living", "kitchen", "bedroom"] as const)
        expect(INTERIOR_POOL_SIZES[setting][room] ?? 0, `${setting} ${room}`).toBeGreaterThanOrEqual(COVER_WINDOW);
    for (const { name, listings } of lists.filter((list) => list.category === "Residential"))
      expect(repeatsWithin(listings, COVER_WINDOW, card), name).toEqual([]);
  });

  it("repeats a business's card photo on a page only when that page's listings of its family need more than its pool holds", () => {
    for (const { name, listings } of lists.filter((list) => list.category === "Commercial")) {
      for (const { second, url } of repeatsWithin(listings, COVER_WINDOW, card)) {
        const family = familyOf(listings[second] as ListingRow);
        const page = listings.slice(Math.max(0, second - COVER_WINDOW + 1), second + 1).filter((l) => familyOf(l) === family);
        const needed = page.reduce((n, l) => n + card(l).length, 0);
        expect(needed, `${name}: ${url} again at ${second}`).toBeGreaterThan(commercialPool(family).length);
      }
    }
  });

  it("deals a card's photos apart from the page's and repeats one only when the pool runs out", () => {
    const letters = ["a", "b", "c", "d", "e", "f"];
    const candidates = [1, 2, 3].map((id) => ({
      id,
      areaId: id,
      scene: "office" as CommercialFamily,
      listingType: "RENT" as const,
      category: "Commercial" as const,
      createdAt: `2026-01-0${id}`,
      cardSlots: [letters, letters, letters],
    }));
    const cards = dealCards(candidates);
    const after = (id: number) => (cards.get(id) ?? []).slice(1);
    // newest first: listings 3 and 2 share the six letters between them
    expect(new Set([...after(3), ...after(2)]).size).toBe(6);
    // listing 1 can only repeat a letter, never within its own card
    expect(new Set(after(1)).size).toBe(CARD_PHOTOS - 1);
    expect(new Set([3, 2, 1].map((id) => cards.get(id)?.[0])).size).toBe(3);
  });
});
