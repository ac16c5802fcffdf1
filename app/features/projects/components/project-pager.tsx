import { Link, useNavigate } from "react-router";
import { ChevronLeft, ChevronRight } from "#app/components/ui/icons.tsx";
import { NEXT, PREVIOUS, pageOfText } from "#app/content/site.ts";
import { PROJECT_LIST_TEXTS } from "#app/content/projects.ts";

/**
 * Previous / 'Page X of N' / Next. Links work without JavaScript (the page
 * select then submits with its Go button); with it, choosing a page navigates
 * at once. Neighbouring pages are prefetched. Hidden when there is nothing.
 */
export function ProjectPager({
  page,
  pageCount,
  total,
  busy,
  hrefFor,
  params,
}: {
  page: number;
  pageCount: number;
  total: number;
  busy: boolean;
  hrefFor: (page: number) => string;
  /** the other query values, carried by the no-JS page form */
  params: Array<[string, string]>;
}) {
  const navigate = useNavigate();
  if (total <= 0) return null;
  const nav = (target: number, label: string, icon: React.ReactNode, after: boolean) => {
    const enabled = target >= 1 && target <= pageCount && target !== page && !busy;
    const content = after ? (
      <>
        {label} {icon}
      </>
    ) : (
      <>
        {icon} {label}
      </>
    );
    return enabled ? (
      <Link to={hrefFor(target)} prefetch="render" rel={after ? "next" : "prev"} className="btn btn-outline min-w-32 text-navy-900">
        {content}
      </Link>
    ) : (
      <span aria-disabled="true" className="btn btn-outline min-w-32 text-navy-900">
        {content}
      </span>
    );
  };
  return (
    <nav aria-label="Pagination" className="mt-12 flex flex-col items-center justify-center gap-4 sm:flex-row">
      {nav(page - 1, PREVIOUS, <ChevronLeft />, false)}
      <form method="get" className="flex items-center gap-2">
        {params.map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <label htmlFor="pager-page" className="sr-only">
          {pageOfText(page, pageCount)}
        </label>
        <select
          id="pager-page"
          name="page"
          className="field !w-auto !min-h-11 pr-8 text-sm font-medium"
          value={page}
          disabled={busy}
          onChange={(e) => navigate(hrefFor(Number(e.target.value)))}
        >
          {Array.from({ length: pageCount }, (_, i) => (
            <option key={i + 1} value={i + 1}>
              {pageOfText(i + 1, pageCount)}
            </option>
          ))}
        </select>
        <button type="submit" className="btn btn-primary [.js_&]:hidden">
          {PROJECT_LIST_TEXTS.goToPage}
        </button>
      </form>
      {nav(page + 1, NEXT, <ChevronRight />, true)}
    </nav>
  );
}
