import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import { isPostgres } from "#app/db/dialect.ts";

// Written with the portable subset of Kysely's schema builder so the same
// migration runs on SQLite and PostgreSQL: `integer primary key autoincrement`
// on SQLite is `serial primary key` on PostgreSQL.
function autoId(db: Kysely<unknown>) {
  return isPostgres(db) ? "serial" : "integer";
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = autoId(db);
  const pk = (c: ColumnDefinitionBuilder) => (isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable("areas")
    .addColumn("id", id, pk)
    .addColumn("slug", "varchar(120)", (c) => c.notNull().unique())
    .addColumn("name", "varchar(120)", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("image", "varchar(500)")
    .execute();

  await db.schema
    .createTable("developers")
    .addColumn("id", id, pk)
    .addColumn("slug", "varchar(120)", (c) => c.notNull().unique())
    .addColumn("name", "varchar(120)", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("logo", "varchar(500)")
    .execute();

  await db.schema
    .createTable("agents")
    .addColumn("id", id, pk)
    .addColumn("slug", "varchar(120)", (c) => c.notNull().unique())
    .addColumn("name", "varchar(120)", (c) => c.notNull())
    .addColumn("role", "varchar(200)")
    .addColumn("avatar", "varchar(500)")
    .addColumn("phone", "varchar(40)", (c) => c.notNull())
    .addColumn("email", "varchar(200)", (c) => c.notNull())
    .addColumn("brn", "varchar(40)", (c) => c.notNull())
    .addColumn("languages", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("property_types")
    .addColumn("id", id, pk)
    .addColumn("category", "varchar(20)", (c) => c.notNull())
    .addColumn("label", "varchar(60)", (c) => c.notNull().unique())
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("listings")
    .addColumn("id", id, pk)
    .addColumn("reference", "varchar(40)", (c) => c.notNull().unique())
    .addColumn("permit_number", "varchar(40)", (c) => c.notNull())
    .addColumn("title", "varchar(200)", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("listing_type", "varchar(4)", (c) => c.notNull())
    .addColumn("status", "varchar(10)", (c) => c.notNull().defaultTo("ACTIVE"))
    .addColumn("price", "bigint")
    .addColumn("deposit", "bigint")
    .addColumn("area_id", "integer", (c) => c.notNull().references("areas.id"))
    .addColumn("community", "varchar(120)")
    .addColumn("sub_community", "varchar(120)")
    .addColumn("developer_id", "integer", (c) => c.references("developers.id"))
    .addColumn("property_type_id", "integer", (c) => c.notNull().references("property_types.id"))
    .addColumn("category", "varchar(20)", (c) => c.notNull())
    .addColumn("bedrooms", "integer")
    .addColumn("bathrooms", "integer")
    .addColumn("size_sqft", "integer")
    .addColumn("furnishing", "varchar(20)")
    .addColumn("parking", "integer")
    .addColumn("floor", "varchar(20)")
    .addColumn("completion_status", "varchar(20)")
    .addColumn("build_year", "integer")
    .addColumn("amenities", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("latitude", "double precision")
    .addColumn("longitude", "double precision")
    .addColumn("agent_id", "integer", (c) => c.references("agents.id"))
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(30)", (c) => c.notNull())
    .execute();

  // One index per list filter, each led by the columns every list query pins
  // (status, listing type, category) so the planner can range-scan it.
  const listingIndexes: Array<[string, string[]]> = [
    ["listings_list_newest", ["status", "listing_type", "category", "created_at"]],
    ["listings_list_price", ["status", "listing_type", "category", "price"]],
    ["listings_list_bedrooms", ["status", "listing_type", "category", "bedrooms", "price"]],
    ["listings_list_type", ["status", "listing_type", "property_type_id", "price"]],
    ["listings_list_developer", ["status", "listing_type", "developer_id", "price"]],
    ["listings_area", ["area_id", "status", "listing_type"]],
    ["listings_agent", ["agent_id"]],
  ];
  for (const [name, columns] of listingIndexes) {
    await db.schema.createIndex(name).on("listings").columns(columns).execute();
  }

  await db.schema
    .createTable("listing_photos")
    .addColumn("id", id, pk)
    .addColumn("listing_id", "integer", (c) => c.notNull().references("listings.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("url", "varchar(500)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("listing_photos_listing").on("listing_photos").columns(["listing_id", "position"]).unique().execute();

  await db.schema
    .createTable("projects")
    .addColumn("id", id, pk)
    .addColumn("slug", "varchar(160)", (c) => c.notNull().unique())
    .addColumn("name", "varchar(200)", (c) => c.notNull())
    .addColumn("region_name", "varchar(120)")
    .addColumn("area_id", "integer", (c) => c.references("areas.id"))
    .addColumn("developer_id", "integer", (c) => c.references("developers.id"))
    .addColumn("agent_id", "integer", (c) => c.references("agents.id"))
    .addColumn("status", "varchar(10)", (c) => c.notNull().defaultTo("ACTIVE"))
    .addColumn("price_from", "bigint")
    .addColumn("house_types", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("handover", "varchar(7)")
    .addColumn("bedroom_min", "integer")
    .addColumn("bedroom_max", "integer")
    .addColumn("size_min", "integer")
    .addColumn("size_max", "integer")
    .addColumn("bathrooms", "integer")
    .addColumn("parking", "integer")
    .addColumn("total_floors", "integer")
    .addColumn("furnishing", "varchar(20)")
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("pp_first_installment", "integer")
    .addColumn("pp_under_construction", "integer")
    .addColumn("pp_on_handover", "integer")
    .addColumn("pp_post_handover", "integer")
    .addColumn("permit_number", "varchar(40)", (c) => c.notNull())
    .addColumn("escrow_account", "varchar(60)")
    .addColumn("launch_date", "varchar(10)", (c) => c.notNull())
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(30)", (c) => c.notNull())
    .execute();
  const projectIndexes: Array<[string, string[]]> = [
    ["projects_list_launch", ["status", "launch_date"]],
    ["projects_list_price", ["status", "price_from"]],
    ["projects_developer", ["developer_id", "status"]],
    ["projects_area", ["area_id", "status"]],
    ["projects_bedrooms", ["status", "bedroom_min", "bedroom_max"]],
  ];
  for (const [name, columns] of projectIndexes) {
    await db.schema.createIndex(name).on("projects").columns(columns).execute();
  }

  await db.schema
    .createTable("project_photos")
    .addColumn("id", id, pk)
    .addColumn("project_id", "integer", (c) => c.notNull().references("projects.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("url", "varchar(500)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("project_photos_project").on("project_photos").columns(["project_id", "position"]).unique().execute();

  await db.schema
    .createTable("floor_plans")
    .addColumn("id", id, pk)
    .addColumn("project_id", "integer", (c) => c.notNull().references("projects.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("title", "varchar(120)", (c) => c.notNull())
    .addColumn("layout", "varchar(500)", (c) => c.notNull())
    .addColumn("price", "bigint")
    .addColumn("size_sqft", "integer")
    .execute();
  await db.schema.createIndex("floor_plans_project").on("floor_plans").columns(["project_id", "position"]).execute();

  await db.schema
    .createTable("leads")
    .addColumn("id", id, pk)
    .addColumn("kind", "varchar(20)", (c) => c.notNull())
    .addColumn("name", "varchar(200)")
    .addColumn("email", "varchar(254)", (c) => c.notNull())
    .addColumn("phone", "varchar(40)")
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("delivery_state", "varchar(20)", (c) => c.notNull().defaultTo("pending"))
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(30)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("leads_created").on("leads").columns(["created_at"]).execute();
  await db.schema.createIndex("leads_delivery").on("leads").columns(["delivery_state"]).execute();
  // A newsletter address is stored once; the partial unique index works on both engines.
  await sql`create unique index leads_newsletter_email on leads (email) where kind = 'newsletter'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    "leads",
    "floor_plans",
    "project_photos",
    "projects",
    "listing_photos",
    "listings",
    "property_types",
    "agents",
    "developers",
    "areas",
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
