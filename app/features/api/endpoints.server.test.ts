import { sql } from "kysely";
import { expect, it } from "vitest";
import { seedDatabase } from "#database/seed/seed.server.ts";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { getAgents, getAreas, getDevelopers, getProjects, getProperties, getPropertyTypes } from "./endpoints.server.ts";
import {
  AgentsResponse,
  AreasResponse,
  DevelopersResponse,
  ProjectsResponse,
  PropertiesResponse,
  PropertyDetailItem,
  PropertyTypesResponse,
  ProjectDetailItem,
} from "./shapes.ts";

const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://localhost${path}`, { headers });
const body = async (res: Response) => JSON.parse(await res.text()) as Record<string, unknown> & unknown[];

describeEachDatabase(
  "public API contract",
  (database) => {
    it("get_areas answers a bare array of {id, name, imgUrl}, paged by page and size", async () => {
      const { db } = database();
      const all = AreasResponse.parse(await body(await getAreas(get("/api/properties/get_areas"), db)));
      const total = await db
        .selectFrom("areas")
        .select(sql<number>`count(*)`.as("n"))
        .executeTakeFirstOrThrow();
      expect(all).toHaveLength(Number(total.n));
      const page2 = AreasResponse.parse(await body(await getAreas(get("/api/properties/get_areas?page=2&size=5"), db)));
      expect(page2.map((a) => a.id)).toEqual(all.slice(5, 10).map((a) => a.id));
    });

    it("get_developers answers {developers, totalDevelopers} and accepts size=1000", async () => {
      const { db } = database();
      const res = DevelopersResponse.parse(await body(await getDevelopers(get("/api/properties/get_developers?size=1000"), db)));
      const n = await db
        .selectFrom("developers")
        .select(sql<number>`count(*)`.as("n"))
        .executeTakeFirstOrThrow();
      expect(res.totalDevelopers).toBe(Number(n.n));
      expect(res.developers).toHaveLength(Number(n.n));
      const bad = await getDevelopers(get("/api/properties/get_developers?size=1001"), db);
      expect(bad.status).toBe(400);
      expect(await body(bad)).toMatchObject({ error: "invalid_parameter", parameter: "size" });
    });

    it("get_properties_for_main_site filters like the list pages and its total counts every match", async () => {
      const { db } = database();
      const res = PropertiesResponse.parse(
        await body(await getProperties(get("/api/properties/get_properties_for_main_site?size=10&status=ACTIVE&listing_type=RENT"), db)),
      );
      const expected = await db
        .selectFrom("listings")
        .select(sql<number>`count(*)`.as("n"))
        .where("status", "=", "ACTIVE")
        .where("listing_type", "=", "RENT")
        .executeTakeFirstOrThrow();
      expect(res.totalProperties).toBe(Number(expected.n));
      expect(res.properties.length).toBe(Math.min(10, Number(expected.n)));
      expect(res.properties.every((p) => p.listingType === "RENT")).toBe(true);

      const filtered = PropertiesResponse.parse(
        await body(
          await getProperties(
            get(
              "/api/properties/get_properties_for_main_site?listing_type=SELL&startPrice=1000000&endPrice=5000000&bedRoomNum[]=2&size=100",
            ),
            db,
          ),
        ),
      );
      expect(filtered.properties.length).toBeGreaterThan(0);
      expect(filtered.totalProperties).toBe(filtered.properties.length);
      for (const p of filtered.properties) {
        expect(p.price).toBeGreaterThanOrEqual(1_000_000);
        expect(p.price).toBeLessThanOrEqual(5_000_000);
        expect(p.bedRooms).toBe(2);
      }
    });

    it("pages do not overlap and the last page holds the rest", async () => {
      const { db } = database();
      const url = "/api/properties/get_properties_for_main_site?listing_type=SELL&size=7";
      const first = PropertiesResponse.parse(await body(await getProperties(get(`${url}&page=1`), db)));
      const second = PropertiesResponse.parse(await body(await getProperties(get(`${url}&page=2`), db)));
      const ids1 = new Set(first.properties.map((p) => p.id));
      expect(second.properties.some((p) => ids1.has(p.id))).toBe(false);
      const lastPage = Math.ceil(first.totalProperties / 7);
      const last = PropertiesResponse.parse(await body(await getProperties(get(`${url}&page=${lastPage}`), db)));
      expect(last.properties.length).toBe(first.totalProperties - (lastPage - 1) * 7);
      const past = PropertiesResponse.parse(await body(await getProperties(get(`${url}&page=${lastPage + 1}`), db)));
      expect(past.properties).toEqual([]);
    });

    it("property_id returns the one listing first with its details, and unknown ids 404", async () => {
      const { db } = database();
      const row = await db.selectFrom("listings").select("id").where("status", "=", "ACTIVE").orderBy("id").executeTakeFirstOrThrow();
      const res = PropertiesResponse.parse(
        await body(await getProperties(get(`/api/properties/get_properties_for_main_site?property_id=${row.id}`), db)),
      );
      expect(res.properties).toHaveLength(1);
      const detail = PropertyDetailItem.parse(res.properties[0]);
      expect(detail.id).toBe(row.id);
      expect(detail.permitNumber).toMatch(/\d/);
      const missing = await getProperties(get("/api/properties/get_properties_for_main_site?property_id=99999999"), db);
      expect(missing.status).toBe(404);
      expect(await body(missing)).toMatchObject({ error: "not_found" });
    });

    it("lang=ar answers a listing's title and description in Arabic where it has them, English where not; the rest is the same", async () => {
      const { db } = database();
      const rows = await db
        .selectFrom("listings")
        .select(["id", "title", "title_ar", "description", "description_ar"])
        .where("status", "=", "ACTIVE")
        .orderBy("id")
        .limit(2)
        .execute();
      const [arabic, english] = rows;
      if (!arabic?.title_ar || !arabic.description_ar || !english) throw new Error("the demo data writes Arabic texts");
      // the second listing has no Arabic version: lang=ar falls back to English
      await db.updateTable("listings").set({ title_ar: null, description_ar: null }).where("id", "=", english.id).execute();
      const detail = async (id: number, lang?: string) =>
        PropertyDetailItem.parse(
          PropertiesResponse.parse(
            await body(
              await getProperties(get(`/api/properties/get_properties_for_main_site?property_id=${id}${lang ? `&lang=${lang}` : ""}`), db),
            ),
          ).properties[0],
        );
      const inArabic = await detail(arabic.id, "ar");
      expect(inArabic.title).toBe(arabic.title_ar);
      expect(inArabic.description).toBe(arabic.description_ar);
      const neutral = await detail(arabic.id);
      expect(neutral.title).toBe(arabic.title);
      expect(neutral.description).toBe(arabic.description);
      expect({ ...inArabic, title: "", description: "" }).toEqual({ ...neutral, title: "", description: "" });
      expect(await detail(arabic.id, "en")).toEqual(neutral);
      expect(await detail(arabic.id, "AR")).toEqual(inArabic);
      expect(await detail(english.id, "ar")).toMatchObject({ title: english.title, description: english.description });
      // the list answers the cards' titles in the asked language
      const list = async (lang: string) =>
        PropertiesResponse.parse(
          await body(await getProperties(get(`/api/properties/get_properties_for_main_site?size=100&lang=${lang}`), db)),
        ).properties;
      const titles = new Map((await list("ar")).map((p) => [p.id, p.title]));
      expect(titles.get(arabic.id)).toBe(arabic.title_ar);
      expect(titles.get(english.id)).toBe(english.title);
      expect((await list("en")).find((p) => p.id === arabic.id)?.title).toBe(arabic.title);
      const bad = await getProperties(get("/api/properties/get_properties_for_main_site?lang=fr"), db);
      expect(bad.status).toBe(400);
      expect(await body(bad)).toMatchObject({ error: "invalid_parameter", parameter: "lang", message: "lang must be one of en, ar" });
      await db
        .updateTable("listings")
        .set({ title_ar: english.title_ar, description_ar: english.description_ar })
        .where("id", "=", english.id)
        .execute();
    });

    it("projects answers {projects, totalProjects, data, totalSize} and applies the new-projects price rule", async () => {
      const { db } = database();
      const all = ProjectsResponse.parse(await body(await getProjects(get("/api/properties/projects?size=100"), db)));
      expect(all.totalSize).toBe(all.totalProjects);
      expect(all.data).toEqual(all.projects);
      const n = await db
        .selectFrom("projects")
        .select(sql<number>`count(*)`.as("n"))
        .where("status", "=", "ACTIVE")
        .executeTakeFirstOrThrow();
      expect(all.totalProjects).toBe(Number(n.n));
      // only an end price: the start is 0, so every project up to it is in
      const endOnly = ProjectsResponse.parse(await body(await getProjects(get("/api/properties/projects?endPrice=2000000&size=100"), db)));
      const upTo = all.projects.filter((p) => p.price !== null && p.price <= 2_000_000).length;
      expect(endOnly.totalProjects).toBe(upTo);
      const one = all.projects[0]!;
      const detail = ProjectsResponse.parse(await body(await getProjects(get(`/api/properties/projects?project_id=${one.id}`), db)));
      const item = ProjectDetailItem.parse(detail.projects[0]);
      const plan = item.payment_planParam;
      expect((plan.first_installment ?? 0) + (plan.under_construction ?? 0) + (plan.on_handover ?? 0) + (plan.post_handover ?? 0)).toBe(
        100,
      );
    });

    it("lang=ar answers a project's description (and its name where it has one) in Arabic", async () => {
      const { db } = database();
      const row = await db
        .selectFrom("projects")
        .select(["id", "name", "description", "description_ar"])
        .where("status", "=", "ACTIVE")
        .orderBy("id")
        .executeTakeFirstOrThrow();
      if (!row.description_ar) throw new Error("the demo data writes Arabic project descriptions");
      const detail = async (lang: string) =>
        ProjectDetailItem.parse(
          ProjectsResponse.parse(await body(await getProjects(get(`/api/properties/projects?project_id=${row.id}&lang=${lang}`), db)))
            .projects[0],
        );
      const inArabic = await detail("ar");
      expect(inArabic.description).toBe(row.description_ar);
      // the demo projects keep their brand names: no Arabic name, so the English one
      expect(inArabic.name).toBe(row.name);
      expect((await detail("en")).description).toBe(row.description);
      await db.updateTable("projects").set({ name_ar: "كريك رايز" }).where("id", "=", row.id).execute();
      expect(await detail("ar")).toMatchObject({ name: "كريك رايز", title: "كريك رايز" });
      const list = ProjectsResponse.parse(await body(await getProjects(get("/api/properties/projects?size=100&lang=ar"), db)));
      expect(list.projects.find((p) => p.id === row.id)?.name).toBe("كريك رايز");
      await db.updateTable("projects").set({ name_ar: null }).where("id", "=", row.id).execute();
    });

    it("get_property_types maps each category to its labels", async () => {
      const types = PropertyTypesResponse.parse(
        await body(await getPropertyTypes(get("/api/properties/get_property_types"), database().db)),
      );
      expect(types["Residential"]?.map((t) => t.label)).toContain("Apartment");
      expect(types["Commercial"]?.map((t) => t.label)).toContain("Warehouse");
    });

    it("agent/all needs no credential and shows public fields only", async () => {
      const res = await getAgents(get("/api/agent/all"), database().db);
      const agents = AgentsResponse.parse(await body(res));
      expect(agents.length).toBeGreaterThan(0);
      expect(Object.keys(agents[0]!).sort()).toEqual(["avatar", "brn", "email", "id", "name", "phone", "role"]);
    });

    it("answers 304 when the ETag matches, with CORS open and caching headers", async () => {
      const { db } = database();
      const first = await getAreas(get("/api/properties/get_areas"), db);
      const etag = first.headers.get("ETag")!;
      expect(first.headers.get("Access-Control-Allow-Origin")).toBe("*");
      expect(first.headers.get("Cache-Control")).toMatch(/public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+/);
      const again = await getAreas(get("/api/properties/get_areas", { "If-None-Match": etag }), db);
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
    });
  },
  { setup: async (db) => void (await seedDatabase(db, { listings: 60, projects: 12 })) },
);
