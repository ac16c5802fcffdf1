import { data } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import type { Route } from "./+types/detail";
import { fillTokens } from "#app/content/brand.ts";
import * as en from "#app/content/listings.ts";
import * as ar from "#app/content/ar/listings.ts";
import * as siteEn from "#app/content/site.ts";
import * as siteAr from "#app/content/ar/site.ts";
import { AgentCard } from "#app/components/agent-card.tsx";
import { ContactBar } from "#app/components/contact-bar.tsx";
import { LISTING_ENQUIRY_CATEGORY } from "#app/features/leads/options.ts";
import { EnquiryButton } from "#app/features/leads/components/enquiry-button.tsx";
import { PinIcon } from "#app/components/ui/icons.tsx";
import { PermitBadge } from "#app/components/ui/permit-badge.tsx";
import { Gallery } from "#app/features/listings/components/gallery.tsx";
import { ListingCard } from "#app/features/listings/components/listing-card.tsx";
import { Amenities, Description, DetailsList, KeyFacts, TourLinks } from "#app/features/listings/components/listing-details.tsx";
import { GoneListing } from "#app/features/listings/components/gone-listing.tsx";
import { PriceHistory } from "#app/features/listings/components/price-history.tsx";
import { KeepButtons } from "#app/components/keep/keep-buttons.tsx";
import { RecentlyViewed } from "#app/components/keep/recently-viewed.tsx";
import { itemOf } from "#app/utils/kept-lists.ts";
import { listingPath, listPath } from "#app/utils/paths.ts";
import { placeLine } from "#app/utils/place.ts";
import { loadListingPage } from "#app/features/listings/detail-page.server.ts";
import { listingJsonLd } from "#app/features/listings/seo.ts";
import { cacheHeaders } from "#app/utils/cache-control.ts";
import { CURRENCY } from "#app/utils/format.ts";
import { formatFor } from "#app/i18n/format.ts";
import { localeOfPath, localePath, useLocale, withoutLocale } from "#app/i18n/locale.ts";
import { textFor } from "#app/i18n/text.ts";
import { emirateName, langProps, listingTitle, propertyTypeName } from "#app/features/listings/localized.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";
import { jsonLd, seoMeta } from "#app/utils/seo.ts";
import { LocationMap } from "#app/features/map/components/location-map.tsx";
import { MortgageBox } from "#app/features/mortgage/components/mortgage-box.tsx";
import { failedWith } from "#app/utils/data-failure.server.ts";

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const expected = withoutLocale(url.pathname).startsWith("/properties-to-rent/") ? "RENT" : "SELL";
  const { COULD_NOT_FETCH_DATA } = textFor({ en: siteEn, ar: siteAr }, locale);
  const page = await loadListingPage(context.db, params.id, expected, locale).catch(failedWith(COULD_NOT_FETCH_DATA, "listing detail"));
  return data(page, { status: page.kind === "gone" ? 410 : 200, headers: cacheHeaders("listings") });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return [];
  const locale = localeOfPath(location.pathname);
  const { GONE_TEXTS, RENT_DETAIL_DESCRIPTION, SALE_DETAIL_DESCRIPTION } = textFor({ en, ar }, locale);
  if (loaderData.kind === "gone")
    return [{ title: `${listingTitle(loaderData.gone, locale).text} · ${GONE_TEXTS.title}` }, { name: "robots", content: "noindex" }];
  const { listing } = loaderData;
  const format = formatFor(locale);
  const agency = agencyFromMatches(matches);
  const site = agency?.siteUrl ?? "";
  const path = listingPath(listing);
  const title = listingTitle(listing, locale).text;
  const price = format.price(listing.price, listing.listingType);
  const description = fillTokens(listing.listingType === "RENT" ? RENT_DETAIL_DESCRIPTION : SALE_DETAIL_DESCRIPTION, {
    title,
    area: listing.areaName,
    emirate: emirateName(listing.facts?.emirate ?? "Dubai", locale).text,
    price,
    // a commercial unit without rooms is described by its type, not 'N/A' (issue 41 item 3)
    beds:
      listing.category === "Commercial" && listing.bedrooms === null
        ? propertyTypeName(listing.propertyType, locale).text
        : format.bedroomsLabel(listing.bedrooms),
    size: format.size(listing.sizeSqft),
    permit: listing.permitNumber,
  });
  const tags = seoMeta(agency, { title: `${title} · ${price}`, description, path, image: listing.photos[0], type: "product", locale });
  if (listing.price) {
    tags.push(
      { property: "product:price:amount", content: String(listing.price) },
      { property: "product:price:currency", content: CURRENCY },
    );
  }
  tags.push(jsonLd(listingJsonLd(site, listing, locale)));
  return tags;
};

export default function ListingPage({ loaderData, matches }: Route.ComponentProps) {
  if (loaderData.kind === "gone") return <GoneListing gone={loaderData.gone} similar={loaderData.similar} />;
  return <LiveListing data={loaderData} agency={agencyFromMatches(matches)} />;
}

function LiveListing({
  data: { listing, similar, prices },
  agency,
}: {
  data: Extract<Route.ComponentProps["loaderData"], { kind: "live" }>;
  agency: ReturnType<typeof agencyFromMatches>;
}) {
  const locale = useLocale();
  const { DETAIL_TEXTS, LIST_HEADINGS } = textFor({ en, ar }, locale);
  const { DETAIL_LABELS } = textFor({ en: siteEn, ar: siteAr }, locale);
  const format = formatFor(locale);
  const title = listingTitle(listing, locale);
  const type = propertyTypeName(listing.propertyType, locale);
  const method = listing.listingType === "RENT" ? "rent" : "buy";
  const listHref = listPath(listing.category, method);
  const url = `${agency?.siteUrl ?? ""}${localePath(listingPath(listing), locale)}`;
  const whatsappText = fillTokens(DETAIL_TEXTS.whatsappTemplate, { reference: listing.reference, title: title.text, url });
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
            <li aria-current="page">
              <bdi dir="ltr">{listing.reference}</bdi>
            </li>
          </ol>
        </nav>

        <Gallery photos={listing.photos} title={title.text} />

        <div className="detail-grid">
          <div>
            <header className="detail-head">
              <p className="eyebrow" {...langProps(type)}>
                {type.text}
              </p>
              <h1>{title.lang ? <span {...langProps(title)}>{title.text}</span> : title.text}</h1>
              <p>
                <PinIcon aria-hidden="true" />
                <span {...(locale === "ar" ? { lang: "en", dir: "ltr" } : {})}>{location}</span>
              </p>
              <p>{format.price(listing.price, listing.listingType)}</p>
              <p>{format.pricePerSqft(listing.price, listing.sizeSqft, listing.listingType)}</p>
              <div className="mt-8">
                <KeyFacts listing={listing} />
              </div>
            </header>
            <DetailsList listing={listing} />
            <TourLinks listing={listing} />
            <Description listing={listing} />
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
              <p>{format.price(listing.price, listing.listingType)}</p>
              <p>
                {`${DETAIL_LABELS.referenceNumber}: `}
                <bdi dir="ltr" className="font-mono">
                  {listing.reference}
                </bdi>
              </p>
              <EnquiryButton label={DETAIL_TEXTS.enquire} className="btn btn-gold mt-5 w-full" prefill={enquiry} />
              <KeepButtons item={itemOf("listing", listing.id)} title={title.text} className="mt-4 justify-center" />
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
        <RecentlyViewed
          className="below-fold mt-20"
          record={{
            item: itemOf("listing", listing.id),
            title: title.text,
            price: listing.price,
            listingType: listing.listingType,
            photo: listing.photos[0] ?? null,
            path: listingPath(listing),
          }}
        />
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
