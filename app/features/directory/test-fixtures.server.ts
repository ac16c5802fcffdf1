import type { DB } from "#app/db/db.server.ts";
import type { ListingType, ListingStatus } from "#app/db/schema.ts";

/** Small, known data for the directory's query and route tests. */

const now = "2026-11-01T10:00:00.000Z";
let counter = 0;

export async function insertArea(db: DB, name: string, image: string | null = null): Promise<number> {
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${++counter}`;
  const row = await db
    .insertInto("areas")
    .values({ slug, name, description: `${name} description.`, image })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertDeveloper(db: DB, name: string, description = `${name} builds homes.`): Promise<number> {
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${++counter}`;
  const row = await db
    .insertInto("developers")
    .values({ slug, name, description, logo: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertPropertyType(db: DB): Promise<number> {
  const row = await db
    .insertInto("property_types")
    .values({ category: "Residential", label: `Apartment ${++counter}`, sort_order: 0 })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface ListingFixture {
  areaId: number;
  typeId: number;
  listingType: ListingType;
  price: number | null;
  size?: number | null;
  status?: ListingStatus;
}

export async function insertListing(db: DB, f: ListingFixture): Promise<number> {
  const n = ++counter;
  const row = await db
    .insertInto("listings")
    .values({
      reference: `REF-${n}`,
      permit_number: `P${n}`,
      title: `Listing ${n}`,
      description: "",
      amenities: "[]",
      listing_type: f.listingType,
      status: f.status ?? "ACTIVE",
      price: f.price,
      deposit: null,
      area_id: f.areaId,
      property_type_id: f.typeId,
      category: "Residential",
      size_sqft: f.size ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertProject(db: DB, name: string, developerId: number, areaId: number | null = null): Promise<number> {
  const n = ++counter;
  const row = await db
    .insertInto("projects")
    .values({
      slug: `project-${n}`,
      name,
      area_id: areaId,
      developer_id: developerId,
      status: "ACTIVE",
      house_types: "[]",
      description: "",
      permit_number: `PP${n}`,
      launch_date: "2026-01-01",
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertAgent(
  db: DB,
  a: { name: string; role?: string | null; sortOrder?: number; languages?: string },
): Promise<number> {
  const n = ++counter;
  const row = await db
    .insertInto("agents")
    .values({
      slug: `agent-${n}`,
      name: a.name,
      role: a.role ?? null,
      avatar: null,
      phone: "+971 50 000 0000",
      email: `agent${n}@example.ae`,
      brn: `BRN${n}`,
      languages: a.languages ?? '["English","Arabic"]',
      sort_order: a.sortOrder ?? 0,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
