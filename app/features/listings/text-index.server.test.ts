import { expect, it } from "vitest";
import type { DB } from "#app/db/db.server.ts";
import type { NewListing } from "#app/db/schema.ts";
import { lowerContains } from "#app/db/text-search.ts";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { searchListings } from "./queries.server.ts";

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
});
