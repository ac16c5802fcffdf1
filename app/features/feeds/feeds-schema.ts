// The feed tables (import_runs, import_run_items, feed_listings, listing_price_history, feed_photos) are typed
// in app/db/tables/feeds.ts, the listing and area columns feeds added in app/db/schema.ts.
export type { FeedFormat, ImportRun, ImportRunItem, ItemOutcome, RentFrequency, RunStatus } from "#app/db/tables/feeds.ts";
