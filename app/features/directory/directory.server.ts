import { ERROR_FETCHING_DATA, FAILED_FETCH_AREAS, FAILED_FETCH_DEVELOPERS } from "#app/content/site.ts";
import type { DB } from "#app/db/db.server.ts";
import type { PagedState } from "./components/paged-directory.tsx";
import { type ListState, loadList, loadSection } from "#app/utils/list-state.server.ts";
import {
  type AreaSummary,
  type DeveloperSummary,
  listAgents,
  listAreas,
  listDevelopers,
  type PageResult,
  type StaffMember,
} from "./queries.server.ts";

const PAGE_SIZE_DEVELOPERS = 24;

/** spec §9: areas and developers per page */
const PAGE_SIZE_AREAS = 24;

/** Next is offered only when this page is full and more rows exist (spec §4: disabled below 24). */
function toPaged<T>(result: PageResult<T>): PagedState<T> {
  const hasNext = result.items.length >= result.size && result.page * result.size < result.total;
  return { status: "ok", items: result.items, page: result.page, hasNext };
}

async function loadPaged<T>(label: string, message: string, page: number, call: () => Promise<PageResult<T>>): Promise<PagedState<T>> {
  const state = await loadSection(label, message, call);
  return state.status === "ok" ? toPaged(state.value) : { status: "error", message, page };
}

export function loadAreasPage(db: DB, page: number): Promise<PagedState<AreaSummary>> {
  return loadPaged("areas page", FAILED_FETCH_AREAS, page, () => listAreas(db, { page, size: PAGE_SIZE_AREAS }));
}

export function loadDevelopersPage(db: DB, page: number): Promise<PagedState<DeveloperSummary>> {
  return loadPaged("developers page", FAILED_FETCH_DEVELOPERS, page, () => listDevelopers(db, { page, size: PAGE_SIZE_DEVELOPERS }));
}

export function loadStaff(db: DB): Promise<ListState<StaffMember>> {
  return loadList("staff", ERROR_FETCHING_DATA, () => listAgents(db));
}

/** HTTP status of a page whose data call failed: the page still renders its error box. */
export function statusOf(state: { status: "ok" | "error" }): number {
  return state.status === "error" ? 503 : 200;
}
