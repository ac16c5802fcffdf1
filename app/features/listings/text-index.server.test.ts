import { expect, it } from "vitest";
import type { DB } from "#app/db/db.server.ts";
import type { NewListing } from "#app/db/schema.ts";
import { lowerContains } from "#app/db/text-search.ts";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { searchListings } from "./queries.server.ts";
import type { ListingQuery, ListingSort } from "./types.ts";

const AREAS = ["Dubai Marina", "Jumeirah Village Circle (JVC)", "Business Bay", "Palm Jumeirah"];
const COMMUNITIES = ["Marina Gate", "Belgravia", "Executive Towers", "Shoreline", "Bloom Heights", null];
const BUILDINGS = ["Marina Gate 1", "Tower B", "Al Hamri", null];
const TITLES = [
  "Sea view apartment",
  "Spacious villa with garden",
  "Upgraded studio near metro",
  "Penthouse, private pool",
  "Family townhouse",
];

async function seed(db: DB) {
  await db
    .insertInto("areas")
    .values(AREAS.map((name, i) => ({ slug: `a${i}`, name, description: "" })))
    .execute();
  await db.insertInto("property_types").values({ category: "Residential", label: "Apartment", sort_order: 1 }).execute();
  const rows: NewListing[] = [];
  for (let n = 1; n <= 60; n++) {
    rows.push({
      reference: `R${n}`,
      permit_number: `P${n}`,
      title: `${TITLES[n % TITLES.length]} ${n % 7 === 0 ? "Marina" : ""}`.trim(),
      description: "Well kept home.",
      listing_type: n % 3 === 0 ? "RENT" : "SELL",
      status: "ACTIVE",
      price: 1000 * n,
      area_id: (n % AREAS.length) + 1,
      community: COMMUNITIES[n % COMMUNITIES.length] ?? null,
      sub_community: BUILDINGS[n % BUILDINGS.length] ?? null,
      property_type_id: 1,
      category: "Residential",
      amenities: "[]",
      created_at: `2026-01-01T00:00:${String(n).padStart(2, "0")}.000Z`,
      updated_at: "2026-01-01T00:00:00.000Z",
    });
  }
  await db.insertInto("listings").values(rows).execute();
}

/** The search as it was before the index: LIKE '%text%' on title, community, building and area name. */
async function oldLikeIds(db: DB, text: string): Promise<number[]> {
  const rows = await db
    .selectFrom("listings")
    .select("listings.id")
    .where("listings.status", "=", "ACTIVE")
    .where((eb) =>
      eb.or([
        lowerContains("listings.title", text),
        lowerContains("listings.community", text),
        lowerContains("listings.sub_community", text),
        eb("listings.area_id", "in", eb.selectFrom("areas").select("areas.id").where(lowerContains("areas.name", text))),
      ]),
    )
    .orderBy("listings.id")
    .execute();
  return rows.map((r) => r.id);
}

async function indexIds(db: DB, text: string): Promise<{ ids: number[]; total: number }> {
  const { items, total } = await searchListings(db, { text }, { page: 1, size: 100 });
  return { ids: items.map((i) => i.id).sort((a, b) => a - b), total };
}

describeEachDatabase("listing text index", (get) => {
  it("finds what the old LIKE search found for words and word starts, on the same data, with the same count", async () => {
    await seed(get().db);
    for (const text of [
      "marina",
      "Marina Gate",
      "JVC",
      "jumeirah",
      "palm",
      "villa",
      "studio",
      "Executive",
      "tower",
      "BELGRAVIA",
      "al hamri",
      "sea view",
      "busi",
    ]) {
      const old = await oldLikeIds(get().db, text);
      const now = await indexIds(get().db, text);
      expect(old.length, text).toBeGreaterThan(0);
      expect(now.ids, text).toEqual(old);
      expect(now.total, text).toBe(old.length);
    }
  });

  it("matches words in any order and column, in any case", async () => {
    await seed(get().db);
    const gateMarina = await indexIds(get().db, "gate marina");
    expect(gateMarina.ids).toEqual(await oldLikeIds(get().db, "marina gate"));
    expect((await indexIds(get().db, "MARINA")).ids).toEqual((await indexIds(get().db, "marina")).ids);
  });

  it("searches the description too, which the old search did not", async () => {
    await seed(get().db);
    await get().db.updateTable("listings").set({ description: "Chiller-free with a rooftop cinema." }).where("id", "=", 5).execute();
    expect(await oldLikeIds(get().db, "cinema")).toEqual([]);
    expect((await indexIds(get().db, "cinema")).ids).toEqual([5]);
  });

  it("stays right through inserts, updates, deletes and an area rename (triggers)", async () => {
    await seed(get().db);
    const db = get().db;
    await db.updateTable("listings").set({ title: "Waterfront duplex" }).where("id", "=", 1).execute();
    expect((await indexIds(db, "duplex")).ids).toEqual([1]);
    await db.deleteFrom("listings").where("id", "=", 1).execute();
    expect((await indexIds(db, "duplex")).ids).toEqual([]);
    await db.updateTable("areas").set({ name: "Zabeel Heights" }).where("id", "=", 3).execute();
    const renamed = await indexIds(db, "zabeel");
    expect(renamed.ids).toEqual(await oldLikeIds(db, "zabeel"));
    expect(renamed.ids.length).toBeGreaterThan(0);
    // status and listing type changes reach the index's count (it answers text-only searches alone)
    await db
      .updateTable("listings")
      .set({ status: "INACTIVE" })
      .where("id", "=", renamed.ids[0] ?? 0)
      .execute();
    const after = await indexIds(db, "zabeel");
    expect(after.total).toBe(renamed.ids.length - 1);
    expect(after.ids).toEqual(await oldLikeIds(db, "zabeel"));
    const sales = await searchListings(db, { text: "zabeel", listingType: "SELL" }, { page: 1, size: 100 });
    expect(sales.total).toBe(sales.items.length);
    expect(sales.items.every((i) => i.listingType === "SELL")).toBe(true);
  });

  it("counts and pages a text-only search on every sort exactly as the query with other filters does, through price, status, type and deletes", async () => {
    await seed(get().db);
    const db = get().db;
    // missing and repeated sort values: ties and the last-if-missing rules must hold on every path
    for (let id = 1; id <= 60; id++) {
      await db
        .updateTable("listings")
        .set({
          price: id % 5 === 0 ? null : 1000 * (id % 9),
          size_sqft: id % 4 === 0 ? null : 500 + 100 * (id % 6),
          bedrooms: id % 6 === 0 ? null : id % 4,
        })
        .where("id", "=", id)
        .execute();
    }
    // On PostgreSQL a text-only search reads listings_search alone; an extra filter that every listing
    // passes (its area among all areas) sends the same search through listings.
    const everyArea = AREAS.map((_, i) => ({ areaId: i + 1 }));
    const sorts: ListingSort[] = [
      "newest",
      "price_asc",
      "price_desc",
      "psf_asc",
      "psf_desc",
      "size_asc",
      "size_desc",
      "beds_asc",
      "beds_desc",
    ];
    const same = async (q: ListingQuery) => {
      for (const sort of sorts) {
        for (const page of [1, 2, 3, 6, 9]) {
          const textOnly = await searchListings(db, { ...q, sort }, { page, size: 7 });
          const general = await searchListings(db, { ...q, sort, places: everyArea }, { page, size: 7 });
          expect(
            textOnly.items.map((i) => i.id),
            `${q.text} ${sort} page ${page}`,
          ).toEqual(general.items.map((i) => i.id));
          expect(textOnly.total, `${q.text} ${sort}`).toBe(general.total);
        }
      }
      return (await searchListings(db, { ...q, sort: "price_asc" }, { page: 1, size: 100 })).items;
    };
    const before = await same({ text: "home", listingType: "SELL", category: "Residential" });
    expect(before.length).toBeGreaterThan(21);
    await same({ text: "marina" });
    // price, size and bedrooms are columns of listings_search too: with them the search still reads it alone
    const narrowed = await same({ text: "home", listingType: "SELL", minPrice: 3_000, maxSize: 900, bedrooms: [1, 2, 3] });
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.length).toBeLessThan(before.length);
    // a price change, a status change, a new listing type and a delete reach the text-only path at once
    const [cheapest, second, third, fourth] = before.map((i) => i.id);
    await db
      .updateTable("listings")
      .set({ listing_type: "RENT" })
      .where("id", "=", fourth ?? 0)
      .execute();
    const rent = await same({ text: "home", listingType: "RENT", category: "Residential" });
    expect(rent.map((i) => i.id)).toContain(fourth);
    await db
      .updateTable("listings")
      .set({ price: null })
      .where("id", "=", cheapest ?? 0)
      .execute();
    await db
      .updateTable("listings")
      .set({ status: "INACTIVE" })
      .where("id", "=", second ?? 0)
      .execute();
    await db
      .deleteFrom("listings")
      .where("id", "=", third ?? 0)
      .execute();
    const after = await same({ text: "home", listingType: "SELL", category: "Residential" });
    const ids = after.map((i) => i.id);
    expect(ids).not.toContain(second);
    expect(ids).not.toContain(third);
    expect(ids).not.toContain(fourth);
    expect(ids.length).toBe(before.length - 3);
    // no longer the cheapest: among the listings without a price, which come after every priced one
    const firstUnpriced = after.findIndex((i) => i.price === null);
    expect(ids.indexOf(cheapest ?? 0)).toBeGreaterThanOrEqual(firstUnpriced);
    expect(after.slice(firstUnpriced).every((i) => i.price === null)).toBe(true);
  });
});
