import { SiteLink } from "#app/components/ui/site-link.tsx";
import * as en from "#app/content/listings.ts";
import * as ar from "#app/content/ar/listings.ts";
import type { PropertyCategory } from "#app/db/schema.ts";
import { useText } from "#app/i18n/text.ts";
import type { ListingCardData } from "#app/features/listings/card-data.ts";
import { useLocale } from "#app/i18n/locale.ts";
import { langProps, listingTitle } from "#app/features/listings/localized.ts";
import { ListingCard } from "./listing-card.tsx";

interface Gone {
  title: string;
  titleAr?: string | null;
  reference: string;
  category: PropertyCategory;
  method: "buy" | "rent";
  listHref: string;
}

/** The 410 page of a listing that was on the site: what happened, similar listings, the way to its list. */
export function GoneListing({ gone, similar }: { gone: Gone; similar: ListingCardData[] }) {
  const { GONE_TEXTS, LIST_HEADINGS, DETAIL_TEXTS } = useText({ en, ar });
  const title = listingTitle(gone, useLocale());
  const listName = LIST_HEADINGS[gone.category][gone.method];
  return (
    <main id="main" className="container-page py-16 md:py-24">
      <div className="mx-auto max-w-2xl text-center">
        <p className="eyebrow">{GONE_TEXTS.eyebrow}</p>
        <h1 className="mt-4 text-3xl font-semibold text-navy-900 md:text-4xl">{GONE_TEXTS.title}</h1>
        <p className="mt-3 text-muted">
          <span {...langProps(title)}>{title.text}</span> ·{" "}
          <bdi dir="ltr" className="font-mono">
            {gone.reference}
          </bdi>
        </p>
        <p className="mt-5 text-lg text-muted">{GONE_TEXTS.body}</p>
        <SiteLink to={gone.listHref} className="btn btn-primary mt-8">
          {GONE_TEXTS.browse.replace("{list}", listName.charAt(0).toLowerCase() + listName.slice(1))}
        </SiteLink>
      </div>
      {similar.length ? (
        <section aria-label={DETAIL_TEXTS.similarHeading} className="mt-16 grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {similar.map((item) => (
            <ListingCard key={item.id} listing={item} />
          ))}
        </section>
      ) : null}
    </main>
  );
}
