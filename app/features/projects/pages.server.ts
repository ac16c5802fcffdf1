import type { DB } from "#app/db/db.server.ts";
import { permitValidationUrl, qrPath } from "#app/utils/qr.server.ts";
import { newProjectsQuery, pageCount, projectQueryFromState, readNewProjectsParams } from "./filters.ts";
import { getProject, listProjectDevelopers, searchProjects } from "./queries.server.ts";
import { readFilterQuery } from "./query-reader.ts";
import { PAGE_SIZE_PROJECTS, type ProjectQuery, type ProjectSummary } from "./types.ts";
import { parseId } from "#app/utils/limits.ts";

// A failed search is not "no projects": it throws, and the page answers 503 'Couldn't fetch data!'
// (never cached) instead of a cacheable empty list (decision 008).
function search(db: DB, query: ProjectQuery, page: number): Promise<{ items: ProjectSummary[]; total: number }> {
  return searchProjects(db, query, { page, size: PAGE_SIZE_PROJECTS });
}

/** Data of /off-plan-properties for a request URL. */
export async function loadProjectList(db: DB, url: URL) {
  const { state, page } = readFilterQuery(url.searchParams);
  const [result, developers] = await Promise.all([
    search(db, projectQueryFromState(state), page),
    listProjectDevelopers(db).catch(() => []),
  ]);
  return { ...result, state, developers, page, pageCount: pageCount(result.total, PAGE_SIZE_PROJECTS) };
}

/** Data of /new-projects for a request URL. */
export async function loadNewProjects(db: DB, url: URL) {
  const params = readNewProjectsParams(url.searchParams);
  const result = await search(db, newProjectsQuery(params), params.page);
  return { ...result, ...params, pageCount: pageCount(result.total, PAGE_SIZE_PROJECTS) };
}

/** Data of /properties-off-plan/:id, or null for an id that names no active project. */
export async function loadProjectDetail(db: DB, rawId: string | undefined) {
  const id = parseId(rawId);
  if (id === null) return null;
  const project = await getProject(db, id);
  if (!project) return null;
  return { project, qr: qrPath(permitValidationUrl(project.permitNumber)) };
}
