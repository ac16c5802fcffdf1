import { FavouriteHeart } from "#app/components/keep/keep-buttons.tsx";
import { itemOf } from "#app/utils/kept-lists.ts";
import { useRef, useState } from "react";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { Prerendered } from "#app/components/ui/prerendered.tsx";
import { fillTokens } from "#app/content/brand.ts";
import * as en from "#app/content/listings.ts";
import * as ar from "#app/content/ar/listings.ts";
import { AreaIcon, BathIcon, BedIcon, ChevronLeft, ChevronRight, PinIcon } from "#app/components/ui/icons.tsx";
import { SmartImage } from "#app/components/ui/smart-image.tsx";
import { useReveal } from "#app/components/ui/use-reveal.ts";
import { scrollBehavior } from "#app/components/ui/motion.ts";
import { responsiveSources } from "#app/utils/images.ts";
import { formatFor } from "#app/i18n/format.ts";
import { type Locale, useLocale } from "#app/i18n/locale.ts";
import { textFor } from "#app/i18n/text.ts";
import { listingPath } from "#app/utils/paths.ts";
import { placeLine } from "#app/utils/place.ts";
import type { ListingCardData } from "#app/features/listings/card-data.ts";
import { type DataText, langProps, listingTitle, propertyTypeName } from "#app/features/listings/localized.ts";

const CARD_SIZES = "(min-width: 1536px) 30vw, (min-width: 768px) 45vw, 100vw";

/** '2 Baths', «حمّامان» */
export function formatBathrooms(n: number | null, locale: Locale = "en"): string {
  if (n === null) return formatFor(locale).notAvailable;
  return textFor({ en, ar }, locale).bathroomsText(n);
}

/**
 * The rooms a card lists ('' = the line is left out). A commercial buyer reads the type (the card's tag)
 * and the size: a shop, office, warehouse or farm shows bedrooms and bathrooms only when it has them,
 * never 'N/A' (issue 41 item 3).
 */
export function cardRooms(
  listing: Pick<ListingCardData, "category" | "bedrooms" | "bathrooms">,
  locale: Locale = "en",
): { bedrooms: string; bathrooms: string } {
  const commercial = listing.category === "Commercial";
  return {
    bedrooms: commercial && listing.bedrooms === null ? "" : formatFor(locale).bedroomsLabel(listing.bedrooms),
    bathrooms: commercial && listing.bathrooms === null ? "" : formatBathrooms(listing.bathrooms, locale),
  };
}

/**
 * Up to 4 photos: swipe (scroll-snap, works without JS) or the buttons. Photos
 * 2–4 and the buttons are rendered once `wanted` (the card has been seen) or a
 * pointer, finger or focus reaches the photos, so a list's first view fetches one
 * photo per card, hydration adds no images, and the HTML carries no controls
 * that would do nothing before hydration.
 */
function CardPhotos({
  photos,
  title,
  href,
  priority,
  wanted,
  onWanted,
}: {
  photos: string[];
  title: string;
  href: string;
  priority: boolean;
  wanted: boolean;
  onWanted: () => void;
}) {
  const CARD_TEXTS = textFor({ en, ar }, useLocale()).CARD_TEXTS;
  const strip = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  // While a button's smooth scroll runs, the counter shows where it is going, not the photo it is passing
  // (else a second click during the scroll counted from the photo it was leaving, and "Previous" wrapped
  // to the last photo); a swipe moves the counter as it goes.
  const heading = useRef<number | null>(null);
  const shown = photos.length ? photos : [null];
  // Right to left the strip starts at its right edge and scrollLeft runs from 0 down to negative values.
  const positionIndex = (el: HTMLDivElement) => Math.abs(Math.round(el.scrollLeft / el.clientWidth));
  const sign = (el: HTMLDivElement) => (getComputedStyle(el).direction === "rtl" ? -1 : 1);
  const go = (next: number) => {
    const el = strip.current;
    if (!el) return;
    const target = (next + shown.length) % shown.length;
    heading.current = target;
    el.scrollTo({ left: sign(el) * target * el.clientWidth, behavior: scrollBehavior() });
    setIndex(target);
  };
  const onScroll = () => {
    const el = strip.current;
    if (!el?.clientWidth) return;
    if (heading.current !== null && Math.abs(Math.abs(el.scrollLeft) - heading.current * el.clientWidth) > 1) return;
    heading.current = null;
    setIndex(positionIndex(el));
  };
  const onScrollEnd = () => {
    const el = strip.current;
    heading.current = null;
    if (el?.clientWidth) setIndex(positionIndex(el));
  };
  return (
    <div className="card-media" onPointerEnter={onWanted} onTouchStart={onWanted} onFocus={onWanted}>
      {/* The title link names the card for assistive tech; this one is for pointers. */}
      <SiteLink to={href} tabIndex={-1} aria-hidden="true">
        <div ref={strip} onScroll={onScroll} onScrollEnd={onScrollEnd} className="card-strip">
          {shown.map((src, i) => {
            const alt = fillTokens(CARD_TEXTS.photoAlt, { title, n: i + 1 });
            const className = "card-photo";
            // Without JavaScript the browser reads photos 2–4 from <noscript> and the strip still swipes.
            // One card-sized file each, no srcset, and no alt text (the photo link is aria-hidden): this markup
            // is sent on every list and detail page (issue 22).
            if (i > 0 && !wanted) {
              const sources = responsiveSources(src);
              return (
                <noscript key={`${src ?? "placeholder"}-${i}`}>
                  <img
                    src={sources.srcSet ? sources.srcSet.split(" ", 1)[0] : sources.src}
                    alt=""
                    width={640}
                    height={480}
                    loading="lazy"
                    className={className}
                  />
                </noscript>
              );
            }
            return (
              <SmartImage
                key={`${src ?? "placeholder"}-${i}`}
                src={src}
                alt={alt}
                sizes={CARD_SIZES}
                priority={priority && i === 0}
                width={640}
                height={480}
                className={className}
              />
            );
          })}
        </div>
      </SiteLink>
      {/* The buttons, dots and counter need JavaScript: they arrive with the photos they move through, not in
          every card's server HTML (issue 22). Swiping works without them. */}
      {shown.length > 1 && wanted ? (
        <>
          <button
            type="button"
            onClick={() => go(index - 1)}
            aria-label={`${CARD_TEXTS.previousPhoto}: ${title}`}
            className="card-nav start-3"
          >
            <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100" />
          </button>
          <button type="button" onClick={() => go(index + 1)} aria-label={`${CARD_TEXTS.nextPhoto}: ${title}`} className="card-nav end-3">
            <ChevronRight aria-hidden="true" className="rtl:-scale-x-100" />
          </button>
          <div className="card-dots" aria-hidden="true">
            {shown.map((_, i) => (
              <span key={i} className={`card-dot ${i === index ? "w-5" : "w-1.5 opacity-60"}`} />
            ))}
          </div>
          <p className="sr-only" aria-live="polite">
            {fillTokens(CARD_TEXTS.photoOf, { n: index + 1, total: shown.length })}
          </p>
        </>
      ) : null}
    </div>
  );
}

/**
 * A sale or rent listing in a result grid (also used on area pages): photos,
 * price, title, location, bedrooms, bathrooms, size and price per sq.ft.
 * Rises in as it comes into view (useReveal).
 */
export function ListingCard({
  listing,
  priority = false,
  monthly = false,
}: {
  listing: ListingCardData;
  priority?: boolean;
  /** a rent shown per month (the rent list's monthly view) */
  monthly?: boolean;
}) {
  // Seen (revealed) or reached by a pointer, finger or focus; setting it again is a no-op.
  const [photosWanted, setPhotosWanted] = useState(false);
  const wantPhotos = () => setPhotosWanted(true);
  const ref = useReveal<HTMLElement>(wantPhotos);
  const locale = useLocale();
  const format = formatFor(locale);
  const href = listingPath(listing);
  const title = listingTitle(listing, locale);
  return (
    <article ref={ref} data-reveal="" className="group card relative">
      <CardPhotos photos={listing.photos} title={title.text} href={href} priority={priority} wanted={photosWanted} onWanted={wantPhotos} />
      <FavouriteHeart item={itemOf("listing", listing.id)} title={title.text} />
      {listing.reducedFrom && listing.price ? (
        <ReducedBadge before={listing.reducedFrom} now={listing.price} locale={locale} listingType={listing.listingType} />
      ) : null}
      <CardBody
        locale={locale}
        price={
          monthly && listing.listingType === "RENT" ? format.monthlyRent(listing.price) : format.price(listing.price, listing.listingType)
        }
        type={propertyTypeName(listing.propertyType, locale)}
        href={href}
        title={title}
        place={placeLine([listing.areaName, listing.community], " · ")}
        {...cardRooms(listing, locale)}
        size={format.size(listing.sizeSqft)}
        perSqft={format.pricePerSqft(listing.price, listing.sizeSqft, listing.listingType)}
      />
    </article>
  );
}

/** "Reduced 8%" over the photo of a listing whose asking price came down (issue 44). */
function ReducedBadge({ before, now, locale, listingType }: { before: number; now: number; locale: Locale; listingType: "SELL" | "RENT" }) {
  const { CARD_TEXTS } = textFor({ en, ar }, locale);
  const percent = Math.max(1, Math.round(((before - now) / before) * 100));
  const label = fillTokens(CARD_TEXTS.reducedLabel, { percent, before: formatFor(locale).price(before, listingType) });
  return (
    <p className="reduced-badge" title={label}>
      <span aria-hidden="true">{fillTokens(CARD_TEXTS.reduced, { percent })}</span>
      <span className="sr-only">{label}</span>
    </p>
  );
}

type CardBodyText = Record<"price" | "href" | "place" | "bedrooms" | "bathrooms" | "size" | "perSqft", string> & {
  locale: Locale;
  type: DataText;
  title: DataText;
};

/**
 * The card's text, from nothing but the strings it is given: the same strings are the same markup,
 * so it is rendered once per process and reused by every page that shows the listing unchanged
 * (`Prerendered`; a listing appears on many list pages and beside its neighbours' detail pages).
 */
function CardBody(text: CardBodyText) {
  const { locale, price, type, href, title, place, bedrooms, bathrooms, size, perSqft } = text;
  const CARD_TEXTS = textFor({ en, ar }, locale).CARD_TEXTS;
  // the language is part of the key: the labels and the link's /ar prefix depend on it
  return (
    <Prerendered
      as="div"
      className="card-body"
      memo={`card:${locale}\u0000${price}\u0000${type.text}\u0000${href}\u0000${title.text}\u0000${title.lang ?? ""}\u0000${place}\u0000${bedrooms}\u0000${bathrooms}\u0000${size}\u0000${perSqft}`}
    >
      {() => (
        <>
          <div className="card-head">
            <p className="card-price">{price}</p>
            <span className="card-tag" {...langProps(type)}>
              {type.text}
            </span>
          </div>
          <h3 className="card-title">
            <SiteLink to={href} locale={locale} {...langProps(title)}>
              {title.text}
            </SiteLink>
          </h3>
          <p className="card-place">
            <PinIcon aria-hidden="true" />
            <span {...(locale === "ar" ? { lang: "en", dir: "ltr" } : {})}>{place}</span>
          </p>
          <ul className="card-facts">
            {bedrooms ? (
              <li>
                <BedIcon aria-hidden="true" />
                <span>{`${CARD_TEXTS.bedrooms}: `}</span>
                {bedrooms}
              </li>
            ) : null}
            {bathrooms ? (
              <li>
                <BathIcon aria-hidden="true" />
                <span>{`${CARD_TEXTS.bathrooms}: `}</span>
                {bathrooms}
              </li>
            ) : null}
            <li>
              <AreaIcon aria-hidden="true" />
              <span>{`${CARD_TEXTS.size}: `}</span>
              {size}
            </li>
          </ul>
          <p>{perSqft}</p>
        </>
      )}
    </Prerendered>
  );
}
