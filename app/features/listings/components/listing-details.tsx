import { fillTokens } from "#app/content/brand.ts";
import * as en from "#app/content/listings.ts";
import * as ar from "#app/content/ar/listings.ts";
import * as siteEn from "#app/content/site.ts";
import * as siteAr from "#app/content/ar/site.ts";
import { formatFor } from "#app/i18n/format.ts";
import { type Locale, useLocale } from "#app/i18n/locale.ts";
import { textFor, useText } from "#app/i18n/text.ts";
import type { ListingPageDetail } from "#app/features/listings/types.ts";
import { amenityName, emirateName, langProps, listingDescription, propertyTypeName } from "#app/features/listings/localized.ts";

/** Spec §2: sale shows completion status, rent a deposit in AED; then the common facts. */
export function detailRows(listing: ListingPageDetail, locale: Locale = "en"): Array<[string, string]> {
  const { DETAIL_LABELS } = textFor({ en: siteEn, ar: siteAr }, locale);
  const { DETAIL_TEXTS } = textFor({ en, ar }, locale);
  const format = formatFor(locale);
  const orNA = (value: string | number | null | undefined) =>
    value === null || value === undefined || value === "" ? format.notAvailable : String(value);
  const first: [string, string] =
    listing.listingType === "RENT"
      ? [DETAIL_LABELS.deposit, format.aed(listing.deposit)]
      : [
          DETAIL_LABELS.completionStatus,
          listing.completionStatus ? (DETAIL_TEXTS.completion[listing.completionStatus] ?? listing.completionStatus) : format.notAvailable,
        ];
  // A shop, office or farm has no bedrooms: a commercial listing shows rooms only when it has them (issue 41 item 3).
  const commercial = listing.category === "Commercial";
  const rows: Array<[string, string] | null> = [
    first,
    [DETAIL_LABELS.buildYear, orNA(listing.buildYear)],
    [DETAIL_LABELS.size, format.size(listing.sizeSqft)],
    commercial && listing.bedrooms === null ? null : [DETAIL_LABELS.bedrooms, format.bedrooms(listing.bedrooms)],
    [DETAIL_LABELS.furniture, format.furnishing(listing.furnishing)],
    commercial && listing.bathrooms === null ? null : [DETAIL_LABELS.bathrooms, orNA(listing.bathrooms)],
    [DETAIL_LABELS.parking, orNA(listing.parking)],
    [DETAIL_LABELS.floor, orNA(listing.floor)],
    ...factRows(listing, locale),
  ];
  return rows.filter((r): r is [string, string] => r !== null);
}

/** Facts feeds carry (cheques, service charge, plot, availability, project): shown only when known. */
function factRows(listing: ListingPageDetail, locale: Locale): Array<[string, string]> {
  const f = listing.facts;
  if (!f) return [];
  const { FACT_LABELS: L } = textFor({ en, ar }, locale);
  const format = formatFor(locale);
  const rows: Array<[string, string | null]> = [
    [L.cheques, listing.listingType === "RENT" && f.cheques !== null ? String(f.cheques) : null],
    [L.serviceCharge, f.serviceCharge === null ? null : fillTokens(L.serviceChargeValue, { n: f.serviceCharge })],
    [L.plotSize, f.plotSizeSqft === null ? null : format.size(f.plotSizeSqft)],
    // an ISO date is given a month name in Arabic; English keeps the feed's wording
    [
      L.availableFrom,
      f.availableFrom && locale === "ar" && /^\d{4}-\d{2}-\d{2}/.test(f.availableFrom) ? format.longDate(f.availableFrom) : f.availableFrom,
    ],
    [L.project, f.projectName],
    [L.emirate, f.emirate === "Dubai" ? null : emirateName(f.emirate, locale).text],
  ];
  return rows.filter((r): r is [string, string] => r[1] !== null);
}

/** The listing's video and 360° tour, when the feed gave them. */
export function TourLinks({ listing }: { listing: ListingPageDetail }) {
  const { FACT_LABELS } = useText({ en, ar });
  const links = [
    [FACT_LABELS.videoTour, listing.facts?.videoUrl],
    [FACT_LABELS.tour360, listing.facts?.tourUrl],
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
  const locale = useLocale();
  const { DETAIL_TEXTS } = textFor({ en, ar }, locale);
  return (
    <section aria-labelledby="details-heading">
      <h2 id="details-heading" className="section-title">
        {DETAIL_TEXTS.detailsHeading}
      </h2>
      <dl className="facts">
        {detailRows(listing, locale).map(([label, value]) => (
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
  const locale = useLocale();
  const { DETAIL_LABELS } = textFor({ en: siteEn, ar: siteAr }, locale);
  const format = formatFor(locale);
  const type = propertyTypeName(listing.propertyType, locale);
  // names from the data (area, community, developer) are English: marked so on an Arabic page
  const data = locale === "ar" ? { lang: "en", dir: "ltr" as const } : {};
  const facts: Array<[string, React.ReactNode]> = [
    [DETAIL_LABELS.propertyType, <span {...langProps(type)}>{type.text}</span>],
    [DETAIL_LABELS.area, <span {...data}>{listing.areaName}</span>],
    [DETAIL_LABELS.community, listing.community ? <span {...data}>{listing.community}</span> : format.notAvailable],
    [DETAIL_LABELS.developer, listing.developerName ? <span {...data}>{listing.developerName}</span> : format.notAvailable],
    [DETAIL_LABELS.pricePerSqft, format.pricePerSqft(listing.price, listing.sizeSqft, listing.listingType)],
    [DETAIL_LABELS.referenceNumber, <bdi dir="ltr">{listing.reference}</bdi>],
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
  const locale = useLocale();
  const { DETAIL_TEXTS } = textFor({ en, ar }, locale);
  if (!amenities.length) return null;
  return (
    <section aria-labelledby="amenities-heading">
      <h2 id="amenities-heading" className="section-title">
        {DETAIL_TEXTS.amenitiesHeading}
      </h2>
      <ul className="chips">
        {amenities.map((a) => {
          const name = amenityName(a, locale);
          return (
            <li key={a} {...langProps(name)}>
              {name.text}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The description: HTML already reduced to the allow-list on the server (p, br, ul, ol, li, strong, em).
 * An Arabic page shows the Arabic description when the data has one, else the English one marked so.
 */
export function Description({ listing }: { listing: Pick<ListingPageDetail, "descriptionHtml" | "descriptionArHtml"> }) {
  const locale = useLocale();
  const { DETAIL_TEXTS } = textFor({ en, ar }, locale);
  const description = listingDescription(listing, locale);
  if (!description.text) return null;
  return (
    <section aria-labelledby="description-heading">
      <h2 id="description-heading" className="section-title">
        {DETAIL_TEXTS.descriptionHeading}
      </h2>
      {/* sanitised by richTextHtml (sanitize-html, no attributes) in the loader */}
      <div className="prose-copy mt-5 max-w-3xl" {...langProps(description)} dangerouslySetInnerHTML={{ __html: description.text }} />
    </section>
  );
}
