import type { Migration } from "kysely";
import * as initial from "./0001-initial.ts";
import * as leadOutbox from "./0002-lead-outbox.ts";
import * as listingsCoveringIndexes from "./0003-listings-covering-indexes.ts";
import * as listingsTypeNewest from "./0004-listings-type-newest.ts";
import * as jobLeases from "./0005-job-leases.ts";
import * as feeds from "./0006-feeds.ts";
import * as backOffice from "./0007-back-office.ts";
import * as listingEditor from "./0008-listing-editor.ts";
import * as blogPosts from "./0009-blog-posts.ts";
import * as search from "./0010-search.ts";
import * as dropFeedLeases from "./0015-drop-feed-leases.ts";
import * as blogOldSlugs from "./0016-blog-old-slugs.ts";
import * as listingsSearchTable from "./0017-listings-search-table.ts";
import * as cachePurges from "./0018-cache-purges.ts";
import * as listingsFilterIndexesCovering from "./0019-listings-filter-indexes-covering.ts";
import * as listingsAreaPositions from "./0020-listings-area-positions.ts";
import * as listingsAreaNewest from "./0021-listings-area-newest.ts";
import * as totpLastStep from "./0022-totp-last-step.ts";
import * as outboxOneTimeLinks from "./0023-outbox-one-time-links.ts";
import * as feedConformance from "./0024-feed-conformance.ts";
import * as listingOffMarket from "./0025-listing-off-market.ts";
import * as leadRouting from "./0026-lead-routing.ts";
import * as mediaLibrary from "./0027-media-library.ts";
import * as listingArabic from "./0028-listing-arabic.ts";
import * as leadLanguage from "./0029-lead-language.ts";
import * as projectArabic from "./0030-project-arabic.ts";
import * as savedSearchAlerts from "./0031-saved-search-alerts.ts";

/**
 * Every migration, in order. A static list (not a folder scan) so the same
 * code runs under tsx, Vitest and a bundled server. Add new ones at the end.
 */
export const migrations: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-lead-outbox": leadOutbox,
  "0003-listings-covering-indexes": listingsCoveringIndexes,
  "0004-listings-type-newest": listingsTypeNewest,
  "0005-job-leases": jobLeases,
  "0006-feeds": feeds,
  "0007-back-office": backOffice,
  "0008-listing-editor": listingEditor,
  "0009-blog-posts": blogPosts,
  "0010-search": search,
  "0015-drop-feed-leases": dropFeedLeases,
  "0016-blog-old-slugs": blogOldSlugs,
  "0017-listings-search-table": listingsSearchTable,
  "0018-cache-purges": cachePurges,
  "0019-listings-filter-indexes-covering": listingsFilterIndexesCovering,
  "0020-listings-area-positions": listingsAreaPositions,
  "0021-listings-area-newest": listingsAreaNewest,
  "0022-totp-last-step": totpLastStep,
  "0023-outbox-one-time-links": outboxOneTimeLinks,
  "0024-feed-conformance": feedConformance,
  "0025-listing-off-market": listingOffMarket,
  "0026-lead-routing": leadRouting,
  "0027-media-library": mediaLibrary,
  "0028-listing-arabic": listingArabic,
  "0029-lead-language": leadLanguage,
  "0030-project-arabic": projectArabic,
  "0031-saved-search-alerts": savedSearchAlerts,
};
