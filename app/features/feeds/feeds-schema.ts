import type { Generated, Kysely, Selectable } from "kysely";
import type { DB } from "#app/db/db.server.ts";
import type { AreaTable, Database, ListingTable } from "#app/db/schema.ts";

/** Tables of migration 0006: feed runs, the listings a feed owns, price history, photos, the run lease. */
export type FeedFormat = "pf" | "bayut";
export type RunStatus = "running" | "succeeded" | "failed";
export type RentFrequency = "yearly" | "monthly" | "weekly" | "daily";
export type ItemOutcome = "skipped" | "held" | "deactivated" | "photo";

export interface ImportRunTable {
  id: Generated<number>;
  /** the source's name (FEEDS name=URL, --source NAME, or the default name; decision 029) */
  source: string;
  /** the file or URL read (a URL without its query string: it may carry a key) */
  location?: string | null;
  format: FeedFormat | null;
  status: RunStatus;
  error: string | null;
  started_at: string;
  finished_at: string | null;
  seen: Generated<number>;
  created: Generated<number>;
  updated: Generated<number>;
  unchanged: Generated<number>;
  deactivated: Generated<number>;
  skipped: Generated<number>;
  held: Generated<number>;
  photos_fetched: Generated<number>;
  photos_failed: Generated<number>;
}

export interface ImportRunItemTable {
  id: Generated<number>;
  run_id: number;
  reference: string | null;
  outcome: ItemOutcome;
  reason: string;
}

export interface FeedListingTable {
  listing_id: number;
  source: string;
  content_hash: string;
  feed_updated: string | null;
  rent_frequency: RentFrequency | null;
  title_ar: string | null;
  description_ar: string | null;
  /** JSON FeedPhoto[] */
  photos: string;
  photos_pending: number;
  hold_reason: string | null;
}

export interface ListingPriceHistoryTable {
  id: Generated<number>;
  listing_id: number;
  price: number | null;
  rent_frequency: RentFrequency | null;
  changed_at: string;
}

export interface FeedPhotoTable {
  url_hash: string;
  url: string;
  last_updated: string | null;
  media_url: string | null;
  error: string | null;
  fetched_at: string;
}

/** listings columns added by migration 0024 for what feeds carry (decision 029) */
export interface ListingFeedColumns {
  /** AED per sq ft a year */
  service_charge: number | null;
  plot_size_sqft: number | null;
  /** YYYY-MM-DD */
  available_from: string | null;
  video_url: string | null;
  /** a 360° / virtual tour */
  tour_url: string | null;
  project_name: string | null;
}

export interface AreaEmirateColumn {
  /** Dubai, Abu Dhabi, Sharjah… (default Dubai) */
  emirate: Generated<string>;
}

export type FeedTables = {
  listings: ListingTable & ListingFeedColumns;
  areas: AreaTable & AreaEmirateColumn;
  import_runs: ImportRunTable;
  import_run_items: ImportRunItemTable;
  feed_listings: FeedListingTable;
  listing_price_history: ListingPriceHistoryTable;
  feed_photos: FeedPhotoTable;
};

export type FeedsDB = Kysely<Database & FeedTables>;
export type ImportRun = Selectable<ImportRunTable>;
export type ImportRunItem = Selectable<ImportRunItemTable>;

/** The shared Kysely instance, typed with the feed tables (no second connection). */
export function feedsDb(db: DB | FeedsDB): FeedsDB {
  return (db as DB).withTables<FeedTables>();
}
