import { data, redirect } from "react-router";
import type { DB } from "#app/db/db.server.ts";
import type { ListingType } from "#app/db/schema.ts";
import { parseId } from "#app/utils/limits.ts";
import { type ListingMethod, listingPath, listPath } from "#app/utils/paths.ts";
import { cardData, localeCardData } from "./card-data.ts";
import type { ListingDetail, ListingPageDetail } from "./types.ts";
import { getListing, similarListings } from "./queries.server.ts";
import { priceHistory } from "#app/features/listings/price-history.server.ts";
import { richTextHtml } from "#app/utils/rich-text.server.ts";
import { type Locale, localePath } from "#app/i18n/locale.ts";

export const SIMILAR_LIMIT = 4;

/**
 * A detail page's data. Unknown, malformed or never-published (HELD) ids are
 * a 404; a listing that was on the site and is no longer (INACTIVE: sold,
 * let, withdrawn from the feed) is "gone": the page answers 410 with similar
 * listings and a link to its list. A listing opened under the other segment
 * (rent on /properties-for-sale) answers 301 to its own URL.
 * `locale`: the page's language (issue 43): its redirect and links stay in it, and only an Arabic
 * page gets the Arabic title and description; without it both languages' texts are sent.
 */
export async function loadListingPage(db: DB, rawId: string | undefined, expected: ListingType, locale?: Locale) {
  const id = parseId(rawId);
  if (id === null) throw data(null, { status: 404 });
  const listing = await getListing(db, id);
  if (!listing || (listing.status !== "ACTIVE" && listing.status !== "INACTIVE")) throw data(null, { status: 404 });
  if (listing.listingType !== expected) throw redirect(localePath(listingPath(listing), locale ?? "en"), 301);
  const live = listing.status === "ACTIVE";
  // the page's other reads do not depend on each other: on PostgreSQL they run side by side on the pool
  const [similarRows, prices] = await Promise.all([similarListings(db, listing, SIMILAR_LIMIT), live ? priceHistory(db, listing.id) : []]);
  const similar = similarRows.map((row) => (locale ? localeCardData(row, locale) : cardData(row)));
  if (listing.status === "INACTIVE") {
    const method: ListingMethod = listing.listingType === "RENT" ? "rent" : "buy";
    return {
      kind: "gone" as const,
      gone: {
        title: listing.title,
        ...(locale !== "en" && listing.titleAr ? { titleAr: listing.titleAr } : {}),
        reference: listing.reference,
        category: listing.category,
        method,
        listHref: localePath(listPath(listing.category, method), locale ?? "en"),
      },
      similar,
    };
  }
  return {
    kind: "live" as const,
    listing: {
      ...pageDetail(listing, locale),
      facts: listing.feedFacts,
    },
    similar,
    prices,
  };
}

/**
 * A detail cut to what the page renders: the rest stays on the server (issue 22: smaller loader data).
 * The description goes out as allow-listed HTML (feeds send HTML, people type plain text), the
 * Arabic one too; for an English page (`locale` "en") the Arabic texts stay out.
 */
export function pageDetail(listing: ListingDetail, locale?: Locale): ListingPageDetail {
  const { status, pricePerSqft, areaId, developerId, propertyTypeId, updatedAt, description, descriptionAr, titleAr, feedFacts, ...page } =
    listing;
  const detail: ListingPageDetail = { ...page, descriptionHtml: richTextHtml(description) };
  if (locale === "en") return detail;
  return {
    ...detail,
    ...(titleAr !== undefined ? { titleAr } : {}),
    ...(descriptionAr !== undefined ? { descriptionArHtml: descriptionAr ? richTextHtml(descriptionAr) : null } : {}),
  };
}
