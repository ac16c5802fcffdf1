import { data, redirect } from "react-router";
import type { PastLastPageData } from "#app/components/ui/list-states.tsx";
import type { DB } from "#app/db/db.server.ts";
import type { PropertyCategory } from "#app/db/schema.ts";
import { resolveListRequest, toListingQuery } from "./filters.ts";
import { categoryOfType, writeListingSearch } from "./search.ts";
import { type ListingMethod, listPath } from "#app/utils/paths.ts";
import { locationsByIds, locationsForText } from "#app/features/locations/locations.server.ts";
import { developerOptions, propertyTypeOptions, searchListings } from "./queries.server.ts";
import { localeCardData } from "./card-data.ts";
import { localeOfPath, localePath } from "#app/i18n/locale.ts";

/** spec §9: listings per page */
const PAGE_SIZE_PROPERTIES = 10;

/**
 * Everything a list page needs, or a redirect to its canonical URL, or a 404
 * for a page number past the last.
 */
export async function loadListPage(db: DB, url: URL, category: PropertyCategory, method: ListingMethod) {
  // an Arabic list (/ar/…) redirects within /ar and its cards carry their Arabic titles; an English one sends none
  const locale = localeOfPath(url.pathname);
  const [types, developers] = await Promise.all([propertyTypeOptions(db), developerOptions(db)]);
  const categoryOf = (label: string) => categoryOfType(types, label);
  const page = { category, method };
  const resolved = resolveListRequest(page, url.searchParams, categoryOf);
  if (resolved.redirectTo) throw redirect(localePath(resolved.redirectTo, locale), 302);
  const { filters } = resolved;
  const path = localePath(listPath(category, method), locale);
  // Location ids the index does not know are dropped; a typed place (no-JS box) becomes location ids.
  const locations = await locationsByIds(db, filters.locations ?? []);
  if (filters.where !== undefined || locations.length !== (filters.locations?.length ?? 0)) {
    const typed = filters.where ? await locationsForText(db, filters.where) : [];
    const ids = [...new Set([...locations, ...typed].map((l) => l.id))];
    const next = { ...filters, locations: ids, page: 1 };
    delete next.where;
    // A text that names no place still searches: it becomes the text filter.
    if (filters.where && !typed.length && !next.title) next.title = filters.where;
    throw redirect(`${path}${writeListingSearch(next)}`, 302);
  }
  const size = PAGE_SIZE_PROPERTIES;
  const query = toListingQuery(page, filters, locations.length ? locations.map((l) => l.place) : undefined);
  const { items, total } = await searchListings(db, query, { page: filters.page, size });
  const pageCount = Math.ceil(total / size);
  if (filters.page > 1 && items.length === 0) {
    const firstPage = `${path}${writeListingSearch({ ...filters, page: 1 })}`;
    throw data<PastLastPageData>({ firstPage }, { status: 404 });
  }
  return {
    category,
    method,
    filters,
    locations: locations.map(({ id, label }) => ({ id, label })),
    // what the cards render, not whole summaries (issue 22: smaller loader data)
    items: items.map((item) => localeCardData(item, locale)),
    total,
    pageCount,
    types,
    developers,
  };
}
