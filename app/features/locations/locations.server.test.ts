import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { DB } from "#app/db/db.server.ts";
import type { NewListing } from "#app/db/schema.ts";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { searchListings } from "#app/features/listings/queries.server.ts";
import { getLocations, getProperties } from "#app/features/api/endpoints.server.ts";
import { CHECK_MS, invalidateLocationIndex, locationsByIds, locationsForText, searchLocations } from "./locations.server.ts";

async function seed(db: DB) {
  await db
    .insertInto("areas")
    .values([
      { slug: "dubai-marina", name: "Dubai Marina", description: "" },
      { slug: "jumeirah-village-circle", name: "Jumeirah Village Circle (JVC)", description: "" },
      { slug: "the-springs", name: "The Springs", description: "" },
    ])
    .execute();
  await db.insertInto("property_types").values({ category: "Residential", label: "Apartment", sort_order: 1 }).execute();
  let n = 0;
  const listing = (over: Partial<NewListing>): NewListing => {
    n++;
    return {
      reference: `R${n}`,
      permit_number: `P${n}`,
      title: `Home ${n}`,
      description: "",
      listing_type: "SELL",
      status: "ACTIVE",
      price: 1_000_000,
      area_id: 1,
      community: null,
      sub_community: null,
      developer_id: null,
      property_type_id: 1,
      category: "Residential",
      bedrooms: 1,
      bathrooms: 1,
      size_sqft: 800,
      amenities: "[]",
      created_at: `2026-01-${String(n).padStart(2, "0")}T00:00:00.000Z`,
      updated_at: `2026-01-${String(n).padStart(2, "0")}T00:00:00.000Z`,
      ...over,
    };
  };
  await db
    .insertInto("listings")
    .values([
      listing({ community: "Marina Gate", sub_community: "Marina Gate 1" }),
      listing({ community: "Marina Gate", sub_community: "Marina Gate 2", listing_type: "RENT", price: 120_000 }),
      listing({ community: "Marina Promenade", sub_community: "Aurora" }),
      listing({ community: "Marina Gate", status: "INACTIVE" }),
      listing({ area_id: 2, community: "Belgravia", listing_type: "RENT", price: 85_000, bedrooms: 2 }),
      listing({ area_id: 2, community: "Bloom Heights", listing_type: "RENT", price: 70_000 }),
      listing({ area_id: 3, community: "Springs 3" }),
      listing({ area_id: 3, community: "Springs 10" }),
    ])
    .execute();
  invalidateLocationIndex();
}

describeEachDatabase("location index", (get) => {
  it("offers the area, its communities and buildings for 'marina' with active counts by type", async () => {
    await seed(get().db);
    const found = await searchLocations(get().db, "marina", 10);
    expect(found[0]).toMatchObject({ id: "dubai-marina", kind: "area", counts: { sale: 2, rent: 1 } });
    const gate = found.find((l) => l.name === "Marina Gate");
    expect(gate).toMatchObject({ id: "dubai-marina.marina-gate", kind: "community", counts: { sale: 1, rent: 1 } });
    expect(found.map((l) => l.name)).toEqual(expect.arrayContaining(["Marina Promenade", "Marina Gate 1", "Marina Gate 2"]));
  });

  it("resolves JVC, case-insensitively, and 'The Springs 3' to the community", async () => {
    await seed(get().db);
    expect((await searchLocations(get().db, "JVC"))[0]?.id).toBe("jumeirah-village-circle");
    expect((await locationsForText(get().db, "the springs 3")).map((l) => l.id)).toEqual(["the-springs.springs-3"]);
  });

  it("filters listings by one or several locations; an unknown id is dropped", async () => {
    await seed(get().db);
    const db = get().db;
    const places = async (...ids: string[]) => (await locationsByIds(db, ids)).map((l) => l.place);
    const titles = async (ids: string[], listingType: "SELL" | "RENT") =>
      (await searchListings(db, { listingType, places: await places(...ids) }, { page: 1, size: 50 })).items.map((i) => i.title);
    expect(await titles(["dubai-marina.marina-gate"], "SELL")).toEqual(["Home 1"]);
    expect(await titles(["dubai-marina.marina-gate.marina-gate-2"], "RENT")).toEqual(["Home 2"]);
    expect(await titles(["jumeirah-village-circle.belgravia", "dubai-marina"], "RENT")).toEqual(["Home 5", "Home 2"]);
    expect(await places("nowhere", "dubai-marina")).toEqual([{ areaId: 1 }]);
    expect((await searchListings(db, { listingType: "SELL", places: [] }, { page: 1, size: 50 })).total).toBe(0);
  });

  it("answers GET /api/locations?q= with ids, kinds and counts; 400 for a too-long q", async () => {
    await seed(get().db);
    const ok = await getLocations(new Request("http://x/api/locations?q=jvc"), get().db);
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { locations: { id: string; kind: string; counts: { rent: number } }[] };
    expect(body.locations[0]).toMatchObject({ id: "jumeirah-village-circle", kind: "area", counts: { rent: 2 } });
    const bad = await getLocations(new Request(`http://x/api/locations?q=${"a".repeat(200)}`), get().db);
    expect(bad.status).toBe(400);
  });

  it("filters the properties API by location ids and answers 400 naming a malformed location or bbox", async () => {
    await seed(get().db);
    const ask = (q: string) => getProperties(new Request(`http://x/api/properties/get_properties_for_main_site?${q}`), get().db);
    const ok = (await (await ask("listing_type=RENT&location=jumeirah-village-circle")).json()) as { totalProperties: number };
    expect(ok.totalProperties).toBe(2);
    const badLocation = await ask("location=Not%20An%20Id");
    expect(badLocation.status).toBe(400);
    expect(((await badLocation.json()) as { parameter: string }).parameter).toBe("location");
    const badBox = await ask("bbox=1,2,3");
    expect(badBox.status).toBe(400);
    expect(((await badBox.json()) as { parameter: string }).parameter).toBe("bbox");
  });
});

describeEachDatabase("location index freshness (issue 40)", (get) => {
  // Date only: nothing waits, the clock is moved past CHECK_MS by hand.
  beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-28T08:00:00Z") }));
  afterEach(() => vi.useRealTimers());

  it("a write the index was not told of (another bundle's copy bumped its own generation) is seen after CHECK_MS", async () => {
    const db = get().db;
    await seed(db);
    // a second instance of this module stands for a writer this one never hears from (a script, a node that missed the event)
    // @ts-expect-error a query string makes a second instance of the module; TypeScript does not resolve it
    const other = (await import("./locations.server.ts?second-copy")) as { invalidateLocationIndex: () => void };
    expect((await searchLocations(db, "emaar beachfront")).map((l) => l.name)).not.toContain("Emaar Beachfront");
    await db
      .insertInto("listings")
      .values({
        reference: "NEW1",
        permit_number: "P-NEW1",
        title: "Beach flat",
        description: "",
        listing_type: "SELL",
        status: "ACTIVE",
        price: 3_000_000,
        area_id: 1,
        community: "Emaar Beachfront",
        sub_community: null,
        developer_id: null,
        property_type_id: 1,
        category: "Residential",
        bedrooms: 2,
        bathrooms: 2,
        size_sqft: 1200,
        amenities: "[]",
        created_at: "2026-11-28T08:00:00.000Z",
        updated_at: "2026-11-28T08:00:00.000Z",
      })
      .execute();
    other.invalidateLocationIndex(); // what the scheduled import did: this copy never hears of it
    vi.setSystemTime(new Date(Date.now() + CHECK_MS));
    const found = await searchLocations(db, "emaar beachfront");
    expect(found.map((l) => l.name)).toContain("Emaar Beachfront");
    expect(found.find((l) => l.name === "Emaar Beachfront")?.counts.sale).toBe(1);
  });

  it("an edit that takes a listing off the site (as the listing editor saves it) drops its counts after CHECK_MS", async () => {
    const db = get().db;
    await seed(db);
    expect((await searchLocations(db, "aurora"))[0]?.counts.sale).toBe(1);
    await db
      .updateTable("listings")
      .set({ status: "INACTIVE", updated_at: "2026-11-28T08:00:01.000Z" })
      .where("sub_community", "=", "Aurora")
      .execute();
    expect((await searchLocations(db, "aurora"))[0]?.counts.sale).toBe(1); // within CHECK_MS the index in memory answers
    vi.setSystemTime(new Date(Date.now() + CHECK_MS));
    expect((await searchLocations(db, "aurora")).find((l) => l.name === "Aurora")).toBeUndefined();
  });
});
