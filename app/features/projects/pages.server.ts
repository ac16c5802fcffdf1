import { data, redirect } from "react-router";
import type { DB } from "#app/db/db.server.ts";
import type { PastLastPageData } from "#app/components/ui/list-states.tsx";
import { newProjectsQuery, pageCount, projectQueryFromState, readNewProjectsParams } from "./filters.ts";
import { getProject, listProjectAreas, listProjectDevelopers, searchProjects } from "./queries.server.ts";
import { readFilterQuery } from "./query-reader.ts";
import { FORM_KEYS, GENERIC_KEYS, writeFilterQuery } from "./query-writer.ts";
import { localeProjectSummary, PAGE_SIZE_PROJECTS, type ProjectQuery, type ProjectSummary } from "./types.ts";
import { parseId } from "#app/utils/limits.ts";
import { canonicalRedirect } from "#app/utils/url-state.ts";
import type { Locale } from "#app/i18n/locale.ts";

// A failed search is not "no projects": it throws, and the page answers 503 'Couldn't fetch data!'
// (never cached) instead of a cacheable empty list (decision 008).
// An English page gets no Arabic names (issue 22: the loader data is part of the page).
async function search(db: DB, query: ProjectQuery, page: number, locale: Locale): Promise<{ items: ProjectSummary[]; total: number }> {
  const { items, total } = await searchProjects(db, query, { page, size: PAGE_SIZE_PROJECTS });
  return { items: items.map((p) => localeProjectSummary(p, locale)), total };
}

const FILTER_QUERY_KEYS: readonly string[] = [...FORM_KEYS, ...GENERIC_KEYS, "page"];

/**
 * The canonical URL of an off-plan list request, or null when it already is:
 * empty (`min_price=`), unusable or repeated values are dropped (a no-JS form
 * submits every field), other keys (utm_source…) are kept.
 */
export function canonicalProjectListUrl(url: URL): string | null {
  const { state, page } = readFilterQuery(url.searchParams);
  // the default order is no parameter (the no-JS form sends the sort select's "newest")
  const canonical = writeFilterQuery({ ...state, sort: state.sort === "newest" ? "" : state.sort, page });
  return canonicalRedirect(url.pathname, url.searchParams, canonical, FILTER_QUERY_KEYS);
}

/** Data of /off-plan-properties for a request URL; a redirect to its canonical URL; a 404 past the last page. */
export async function loadProjectList(db: DB, url: URL, locale: Locale) {
  const canonical = canonicalProjectListUrl(url);
  if (canonical) throw redirect(canonical, 302);
  const { state, page } = readFilterQuery(url.searchParams);
  const [result, developers, areas] = await Promise.all([
    search(db, projectQueryFromState(state), page, locale),
    listProjectDevelopers(db).catch(() => []),
    listProjectAreas(db).catch(() => []),
  ]);
  if (page > 1 && result.items.length === 0) {
    const first = writeFilterQuery({ ...state, page: 1 });
    const firstPage = `${url.pathname}${first ? `?${first}` : ""}`;
    throw data<PastLastPageData>({ firstPage }, { status: 404 });
  }
  return { ...result, state, developers, areas, page, pageCount: pageCount(result.total, PAGE_SIZE_PROJECTS) };
}

/** Data of /new-projects for a request URL. */
export async function loadNewProjects(db: DB, url: URL, locale: Locale) {
  const params = readNewProjectsParams(url.searchParams);
  const result = await search(db, newProjectsQuery(params), params.page, locale);
  return { ...result, ...params, pageCount: pageCount(result.total, PAGE_SIZE_PROJECTS) };
}

/**
 * Data of /properties-off-plan/:id, or null for an id that names no active project. `locale` "en":
 * an English page, which gets no Arabic texts (issue 22: the loader data is in the page's HTML).
 */
export async function loadProjectDetail(db: DB, rawId: string | undefined, locale?: Locale) {
  const id = parseId(rawId);
  if (id === null) return null;
  const project = await getProject(db, id);
  if (!project) return null;
  if (locale === "en") {
    const { nameAr: _name, descriptionAr: _description, ...english } = project;
    return { project: english };
  }
  return { project };
}
