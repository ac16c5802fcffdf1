import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createTestDatabase, describeEachDatabase, whileNoSchemaIsDropped } from "#tests/setup/databases.ts";
import { migrateToLatest } from "#database/migrator.ts";
import { openDatabase } from "./db.server.ts";

const now = "2026-11-01T10:00:00.000Z";

describeEachDatabase("migrations", (get, engine) => {
  it("creates every table of the schema", async () => {
    const tables = await whileNoSchemaIsDropped(engine, () => get().db.introspection.getTables());
    const names = tables.map((t) => t.name).sort();
    expect(names).toEqual(
      expect.arrayContaining([
        "agents",
        "areas",
        "developers",
        "floor_plans",
        "leads",
        "listing_photos",
        "listings",
        "project_photos",
        "projects",
        "property_types",
      ]),
    );
  });

  it("is idempotent: a second run applies nothing", async () => {
    expect(await whileNoSchemaIsDropped(engine, () => migrateToLatest(get().db))).toEqual([]);
  });

  it("migrates another database beside this one (PostgreSQL: another schema on the same server)", async () => {
    const other = await createTestDatabase(engine);
    try {
      expect(await whileNoSchemaIsDropped(engine, () => other.db.introspection.getTables())).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: "listings" })]),
      );
      expect(await whileNoSchemaIsDropped(engine, () => migrateToLatest(other.db))).toEqual([]);
    } finally {
      await other.destroy();
    }
  });

  it("stores and reads the same values on " + engine, async () => {
    const { db } = get();
    const area = await db
      .insertInto("areas")
      .values({ slug: "dubai-marina", name: "Dubai Marina", description: "Waterfront towers.", image: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    const type = await db
      .insertInto("property_types")
      .values({ category: "Residential", label: "Apartment", sort_order: 1 })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("listings")
      .values({
        reference: "AGY-S-000001",
        permit_number: "7117281822",
        title: "Marina view 2BR",
        description: "",
        listing_type: "SELL",
        status: "ACTIVE",
        price: 25_000_000_00,
        deposit: null,
        area_id: area.id,
        community: "Marina Gate",
        sub_community: null,
        developer_id: null,
        property_type_id: type.id,
        category: "Residential",
        bedrooms: 0,
        bathrooms: 1,
        size_sqft: 540,
        furnishing: "furnished",
        parking: 1,
        floor: "21",
        completion_status: "ready",
        build_year: 2019,
        amenities: JSON.stringify(["Gym"]),
        latitude: 25.08,
        longitude: 55.14,
        agent_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const row = await db.selectFrom("listings").selectAll().executeTakeFirstOrThrow();
    // bigint prices come back as numbers on both engines, studios as 0, text times unchanged
    expect(row.price).toBe(2_500_000_000);
    expect(row.bedrooms).toBe(0);
    expect(row.created_at).toBe(now);
    expect(JSON.parse(row.amenities)).toEqual(["Gym"]);
  });

  it("keeps one newsletter row per e-mail address", async () => {
    const { db } = get();
    const lead = {
      kind: "newsletter" as const,
      name: null,
      email: "a@b.ae",
      phone: null,
      payload: "{}",
      delivery_state: "pending" as const,
      created_at: now,
      updated_at: now,
    };
    await db.insertInto("leads").values(lead).execute();
    await expect(db.insertInto("leads").values(lead).execute()).rejects.toThrow();
    // other kinds may repeat an address
    await db
      .insertInto("leads")
      .values({ ...lead, kind: "enquiry" })
      .execute();
    await db
      .insertInto("leads")
      .values({ ...lead, kind: "enquiry" })
      .execute();
    const n = await db
      .selectFrom("leads")
      .select(sql<number>`count(*)`.as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(3);
  });
});

describe("openDatabase", () => {
  it("chooses the engine from the URL and never reports credentials", () => {
    const pg = openDatabase("postgres://user:secret@db.internal:5433/site");
    expect(pg.engine).toBe("postgres");
    expect(pg.label).toBe("db.internal:5433/site");
    void pg.close();
    const lite = openDatabase(":memory:");
    expect(lite.engine).toBe("sqlite");
    void lite.close();
  });
});
