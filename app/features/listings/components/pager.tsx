import { Link, PrefetchPageLinks, useNavigate } from "react-router";
import { LIST_TEXTS } from "#app/content/listings.ts";
import { NEXT, pageOfText, PREVIOUS } from "#app/content/site.ts";
import { ChevronLeft, ChevronRight } from "#app/components/ui/icons.tsx";

interface Props {
  page: number;
  pageCount: number;
  /** the URL of a page, with the current filters */
  hrefFor: (page: number) => string;
  /** the hidden inputs that keep the filters when the no-JS page form submits */
  hiddenFields: Array<[string, string]>;
  action: string;
  loading: boolean;
}

/** Spec §2: any page change scrolls smoothly to the top (instantly under reduced motion). */
export function scrollToTop() {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
}

const NEARBY = 10;
const MILESTONES = 20;

/**
 * The pages the select offers: all of them for short lists; for long ones the
 * first, the last, the current one's neighbours and evenly spread milestones,
 * so a 4,000-page list does not put 4,000 options in every page.
 */
export function selectablePages(page: number, pageCount: number): number[] {
  if (pageCount <= NEARBY * 2 + MILESTONES) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const pages = new Set<number>([1, pageCount]);
  for (let n = Math.max(1, page - NEARBY); n <= Math.min(pageCount, page + NEARBY); n++) pages.add(n);
  const step = Math.ceil(pageCount / MILESTONES);
  for (let n = step; n < pageCount; n += step) pages.add(n);
  return [...pages].sort((a, b) => a - b);
}

const BUTTON = "btn btn-outline min-w-32 text-navy-900";

function PageButton({ to, disabled, rel, children }: { to: string; disabled: boolean; rel: string; children: React.ReactNode }) {
  if (disabled) {
    return (
      <button type="button" disabled className={BUTTON}>
        {children}
      </button>
    );
  }
  return (
    <Link to={to} rel={rel} preventScrollReset onClick={scrollToTop} className={BUTTON}>
      {children}
    </Link>
  );
}

/**
 * Previous, Next and a 'Page X of N' select; the page lives in ?page=. The
 * neighbouring pages' data and modules are prefetched. Hidden when there are
 * no results (the caller does not render it).
 */
export function Pager({ page, pageCount, hrefFor, hiddenFields, action, loading }: Props) {
  const navigate = useNavigate();
  const hasPrevious = page > 1;
  const hasNext = page < pageCount;
  return (
    <nav aria-label={LIST_TEXTS.pagerLabel} className="mt-12 flex flex-wrap items-center justify-center gap-3">
      {hasPrevious ? <PrefetchPageLinks page={hrefFor(page - 1)} /> : null}
      {hasNext ? <PrefetchPageLinks page={hrefFor(page + 1)} /> : null}
      <PageButton to={hrefFor(page - 1)} disabled={!hasPrevious || loading} rel="prev">
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        {PREVIOUS}
      </PageButton>
      <form method="get" action={action} className="flex items-center gap-2">
        {hiddenFields.map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <label htmlFor="pager-select" className="sr-only">
          {LIST_TEXTS.pageSelectLabel}
        </label>
        <select
          id="pager-select"
          name="page"
          value={page}
          disabled={loading}
          onChange={(e) => {
            scrollToTop();
            navigate(hrefFor(Number(e.target.value)), { preventScrollReset: true });
          }}
          className="field w-auto min-w-40 rounded-full text-center font-medium"
        >
          {selectablePages(page, pageCount).map((n) => (
            <option key={n} value={n}>
              {pageOfText(n, pageCount)}
            </option>
          ))}
        </select>
        <button type="submit" className="btn btn-outline hidden text-navy-900 [html:not(.js)_&]:inline-flex">
          {LIST_TEXTS.pageGo}
        </button>
      </form>
      <PageButton to={hrefFor(page + 1)} disabled={!hasNext || loading} rel="next">
        {NEXT}
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </PageButton>
    </nav>
  );
}
