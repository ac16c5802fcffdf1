import { sql } from "kysely";
import { expect, it } from "vitest";
import type { DB } from "#app/db/db.server.ts";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { generateDemoData } from "./demo-data.ts";
import { DatabaseNotEmptyError, isEmpty, seedDatabase } from "./seed.server.ts";

const TABLES = [
  "areas",
  "developers",
  "agents",
  "property_types",
  "listings",
  "listing_photos",
  "projects",
  "project_photos",
  "floor_plans",
] as const;
type Table = (typeof TABLES)[number];

async function countRows(db: DB): Promise<Record<Table, number>> {
  const counts = {} as Record<Table, number>;
  for (const table of TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

/** The row counts the generator promises for these options. */
function expectedCounts(options: { listings: number; projects: number }): Record<Table, number> {
  const d = generateDemoData(options);
  return {
    areas: d.areas.length,
    developers: d.developers.length,
    agents: d.agents.length,
    property_types: d.propertyTypes.length,
    listings: d.listings.length,
    listing_photos: d.listingPhotos.length,
    projects: d.projects.length,
    project_photos: d.projectPhotos.length,
    floor_plans: d.floorPlans.length,
  };
}

const now = "2026-11-01T10:00:00.000Z";

/** The seeder enlarges SQLite's page cache while it runs and must put it back. */
async function sqliteCacheSize(db: DB): Promise<number> {
  const { rows } = await sql<{ cache_size: number }>`pragma cache_size`.execute(db);
  return Number(rows[0]?.cache_size);
}

describeEachDatabase("seedDatabase", (get, engine) => {
  it("finds a freshly migrated database empty", async () => {
    expect(await isEmpty(get().db)).toBe(true);
  });

  it("inserts every table's rows and reports what it did", async () => {
    const cacheBefore = engine === "sqlite" ? await sqliteCacheSize(get().db) : undefined;
    const messages: string[] = [];
    const result = await seedDatabase(get().db, { listings: 480, projects: 48, onProgress: (m) => messages.push(m) });
    expect(result.listings).toBe(480);
    expect(result.projects).toBe(48);
    expect(result.ms).toBeGreaterThanOrEqual(0);
    expect(messages.some((m) => m.includes("480/480"))).toBe(true);
    expect(await countRows(get().db)).toEqual(expectedCounts({ listings: 480, projects: 48 }));
    expect(await isEmpty(get().db)).toBe(false);
    if (engine === "sqlite") expect(await sqliteCacheSize(get().db)).toBe(cacheBefore);
  });

  it("stores the generated values unchanged on " + engine, async () => {
    await seedDatabase(get().db, { listings: 480, projects: 48 });
    const expected = generateDemoData({ listings: 480, projects: 48 });
    const row = await get().db.selectFrom("listings").selectAll().where("id", "=", 17).executeTakeFirstOrThrow();
    // (PostgreSQL's text index lives in its own table since migration 0017: the row holds generated values only)
    expect(row).toEqual(expected.listings[16]);
    const project = await get().db.selectFrom("projects").selectAll().where("id", "=", 5).executeTakeFirstOrThrow();
    expect(project).toEqual(expected.projects[4]);
  });

  it("refuses to seed a database that already holds data, changing nothing", async () => {
    await seedDatabase(get().db, { listings: 20, projects: 2 });
    const before = await countRows(get().db);
    await expect(seedDatabase(get().db, { listings: 10, projects: 2 })).rejects.toBeInstanceOf(DatabaseNotEmptyError);
    expect(await countRows(get().db)).toEqual(before);
  });

  it("replaces the demo rows with { reset: true } and keeps the leads", async () => {
    const { db } = get();
    await seedDatabase(db, { listings: 40, projects: 5 });
    await db
      .insertInto("leads")
      .values({
        kind: "enquiry",
        name: "Test",
        email: "t@example.com",
        phone: null,
        payload: "{}",
        delivery_state: "pending",
        created_at: now,
        updated_at: now,
      })
      .execute();
    const result = await seedDatabase(db, { listings: 25, projects: 3, reset: true });
    expect(result).toMatchObject({ listings: 25, projects: 3 });
    expect(await countRows(db)).toEqual(expectedCounts({ listings: 25, projects: 3 }));
    const leads = await db.selectFrom("leads").select("email").execute();
    expect(leads).toEqual([{ email: "t@example.com" }]);
  });

  it("leaves the id sequences past the seeded ids, so ordinary inserts work", async () => {
    const { db } = get();
    await seedDatabase(db, { listings: 40, projects: 5 });
    await seedDatabase(db, { listings: 25, projects: 3, reset: true });
    const area = await db
      .insertInto("areas")
      .values({ slug: "test-area", name: "Test Area", description: "", image: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    const { max } = await db
      .selectFrom("areas")
      .select((eb) => eb.fn.max("id").as("max"))
      .executeTakeFirstOrThrow();
    expect(area.id).toBe(Number(max));
    expect(area.id).toBeGreaterThan(28);
    const photo = await db
      .insertInto("listing_photos")
      .values({ listing_id: 1, position: 99, url: "/media/x.webp" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(photo.id).toBeGreaterThan(25 * 5);
  });
});
