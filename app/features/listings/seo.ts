import { CURRENCY } from "#app/utils/format.ts";
import { listingPath } from "#app/utils/paths.ts";
import type { ListingPageDetail } from "./types.ts";

const absolute = (siteUrl: string, url: string) => (url.startsWith("http") ? url : `${siteUrl}${url}`);

/**
 * schema.org RealEstateListing of a sale or rent page. The home itself is its
 * `about`: an Accommodation with its postal address (community, area, Dubai)
 * and, when the listing has coordinates, its geo position.
 */
export function listingJsonLd(siteUrl: string, listing: ListingPageDetail): Record<string, unknown> {
  const street = [listing.subCommunity, listing.community].filter(Boolean).join(", ");
  const hasGeo = listing.latitude !== null && listing.longitude !== null;
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name: listing.title,
    description: plainText(listing.descriptionHtml).slice(0, 500),
    url: absolute(siteUrl, listingPath(listing)),
    image: listing.photos.map((p) => absolute(siteUrl, p)),
    datePosted: listing.createdAt,
    identifier: listing.reference,
    about: {
      "@type": "Accommodation",
      name: listing.title,
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
