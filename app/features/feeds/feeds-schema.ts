import type { DB } from "#app/db/db.server.ts";

// The feed tables (import_runs, import_run_items, feed_listings, listing_price_history, feed_photos) are typed
// in app/db/tables/feeds.ts, the listing and area columns feeds added in app/db/schema.ts.
export type { FeedFormat, ImportRun, ImportRunItem, ItemOutcome, RentFrequency, RunStatus } from "#app/db/tables/feeds.ts";

/**
 * @deprecated The app's one handle (`DB`) types every table: pass `db` itself. Kept only until
 * features/feeds/schedule.server.ts and database/import-cli.ts stop calling it.
 */
export const feedsDb = (db: DB): DB => db;
