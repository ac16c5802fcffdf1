import { Link } from "react-router";
import { ChevronLeft, ChevronRight } from "#app/components/ui/icons.tsx";
import { PAGER_TEXTS } from "#app/content/directory.ts";
import { NEXT, pageText, PREVIOUS } from "#app/content/site.ts";

const buttonClass = "btn btn-outline min-w-32 text-navy-900";

function PagerLink({ to, disabled, label, ariaLabel, children }: { to: string; disabled: boolean; label: string; ariaLabel: string; children: React.ReactNode }) {
  if (disabled) {
    return (
      <button type="button" disabled className={buttonClass} aria-label={ariaLabel}>
        {children}
        {label}
      </button>
    );
  }
  return (
    <Link to={to} prefetch="render" className={buttonClass} aria-label={ariaLabel}>
      {children}
      {label}
    </Link>
  );
}

/**
 * Previous / 'Page N' / Next (spec §2): Previous is disabled on page 1, Next
 * when there is no further page, both while a page loads. Plain links, so
 * paging works without JavaScript; page changes scroll to the top.
 */
export function DirectoryPager({ basePath, page, hasNext, loading }: { basePath: string; page: number; hasNext: boolean; loading: boolean }) {
  return (
    <nav aria-label={PAGER_TEXTS.label} className="mt-12 flex items-center justify-center gap-3 md:gap-5">
      <PagerLink to={`${basePath}?page=${page - 1}`} disabled={loading || page <= 1} label={PREVIOUS} ariaLabel={PAGER_TEXTS.previousLabel}>
        <ChevronLeft />
      </PagerLink>
      <span aria-current="page" className="min-w-20 text-center text-sm font-semibold uppercase tracking-[0.12em] text-navy-900">
        {pageText(page)}
      </span>
      <PagerLink to={`${basePath}?page=${page + 1}`} disabled={loading || !hasNext} label={NEXT} ariaLabel={PAGER_TEXTS.nextLabel}>
        <span className="order-last">
          <ChevronRight />
        </span>
      </PagerLink>
    </nav>
  );
}
