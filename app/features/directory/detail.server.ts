import { COULD_NOT_FETCH_DATA } from "#app/content/site.ts";
import type { DB } from "#app/db/db.server.ts";
import { searchListings } from "#app/features/listings/queries.server.ts";
import type { ListingSummary } from "#app/features/listings/types.ts";
import { searchProjects } from "#app/features/projects/queries.server.ts";
import type { ProjectSummary } from "#app/features/projects/types.ts";
import { type ListState, loadList } from "#app/utils/list-state.server.ts";
import { type AreaDetail, type DeveloperDetail, getArea, getDeveloper } from "./queries.server.ts";

/** Cards per section on an area or developer page; 'View all' leads to the full list. */
export const AREA_LISTINGS_SHOWN = 6;
export const AREA_PROJECTS_SHOWN = 6;
export const DEVELOPER_PROJECTS_SHOWN = 9;

export interface Section<T> {
  state: ListState<T>;
  /** all matches, for the 'View all' link */
  total: number;
}

async function section<T>(label: string, call: () => Promise<{ items: T[]; total: number }>): Promise<Section<T>> {
  let total = 0;
  const state = await loadList(label, COULD_NOT_FETCH_DATA, async () => {
    const result = await call();
    total = result.total;
    return result.items;
  });
  return { state, total };
}

/** Whether any section's data call failed: the page then answers 503, never cached (decision 008). */
export function sectionsFailed(...sections: Array<Section<unknown>>): boolean {
  return sections.some((s) => s.state.status === "error");
}

export interface AreaPageData {
  area: AreaDetail;
  forSale: Section<ListingSummary>;
  toRent: Section<ListingSummary>;
  projects: Section<ProjectSummary>;
}

/** An area with its newest listings for sale and to rent and its projects; undefined when unknown. */
export async function loadAreaPage(db: DB, id: number): Promise<AreaPageData | undefined> {
  const area = await getArea(db, id);
  if (!area) return undefined;
  const paging = { page: 1, size: AREA_LISTINGS_SHOWN };
  const [forSale, toRent, projects] = await Promise.all([
    section("area sale listings", () => searchListings(db, { areaId: id, listingType: "SELL", sort: "newest" }, paging)),
    section("area rent listings", () => searchListings(db, { areaId: id, listingType: "RENT", sort: "newest" }, paging)),
    section("area projects", () => searchProjects(db, { areaId: id, sort: "newest-launch" }, { page: 1, size: AREA_PROJECTS_SHOWN })),
  ]);
  return { area, forSale, toRent, projects };
}

export interface DeveloperPageData {
  developer: DeveloperDetail;
  projects: Section<ProjectSummary>;
}

/** A developer with its newest projects; undefined when unknown. */
export async function loadDeveloperPage(db: DB, id: number): Promise<DeveloperPageData | undefined> {
  const developer = await getDeveloper(db, id);
  if (!developer) return undefined;
  const projects = await section("developer projects", () =>
    searchProjects(db, { developerIds: [id], sort: "newest-launch" }, { page: 1, size: DEVELOPER_PROJECTS_SHOWN }),
  );
  return { developer, projects };
}
