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
  // A shop, office or farm has no bedrooms: a commercial listing shows rooms only when it has them (issue 41 item 3).
  const commercial = listing.category === "Commercial";
  const rows: Array<[string, string] | null> = [
    first,
    [DETAIL_LABELS.buildYear, orNA(listing.buildYear)],
    [DETAIL_LABELS.size, formatSize(listing.sizeSqft)],
    commercial && listing.bedrooms === null ? null : [DETAIL_LABELS.bedrooms, formatBedrooms(listing.bedrooms)],
    [DETAIL_LABELS.furniture, formatFurnishing(listing.furnishing)],
    commercial && listing.bathrooms === null ? null : [DETAIL_LABELS.bathrooms, orNA(listing.bathrooms)],
    [DETAIL_LABELS.parking, orNA(listing.parking)],
    [DETAIL_LABELS.floor, orNA(listing.floor)],
    ...factRows(listing),
  ];
  return rows.filter((r): r is [string, string] => r !== null);
}

/** Facts feeds carry (cheques, service charge, plot, availability, project): shown only when known. */
function factRows(listing: ListingPageDetail): Array<[string, string]> {
  const f = listing.facts;
  if (!f) return [];
  const rows: Array<[string, string | null]> = [
    ["Cheques", listing.listingType === "RENT" && f.cheques !== null ? String(f.cheques) : null],
    ["Service charge", f.serviceCharge === null ? null : `AED ${f.serviceCharge} per sq.ft a year`],
    ["Plot size", f.plotSizeSqft === null ? null : formatSize(f.plotSizeSqft)],
    ["Available from", f.availableFrom],
    ["Project", f.projectName],
    ["Emirate", f.emirate === "Dubai" ? null : f.emirate],
  ];
  return rows.filter((r): r is [string, string] => r[1] !== null);
}

/** The listing's video and 360° tour, when the feed gave them. */
export function TourLinks({ listing }: { listing: ListingPageDetail }) {
  const links = [
    ["Video tour", listing.facts?.videoUrl],
    ["360° tour", listing.facts?.tourUrl],
  ].filter((l): l is [string, string] => Boolean(l[1]));
  if (!links.length) return null;
  return (
    <ul className="mt-4 flex flex-wrap gap-3">
      {links.map(([label, href]) => (
        <li key={label}>
          <a href={href} className="btn btn-outline" target="_blank" rel="noopener noreferrer nofollow">
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
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
    [DETAIL_LABELS.pricePerSqft, formatPricePerSqft(listing.price, listing.sizeSqft, listing.listingType)],
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
