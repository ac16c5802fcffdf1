import { describe, expect, it } from "vitest";
import { generateDemoData } from "./demo-data.ts";
import { areaCharacter, COVER_WINDOW, coverPool, coverScene, dealCovers, projectCoverScene } from "./generate/covers.ts";
import { typeLabel } from "./generate/reference.ts";
import { interiorOf, LISTING_COVERS, PROJECT_RENDERINGS } from "./media-catalog.ts";
import { AREA_PROFILES } from "./reference-data.ts";

const area = (slug: string) => {
  const found = AREA_PROFILES.find((a) => a.slug === slug);
  if (!found) throw new Error(`no demo area ${slug}`);
  return found;
};

describe("area character → cover scene", () => {
  it("reads an area's character from its homes, views and heights", () => {
    expect(areaCharacter({ homes: { Villa: 6, Townhouse: 2, Apartment: 2 }, views: ["Sea view"], maxFloor: 60 })).toBe("villas");
    expect(areaCharacter({ homes: { Apartment: 9, Villa: 1 }, views: ["Marina view"], maxFloor: 12 })).toBe("waterfront");
    expect(areaCharacter({ homes: { Apartment: 9 }, views: ["Burj Khalifa view"], maxFloor: 40 })).toBe("towers");
    expect(areaCharacter({ homes: { Apartment: 9 }, views: ["Burj Khalifa view"], maxFloor: 39 })).toBe("new-district");
  });

  it.each([
    ["dubai-marina", "waterfront"],
    ["jumeirah-beach-residence", "waterfront"],
    ["palm-jumeirah", "waterfront"],
    ["downtown-dubai", "towers"],
    ["business-bay", "towers"],
    ["arabian-ranches", "villas"],
    ["emirates-hills", "villas"],
    ["jumeirah-village-circle", "new-district"],
    ["arjan", "new-district"],
    ["dubai-south", "new-district"],
  ] as const)("%s is %s", (slug, character) => {
    expect(areaCharacter(area(slug))).toBe(character);
  });

  it("draws flats by their surroundings and houses as houses: no marina yachts behind a JVC flat", () => {
    expect(coverScene("waterfront", "Apartment", "Residential")).toBe("waterfront");
    expect(coverScene("towers", "Penthouse", "Residential")).toBe("towers");
    expect(coverScene("new-district", "Apartment", "Residential")).toBe("low-rise");
    expect(coverScene("villas", "Apartment", "Residential")).toBe("low-rise");
    expect(coverScene("waterfront", "Villa", "Residential")).toBe("villa");
    expect(coverScene("new-district", "Townhouse", "Residential")).toBe("townhouse");
    expect(coverScene("towers", "Office", "Commercial")).toBe("office");
    expect(coverScene(areaCharacter(area("jumeirah-village-circle")), "Apartment", "Residential")).not.toBe("waterfront");
    expect(coverScene(areaCharacter(area("arjan")), "Apartment", "Residential")).not.toBe(
      coverScene(areaCharacter(area("business-bay")), "Apartment", "Residential"),
    );
  });
});

describe("covers on the demo data", () => {
  const data = generateDemoData({});
  const coverOf = new Map(data.listingPhotos.filter((p) => p.position === 0).map((p) => [p.listing_id, p.url]));
  const slugOf = new Map(data.areas.map((a) => [a.id, a.slug]));

  it("gives every listing a cover of the scene its area and type call for", () => {
    for (const l of data.listings) {
      const scene = coverScene(areaCharacter(area(slugOf.get(l.area_id) ?? "")), typeLabel(l.property_type_id), l.category);
      expect(coverPool(scene)).toContain(coverOf.get(l.id));
    }
  });

  it("never repeats a cover among one area's listings", () => {
    const repeats = data.areas.flatMap((a) => {
      const covers = data.listings.filter((l) => l.area_id === a.id).map((l) => coverOf.get(l.id));
      return covers.length === new Set(covers).size ? [] : [a.slug];
    });
    expect(repeats).toEqual([]);
  });

  it("never repeats a cover on a results page of any list in its default order (newest first)", () => {
    for (const listingType of ["SELL", "RENT"] as const) {
      for (const category of ["Residential", "Commercial"] as const) {
        const list = data.listings
          .filter((l) => l.status === "ACTIVE" && l.listing_type === listingType && l.category === category)
          .sort((a, b) => (a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1));
        for (let start = 0; start < list.length; start += COVER_WINDOW) {
          const page = list.slice(start, start + COVER_WINDOW).map((l) => coverOf.get(l.id));
          expect(new Set(page).size, `${listingType} ${category} page ${start / COVER_WINDOW + 1}`).toBe(page.length);
        }
      }
    }
  });

  it("uses far more covers than the 40 of issue 17, none for more than a handful of listings", () => {
    const uses = new Map<string, number>();
    for (const url of coverOf.values()) uses.set(url, (uses.get(url) ?? 0) + 1);
    expect(uses.size).toBeGreaterThanOrEqual(120);
    expect(Math.max(...uses.values())).toBeLessThanOrEqual(8);
  });

  it("walks each home's own rooms after the cover: living room first, no bedroom for a studio, no more bedrooms than it has", () => {
    const roomOf = (url: string) => interiorOf(url)?.room;
    const byListing = new Map<number, string[]>();
    for (const p of [...data.listingPhotos].sort((a, b) => a.position - b.position)) {
      if (p.position > 0) byListing.set(p.listing_id, [...(byListing.get(p.listing_id) ?? []), p.url]);
    }
    const homes = data.listings.filter((l) => l.category === "Residential");
    expect(homes.some((l) => l.bedrooms === 0)).toBe(true);
    for (const l of homes) {
      const rooms = (byListing.get(l.id) ?? []).map(roomOf);
      expect(rooms[0]).toBe("living");
      expect(rooms.filter((r) => r === "bedroom").length).toBeLessThanOrEqual(l.bedrooms ?? 1);
      if (l.bedrooms === 0) expect(rooms).not.toContain("bedroom");
    }
  });

  it("shows a villa community's launch with houses, a tower launch with a rendering, never repeating within an area or a page", () => {
    expect(projectCoverScene(["Villa", "Townhouse"])).toBe("villa");
    expect(projectCoverScene(["Townhouse"])).toBe("townhouse");
    expect(projectCoverScene(["Apartment", "Penthouse"])).toBe("project");
    const projectCover = new Map(data.projectPhotos.filter((p) => p.position === 0).map((p) => [p.project_id, p.url]));
    for (const p of data.projects) {
      const types = JSON.parse(p.house_types) as string[];
      expect(coverPool(projectCoverScene(types))).toContain(projectCover.get(p.id));
    }
    expect(data.projects.some((p) => !coverPool("project").includes(projectCover.get(p.id) ?? ""))).toBe(true);
    for (const a of data.areas) {
      const covers = data.projects.filter((p) => p.area_id === a.id).map((p) => projectCover.get(p.id));
      expect(new Set(covers).size, a.slug).toBe(covers.length);
    }
    const newest = data.projects.filter((p) => p.status === "ACTIVE").sort((a, b) => (a.launch_date < b.launch_date ? 1 : -1));
    for (let start = 0; start < newest.length; start += COVER_WINDOW) {
      const page = newest.slice(start, start + COVER_WINDOW).map((p) => projectCover.get(p.id));
      expect(new Set(page).size).toBe(page.length);
    }
    expect(PROJECT_RENDERINGS.length).toBeGreaterThan(COVER_WINDOW);
  });

  it("falls back to repeating only when a pool is smaller than an area's listings", () => {
    const many = Array.from({ length: 14 }, (_, i) => ({
      id: i + 1,
      areaId: 1,
      scene: "villa" as const,
      listingType: "SELL" as const,
      category: "Residential" as const,
      createdAt: `2026-01-${String(i + 1).padStart(2, "0")}`,
    }));
    const dealt = dealCovers(many);
    // the newest twelve (ids 14..3) take the twelve villa covers; the two oldest reuse the least-used ones
    const newest = many.slice(2).map((c) => dealt.get(c.id));
    expect(new Set(newest).size).toBe(LISTING_COVERS.villa.length);
    expect(new Set(dealt.values()).size).toBe(LISTING_COVERS.villa.length);
  });
});
