/**
 * The facts feeds carry beyond the listing editor's columns (migration 0024): the detail page shows
 * them when a listing has them, and its JSON-LD names the area's emirate. They come with the listing's
 * own row (`getListing`): a statement of their own cost a round trip and ~0.3 ms of PostgreSQL per page.
 */

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

/** The columns of a listing's row (and its area's emirate) the facts are read from. */
export interface FeedFactsRow {
  area_emirate: string;
  cheques: number | null;
  service_charge: number | string | null;
  plot_size_sqft: number | null;
  available_from: string | null;
  video_url: string | null;
  tour_url: string | null;
  project_name: string | null;
}

/** A listing's feed facts, from the row the detail page's one read returns (no statement of their own). */
export function feedFactsOf(row: FeedFactsRow): ListingFeedFacts {
  return {
    emirate: row.area_emirate,
    cheques: row.cheques,
    serviceCharge: row.service_charge === null ? null : Number(row.service_charge),
    plotSizeSqft: row.plot_size_sqft,
    availableFrom: row.available_from,
    videoUrl: row.video_url,
    tourUrl: row.tour_url,
    projectName: row.project_name,
  };
}
