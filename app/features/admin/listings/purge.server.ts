import type { Change } from "#app/utils/changes.server.ts";
import type { PurgeTarget } from "./queries.server.ts";

/** A listing the back office changed, as the change event names it (app/utils/changes.server.ts). */
export function listingChange(listing: PurgeTarget): Change {
  return { listing: listing.id, listingType: listing.listingType };
}
