import { SiteLink } from "#app/components/ui/site-link.tsx";
import * as en from "#app/content/listings.ts";
import * as ar from "#app/content/ar/listings.ts";
import * as siteEn from "#app/content/site.ts";
import * as siteAr from "#app/content/ar/site.ts";
import { SearchIcon } from "#app/components/ui/icons.tsx";
import { useText } from "#app/i18n/text.ts";

/** Shown over the results while a client-side navigation loads them. */
export function LoadingOverlay({ loading }: { loading: boolean }) {
  const { LIST_TEXTS } = useText({ en, ar });
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
  const { LIST_TEXTS } = useText({ en, ar });
  const { NO_PROPERTIES } = useText({ en: siteEn, ar: siteAr });
  return (
    <div className="mx-auto max-w-xl rounded-3xl border border-dashed border-sand-300 bg-white px-8 py-14 text-center">
      <span className="mx-auto grid h-14 w-14 place-items-center rounded-full bg-sand-100 text-gold-700">
        <SearchIcon aria-hidden="true" className="h-6 w-6" />
      </span>
      <h2 className="mt-5 text-2xl font-semibold text-navy-900">{LIST_TEXTS.emptyTitle}</h2>
      <p className="mt-3 text-muted">{NO_PROPERTIES}</p>
      <SiteLink to={clearTo} className="btn btn-primary mt-8">
        {LIST_TEXTS.clearFilters}
      </SiteLink>
    </div>
  );
}
