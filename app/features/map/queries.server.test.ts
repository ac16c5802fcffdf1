import { expect, it } from "vitest";
import type { DB } from "#app/db/db.server.ts";
import type { NewListing } from "#app/db/schema.ts";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { listingMarkers } from "#app/features/listings/markers.server.ts";
import { searchListings } from "#app/features/listings/queries.server.ts";
import { areaCentres, basemap, basemapStyle } from "./queries.server.ts";
import { ringContains, type Position } from "./basemap.ts";

/** Two areas with listings at known places, one listing without coordinates, one inactive. */
async function seed(db: DB) {
  await db
    .insertInto("areas")
    .values([
      { slug: "dubai-marina", name: "Dubai Marina", description: "" },
      { slug: "downtown-dubai", name: "Downtown Dubai", description: "" },
      { slug: "empty", name: "Nowhere Yet", description: "" },
    ])
    .execute();
  await db.insertInto("property_types").values({ category: "Residential", label: "Apartment", sort_order: 1 }).execute();
  const at = (n: number, area: number, lng: number | null, lat: number | null, over: Partial<NewListing> = {}): NewListing => ({
    reference: `REF-${n}`,
    permit_number: `P${n}`,
    title: `Listing ${n}`,
    description: "",
    listing_type: "SELL",
    status: "ACTIVE",
    price: 1_000_000 * n,
    area_id: area,
    property_type_id: 1,
    category: "Residential",
    amenities: "[]",
    longitude: lng,
    latitude: lat,
    community: null,
    sub_community: null,
    developer_id: null,
    created_at: `2025-02-${String(n).padStart(2, "0")}T10:00:00.000Z`,
    updated_at: `2025-02-${String(n).padStart(2, "0")}T10:00:00.000Z`,
    ...over,
  });
  await db
    .insertInto("listings")
    .values([
      at(1, 1, 55.13, 25.07),
      at(2, 1, 55.15, 25.09),
      at(3, 2, 55.27, 25.19),
      at(4, 2, 55.28, 25.2, { listing_type: "RENT", price: 120_000 }),
      at(5, 2, null, null),
      at(6, 1, 55.5, 25.5, { status: "INACTIVE" }),
    ])
    .execute();
}

describeEachDatabase(
  "map queries",
  (get) => {
    it("gives each area with located active listings a centre: their mean position", async () => {
      const centres = await areaCentres(get().db);
      expect(centres).toEqual([
        { id: 1, slug: "dubai-marina", name: "Dubai Marina", lng: 55.14, lat: 25.08 },
        { id: 2, slug: "downtown-dubai", name: "Downtown Dubai", lng: 55.275, lat: 25.195 },
      ]);
    });

    it("serves a basemap whose outlines contain those centres, and a style naming its version", async () => {
      const { geojson, version } = await basemap(get().db);
      const outlines = geojson.features.filter((f) => f.properties.kind === "area");
      expect(outlines.map((f) => f.properties.slug)).toEqual(["dubai-marina", "downtown-dubai"]);
      const marina = outlines[0]!;
      expect(marina.geometry.type === "Polygon" && ringContains(marina.geometry.coordinates[0]!, [55.14, 25.08] as Position)).toBe(true);
      const style = await basemapStyle(get().db);
      expect(style.sources.basemap?.data).toBe(`/map/basemap.geojson?v=${version}`);
      // A new listing moves a centre, so the version changes and caches take the new file.
      await get()
        .db.insertInto("listings")
        .values({
          ...(await get().db.selectFrom("listings").selectAll().where("id", "=", 1).executeTakeFirstOrThrow()),
          id: undefined,
          reference: "REF-9",
          longitude: 55.2,
          latitude: 25.1,
        })
        .execute();
      expect((await basemap(get().db)).version).not.toBe(version);
    });

    it("lists the markers of a query: located, active, newest first, compact, capped", async () => {
      const all = await listingMarkers(get().db, { listingType: "SELL" });
      expect(all).toEqual({
        markers: [
          [3, 55.27, 25.19, 3_000_000],
          [2, 55.15, 25.09, 2_000_000],
          [1, 55.13, 25.07, 1_000_000],
        ],
        capped: false,
      });
      const capped = await listingMarkers(get().db, { listingType: "SELL" }, 2);
      expect(capped.markers.map((m) => m[0])).toEqual([3, 2]);
      expect(capped.capped).toBe(true);
      expect((await listingMarkers(get().db, { listingType: "SELL", minPrice: 2_500_000 })).markers.map((m) => m[0])).toEqual([3]);
    });

    it("filters the list by the map's box; a listing without coordinates is outside every box", async () => {
      const box = [55.1, 25.0, 55.2, 25.1] as const;
      const inBox = await searchListings(get().db, { listingType: "SELL", bbox: box }, { page: 1, size: 10 });
      expect(inBox.total).toBe(2);
      expect(inBox.items.map((l) => l.id).sort()).toEqual([1, 2]);
      const everywhere = await searchListings(get().db, { listingType: "SELL", bbox: [-180, -90, 180, 90] }, { page: 1, size: 10 });
      expect(everywhere.total).toBe(3);
      expect((await searchListings(get().db, { listingType: "SELL" }, { page: 1, size: 10 })).total).toBe(4);
    });
  },
  { setup: seed },
);
