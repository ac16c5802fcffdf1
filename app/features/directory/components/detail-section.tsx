import { SiteLink } from "#app/components/ui/site-link.tsx";
import { ArrowRight } from "#app/components/ui/icons.tsx";
import type { Section } from "#app/features/directory/detail.server.ts";
import { ListEmpty, ListError } from "#app/components/ui/list-states.tsx";
import { useLocale } from "#app/i18n/locale.ts";
import { messageIn } from "../messages.ts";

/** A titled grid of cards on an area or developer page, with 'View all' when there are more. */
export function DetailSection<T>({
  id,
  heading,
  section,
  empty,
  viewAll,
  renderItem,
  itemKey,
}: {
  id: string;
  heading: string;
  section: Section<T>;
  empty: string;
  viewAll?: { to: string; label: string };
  renderItem: (item: T) => React.ReactNode;
  itemKey: (item: T) => number;
}) {
  const { state } = section;
  const locale = useLocale();
  const showViewAll = viewAll && state.status === "ok" && section.total > state.items.length;
  return (
    <section aria-labelledby={id} className="mt-16 md:mt-20">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id={id} className="text-2xl font-semibold text-navy-900 md:text-4xl">
          {heading}
        </h2>
        {showViewAll ? (
          <SiteLink to={viewAll.to} className="btn btn-outline text-navy-900">
            {viewAll.label}
            <ArrowRight className="rtl:-scale-x-100" />
          </SiteLink>
        ) : null}
      </div>
      <div className="mt-8">
        {state.status === "error" ? (
          <ListError message={messageIn(state.message, locale)} />
        ) : state.items.length === 0 ? (
          <ListEmpty message={empty} />
        ) : (
          // grid-cols-1 (minmax(0, 1fr)), not the implicit auto column: a card's one-line text (a long area
          // name) would otherwise size the column to its full length and push the page sideways on phones.
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {state.items.map((item) => (
              <li key={itemKey(item)} className="min-w-0">
                {renderItem(item)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
