import { type Expression, type SqlBool, sql } from "kysely";
import type { DB } from "#app/db/db.server.ts";
import { rememberedCount } from "#app/db/count-cache.server.ts";
import { lowerContains } from "#app/db/text-search.ts";
import type { DeveloperOption, Paging, ProjectDetail, ProjectQuery, ProjectSummary } from "./types.ts";
import { isId } from "#app/utils/limits.ts";
import { isPostgres } from "#app/db/dialect.ts";
import { parseStringList } from "#app/utils/json-list.ts";

/** photos a list card shows (the first, then 2–4 once seen) */
const PHOTOS_PER_CARD = 4;

/**
 * THE project query layer: the pages and the public JSON API both call these.
 * Every query runs on SQLite and PostgreSQL (tests run on both).
 */

/**
 * The projects that match. `walk`: a page in launch order on SQLite, where price and bedroom
 * bounds are tested on the rows the launch index gives in order instead of choosing an index:
 * SQLite has no statistics and took "2 bedrooms" as selective, read ~1,500 of 2,000 projects on
 * the bedrooms index and sorted them (5.7 ms) to show 10 a walk finds at once (0.16 ms).
 */
function filtered(db: DB, q: ProjectQuery, walk = false) {
  const tested = (column: "p.price_from" | "p.bedroom_min" | "p.bedroom_max") =>
    walk && !isPostgres(db) ? sql<number>`+${sql.ref(column)}` : sql.ref<number>(column);
  return db.selectFrom("projects as p").where((eb) => {
    const conds: Expression<SqlBool>[] = [eb("p.status", "=", q.status ?? "ACTIVE")];
    if (q.name?.trim()) {
      // Name, community (region), area or developer: "Dubai Hills" finds the projects there, "Emaar" Emaar's.
      const text = q.name.trim();
      conds.push(
        eb.or([
          lowerContains("p.name", text),
          lowerContains("p.region_name", text),
          eb("p.area_id", "in", eb.selectFrom("areas").select("areas.id").where(lowerContains("areas.name", text))),
          eb("p.developer_id", "in", eb.selectFrom("developers").select("developers.id").where(lowerContains("developers.name", text))),
        ]),
      );
    }
    if (q.minPrice !== undefined) conds.push(eb(tested("p.price_from"), ">=", q.minPrice));
    if (q.maxPrice !== undefined) conds.push(eb(tested("p.price_from"), "<=", q.maxPrice));
    if (q.developerIds?.length) conds.push(eb("p.developer_id", "in", q.developerIds));
    if (q.areaId !== undefined) conds.push(eb("p.area_id", "=", q.areaId));
    if (q.agentId !== undefined) conds.push(eb("p.agent_id", "=", q.agentId));
    if (q.bedrooms !== undefined) {
      conds.push(eb(tested("p.bedroom_min"), "<=", q.bedrooms), eb(tested("p.bedroom_max"), ">=", q.bedrooms));
    }
    if (q.handoverYear !== undefined) {
      // handover is 'YYYY-MM' text: a range keeps it sargable on both engines
      conds.push(eb("p.handover", ">=", `${q.handoverYear}-01`), eb("p.handover", "<=", `${q.handoverYear}-12`));
    }
    if (q.handoverBy !== undefined) conds.push(eb("p.handover", "<=", `${q.handoverBy}-12`));
    if (q.minPostHandover !== undefined) conds.push(eb("p.pp_post_handover", ">=", q.minPostHandover));
    if (q.maxFirstInstallment !== undefined) conds.push(eb("p.pp_first_installment", "<=", q.maxFirstInstallment));
    if (q.launchedFrom) conds.push(eb("p.launch_date", ">=", q.launchedFrom));
    if (q.launchedTo) conds.push(eb("p.launch_date", "<=", q.launchedTo));
    return eb.and(conds);
  });
}

/** The first photos of each project, for a whole page in one query. */
async function photosFor(db: DB, ids: number[], perProject: number): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (!ids.length) return map;
  const rows = await db
    .selectFrom("project_photos")
    .select(["project_id", "url"])
    .where("project_id", "in", ids)
    .where("position", "<", perProject)
    .orderBy("project_id")
    .orderBy("position")
    .execute();
  for (const r of rows) {
    const list = map.get(r.project_id) ?? [];
    if (list.length < perProject) list.push(r.url);
    map.set(r.project_id, list);
  }
  return map;
}

const summaryColumns = [
  "p.id",
  "p.slug",
  "p.name",
  "p.name_ar",
  "p.region_name",
  "p.area_id",
  "a.name as area_name",
  "p.developer_id",
  "d.name as developer_name",
  "p.price_from",
  "p.house_types",
  "p.handover",
  "p.bedroom_min",
  "p.bedroom_max",
  "p.launch_date",
  "p.pp_first_installment",
  "p.pp_under_construction",
  "p.pp_on_handover",
  "p.pp_post_handover",
] as const;

type SummaryRow = {
  id: number;
  slug: string;
  name: string;
  name_ar: string | null;
  region_name: string | null;
  area_id: number | null;
  area_name: string | null;
  developer_id: number | null;
  developer_name: string | null;
  price_from: number | null;
  house_types: string;
  handover: string | null;
  bedroom_min: number | null;
  bedroom_max: number | null;
  launch_date: string;
  pp_first_installment: number | null;
  pp_under_construction: number | null;
  pp_on_handover: number | null;
  pp_post_handover: number | null;
};

function toSummary(r: SummaryRow, photos: string[]): ProjectSummary {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    nameAr: r.name_ar,
    regionName: r.region_name,
    area: r.area_id !== null && r.area_name !== null ? { id: r.area_id, name: r.area_name } : null,
    developer: r.developer_id !== null && r.developer_name !== null ? { id: r.developer_id, name: r.developer_name } : null,
    priceFrom: r.price_from,
    houseTypes: parseStringList(r.house_types),
    handover: r.handover,
    bedroomMin: r.bedroom_min,
    bedroomMax: r.bedroom_max,
    launchDate: r.launch_date,
    plan: {
      first: r.pp_first_installment,
      construction: r.pp_under_construction,
      onHandover: r.pp_on_handover,
      postHandover: r.pp_post_handover,
    },
    photos,
  };
}

/** One page of projects matching the query, and how many match in all. */
export async function searchProjects(db: DB, q: ProjectQuery, paging: Paging): Promise<{ items: ProjectSummary[]; total: number }> {
  const size = Math.max(1, Math.min(100, Math.trunc(paging.size)));
  const page = Math.max(1, Math.trunc(paging.page));
  const launchOrder = q.sort !== "price_asc" && q.sort !== "price_desc" && q.sort !== "handover";
  let list = filtered(db, q, launchOrder)
    .leftJoin("developers as d", "d.id", "p.developer_id")
    .leftJoin("areas as a", "a.id", "p.area_id")
    .select(summaryColumns);
  switch (q.sort) {
    case "price_asc":
      list = list.orderBy("p.price_from", (o) => o.asc().nullsLast());
      break;
    case "price_desc":
      list = list.orderBy("p.price_from", (o) => o.desc().nullsLast());
      break;
    case "handover":
      list = list.orderBy("p.handover", (o) => o.asc().nullsLast());
      break;
    default:
      list = list.orderBy("p.launch_date", "desc");
  }
  const [rows, count] = await Promise.all([
    list
      .orderBy("p.id", "desc")
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    rememberedCount(db, `projects:${JSON.stringify({ ...q, sort: undefined })}`, () =>
      filtered(db, q)
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .executeTakeFirst(),
    ),
  ]);
  const photos = await photosFor(
    db,
    rows.map((r) => r.id),
    PHOTOS_PER_CARD,
  );
  return {
    items: rows.map((r) => toSummary(r, photos.get(r.id) ?? [])),
    total: Number(count?.n ?? 0),
  };
}

/**
 * The home page's featured off-plan projects. The rule: ACTIVE projects with a
 * starting price, a permit and at least one photo, newest launch first, at most
 * one per developer. Fewer than `limit` when there are not enough.
 */
export async function featuredProjects(db: DB, limit: number): Promise<ProjectSummary[]> {
  const rows = await filtered(db, { status: "ACTIVE", sort: "newest-launch" })
    .leftJoin("developers as d", "d.id", "p.developer_id")
    .leftJoin("areas as a", "a.id", "p.area_id")
    .select(summaryColumns)
    .where("p.price_from", "is not", null)
    .where("p.permit_number", "!=", "")
    .where(({ exists, selectFrom }) => exists(selectFrom("project_photos as ph").select("ph.id").whereRef("ph.project_id", "=", "p.id")))
    .orderBy("p.launch_date", "desc")
    .orderBy("p.id", "desc")
    .limit(limit * 10)
    .execute();
  const seen = new Set<number | null>();
  const picked = rows.filter((r) => {
    const key = r.developer_id ?? -r.id; // a project without a developer stands alone
    if (seen.has(key) || seen.size >= limit) return false;
    seen.add(key);
    return true;
  });
  const photos = await photosFor(
    db,
    picked.map((r) => r.id),
    PHOTOS_PER_CARD,
  );
  return picked.map((r) => toSummary(r, photos.get(r.id) ?? []));
}

/** One project with everything its page shows, or null when there is none with that id. */
export async function getProject(db: DB, id: number, options: { activeOnly?: boolean } = {}): Promise<ProjectDetail | null> {
  if (!isId(id)) return null;
  let query = db
    .selectFrom("projects as p")
    .leftJoin("developers as d", "d.id", "p.developer_id")
    .leftJoin("areas as a", "a.id", "p.area_id")
    .leftJoin("agents as g", "g.id", "p.agent_id")
    .select([
      ...summaryColumns,
      "p.description",
      "p.description_ar",
      "p.size_min",
      "p.size_max",
      "p.bathrooms",
      "p.parking",
      "p.total_floors",
      "p.furnishing",
      "p.permit_number",
      "p.escrow_account",
      "p.pp_first_installment",
      "p.pp_under_construction",
      "p.pp_on_handover",
      "p.pp_post_handover",
      "p.updated_at",
      "g.id as agent_id",
      "g.name as agent_name",
      "g.role as agent_role",
      "g.avatar as agent_avatar",
      "g.phone as agent_phone",
      "g.email as agent_email",
      "g.brn as agent_brn",
    ])
    .where("p.id", "=", id);
  if (options.activeOnly ?? true) query = query.where("p.status", "=", "ACTIVE");
  const [row, photos, plans] = await Promise.all([
    query.executeTakeFirst(),
    db.selectFrom("project_photos").select("url").where("project_id", "=", id).orderBy("position").execute(),
    db
      .selectFrom("floor_plans")
      .select(["id", "title", "layout", "price", "size_sqft"])
      .where("project_id", "=", id)
      .orderBy("position")
      .orderBy("id")
      .execute(),
  ]);
  if (!row) return null;
  const summary = toSummary(row, []);
  return {
    ...summary,
    description: row.description,
    descriptionAr: row.description_ar,
    sizeMin: row.size_min,
    sizeMax: row.size_max,
    bathrooms: row.bathrooms,
    parking: row.parking,
    totalFloors: row.total_floors,
    furnishing: row.furnishing,
    permitNumber: row.permit_number,
    escrowAccount: row.escrow_account,
    photos: photos.map((p) => p.url),
    floorPlans: plans.map((p) => ({ id: p.id, title: p.title, layout: p.layout, price: p.price, sizeSqft: p.size_sqft })),
    paymentPlan: {
      firstInstallment: row.pp_first_installment,
      underConstruction: row.pp_under_construction,
      onHandover: row.pp_on_handover,
      postHandover: row.pp_post_handover,
    },
    agent:
      row.agent_id !== null && row.agent_name !== null
        ? {
            id: row.agent_id,
            name: row.agent_name,
            role: row.agent_role,
            avatar: row.agent_avatar,
            phone: row.agent_phone ?? "",
            email: row.agent_email ?? "",
            brn: row.agent_brn ?? "",
          }
        : null,
    updatedAt: row.updated_at,
  };
}

/** Developers that have at least one active project, by name: the filter's choices. */
export async function listProjectDevelopers(db: DB): Promise<DeveloperOption[]> {
  return db
    .selectFrom("developers as d")
    .select(["d.id", "d.name"])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("projects as p")
          .select(sql<number>`1`.as("one"))
          .whereRef("p.developer_id", "=", "d.id")
          .where("p.status", "=", "ACTIVE"),
      ),
    )
    .orderBy("d.name")
    .execute();
}

/** The area select of the off-plan filters: areas with an active project, by name. */
export async function listProjectAreas(db: DB): Promise<DeveloperOption[]> {
  return db
    .selectFrom("areas as a")
    .select(["a.id", "a.name"])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("projects as p")
          .select(sql<number>`1`.as("one"))
          .whereRef("p.area_id", "=", "a.id")
          .where("p.status", "=", "ACTIVE"),
      ),
    )
    .orderBy("a.name")
    .execute();
}
