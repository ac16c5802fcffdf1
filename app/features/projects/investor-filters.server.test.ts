import { expect, it } from "vitest";
import type { DB } from "#app/db/db.server.ts";
import type { NewProject } from "#app/db/schema.ts";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { projectQueryFromState } from "./filters.ts";
import { readFilterQuery } from "./query-reader.ts";
import { searchProjects } from "./queries.server.ts";
import type { ProjectQuery } from "./types.ts";

function project(n: number, over: Partial<NewProject>): NewProject {
  return {
    slug: `p${n}`,
    name: `Project ${n}`,
    permit_number: `P${n}`,
    launch_date: `2025-0${n}-01`,
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
    house_types: '["Apartment"]',
    description: "",
    status: "ACTIVE",
    ...over,
  };
}

/** Five projects in two areas by two developers with different handovers and payment plans. */
async function seed(db: DB) {
  await db
    .insertInto("areas")
    .values([
      { slug: "dubai-hills-estate", name: "Dubai Hills Estate", description: "" },
      { slug: "jumeirah-village-circle", name: "Jumeirah Village Circle (JVC)", description: "" },
    ])
    .execute();
  await db
    .insertInto("developers")
    .values([
      { slug: "emaar", name: "Emaar Properties", description: "" },
      { slug: "binghatti", name: "Binghatti", description: "" },
    ])
    .execute();
  const plan = (first: number, construction: number, onHandover: number, post: number) => ({
    pp_first_installment: first,
    pp_under_construction: construction,
    pp_on_handover: onHandover,
    pp_post_handover: post,
  });
  await db
    .insertInto("projects")
    .values([
      project(1, {
        area_id: 1,
        developer_id: 1,
        region_name: "Park Heights",
        handover: "2027-09",
        price_from: 2_000_000,
        bedroom_min: 1,
        bedroom_max: 3,
        ...plan(20, 40, 40, 0),
      }),
      project(2, {
        area_id: 1,
        developer_id: 1,
        region_name: "Golf Place",
        handover: "2028-12",
        price_from: 3_500_000,
        bedroom_min: 2,
        bedroom_max: 4,
        ...plan(10, 50, 10, 30),
      }),
      project(3, {
        area_id: 2,
        developer_id: 2,
        region_name: "Belgravia",
        handover: "2028-03",
        price_from: 900_000,
        bedroom_min: 0,
        bedroom_max: 2,
        ...plan(10, 30, 10, 50),
      }),
      project(4, {
        area_id: 2,
        developer_id: 2,
        handover: "2030-06",
        price_from: 750_000,
        bedroom_min: 0,
        bedroom_max: 1,
        ...plan(5, 35, 0, 60),
      }),
      project(5, { area_id: 2, developer_id: 2, handover: null, price_from: null, ...plan(20, 80, 0, 0) }),
    ])
    .execute();
}

describeEachDatabase(
  "off-plan investor filters",
  (get) => {
    const names = async (q: Partial<ProjectQuery>) =>
      (await searchProjects(get().db, { sort: "newest-launch", ...q }, { page: 1, size: 50 })).items.map((p) => p.name).sort();

    it("finds projects handing over by a year (inclusive), a project without a handover never", async () => {
      expect(await names({ handoverBy: 2028 })).toEqual(["Project 1", "Project 2", "Project 3"]);
      expect(await names({ handoverBy: 2027 })).toEqual(["Project 1"]);
    });

    it("filters by post-handover share and by first installment", async () => {
      expect(await names({ minPostHandover: 1 })).toEqual(["Project 2", "Project 3", "Project 4"]);
      expect(await names({ minPostHandover: 50 })).toEqual(["Project 3", "Project 4"]);
      expect(await names({ maxFirstInstallment: 10 })).toEqual(["Project 2", "Project 3", "Project 4"]);
    });

    it("the investor's one search: handing over by 2028 with a post-handover plan, from the URL", async () => {
      const { state } = readFilterQuery("handover_by=2028&post_handover=1&sort=handover");
      const { items } = await searchProjects(get().db, projectQueryFromState(state), { page: 1, size: 10 });
      expect(items.map((p) => p.name)).toEqual(["Project 3", "Project 2"]);
      expect(items[0]?.plan).toEqual({ first: 10, construction: 30, onHandover: 10, postHandover: 50 });
    });

    it("matches the project text against area, community and developer too", async () => {
      expect(await names({ name: "dubai hills" })).toEqual(["Project 1", "Project 2"]);
      expect(await names({ name: "belgravia" })).toEqual(["Project 3"]);
      expect(await names({ name: "BINGHATTI" })).toEqual(["Project 3", "Project 4", "Project 5"]);
      expect(await names({ name: "Project 4" })).toEqual(["Project 4"]);
    });

    it("filters by area, developer and bedrooms, and sorts by handover and price, unknown values last", async () => {
      expect(await names({ areaId: 2, bedrooms: 2 })).toEqual(["Project 3"]);
      const order = async (sort: ProjectQuery["sort"]) =>
        (await searchProjects(get().db, { sort }, { page: 1, size: 50 })).items.map((p) => p.name);
      expect(await order("handover")).toEqual(["Project 1", "Project 3", "Project 2", "Project 4", "Project 5"]);
      expect(await order("price_asc")).toEqual(["Project 4", "Project 3", "Project 1", "Project 2", "Project 5"]);
    });
  },
  { setup: seed },
);
