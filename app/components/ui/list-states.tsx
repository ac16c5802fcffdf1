import { SiteLink } from "#app/components/ui/site-link.tsx";
import * as enListings from "#app/content/listings.ts";
import * as arListings from "#app/content/ar/listings.ts";
import * as en from "#app/content/site.ts";
import * as ar from "#app/content/ar/site.ts";
import { fillTokens } from "#app/content/brand.ts";
import { useLocalePath } from "#app/i18n/locale.ts";
import { useText } from "#app/i18n/text.ts";

/** The list states of spec §4: loading, empty, and error with a Retry. */

export function ListLoading({ message }: { message: string }) {
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-3 rounded-3xl border border-sand-200 bg-white px-6 py-4 text-base font-medium text-navy-900 shadow-card"
    >
      <span aria-hidden="true" className="h-5 w-5 animate-spin-slow rounded-full border-2 border-sand-300 border-t-gold-600" />
      {message}
    </p>
  );
}

interface RetryProps {
  /** where the no-JS Retry form goes (GET), with these query values */
  action: string;
  fields?: ReadonlyArray<readonly [string, string]>;
  /** with JavaScript: what Retry does instead of the form's GET (a client navigation, a refetch) */
  onRetry?: () => void;
  label?: string;
}

export function ListError({ message, retry, children }: { message: string; retry?: RetryProps; children?: React.ReactNode }) {
  const { RETRY } = useText({ en, ar });
  const localise = useLocalePath();
  return (
    <div role="alert" className="flex flex-col items-center gap-5 rounded-3xl border border-red-200 bg-red-50 px-6 py-10 text-center">
      <p className="text-lg font-semibold text-red-800">{message}</p>
      {retry ? (
        <form
          method="get"
          action={localise(retry.action)}
          onSubmit={(e) => {
            if (!retry.onRetry) return;
            e.preventDefault();
            retry.onRetry();
          }}
        >
          {(retry.fields ?? []).map(([k, v]) => (
            <input key={k} type="hidden" name={k} value={v} />
          ))}
          <button type="submit" className="btn btn-primary">
            {retry.label ?? RETRY}
          </button>
        </form>
      ) : null}
      {children}
    </div>
  );
}

export function ListEmpty({ message }: { message: string }) {
  return <p className="rounded-3xl border border-dashed border-sand-300 bg-white px-6 py-12 text-center text-lg text-muted">{message}</p>;
}

/** Thrown as the data of a past-the-end 404 so the page can link to page 1. */
export interface PastLastPageData {
  firstPage: string;
}

/** The one result count of every list ('1 result', '45 results'), announced when it changes. */
export function ResultsCount({ total, id = "results-heading" }: { total: number; id?: string }) {
  const { resultsText } = useText({ en, ar });
  return (
    <h2 id={id} data-testid="results-count" className="font-sans text-base font-semibold text-ink" aria-live="polite">
      {resultsText(total)}
    </h2>
  );
}

/** The 404 of a page number past the last page, with the way back to page 1. */
export function PastLastPage({ firstPage }: { firstPage: string }) {
  const { LIST_TEXTS } = useText({ en: enListings, ar: arListings });
  const { ERROR_PAGE_TEXTS } = useText({ en, ar });
  return (
    <main id="main" className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <title>{LIST_TEXTS.pastLastTitle}</title>
      <meta name="robots" content="noindex" />
      <p className="eyebrow">{fillTokens(ERROR_PAGE_TEXTS.eyebrow, { status: 404 })}</p>
      <h1 className="mt-4 max-w-2xl text-4xl font-semibold text-navy-900 md:text-5xl">{LIST_TEXTS.pastLastTitle}</h1>
      <p className="mt-5 max-w-xl text-lg text-muted">{LIST_TEXTS.pastLastText}</p>
      <SiteLink to={firstPage} className="btn btn-primary mt-10">
        {LIST_TEXTS.firstPage}
      </SiteLink>
    </main>
  );
}
