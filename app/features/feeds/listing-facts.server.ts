/**
 * The facts feeds carry beyond the listing editor's columns (migration 0024): the detail page shows
 * them when a listing has them, and its JSON-LD names the area's emirate.
 */
import type { DB } from "#app/db/db.server.ts";

export interface ListingFeedFacts {
  emirate: string;
  cheques: number | null;
  /** AED per sq ft a year */
  serviceCharge: number | null;
  plotSizeSqft: number | null;
  /** YYYY-MM-DD */
  availableFrom: string | null;
  videoUrl: string | null;
  tourUrl: string | null;
  projectName: string | null;
}

export async function listingFeedFacts(db: DB, listingId: number): Promise<ListingFeedFacts | null> {
  const row = await db
    .selectFrom("listings")
    .innerJoin("areas", "areas.id", "listings.area_id")
    .select([
      "areas.emirate",
      "listings.cheques",
      "listings.service_charge",
      "listings.plot_size_sqft",
      "listings.available_from",
      "listings.video_url",
      "listings.tour_url",
      "listings.project_name",
    ])
    .where("listings.id", "=", listingId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    emirate: row.emirate,
    cheques: row.cheques,
    serviceCharge: row.service_charge === null ? null : Number(row.service_charge),
    plotSizeSqft: row.plot_size_sqft,
    availableFrom: row.available_from,
    videoUrl: row.video_url,
    tourUrl: row.tour_url,
    projectName: row.project_name,
  };
}
