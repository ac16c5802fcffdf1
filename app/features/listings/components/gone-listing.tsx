import { SiteLink } from "#app/components/ui/site-link.tsx";
import { LIST_HEADINGS } from "#app/content/listings.ts";
import type { PropertyCategory } from "#app/db/schema.ts";
import type { ListingCardData } from "#app/features/listings/card-data.ts";
import { ListingCard } from "./listing-card.tsx";

export const GONE_TEXTS = {
  eyebrow: "No longer available",
  title: "This property is no longer available",
  body: "It has been sold, let or withdrawn by its owner. These similar properties are available now:",
  browse: "See all {list}",
} as const;

interface Gone {
  title: string;
  reference: string;
  category: PropertyCategory;
  method: "buy" | "rent";
  listHref: string;
}

/** The 410 page of a listing that was on the site: what happened, similar listings, the way to its list. */
export function GoneListing({ gone, similar }: { gone: Gone; similar: ListingCardData[] }) {
  const listName = LIST_HEADINGS[gone.category][gone.method];
  return (
    <main id="main" className="container-page py-16 md:py-24">
      <div className="mx-auto max-w-2xl text-center">
        <p className="eyebrow">{GONE_TEXTS.eyebrow}</p>
        <h1 className="mt-4 text-3xl font-semibold text-navy-900 md:text-4xl">{GONE_TEXTS.title}</h1>
        <p className="mt-3 text-muted">
          {gone.title} · <span className="font-mono">{gone.reference}</span>
        </p>
        <p className="mt-5 text-lg text-muted">{GONE_TEXTS.body}</p>
        <SiteLink to={gone.listHref} className="btn btn-primary mt-8">
          {GONE_TEXTS.browse.replace("{list}", listName.charAt(0).toLowerCase() + listName.slice(1))}
        </SiteLink>
      </div>
      {similar.length ? (
        <section aria-label="Similar properties" className="mt-16 grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {similar.map((item) => (
            <ListingCard key={item.id} listing={item} />
          ))}
        </section>
      ) : null}
    </main>
  );
}
