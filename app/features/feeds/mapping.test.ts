import { readFileSync } from "node:fs";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { type FeedListing, type Mapped, bedrooms, geopoints, mapListing } from "./mapping.server.ts";
import { FeedSyntaxError, readFeed } from "./parser.server.ts";
import { companyKey, placeKeys } from "./names.ts";

async function mapFixture(name: string): Promise<Mapped[]> {
  const out: Mapped[] = [];
  let format: "pf" | "bayut" | undefined;
  const xml = readFileSync(`tests/fixtures/feeds/${name}`, "utf8").replaceAll("{{PHOTOS}}", "https://photos.example");
  for await (const event of readFeed(Readable.from([xml]))) {
    if (event.kind === "root") format = event.format;
    else if (format) out.push(mapListing(format, event.node));
  }
  return out;
}

const listingOf = (all: Mapped[], reference: string): FeedListing => {
  const found = all.find((m): m is Extract<Mapped, { ok: true }> => m.ok && m.listing.reference === reference);
  if (!found) throw new Error(`${reference} was not mapped`);
  return found.listing;
};

describe("Property Finder mapping", () => {
  it("reads CDATA, Arabic text, the building, amenity codes and reversed geopoints", async () => {
    const l = listingOf(await mapFixture("pf-sample.xml"), "PF-TEST-001");
    expect(l).toMatchObject({
      listingType: "SELL",
      category: "Residential",
      propertyType: "Apartment",
      price: 1_850_000,
      rentFrequency: null,
      title: "Bright 2 bed with park view & balcony",
      titleAr: "شقة مشرقة من غرفتين مع إطلالة على الحديقة",
      area: "JVC",
      community: "District 12",
      building: "Bloom Towers",
      developer: "Emaar",
      sizeSqft: 1250,
      bedrooms: 2,
      furnishing: "semi-furnished",
      completionStatus: "ready",
      amenities: ["Balcony", "Swimming pool", "Gym", "Covered parking"],
      latitude: 25.0583,
      longitude: 55.2094,
      permitNumber: "7100012345",
      holdReason: null,
      agent: { name: "Layla Haddad", email: "layla.haddad@broker.example", brn: "BRN-40112" },
    });
    expect(l.descriptionAr).toContain("غرفتي نوم");
    expect(l.photos).toHaveLength(5);
    expect(l.photos[0]).toEqual({ url: "https://photos.example/ok-1.jpg", lastUpdated: "2026-11-01 08:00:00" });
  });

  it("normalises rent to yearly and keeps the frequency; studio is 0 bedrooms", async () => {
    const all = await mapFixture("pf-sample.xml");
    expect(listingOf(all, "PF-TEST-002")).toMatchObject({
      listingType: "RENT",
      price: 90_000,
      rentFrequency: "monthly",
      bedrooms: 0,
      furnishing: "furnished",
    });
    expect(listingOf(all, "PF-TEST-006")).toMatchObject({
      price: 104_000,
      rentFrequency: "weekly",
      propertyType: "Townhouse",
      latitude: null,
      longitude: null,
    });
    expect(listingOf(all, "PF-TEST-004")).toMatchObject({
      category: "Commercial",
      propertyType: "Office",
      price: 240_000,
      rentFrequency: "yearly",
      amenities: ["Pantry", "Meeting rooms", "Security"],
    });
  });

  it("holds listings without a valid permit and skips unknown types and offerings with a reason", async () => {
    const all = await mapFixture("pf-sample.xml");
    expect(listingOf(all, "PF-TEST-003")).toMatchObject({
      permitNumber: null,
      holdReason: expect.stringContaining("no permit number"),
      bedrooms: 7,
      completionStatus: "off-plan",
    });
    expect(listingOf(all, "PF-TEST-004")).toMatchObject({
      permitNumber: null,
      holdReason: expect.stringContaining('invalid permit number "12-AB"'),
    });
    expect(all).toContainEqual({ ok: false, reference: "PF-TEST-005", reason: 'property_type "ZZ" has no matching type on this site' });
    expect(all).toContainEqual({ ok: false, reference: "PF-TEST-007", reason: expect.stringContaining('unknown offering_type "XX"') });
  });
});

describe("Bayut mapping", () => {
  it("matches element names in any case and reads CDATA values", async () => {
    const all = await mapFixture("bayut-sample.xml");
    expect(listingOf(all, "BY-TEST-001")).toMatchObject({
      listingType: "RENT",
      price: 72_000,
      rentFrequency: "monthly",
      bedrooms: 0,
      area: "JLT",
      community: "Cluster D",
      building: "Lake Terrace",
      titleAr: "استوديو قرب المترو",
      completionStatus: "ready",
      amenities: ["Balcony", "Gym"],
      agent: { name: "Omar Saeed", email: "omar@broker.example", phone: "+971559876543", brn: null },
    });
    expect(listingOf(all, "BY-TEST-002")).toMatchObject({
      listingType: "SELL",
      bedrooms: 10,
      sizeSqft: 5000,
      completionStatus: "off-plan",
      propertyType: "Villa",
    });
    expect(listingOf(all, "BY-TEST-005")).toMatchObject({ bedrooms: 0, propertyType: "Apartment" });
  });

  it("marks deleted listings and keeps hotel apartments as their own type", async () => {
    const all = await mapFixture("bayut-sample.xml");
    expect(listingOf(all, "BY-TEST-003").live).toBe(false);
    expect(listingOf(all, "BY-TEST-004")).toMatchObject({ propertyType: "Hotel Apartment", category: "Residential" });
  });
});

describe("feed parsing", () => {
  it("rejects a truncated feed and an unknown root element", async () => {
    await expect(mapFixture("pf-truncated.xml")).rejects.toThrow(FeedSyntaxError);
    const read = async (xml: string) => {
      for await (const _ of readFeed(Readable.from([xml]))) void _;
    };
    await expect(read("<rss><item/></rss>")).rejects.toThrow(/holds no Property Finder or Bayut listings/);
    await expect(read("<feed><item/></feed>")).rejects.toThrow(/neither a Property Finder/);
    await expect(read("")).rejects.toThrow(/root element/);
    await expect(read("<list><property><reference_number>A</reference_number></property></list>")).resolves.toBeUndefined();
  });
});

describe("small readers", () => {
  it.each([
    ["studio", 0],
    ["Studio", 0],
    ["0", 0],
    ["-1", 0],
    ["7+", 7],
    ["10+", 10],
    ["3", 3],
    ["many", null],
  ])("bedrooms %s → %s", (raw, expected) => {
    expect(bedrooms(raw)).toBe(expected);
  });

  it("tells latitude from longitude by range", () => {
    expect(geopoints("25.2,55.3")).toEqual([25.2, 55.3]);
    expect(geopoints("55.3, 25.2")).toEqual([25.2, 55.3]);
    expect(geopoints("0,0")).toEqual([null, null]);
    expect(geopoints("abc")).toEqual([null, null]);
  });

  it("matches places and companies the way feeds spell them", () => {
    expect(placeKeys("Jumeirah Village Circle (JVC)")).toEqual(expect.arrayContaining(["jvc", "jumeirah village circle"]));
    expect(placeKeys("JVC")).toContain("jumeirah village circle");
    expect(placeKeys("The Palm Jumeirah")).toContain("palm jumeirah");
    expect(placeKeys("Jumeirah Lakes Towers")).toContain("jumeirah lake towers");
    expect(companyKey("EMAAR Properties PJSC")).toBe(companyKey("Emaar"));
    expect(companyKey("Nakheel")).not.toBe(companyKey("Emaar"));
  });
});
