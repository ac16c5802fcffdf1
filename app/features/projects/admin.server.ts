import { redirect } from "react-router";
import type { DB } from "#app/db/db.server.ts";
import type { AppContext } from "#app/context.ts";
import { audit } from "#app/features/auth/audit.server.ts";
import { ADMIN_HEADERS } from "#app/features/auth/guard.server.ts";
import type { StaffSession } from "#app/features/auth/sessions.server.ts";
import { storeImages, type UploadedFile } from "#app/features/media/upload.server.ts";
import { changed } from "#app/utils/changes.server.ts";
import { fail, saveProject } from "./admin-save.server.ts";
import type { ProjectForm } from "./edit-schema.ts";

/** The back office's side of projects: list, load, photos, publish; saving is in admin-save.server.ts (admins only; the routes check the role). */

export interface AdminProjectRow {
  id: number;
  name: string;
  developer: string | null;
  status: string;
  permitNumber: string;
  updatedAt: string;
}

export async function listProjectsForAdmin(
  db: DB,
  options: { page: number; query?: string },
): Promise<{ rows: AdminProjectRow[]; hasMore: boolean }> {
  const size = 50;
  let q = db
    .selectFrom("projects as p")
    .leftJoin("developers as d", "d.id", "p.developer_id")
    .select(["p.id", "p.name", "d.name as developer", "p.status", "p.permit_number as permitNumber", "p.updated_at as updatedAt"]);
  if (options.query) {
    const like = `%${options.query.toLowerCase().replace(/[%_\\]/g, "")}%`;
    q = q.where((eb) => eb(eb.fn("lower", ["p.name"]), "like", like));
  }
  const rows = await q
    .orderBy("p.name")
    .orderBy("p.id")
    .limit(size + 1)
    .offset((options.page - 1) * size)
    .execute();
  return { rows: rows.slice(0, size), hasMore: rows.length > size };
}

export type EditableProject = ProjectForm & { id: number; slug: string };

export async function getProjectForEdit(db: DB, id: number): Promise<EditableProject | undefined> {
  const p = await db.selectFrom("projects").selectAll().where("id", "=", id).executeTakeFirst();
  if (!p) return undefined;
  const plans = await db
    .selectFrom("floor_plans")
    .select(["title", "price", "size_sqft", "layout"])
    .where("project_id", "=", id)
    .orderBy("position")
    .orderBy("id")
    .execute();
  let houseTypes: string[] = [];
  try {
    const parsed: unknown = JSON.parse(p.house_types);
    if (Array.isArray(parsed)) houseTypes = parsed.filter((t): t is string => typeof t === "string");
  } catch {
    // a malformed value shows as none; saving writes a valid one
  }
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    regionName: p.region_name,
    areaId: p.area_id,
    developerId: p.developer_id,
    agentId: p.agent_id,
    priceFrom: p.price_from === null ? null : Number(p.price_from),
    houseTypes,
    handover: p.handover,
    bedroomMin: p.bedroom_min,
    bedroomMax: p.bedroom_max,
    sizeMin: p.size_min,
    sizeMax: p.size_max,
    bathrooms: p.bathrooms,
    parking: p.parking,
    totalFloors: p.total_floors,
    furnishing: p.furnishing,
    description: p.description,
    ppFirstInstallment: p.pp_first_installment,
    ppUnderConstruction: p.pp_under_construction,
    ppOnHandover: p.pp_on_handover,
    ppPostHandover: p.pp_post_handover,
    permitNumber: p.permit_number,
    escrowAccount: p.escrow_account,
    launchDate: p.launch_date,
    status: p.status === "ACTIVE" ? "ACTIVE" : "INACTIVE",
    floorPlans: plans.map((f) => ({
      title: f.title,
      price: f.price === null ? null : Number(f.price),
      sizeSqft: f.size_sqft,
      layout: f.layout,
    })),
  };
}

/** The choices of the form's selects. */
export async function projectFormOptions(db: DB) {
  const [areas, developers, agents] = await Promise.all([
    db.selectFrom("areas").select(["id", "name"]).orderBy("name").execute(),
    db.selectFrom("developers").select(["id", "name"]).orderBy("name").execute(),
    db.selectFrom("agents").select(["id", "name"]).orderBy("name").execute(),
  ]);
  return { areas, developers, agents };
}

/** At most this many photos on one project (the gallery shows them all). */
export const MAX_PROJECT_PHOTOS = 30;

export async function listProjectPhotos(db: DB, projectId: number): Promise<Array<{ id: number; url: string }>> {
  return db.selectFrom("project_photos").select(["id", "url"]).where("project_id", "=", projectId).orderBy("position").execute();
}

/** Rewrites the positions in the given order (two passes: the (project, position) index is unique). */
async function reorderPhotos(db: DB, ids: number[]) {
  await db.transaction().execute(async (trx) => {
    for (const [i, id] of ids.entries())
      await trx
        .updateTable("project_photos")
        .set({ position: -1 - i })
        .where("id", "=", id)
        .execute();
    for (const [i, id] of ids.entries()) await trx.updateTable("project_photos").set({ position: i }).where("id", "=", id).execute();
  });
}

/**
 * The photos section of the project page: upload (intent=photos, its own form with only files,
 * attached at once: nothing else can fail) or cover/earlier/later/delete one (intent=photo).
 */
async function runPhotoAction(
  context: Pick<AppContext, "db" | "clientIp"> & { mediaDir?: string },
  session: StaffSession,
  id: number,
  name: string,
  form: FormData,
  files: readonly UploadedFile[],
) {
  const { db } = context;
  const photos = await listProjectPhotos(db, id);
  const ids = photos.map((p) => p.id);
  let change: { from: string; to: string };
  if (form.get("intent") === "photos") {
    const chosen = files.filter((f) => f.field === "photos");
    if (!chosen.length) return fail("Choose one or more photos.", { photos: "Choose one or more photos." }, 422);
    if (photos.length + chosen.length > MAX_PROJECT_PHOTOS)
      return fail("Too many photos.", { photos: `At most ${MAX_PROJECT_PHOTOS} photos per project.` }, 422);
    if (!context.mediaDir) return fail("Uploads are not available here.");
    const { stored, refused } = await storeImages(chosen, context.mediaDir, "projects");
    const fresh = stored.filter((img, n) => !photos.some((p) => p.url === img.url) && stored.findIndex((o) => o.url === img.url) === n);
    if (fresh.length)
      await db
        .insertInto("project_photos")
        .values(fresh.map((img, i) => ({ project_id: id, position: photos.length + i, url: img.url })))
        .execute();
    if (refused.length) {
      if (fresh.length) await changed({ project: id });
      return fail(`${fresh.length} added. Not added: ${refused.join(" ")}`, { photos: `Not added: ${refused.join(" ")}` }, 422);
    }
    change = { from: `${photos.length} photos`, to: `${photos.length + fresh.length} photos (${fresh.length} added)` };
  } else {
    const photoId = Number(form.get("photo"));
    const move = form.get("move");
    const index = ids.indexOf(photoId);
    if (index < 0) return fail("That photo is not on this project.", {}, 404);
    if (move === "delete") {
      ids.splice(index, 1);
      await db.deleteFrom("project_photos").where("id", "=", photoId).execute();
      change = { from: `photo ${index + 1} of ${photos.length}`, to: `deleted (${ids.length} left)` };
    } else if (move === "cover" || move === "up" || move === "down") {
      const to = move === "cover" ? 0 : move === "up" ? Math.max(0, index - 1) : Math.min(ids.length - 1, index + 1);
      ids.splice(index, 1);
      ids.splice(to, 0, photoId);
      change = { from: index === 0 ? "cover photo" : `photo ${index + 1}`, to: to === 0 ? "cover photo" : `photo ${to + 1}` };
    } else return fail("Unknown action.");
    await reorderPhotos(db, ids);
  }
  await db.updateTable("projects").set({ updated_at: new Date().toISOString() }).where("id", "=", id).execute();
  await audit(db, {
    action: "project-updated",
    userId: session.user.id,
    detail: { projectId: id, name, changes: { photos: change } },
    ip: context.clientIp,
  });
  await changed({ project: id });
  return redirect(`/admin/projects/${id}?notice=photos#photos`, { status: 303, headers: ADMIN_HEADERS });
}

/**
 * The project page's forms: the whole form (intent=save), publish / unpublish, or its photos
 * section. Without an id (/admin/projects/new) only a save, which creates the project unpublished.
 */
export async function runProjectAction(
  context: Pick<AppContext, "db" | "clientIp"> & { mediaDir?: string },
  session: StaffSession,
  id: number | null,
  form: FormData,
  files: readonly UploadedFile[] = [],
) {
  const { db } = context;
  const intent = form.get("intent");
  if (id === null) return intent === "save" ? saveProject(context, session, null, form, files) : fail("Unknown action.");
  const before = await getProjectForEdit(db, id);
  if (!before) return fail("That project no longer exists.", {}, 404);
  if (intent === "photos" || intent === "photo") return runPhotoAction(context, session, id, before.name, form, files);

  if (intent === "publish" || intent === "unpublish") {
    const status = intent === "publish" ? "ACTIVE" : "INACTIVE";
    await db.updateTable("projects").set({ status, updated_at: new Date().toISOString() }).where("id", "=", id).execute();
    await audit(db, {
      action: "project-updated",
      userId: session.user.id,
      detail: { projectId: id, name: before.name, changes: { status: { from: before.status, to: status } } },
      ip: context.clientIp,
    });
    await changed({ project: id });
    return redirect(`/admin/projects/${id}?notice=${intent}ed`, { status: 303, headers: ADMIN_HEADERS });
  }
  if (intent !== "save") return fail("Unknown action.");
  return saveProject(context, session, before, form, files);
}
