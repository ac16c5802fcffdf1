import { useLocation, useNavigate } from "react-router";
import { Select } from "#app/components/ui/select.tsx";
import * as en from "#app/content/projects.ts";
import * as ar from "#app/content/ar/projects.ts";
import { useText } from "#app/i18n/text.ts";
import { FILTER_FORM_ID } from "./project-filters.tsx";

/**
 * The list order. It belongs to the filter form (so a no-JS search keeps it);
 * with JavaScript a change applies at once and goes back to page 1.
 */
export function SortSelect({ value }: { value: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { PROJECT_LIST_TEXTS: T, PROJECT_SORT_OPTIONS } = useText({ en, ar });
  return (
    <Select
      wrapperClassName="flex min-w-0 max-w-full items-center gap-2"
      id="project-sort"
      name="sort"
      form={FILTER_FORM_ID}
      label={T.sortLabel}
      labelClassName="shrink-0 whitespace-nowrap text-sm text-muted"
      options={PROJECT_SORT_OPTIONS}
      value={value || "newest"}
      className="field !w-auto !min-h-10 min-w-0 !py-1.5 text-sm"
      onChange={(e) => {
        const params = new URLSearchParams(location.search);
        params.delete("page");
        if (e.target.value === "newest") params.delete("sort");
        else params.set("sort", e.target.value);
        const qs = params.toString();
        void navigate({ pathname: location.pathname, search: qs ? `?${qs}` : "" }, { preventScrollReset: true });
      }}
    />
  );
}
