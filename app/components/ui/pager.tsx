import { Link, useNavigate } from "react-router";
import * as enKit from "#app/content/ui-kit.ts";
import * as arKit from "#app/content/ar/ui-kit.ts";
import * as en from "#app/content/site.ts";
import * as ar from "#app/content/ar/site.ts";
import { useLocalePath } from "#app/i18n/locale.ts";
import { useText } from "#app/i18n/text.ts";
import { ChevronLeft, ChevronRight } from "./icons.tsx";
import { Prerendered } from "./prerendered.tsx";
import { scrollToTop, selectablePages } from "./pager-logic.ts";

interface PagerProps {
  page: number;
  /** the URL of a page, with the current filters */
  hrefFor: (page: number) => string;
  /** Previous and Next are disabled while a page loads */
  busy: boolean;
  /**
   * With a known page count: a 'Page X of N' select between the buttons (a GET
   * form with a Go button without JavaScript; `hiddenFields` keep the other
   * query values). Without one: 'Page N', and `hasNext` says whether Next works.
   */
  pageCount?: number;
  hasNext?: boolean;
  hiddenFields?: ReadonlyArray<readonly [string, string]>;
  action?: string;
  /** the space above it (a results page's default; the back office's lists sit closer) */
  className?: string;
}

const BUTTON = "btn btn-outline min-w-32 text-navy-900";

function Step({
  to,
  disabled,
  rel,
  label,
  children,
}: {
  to: string;
  disabled: boolean;
  rel: "prev" | "next";
  label: string;
  children: React.ReactNode;
}) {
  if (disabled) {
    return (
      <button type="button" disabled aria-label={label} className={BUTTON}>
        {children}
      </button>
    );
  }
  return (
    <Link to={to} rel={rel} prefetch="viewport" preventScrollReset onClick={scrollToTop} aria-label={label} className={BUTTON}>
      {children}
    </Link>
  );
}

/**
 * The one pager of the site and the back office: Previous, the page, Next; the page lives in
 * ?page=. Plain links, so paging works without JavaScript; the neighbouring
 * pages are prefetched and a page change scrolls to the top.
 */
export function Pager({
  page,
  hrefFor,
  busy,
  pageCount,
  hasNext: hasNextProp,
  hiddenFields = [],
  action,
  className = "mt-12",
}: PagerProps) {
  const navigate = useNavigate();
  const { PAGER_TEXTS: T } = useText({ en: enKit, ar: arKit });
  const { NEXT, pageOfText, pageText, PREVIOUS } = useText({ en, ar });
  // the caller's paths stay in the page's language (/ar/… on an Arabic page); a bare "?page=2" is left as it is
  const localise = useLocalePath();
  const pageHref = (n: number) => localise(hrefFor(n));
  const hasNext = pageCount === undefined ? Boolean(hasNextProp) : page < pageCount;
  return (
    <nav aria-label={T.label} className={`${className} flex flex-wrap items-center justify-center gap-3 md:gap-5`}>
      <Step to={pageHref(page - 1)} disabled={page <= 1 || busy} rel="prev" label={T.previousLabel}>
        <ChevronLeft aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
        {PREVIOUS}
      </Step>
      {pageCount === undefined ? (
        <span aria-current="page" className="min-w-20 text-center text-sm font-semibold uppercase tracking-[0.12em] text-navy-900">
          {pageText(page)}
        </span>
      ) : (
        <form method="get" action={action === undefined ? undefined : localise(action)} className="flex items-center gap-2">
          {hiddenFields.map(([k, v]) => (
            <input key={k} type="hidden" name={k} value={v} />
          ))}
          <label htmlFor="pager-select" className="sr-only">
            {T.selectLabel}
          </label>
          <Prerendered
            as="select"
            memo={`pager\u0000${page}\u0000${pageCount}`}
            id="pager-select"
            name="page"
            value={page}
            disabled={busy}
            onChange={(e: React.ChangeEvent<HTMLSelectElement>) => {
              scrollToTop();
              void navigate(pageHref(Number(e.target.value)), { preventScrollReset: true });
            }}
            className="field w-auto min-w-40 rounded-full text-center font-medium"
          >
            {() =>
              selectablePages(page, pageCount).map((n) => (
                <option key={n} value={n}>
                  {pageOfText(n, pageCount)}
                </option>
              ))
            }
          </Prerendered>
          <button type="submit" className="btn btn-outline hidden text-navy-900 [html:not(.js)_&]:inline-flex">
            {T.go}
          </button>
        </form>
      )}
      <Step to={pageHref(page + 1)} disabled={!hasNext || busy} rel="next" label={T.nextLabel}>
        {NEXT}
        <ChevronRight aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
      </Step>
    </nav>
  );
}
