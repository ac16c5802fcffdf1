import { data, redirect } from "react-router";
import { z } from "zod";
import type { DB } from "#app/db/db.server.ts";
import type { ListingType } from "#app/db/schema.ts";
import { permitValidationUrl, qrPath } from "#app/utils/qr.server.ts";
import { MAX_ID } from "./search.ts";
import { listingPath } from "#app/utils/paths.ts";
import { getListing, similarListings } from "./queries.server.ts";

export const SIMILAR_LIMIT = 4;

/** Positive integers that fit the id column; anything else is not a listing. */
export const listingIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().int().max(MAX_ID));

/**
 * A detail page's data. Unknown, malformed or inactive ids are a 404; a
 * listing opened under the other segment (rent on /properties-for-sale)
 * answers 301 to its own URL.
 */
export async function loadListingPage(db: DB, rawId: string | undefined, expected: ListingType) {
  const id = listingIdSchema.safeParse(rawId ?? "");
  if (!id.success) throw data(null, { status: 404 });
  const listing = await getListing(db, id.data);
  if (!listing || listing.status !== "ACTIVE") throw data(null, { status: 404 });
  if (listing.listingType !== expected) throw redirect(listingPath(listing), 301);
  const similar = await similarListings(db, listing, SIMILAR_LIMIT);
  const qr = qrPath(permitValidationUrl(listing.permitNumber));
  return { listing, similar, qr };
}
