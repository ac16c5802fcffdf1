import { ListEmpty, ListError, ListLoading } from "#app/components/ui/list-states.tsx";
import { Pager } from "#app/components/ui/pager.tsx";
import { useLocale, useLocalePath } from "#app/i18n/locale.ts";
import { messageIn } from "../messages.ts";

export type PagedState<T> =
  { status: "ok"; items: T[]; page: number; hasNext: boolean } | { status: "error"; message: string; page: number };

export interface PagedDirectoryProps<T> {
  eyebrow: string;
  heading: string;
  intro: string;
  /** the list's English path (/areas); the pager and Retry go to it in the page's language */
  basePath: string;
  state: PagedState<T>;
  loading: boolean;
  loadingText: string;
  emptyText: string;
  /** `index` is the item's place on the page (the first is the largest paint on a phone). */
  renderItem: (item: T, index: number) => React.ReactNode;
  itemKey: (item: T) => number;
  /** JavaScript's Retry (a client navigation); without it the form's GET does the same. */
  onRetry?: () => void;
}

/**
 * The All Areas / All Developers page body: heading, then the grid, its
 * loading, error (with Retry back to page 1) or empty state, then the pager.
 */
export function PagedDirectory<T>(props: PagedDirectoryProps<T>) {
  const { state, loading } = props;
  const locale = useLocale();
  const basePath = useLocalePath()(props.basePath);
  return (
    <main id="main" className="container-page py-14 md:py-20">
      <header className="max-w-3xl">
        <p className="eyebrow">{props.eyebrow}</p>
        <h1 className="mt-3 text-4xl font-semibold text-navy-900 md:text-6xl">{props.heading}</h1>
        <p className="mt-4 text-lg text-muted">{props.intro}</p>
      </header>
      <div className="mt-10 md:mt-14" aria-busy={loading}>
        {loading ? (
          <div className="sticky top-24 z-10 mb-6 flex justify-center">
            <ListLoading message={props.loadingText} />
          </div>
        ) : null}
        {state.status === "error" ? (
          <ListError
            message={messageIn(state.message, locale)}
            retry={{ action: basePath, fields: [["page", "1"]], onRetry: props.onRetry }}
          />
        ) : state.items.length === 0 ? (
          <ListEmpty message={props.emptyText} />
        ) : (
          <ul
            className={`grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 md:gap-7 transition-opacity ${loading ? "opacity-50" : ""}`}
          >
            {state.items.map((item, index) => (
              <li key={props.itemKey(item)}>{props.renderItem(item, index)}</li>
            ))}
          </ul>
        )}
      </div>
      {state.status === "ok" ? (
        <Pager page={state.page} hasNext={state.hasNext} busy={loading} hrefFor={(n) => `${basePath}?page=${n}`} />
      ) : null}
    </main>
  );
}
