import type { Generated, Selectable } from "kysely";
import type { Id, IsoTime } from "./columns.ts";

/** Portal feeds (migrations 0006, 0024): runs, the listings a feed owns, price history, photos. */
export type FeedFormat = "pf" | "bayut";
export type RunStatus = "running" | "succeeded" | "failed";
export type RentFrequency = "yearly" | "monthly" | "weekly" | "daily";
export type ItemOutcome = "skipped" | "held" | "deactivated" | "photo";

export interface ImportRunTable {
  id: Id;
  /** the source's name (FEEDS name=URL, --source NAME, or the default name; decision 029) */
  source: string;
  /** the file or URL read (a URL without its query string: it may carry a key); migration 0024 */
  location: string | null;
  /** null until the root element was read */
  format: FeedFormat | null;
  status: RunStatus;
  error: string | null;
  started_at: IsoTime;
  finished_at: IsoTime | null;
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
  id: Id;
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
  /** how the feed quoted the rent (listings.price is always yearly) */
  rent_frequency: RentFrequency | null;
  /** JSON FeedPhoto[] in feed order: the photos the listing should have */
  photos: string;
  /** 1 while some of those photos are not stored yet */
  photos_pending: number;
  hold_reason: string | null;
}

export interface ListingPriceHistoryTable {
  id: Id;
  listing_id: number;
  price: number | null;
  rent_frequency: RentFrequency | null;
  changed_at: IsoTime;
}

export interface FeedPhotoTable {
  /** sha-256 of the source URL */
  url_hash: string;
  url: string;
  last_updated: string | null;
  /** /media/feeds/… once stored */
  media_url: string | null;
  error: string | null;
  fetched_at: IsoTime;
}

export type ImportRun = Selectable<ImportRunTable>;
export type ImportRunItem = Selectable<ImportRunItemTable>;
