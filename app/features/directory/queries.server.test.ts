import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { getArea, getDeveloper, listAgents, listAreas, listAreasForHome, listDevelopers, listDevelopersForHome } from "./queries.server.ts";
import {
  insertAgent,
  insertArea,
  insertDeveloper,
  insertListing,
  insertProject,
  insertPropertyType,
} from "#tests/fixtures/directory-rows.ts";

describeEachDatabase("directory queries on an empty database", (get) => {
  it("lists no areas, developers or agents", async () => {
    const { db } = get();
    expect(await listAreas(db, { page: 1, size: 24 })).toEqual({ items: [], total: 0, page: 1, size: 24 });
    expect(await listDevelopers(db, { page: 1, size: 24 })).toEqual({ items: [], total: 0, page: 1, size: 24 });
    expect(await listAreasForHome(db, 3)).toEqual([]);
    expect(await listAgents(db)).toEqual([]);
  });

  it("finds no area or developer for unknown and impossible ids", async () => {
    const { db } = get();
    for (const id of [1, 0, -4, 1.5, Number.NaN, 2 ** 40]) {
      expect(await getArea(db, id)).toBeUndefined();
      expect(await getDeveloper(db, id)).toBeUndefined();
    }
  });
});

describeEachDatabase("areas", (get) => {
  it("pages 28 areas by name, 24 then 4, with the total", async () => {
    const { db } = get();
    const names = Array.from({ length: 28 }, (_, i) => `Area ${String(i + 1).padStart(2, "0")}`);
    for (const name of [...names].reverse()) await insertArea(db, name, `/media/areas/${name}.webp`);

    const first = await listAreas(db, { page: 1, size: 24 });
    expect(first.total).toBe(28);
    expect(first.items).toHaveLength(24);
    expect(first.items.map((a) => a.name)).toEqual(names.slice(0, 24));
    expect(first.items[0]).toEqual({ id: expect.any(Number), name: "Area 01", image: "/media/areas/Area 01.webp" });

    const second = await listAreas(db, { page: 2, size: 24 });
    expect(second.items.map((a) => a.name)).toEqual(names.slice(24));
    expect((await listAreas(db, { page: 3, size: 24 })).items).toEqual([]);
  });

  it("clamps unusable page requests (page below 1, size 0 or above 1000) instead of failing", async () => {
    const { db } = get();
    await insertArea(db, "Area A");
    await insertArea(db, "Area B");
    const result = await listAreas(db, { page: -3, size: 0 });
    expect(result.page).toBe(1);
    expect(result.size).toBe(1);
    expect(result.items).toHaveLength(1);
    expect((await listAreas(db, { page: Number.NaN, size: 5000 })).size).toBe(1000);
  });
});

describeEachDatabase("area figures and home order", (get) => {
  it("counts active listings and computes medians from our data", async () => {
    const { db } = get();
    const typeId = await insertPropertyType(db);
    const marina = await insertArea(db, "Marina");
    const quiet = await insertArea(db, "Quiet");
    const busy = await insertArea(db, "Busy");
    // Sale: price per sq.ft 1000, 2000, 3000, 4000 → median 2500. A listing without size is not in the median.
    for (const [price, size] of [
      [1_000_000, 1000],
      [3_000_000, 1000],
      [2_000_000, 1000],
      [8_000_000, 2000],
    ] as const) {
      await insertListing(db, { areaId: marina, typeId, listingType: "SELL", price, size });
    }
    await insertListing(db, { areaId: marina, typeId, listingType: "SELL", price: 9_000_000, size: null });
    // Rent: 100k, 150k, 120k → median 120k. Inactive listings are ignored everywhere.
    for (const price of [100_000, 150_000, 120_000]) {
      await insertListing(db, { areaId: marina, typeId, listingType: "RENT", price });
    }
    await insertListing(db, { areaId: marina, typeId, listingType: "RENT", price: 1, status: "INACTIVE" });
    await insertListing(db, { areaId: marina, typeId, listingType: "SELL", price: 1, size: 1000, status: "INACTIVE" });
    // Commercial stock is counted but kept out of the medians (issue 41 item 3: a farm's AED 41 per sq.ft and a
    // warehouse's 1.4M rent made an area's "median" of homes).
    await insertListing(db, { areaId: marina, typeId, listingType: "SELL", price: 40_000, size: 1000, category: "Commercial" });
    await insertListing(db, { areaId: marina, typeId, listingType: "SELL", price: 50_000, size: 1000, category: "Commercial" });
    await insertListing(db, { areaId: marina, typeId, listingType: "RENT", price: 1_400_000, category: "Commercial" });
    await insertListing(db, { areaId: marina, typeId, listingType: "RENT", price: 1_500_000, category: "Commercial" });
    for (let i = 0; i < 7; i++) await insertListing(db, { areaId: busy, typeId, listingType: "RENT", price: 90_000 });

    const area = await getArea(db, marina);
    expect(area).toMatchObject({ id: marina, name: "Marina", description: "Marina description." });
    expect(area?.figures).toEqual({ forSale: 7, toRent: 5, medianPricePerSqft: 2500, medianYearlyRent: 120_000 });

    const empty = await getArea(db, quiet);
    expect(empty?.figures).toEqual({ forSale: 0, toRent: 0, medianPricePerSqft: null, medianYearlyRent: null });

    // Marina (12 active) then Busy (7 active) then the rest by name.
    expect((await listAreasForHome(db, 3)).map((a) => a.name)).toEqual(["Marina", "Busy", "Quiet"]);
    expect(await listAreasForHome(db, 1)).toHaveLength(1);
  });
});

describeEachDatabase("developers", (get) => {
  it("pages developers by name, counts their active projects and orders home by projects", async () => {
    const { db } = get();
    const zeta = await insertDeveloper(db, "Zeta Homes");
    const alpha = await insertDeveloper(db, "Alpha Estates", "A".repeat(300));
    await insertDeveloper(db, "Midtown Builders");
    for (let i = 0; i < 3; i++) await insertProject(db, `Zeta ${i}`, zeta);

    const list = await listDevelopers(db, { page: 1, size: 2 });
    expect(list.total).toBe(3);
    expect(list.items.map((d) => d.name)).toEqual(["Alpha Estates", "Midtown Builders"]);
    expect(list.items[0]).toEqual({ id: alpha, name: "Alpha Estates", description: "A".repeat(300), logo: null });
    expect((await listDevelopers(db, { page: 2, size: 2 })).items.map((d) => d.name)).toEqual(["Zeta Homes"]);

    expect(await getDeveloper(db, zeta)).toMatchObject({ id: zeta, name: "Zeta Homes", projectCount: 3 });
    expect(await getDeveloper(db, alpha)).toMatchObject({ projectCount: 0 });
    expect((await listDevelopersForHome(db, 2)).map((d) => d.name)).toEqual(["Zeta Homes", "Alpha Estates"]);
    // the home's cards show no description: it is not read, nor sent to the browser
    expect((await listDevelopersForHome(db, 2)).every((d) => !("description" in d))).toBe(true);
  });
});

describeEachDatabase("agents", (get) => {
  it("lists agents in the agency's order with public fields only", async () => {
    const { db } = get();
    await insertAgent(db, { name: "Zara", role: "Director", sortOrder: 1 });
    await insertAgent(db, { name: "Omar", role: null, sortOrder: 2, languages: "not json" });
    await insertAgent(db, { name: "Aisha", role: "Consultant", sortOrder: 1 });
    const agents = await listAgents(db);
    expect(agents.map((a) => a.name)).toEqual(["Aisha", "Zara", "Omar"]);
    expect(Object.keys(agents[0] ?? {}).sort()).toEqual(["avatar", "brn", "email", "id", "languages", "name", "phone", "role"].sort());
    expect(agents[0]?.languages).toEqual(["English", "Arabic"]);
    expect(agents[2]).toMatchObject({ role: null, languages: [] });
  });
});
