import { data } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import type { Route } from "./+types/detail";
import { fillTokens } from "#app/content/brand.ts";
import { DETAIL_TEXTS, LIST_HEADINGS, RENT_DETAIL_DESCRIPTION, SALE_DETAIL_DESCRIPTION } from "#app/content/listings.ts";
import { COULD_NOT_FETCH_DATA, DETAIL_LABELS } from "#app/content/site.ts";
import { AgentCard } from "#app/components/agent-card.tsx";
import { ContactBar } from "#app/components/contact-bar.tsx";
import { LISTING_ENQUIRY_CATEGORY } from "#app/features/leads/options.ts";
import { EnquiryButton } from "#app/features/leads/components/enquiry-button.tsx";
import { PinIcon } from "#app/components/ui/icons.tsx";
import { PermitBadge } from "#app/components/ui/permit-badge.tsx";
import { Gallery } from "#app/features/listings/components/gallery.tsx";
import { ListingCard } from "#app/features/listings/components/listing-card.tsx";
import { Amenities, Description, DetailsList, KeyFacts, TourLinks } from "#app/features/listings/components/listing-details.tsx";
import { GoneListing, GONE_TEXTS } from "#app/features/listings/components/gone-listing.tsx";
import { PriceHistory } from "#app/features/listings/components/price-history.tsx";
import { listingPath, listPath } from "#app/utils/paths.ts";
import { placeLine } from "#app/utils/place.ts";
import { loadListingPage } from "#app/features/listings/detail-page.server.ts";
import { listingJsonLd } from "#app/features/listings/seo.ts";
import { cacheHeaders } from "#app/utils/cache-control.ts";
import { CURRENCY, formatBedroomsLabel, formatPrice, formatPricePerSqft, formatSize } from "#app/utils/format.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";
import { jsonLd, seoMeta } from "#app/utils/seo.ts";
import { LocationMap } from "#app/features/map/components/location-map.tsx";
import { MortgageBox } from "#app/features/mortgage/components/mortgage-box.tsx";
import { failedWith } from "#app/utils/data-failure.server.ts";

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const expected = url.pathname.startsWith("/properties-to-rent/") ? "RENT" : "SELL";
  const page = await loadListingPage(context.db, params.id, expected).catch(failedWith(COULD_NOT_FETCH_DATA, "listing detail"));
  return data(page, { status: page.kind === "gone" ? 410 : 200, headers: cacheHeaders("listings") });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  if (loaderData.kind === "gone")
    return [{ title: `${loaderData.gone.title} · ${GONE_TEXTS.title}` }, { name: "robots", content: "noindex" }];
  const { listing } = loaderData;
  const agency = agencyFromMatches(matches);
  const site = agency?.siteUrl ?? "";
  const path = listingPath(listing);
  const price = formatPrice(listing.price, listing.listingType);
  const description = fillTokens(listing.listingType === "RENT" ? RENT_DETAIL_DESCRIPTION : SALE_DETAIL_DESCRIPTION, {
    title: listing.title,
    area: listing.areaName,
    emirate: listing.facts?.emirate ?? "Dubai",
    price,
    // a commercial unit without rooms is described by its type, not 'N/A' (issue 41 item 3)
    beds: listing.category === "Commercial" && listing.bedrooms === null ? listing.propertyType : formatBedroomsLabel(listing.bedrooms),
    size: formatSize(listing.sizeSqft),
    permit: listing.permitNumber,
  });
  const tags = seoMeta(agency, { title: `${listing.title} · ${price}`, description, path, image: listing.photos[0], type: "product" });
  if (listing.price) {
    tags.push(
      { property: "product:price:amount", content: String(listing.price) },
      { property: "product:price:currency", content: CURRENCY },
    );
  }
  tags.push(jsonLd(listingJsonLd(site, listing)));
  return tags;
};

export default function ListingPage({ loaderData, matches }: Route.ComponentProps) {
  if (loaderData.kind === "gone") return <GoneListing gone={loaderData.gone} similar={loaderData.similar} />;
  const { listing, similar, prices } = loaderData;
  const agency = agencyFromMatches(matches);
  const method = listing.listingType === "RENT" ? "rent" : "buy";
  const listHref = listPath(listing.category, method);
  const url = `${agency?.siteUrl ?? ""}${listingPath(listing)}`;
  const whatsappText = fillTokens(DETAIL_TEXTS.whatsappTemplate, { reference: listing.reference, title: listing.title, url });
  const location = placeLine([listing.community, listing.areaName]);
  const enquiry = { reference: listing.reference, category: LISTING_ENQUIRY_CATEGORY[listing.listingType] };

  return (
    <>
      <main id="main" className="container-page pb-24 pt-6 md:pt-10">
        <nav aria-label={DETAIL_TEXTS.breadcrumbLabel} className="breadcrumb">
          <ol>
            <li>
              <SiteLink to="/">{DETAIL_TEXTS.home}</SiteLink>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <SiteLink to={listHref}>{LIST_HEADINGS[listing.category][method]}</SiteLink>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page">{listing.reference}</li>
          </ol>
        </nav>

        <Gallery photos={listing.photos} title={listing.title} />

        <div className="detail-grid">
          <div>
            <header className="detail-head">
              <p className="eyebrow">{listing.propertyType}</p>
              <h1>{listing.title}</h1>
              <p>
                <PinIcon aria-hidden="true" />
                {location}
              </p>
              <p>{formatPrice(listing.price, listing.listingType)}</p>
              <p>{formatPricePerSqft(listing.price, listing.sizeSqft, listing.listingType)}</p>
              <div className="mt-8">
                <KeyFacts listing={listing} />
              </div>
            </header>
            <DetailsList listing={listing} />
            <TourLinks listing={listing} />
            <Description html={listing.descriptionHtml} />
            <PriceHistory prices={prices} listingType={listing.listingType} />
            {/* the Central Bank's caps are for homes: a residential sale with a price gets the estimate */}
            {listing.listingType === "SELL" && listing.category === "Residential" && listing.price ? (
              <MortgageBox
                price={listing.price}
                stage={listing.completionStatus === "off-plan" ? "off-plan" : "ready"}
                dubai={(listing.facts?.emirate ?? "Dubai") === "Dubai"}
              />
            ) : null}
            <Amenities amenities={listing.amenities} />
            {listing.latitude !== null && listing.longitude !== null ? (
              <LocationMap lng={listing.longitude} lat={listing.latitude} label={location} />
            ) : null}
          </div>

          <aside className="detail-aside">
            <div className="price-box">
              <p>{DETAIL_LABELS.price}</p>
              <p>{formatPrice(listing.price, listing.listingType)}</p>
              <p>
                {`${DETAIL_LABELS.referenceNumber}: `}
                <span className="font-mono">{listing.reference}</span>
              </p>
              <EnquiryButton label={DETAIL_TEXTS.enquire} className="btn btn-gold mt-5 w-full" prefill={enquiry} />
            </div>
            {listing.agent ? (
              <AgentCard
                agent={listing.agent}
                whatsappText={whatsappText}
                emailSubject={fillTokens(DETAIL_TEXTS.emailSubjectTemplate, { reference: listing.reference })}
              />
            ) : (
              <p className="rounded-3xl border border-sand-200 bg-white p-6 text-muted">{DETAIL_TEXTS.noAgent}</p>
            )}
            <PermitBadge permit={listing.permitNumber} label={DETAIL_LABELS.permitNumber} />
          </aside>
        </div>

        {similar.length ? (
          <section aria-labelledby="similar-heading" className="below-fold mt-20">
            <h2 id="similar-heading" className="text-3xl font-semibold text-navy-900">
              {DETAIL_TEXTS.similarHeading}
            </h2>
            <div className="similar-grid">
              {similar.map((item) => (
                <ListingCard key={item.id} listing={item} />
              ))}
            </div>
          </section>
        ) : null}
      </main>

      <ContactBar
        name={listing.agent?.name ?? agency?.brand ?? ""}
        phone={listing.agent?.phone ?? agency?.phone ?? ""}
        whatsappText={whatsappText}
        enquire={<EnquiryButton label={DETAIL_TEXTS.enquire} className="btn btn-gold px-2 tracking-[0.04em]" prefill={enquiry} />}
      />
    </>
  );
}
