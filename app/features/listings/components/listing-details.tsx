import { DETAIL_TEXTS } from "#app/content/listings.ts";
import { DETAIL_LABELS } from "#app/content/site.ts";
import { formatAed, formatBedrooms, formatFurnishing, formatPricePerSqft, formatSize, NOT_AVAILABLE, orNA } from "#app/utils/format.ts";
import type { ListingPageDetail } from "#app/features/listings/types.ts";

/** Spec §2: sale shows completion status, rent a deposit in AED; then the common facts. */
export function detailRows(listing: ListingPageDetail): Array<[string, string]> {
  const first: [string, string] =
    listing.listingType === "RENT"
      ? [DETAIL_LABELS.deposit, formatAed(listing.deposit)]
      : [
          DETAIL_LABELS.completionStatus,
          listing.completionStatus ? (DETAIL_TEXTS.completion[listing.completionStatus] ?? listing.completionStatus) : NOT_AVAILABLE,
        ];
  return [
    first,
    [DETAIL_LABELS.buildYear, orNA(listing.buildYear)],
    [DETAIL_LABELS.size, formatSize(listing.sizeSqft)],
    [DETAIL_LABELS.bedrooms, formatBedrooms(listing.bedrooms)],
    [DETAIL_LABELS.furniture, formatFurnishing(listing.furnishing)],
    [DETAIL_LABELS.bathrooms, orNA(listing.bathrooms)],
    [DETAIL_LABELS.parking, orNA(listing.parking)],
    [DETAIL_LABELS.floor, orNA(listing.floor)],
  ];
}

export function DetailsList({ listing }: { listing: ListingPageDetail }) {
  return (
    <section aria-labelledby="details-heading">
      <h2 id="details-heading" className="section-title">
        {DETAIL_TEXTS.detailsHeading}
      </h2>
      <dl className="facts">
        {detailRows(listing).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The overview: property type, community, developer, reference and price per sq.ft. */
export function KeyFacts({ listing }: { listing: ListingPageDetail }) {
  const facts: Array<[string, string]> = [
    [DETAIL_LABELS.propertyType, listing.propertyType],
    [DETAIL_LABELS.area, listing.areaName],
    [DETAIL_LABELS.community, orNA(listing.community)],
    [DETAIL_LABELS.developer, orNA(listing.developerName)],
    [DETAIL_LABELS.pricePerSqft, formatPricePerSqft(listing.price, listing.sizeSqft)],
    [DETAIL_LABELS.referenceNumber, listing.reference],
  ];
  return (
    <dl className="key-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Amenities({ amenities }: { amenities: string[] }) {
  if (!amenities.length) return null;
  return (
    <section aria-labelledby="amenities-heading">
      <h2 id="amenities-heading" className="section-title">
        {DETAIL_TEXTS.amenitiesHeading}
      </h2>
      <ul className="chips">
        {amenities.map((a) => (
          <li key={a}>{a}</li>
        ))}
      </ul>
    </section>
  );
}

/** The description: HTML already reduced to the allow-list on the server (p, br, ul, ol, li, strong, em). */
export function Description({ html }: { html: string }) {
  if (!html) return null;
  return (
    <section aria-labelledby="description-heading">
      <h2 id="description-heading" className="section-title">
        {DETAIL_TEXTS.descriptionHeading}
      </h2>
      {/* sanitised by richTextHtml (sanitize-html, no attributes) in the loader */}
      <div className="prose-copy mt-5 max-w-3xl" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
