import { type Kysely, type QueryExecutorProvider, sql } from "kysely";

// Feeds as CRMs write them (decision 029):
// - the listing fields Property Finder and Bayut carry that were dropped on import;
// - the emirate of an area (areas outside Dubai are created under their emirate);
// - named feed sources: ownership follows a name, not the file path or URL. The path or URL a run
//   read goes to import_runs.location; existing sources are renamed the way an unnamed source is
//   named from now on (a URL without its query string, a file by its format), so a deployment that
//   upgrades keeps owning its listings.
export async function up(db: Kysely<unknown>): Promise<void> {
  const listingColumns: Array<[string, "double precision" | "integer" | `varchar(${number})`]> = [
    // AED per sq ft a year, as the portals quote it
    ["service_charge", "double precision"],
    ["plot_size_sqft", "integer"],
    // YYYY-MM-DD
    ["available_from", "varchar(10)"],
    ["video_url", "varchar(2000)"],
    ["tour_url", "varchar(2000)"],
    ["project_name", "varchar(200)"],
  ];
  for (const [name, type] of listingColumns) await db.schema.alterTable("listings").addColumn(name, type).execute();
  await db.schema
    .alterTable("areas")
    .addColumn("emirate", "varchar(40)", (c) => c.notNull().defaultTo("Dubai"))
    .execute();
  await db.schema.alterTable("import_runs").addColumn("location", "varchar(2000)").execute();
  await renameSources(db);
}

/**
 * Existing sources (a URL as given, a file's absolute path) → the names an unnamed source gets now.
 * Raw SQL only, so it takes any handle (its test passes the app's own).
 */
export async function renameSources(db: QueryExecutorProvider): Promise<void> {
  const sources = await sql<{ source: string }>`select distinct source from feed_listings`.execute(db);
  const runSources = await sql<{ source: string }>`select distinct source from import_runs`.execute(db);
  const all = new Set([...sources.rows, ...runSources.rows].map((r) => r.source));
  for (const source of all) {
    const format = await sql<{ format: string | null }>`
      select format from import_runs where source = ${source} and format is not null order by id desc limit 1`.execute(db);
    const name = nameOf(source, format.rows[0]?.format ?? null);
    if (!name || name === source) continue;
    // a URL's query string may carry a key: the location keeps the URL without it
    const location = /^https?:\/\//i.test(source) ? source.replace(/[?#].*$/, "") : source;
    await sql`update import_runs set location = ${location}, source = ${name} where source = ${source}`.execute(db);
    await sql`update feed_listings set source = ${name} where source = ${source}`.execute(db);
  }
}

/** the rule of app/features/feeds/source.server.ts (defaultSourceName), frozen here */
function nameOf(source: string, format: string | null): string | null {
  if (/^https?:\/\//i.test(source)) {
    try {
      const url = new URL(source);
      return `${url.host}${url.pathname}`.slice(0, 200);
    } catch {
      return null;
    }
  }
  return format;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("import_runs").dropColumn("location").execute();
  await db.schema.alterTable("areas").dropColumn("emirate").execute();
  for (const name of ["project_name", "tour_url", "video_url", "available_from", "plot_size_sqft", "service_charge"])
    await db.schema.alterTable("listings").dropColumn(name).execute();
}
