import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import { isPostgres } from "#app/db/dialect.ts";

// Lead routing (issue 39). An enquiry about a listing or project stays with its agent; any other lead
// goes round robin to the agents an admin put in the rotation, preferring those who cover the lead's
// area or speak its language (app/features/leads/routing.server.ts).
//   agent_routing: one row per agent in or out of the rotation; `areas` is a JSON array of area slugs,
//                  `last_assigned_at` orders the rotation (the longest without a lead is next).
//   desk_settings: the desk's few settings by key (the response target in minutes).
//   saved_views:   a staff user's named desk filters (the query string the desk's GET form makes).
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("agent_routing")
    .addColumn("agent_id", "integer", (c) => c.primaryKey().references("agents.id").onDelete("cascade"))
    .addColumn("takes_leads", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("areas", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("last_assigned_at", "text")
    .execute();
  await db.schema
    .createTable("desk_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("saved_views")
    .addColumn("id", pg ? "serial" : "integer", (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("user_id", "integer", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("query", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("saved_views_user").on("saved_views").columns(["user_id", "name"]).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("saved_views").execute();
  await db.schema.dropTable("desk_settings").execute();
  await db.schema.dropTable("agent_routing").execute();
}
