import { Link } from "react-router";
import { LIST_TEXTS } from "#app/content/listings.ts";
import { NO_PROPERTIES } from "#app/content/site.ts";
import { SearchIcon } from "#app/components/ui/icons.tsx";

/** Shown over the results while a client-side navigation loads them. */
export function LoadingOverlay({ loading }: { loading: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={loading ? "pointer-events-none absolute inset-x-0 top-0 z-10 flex justify-center pt-24" : "sr-only"}
    >
      {loading ? (
        <span className="flex items-center gap-3 rounded-full bg-white px-5 py-3 text-sm font-semibold text-navy-900 shadow-lift">
          <span aria-hidden="true" className="h-5 w-5 animate-spin-slow rounded-full border-2 border-sand-300 border-t-gold-600" />
          {LIST_TEXTS.loading}
        </span>
      ) : null}
    </div>
  );
}

export function EmptyResults({ clearTo }: { clearTo: string }) {
  return (
    <div className="mx-auto max-w-xl rounded-3xl border border-dashed border-sand-300 bg-white px-8 py-14 text-center">
      <span className="mx-auto grid h-14 w-14 place-items-center rounded-full bg-sand-100 text-gold-700">
        <SearchIcon aria-hidden="true" className="h-6 w-6" />
      </span>
      <h2 className="mt-5 text-2xl font-semibold text-navy-900">{LIST_TEXTS.emptyTitle}</h2>
      <p className="mt-3 text-muted">{NO_PROPERTIES}</p>
      <Link to={clearTo} className="btn btn-primary mt-8">
        {LIST_TEXTS.clearFilters}
      </Link>
    </div>
  );
}

/** The 404 of a page number past the last page, with the way back to page 1. */
export function PastLastPage({ firstPage }: { firstPage: string }) {
  return (
    <main id="main" className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <title>{LIST_TEXTS.pastLastTitle}</title>
      <meta name="robots" content="noindex" />
      <p className="eyebrow">Error 404</p>
      <h1 className="mt-4 max-w-2xl text-4xl font-semibold text-navy-900 md:text-5xl">{LIST_TEXTS.pastLastTitle}</h1>
      <p className="mt-5 max-w-xl text-lg text-muted">{LIST_TEXTS.pastLastText}</p>
      <Link to={firstPage} className="btn btn-primary mt-10">
        {LIST_TEXTS.firstPage}
      </Link>
    </main>
  );
}
