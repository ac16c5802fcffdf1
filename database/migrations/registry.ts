import type { Migration } from "kysely";
import * as initial from "./0001-initial.ts";
import * as leadOutbox from "./0002-lead-outbox.ts";
import * as listingsCoveringIndexes from "./0003-listings-covering-indexes.ts";
import * as listingsTypeNewest from "./0004-listings-type-newest.ts";
import * as jobLeases from "./0005-job-leases.ts";
import * as feeds from "./0006-feeds.ts";
import * as backOffice from "./0007-back-office.ts";
import * as search from "./0010-search.ts";

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
  "0010-search": search,
};
