import { data, redirect } from "react-router";
import type { DB } from "#app/db/db.server.ts";
import type { ListingType } from "#app/db/schema.ts";
import { permitValidationUrl, qrPath } from "#app/utils/qr.server.ts";
import { parseId } from "#app/utils/limits.ts";
import { listingPath } from "#app/utils/paths.ts";
import { getListing, similarListings } from "./queries.server.ts";

export const SIMILAR_LIMIT = 4;

/**
 * A detail page's data. Unknown, malformed or inactive ids are a 404; a
 * listing opened under the other segment (rent on /properties-for-sale)
 * answers 301 to its own URL.
 */
export async function loadListingPage(db: DB, rawId: string | undefined, expected: ListingType) {
  const id = parseId(rawId);
  if (id === null) throw data(null, { status: 404 });
  const listing = await getListing(db, id);
  if (!listing || listing.status !== "ACTIVE") throw data(null, { status: 404 });
  if (listing.listingType !== expected) throw redirect(listingPath(listing), 301);
  const similar = await similarListings(db, listing, SIMILAR_LIMIT);
  const qr = qrPath(permitValidationUrl(listing.permitNumber));
  return { listing, similar, qr };
}
