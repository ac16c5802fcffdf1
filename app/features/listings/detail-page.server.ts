import { data, redirect } from "react-router";
import type { DB } from "#app/db/db.server.ts";
import type { ListingType } from "#app/db/schema.ts";
import { parseId } from "#app/utils/limits.ts";
import { type ListingMethod, listingPath, listPath } from "#app/utils/paths.ts";
import { cardData } from "./card-data.ts";
import type { ListingDetail, ListingPageDetail } from "./types.ts";
import { getListing, similarListings } from "./queries.server.ts";
import { priceHistory } from "#app/features/listings/price-history.server.ts";
import { listingFeedFacts } from "#app/features/feeds/listing-facts.server.ts";
import { richTextHtml } from "#app/utils/rich-text.server.ts";

export const SIMILAR_LIMIT = 4;

/**
 * A detail page's data. Unknown, malformed or never-published (HELD) ids are
 * a 404; a listing that was on the site and is no longer (INACTIVE: sold,
 * let, withdrawn from the feed) is "gone": the page answers 410 with similar
 * listings and a link to its list. A listing opened under the other segment
 * (rent on /properties-for-sale) answers 301 to its own URL.
 */
export async function loadListingPage(db: DB, rawId: string | undefined, expected: ListingType) {
  const id = parseId(rawId);
  if (id === null) throw data(null, { status: 404 });
  const listing = await getListing(db, id);
  if (!listing || (listing.status !== "ACTIVE" && listing.status !== "INACTIVE")) throw data(null, { status: 404 });
  if (listing.listingType !== expected) throw redirect(listingPath(listing), 301);
  const live = listing.status === "ACTIVE";
  // the page's other reads do not depend on each other: on PostgreSQL they run side by side on the pool
  const [similarRows, facts, prices] = await Promise.all([
    similarListings(db, listing, SIMILAR_LIMIT),
    live ? listingFeedFacts(db, listing.id) : undefined,
    live ? priceHistory(db, listing.id) : [],
  ]);
  const similar = similarRows.map(cardData);
  if (listing.status === "INACTIVE") {
    const method: ListingMethod = listing.listingType === "RENT" ? "rent" : "buy";
    return {
      kind: "gone" as const,
      gone: {
        title: listing.title,
        reference: listing.reference,
        category: listing.category,
        method,
        listHref: listPath(listing.category, method),
      },
      similar,
    };
  }
  return {
    kind: "live" as const,
    listing: { ...pageDetail(listing), ...(facts ? { facts } : {}) },
    similar,
    prices,
  };
}

/**
 * A detail cut to what the page renders: the rest stays on the server (issue 22: smaller loader data).
 * The description goes out as allow-listed HTML (feeds send HTML, people type plain text).
 */
export function pageDetail(listing: ListingDetail): ListingPageDetail {
  const { status, pricePerSqft, areaId, developerId, propertyTypeId, updatedAt, description, ...page } = listing;
  return { ...page, descriptionHtml: richTextHtml(description) };
}
