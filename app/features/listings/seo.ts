import { CURRENCY } from "#app/utils/format.ts";
import { listingPath } from "#app/utils/paths.ts";
import { LOCALE_TAGS, type Locale, localePath } from "#app/i18n/locale.ts";
import type { ListingPageDetail } from "./types.ts";
import { listingDescription, listingTitle } from "./localized.ts";

const absolute = (siteUrl: string, url: string) => (url.startsWith("http") ? url : `${siteUrl}${url}`);

/**
 * schema.org RealEstateListing of a sale or rent page. The home itself is its
 * `about`: an Accommodation with its postal address (community, area, Dubai)
 * and, when the listing has coordinates, its geo position. `inLanguage` is the page's language
 * (issue 43); an Arabic page names the listing in Arabic when the data has its Arabic title.
 */
export function listingJsonLd(siteUrl: string, listing: ListingPageDetail, locale: Locale = "en"): Record<string, unknown> {
  const street = [listing.subCommunity, listing.community].filter(Boolean).join(", ");
  const hasGeo = listing.latitude !== null && listing.longitude !== null;
  const name = listingTitle(listing, locale).text;
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name,
    description: plainText(listingDescription(listing, locale).text).slice(0, 500),
    inLanguage: LOCALE_TAGS[locale].lang,
    url: absolute(siteUrl, localePath(listingPath(listing), locale)),
    image: listing.photos.map((p) => absolute(siteUrl, p)),
    datePosted: listing.createdAt,
    identifier: listing.reference,
    about: {
      "@type": "Accommodation",
      name,
      ...(listing.bedrooms !== null ? { numberOfBedrooms: listing.bedrooms } : {}),
      ...(listing.sizeSqft ? { floorSize: { "@type": "QuantitativeValue", value: listing.sizeSqft, unitCode: "FTK" } } : {}),
      address: {
        "@type": "PostalAddress",
        ...(street ? { streetAddress: street } : {}),
        addressLocality: listing.areaName,
        addressRegion: listing.facts?.emirate ?? "Dubai",
        addressCountry: "AE",
      },
      ...(hasGeo ? { geo: { "@type": "GeoCoordinates", latitude: listing.latitude, longitude: listing.longitude } } : {}),
    },
    offers: {
      "@type": "Offer",
      ...(listing.price ? { price: listing.price } : {}),
      priceCurrency: CURRENCY,
      availability: "https://schema.org/InStock",
      businessFunction:
        listing.listingType === "RENT" ? "https://purl.org/goodrelations/v1#LeaseOut" : "https://purl.org/goodrelations/v1#Sell",
    },
  };
}

/** The allow-listed description HTML as text (its tags carry no attributes, see rich-text.server.ts). */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}
