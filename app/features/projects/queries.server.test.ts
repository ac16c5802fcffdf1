import { expect, it } from "vitest";
import type { DB } from "#app/db/db.server.ts";
import type { NewProject, Project } from "#app/db/schema.ts";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { featuredProjects, getProject, listProjectDevelopers, searchProjects } from "./queries.server.ts";
import type { ProjectQuery } from "./types.ts";
import { loadProjectDetail } from "./pages.server.ts";

const now = "2026-01-01T00:00:00.000Z";
const ids: Record<string, number> = {};

function project(slug: string, over: Partial<Project>): NewProject {
  return {
    slug,
    name: slug,
    permit_number: `P-${slug}`,
    launch_date: "2025-01-01",
    created_at: now,
    updated_at: now,
    house_types: '["Apartment"]',
    description: "",
    status: "ACTIVE",
    ...over,
  };
}

async function seed(db: DB) {
  const area = await db
    .insertInto("areas")
    .values({ slug: "marina", name: "Dubai Marina", description: "" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const area2 = await db
    .insertInto("areas")
    .values({ slug: "creek", name: "Dubai Creek Harbour", description: "" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const emaar = await db
    .insertInto("developers")
    .values({ slug: "emaar", name: "Emaar", description: "" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const sobha = await db
    .insertInto("developers")
    .values({ slug: "sobha", name: "Sobha", description: "" })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("developers").values({ slug: "idle", name: "Idle Developer", description: "" }).execute();
  const agent = await db
    .insertInto("agents")
    .values({
      slug: "sara",
      name: "Sara Khan",
      role: "Off-plan specialist",
      phone: "+971500000001",
      email: "sara@example.ae",
      brn: "12345",
      languages: "[]",
      sort_order: 0,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  Object.assign(ids, { area: area.id, area2: area2.id, emaar: emaar.id, sobha: sobha.id, agent: agent.id });

  const rows: NewProject[] = [
    project("marina-vista", {
      name: "Marina Vista",
      area_id: area.id,
      developer_id: emaar.id,
      agent_id: agent.id,
      price_from: 1_500_000,
      bedroom_min: 1,
      bedroom_max: 3,
      handover: "2027-06",
      launch_date: "2025-03-01",
      region_name: "Dubai",
      description: "Sea views.",
      size_min: 700,
      size_max: 2100,
      pp_first_installment: 10,
      pp_under_construction: 50,
      pp_on_handover: 40,
      pp_post_handover: 0,
      escrow_account: "ESC-1",
    }),
    project("creek-rise", {
      name: "Creek Rise",
      area_id: area2.id,
      developer_id: emaar.id,
      price_from: 900_000,
      bedroom_min: 0,
      bedroom_max: 2,
      handover: "2028-03",
      launch_date: "2025-06-01",
    }),
    project("sobha-one", {
      name: "Sobha One",
      area_id: area2.id,
      developer_id: sobha.id,
      price_from: 3_000_000,
      bedroom_min: 2,
      bedroom_max: 4,
      handover: "2027-12",
      launch_date: "2024-11-01",
    }),
    project("no-price", { name: "100% Tower_A", price_from: null, launch_date: "2025-02-01" }),
    project("old-sold", {
      name: "Marina Old",
      status: "INACTIVE",
      price_from: 1_000_000,
      developer_id: sobha.id,
      launch_date: "2025-09-01",
    }),
  ];
  for (const r of rows) {
    const { id } = await db.insertInto("projects").values(r).returning("id").executeTakeFirstOrThrow();
    ids[r.slug] = id;
  }
  const mv = ids["marina-vista"]!;
  await db
    .insertInto("project_photos")
    .values([0, 1, 2, 3, 4, 5].map((position) => ({ project_id: mv, position, url: `/media/p/mv-${position}.webp` })))
    .execute();
  await db.insertInto("project_photos").values({ project_id: ids["creek-rise"]!, position: 0, url: "/media/p/cr-0.webp" }).execute();
  await db
    .insertInto("floor_plans")
    .values([
      { project_id: mv, position: 1, title: "2 Bedroom", layout: "/media/fp/2.webp", price: 2_000_000, size_sqft: 1200 },
      { project_id: mv, position: 0, title: "1 Bedroom", layout: "/media/fp/1.webp", price: 1_500_000, size_sqft: 700 },
    ])
    .execute();
}

const names = async (db: DB, q: Partial<ProjectQuery>, page = 1, size = 10) =>
  (await searchProjects(db, { sort: "newest-launch", ...q }, { page, size })).items.map((p) => p.slug);

describeEachDatabase(
  "project queries",
  (get) => {
    it("features the newest priced, permitted projects with photos, one per developer", async () => {
      const { db } = get();
      // creek-rise and marina-vista are both Emaar's; sobha-one gets a photo; old-sold is inactive
      await db.insertInto("project_photos").values({ project_id: ids["sobha-one"]!, position: 0, url: "/media/p/so-0.webp" }).execute();
      await db.insertInto("project_photos").values({ project_id: ids["old-sold"]!, position: 0, url: "/media/p/os-0.webp" }).execute();
      const featured = await featuredProjects(db, 3);
      expect(featured.map((p) => [p.slug, p.developer?.name])).toEqual([
        ["creek-rise", "Emaar"],
        ["sobha-one", "Sobha"],
      ]);
      expect(featured[0]?.photos).toEqual(["/media/p/cr-0.webp"]);
      expect((await featuredProjects(db, 1)).map((p) => p.slug)).toEqual(["creek-rise"]);
    });

    it("lists active projects only, newest launch first, with the total", async () => {
      const { db } = get();
      const r = await searchProjects(db, { sort: "newest-launch" }, { page: 1, size: 10 });
      expect(r.total).toBe(4);
      expect(r.items.map((p) => p.slug)).toEqual(["creek-rise", "marina-vista", "no-price", "sobha-one"]);
    });

    it("returns card fields with developer, area and at most 4 photos in order", async () => {
      const { items } = await searchProjects(get().db, { sort: "newest-launch", name: "vista" }, { page: 1, size: 10 });
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        name: "Marina Vista",
        developer: { id: ids.emaar, name: "Emaar" },
        area: { id: ids.area, name: "Dubai Marina" },
        priceFrom: 1_500_000,
        houseTypes: ["Apartment"],
        handover: "2027-06",
        bedroomMin: 1,
        bedroomMax: 3,
        photos: ["/media/p/mv-0.webp", "/media/p/mv-1.webp", "/media/p/mv-2.webp", "/media/p/mv-3.webp"],
      });
    });

    it("matches the name case-insensitively and treats % and _ literally", async () => {
      const { db } = get();
      expect(await names(db, { name: "MARINA" })).toEqual(["marina-vista"]);
      expect(await names(db, { name: "100%" })).toEqual(["no-price"]);
      expect(await names(db, { name: "w_r" })).toEqual([]);
      expect(await names(db, { name: "r_a" })).toEqual(["no-price"]);
      expect(await names(db, { name: "%" })).toEqual(["no-price"]);
    });

    it("filters by price_from bounds, excluding unpriced projects", async () => {
      const { db } = get();
      expect(await names(db, { minPrice: 1_000_000 })).toEqual(["marina-vista", "sobha-one"]);
      expect(await names(db, { maxPrice: 1_500_000 })).toEqual(["creek-rise", "marina-vista"]);
      expect(await names(db, { minPrice: 0, maxPrice: 100_000_000 })).toHaveLength(3);
    });

    it("filters by developers, area and agent", async () => {
      const { db } = get();
      expect(await names(db, { developerIds: [ids.sobha!] })).toEqual(["sobha-one"]);
      expect(await names(db, { developerIds: [ids.sobha!, ids.emaar!] })).toHaveLength(3);
      expect(await names(db, { areaId: ids.area2 })).toEqual(["creek-rise", "sobha-one"]);
      expect(await names(db, { agentId: ids.agent })).toEqual(["marina-vista"]);
    });

    it("filters bedrooms by the project's range, 0 being a studio", async () => {
      const { db } = get();
      expect(await names(db, { bedrooms: 0 })).toEqual(["creek-rise"]);
      expect(await names(db, { bedrooms: 3 })).toEqual(["marina-vista", "sobha-one"]);
      expect(await names(db, { bedrooms: 5 })).toEqual([]);
    });

    it("filters by handover year and launch dates", async () => {
      const { db } = get();
      expect(await names(db, { handoverYear: 2027 })).toEqual(["marina-vista", "sobha-one"]);
      expect(await names(db, { launchedFrom: "2025-02-01", launchedTo: "2025-03-01" })).toEqual(["marina-vista", "no-price"]);
    });

    it("sorts by price both ways with unpriced projects last", async () => {
      const { db } = get();
      expect(await names(db, { sort: "price_asc" })).toEqual(["creek-rise", "marina-vista", "sobha-one", "no-price"]);
      expect(await names(db, { sort: "price_desc" })).toEqual(["sobha-one", "marina-vista", "creek-rise", "no-price"]);
    });

    it("pages, and a page past the end is empty with the real total", async () => {
      const { db } = get();
      expect(await names(db, {}, 2, 3)).toEqual(["sobha-one"]);
      const past = await searchProjects(db, { sort: "newest-launch" }, { page: 9, size: 3 });
      expect(past).toEqual({ items: [], total: 4 });
    });

    it("gets a project with photos, ordered floor plans, payment plan, developer, agent and area", async () => {
      const p = await getProject(get().db, ids["marina-vista"]!);
      expect(p).toMatchObject({
        name: "Marina Vista",
        regionName: "Dubai",
        description: "Sea views.",
        sizeMin: 700,
        sizeMax: 2100,
        escrowAccount: "ESC-1",
        permitNumber: "P-marina-vista",
        developer: { id: ids.emaar, name: "Emaar" },
        area: { id: ids.area, name: "Dubai Marina" },
        agent: { id: ids.agent, name: "Sara Khan", phone: "+971500000001", email: "sara@example.ae", brn: "12345" },
        paymentPlan: { firstInstallment: 10, underConstruction: 50, onHandover: 40, postHandover: 0 },
      });
      expect(p?.photos).toHaveLength(6);
      expect(p?.floorPlans.map((f) => [f.title, f.price, f.sizeSqft])).toEqual([
        ["1 Bedroom", 1_500_000, 700],
        ["2 Bedroom", 2_000_000, 1200],
      ]);
    });

    it("answers null for unknown, inactive or impossible ids", async () => {
      const { db } = get();
      expect(await getProject(db, 999_999)).toBeNull();
      expect(await getProject(db, ids["old-sold"]!)).toBeNull();
      expect(await getProject(db, -1)).toBeNull();
      expect(await getProject(db, 2 ** 40)).toBeNull();
      const noExtras = await getProject(db, ids["no-price"]!);
      expect(noExtras).toMatchObject({ agent: null, developer: null, area: null, floorPlans: [], photos: [], priceFrom: null });
    });

    it("returns the Arabic name and description where the data has them; an English detail page sends neither (issue 43)", async () => {
      const { db } = get();
      const id = ids["marina-vista"]!;
      expect(await getProject(db, id)).toMatchObject({ nameAr: null, descriptionAr: null });
      await db
        .updateTable("projects")
        .set({ name_ar: "مارينا فيستا", description_ar: "برج سكني على الواجهة البحرية." })
        .where("id", "=", id)
        .execute();
      expect(await getProject(db, id)).toMatchObject({ nameAr: "مارينا فيستا", descriptionAr: "برج سكني على الواجهة البحرية." });
      const { items } = await searchProjects(db, { sort: "newest-launch" }, { page: 1, size: 100 });
      expect(items.find((p) => p.id === id)?.nameAr).toBe("مارينا فيستا");
      expect((await loadProjectDetail(db, String(id), "ar"))?.project).toMatchObject({ nameAr: "مارينا فيستا" });
      const english = (await loadProjectDetail(db, String(id), "en"))?.project;
      expect(english).not.toHaveProperty("nameAr");
      expect(english).not.toHaveProperty("descriptionAr");
      await db.updateTable("projects").set({ name_ar: null, description_ar: null }).where("id", "=", id).execute();
    });

    it("offers only developers with active projects, by name", async () => {
      expect(await listProjectDevelopers(get().db)).toEqual([
        { id: ids.emaar, name: "Emaar" },
        { id: ids.sobha, name: "Sobha" },
      ]);
    });
  },
  { setup: seed },
);
