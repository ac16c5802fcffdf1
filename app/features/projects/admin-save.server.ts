import crypto from "node:crypto";
import { data, redirect } from "react-router";
import type { DB } from "#app/db/db.server.ts";
import type { AppContext } from "#app/context.ts";
import { audit } from "#app/features/auth/audit.server.ts";
import { ADMIN_HEADERS } from "#app/features/auth/guard.server.ts";
import type { StaffSession } from "#app/features/auth/sessions.server.ts";
import type { UploadedFile } from "#app/features/media/upload.server.ts";
import { changed } from "#app/utils/changes.server.ts";
import { slugOf } from "#app/utils/slug.ts";
import type { EditableProject } from "./admin.server.ts";
import {
  type FloorPlanInput,
  keptFloorPlanRows,
  type PostedFloorPlan,
  postedFloorPlans,
  type ProjectForm,
  ProjectFormSchema,
  projectFormInput,
} from "./edit-schema.ts";
import { floorPlanLayouts } from "./floor-plan-images.server.ts";

/** Saving the project form (create or update) and the answers every project action shares. */

/** `floorPlans`: the form's floor plan rows as sent, with the images stored so far (kept for the next try). */
export type ProjectActionResult = { ok: false; message: string; errors: Record<string, string>; floorPlans?: PostedFloorPlan[] };

export const fail = (message: string, errors: Record<string, string> = {}, status = 400, floorPlans?: PostedFloorPlan[]) =>
  data<ProjectActionResult>({ ok: false, message, errors, ...(floorPlans ? { floorPlans } : {}) }, { status, headers: ADMIN_HEADERS });

function changedFields(before: EditableProject, after: ProjectForm): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as Array<keyof ProjectForm>) {
    const a = JSON.stringify(before[key]);
    const b = JSON.stringify(after[key]);
    if (a !== b) changes[key] = key === "description" ? { from: "(text)", to: "(text)" } : { from: before[key], to: after[key] };
  }
  return changes;
}

async function referencesExist(db: DB, v: ProjectForm): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  const check = async (table: "areas" | "developers" | "agents", id: number | null, field: string, message: string) => {
    if (id !== null && !(await db.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst())) errors[field] = message;
  };
  await check("areas", v.areaId, "areaId", "That area does not exist.");
  await check("developers", v.developerId, "developerId", "That developer does not exist.");
  await check("agents", v.agentId, "agentId", "That agent does not exist.");
  return errors;
}

/** The form's messages by field; a floor plan's under the row it has in the form. */
function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[], rows: readonly PostedFloorPlan[]) {
  const kept = keptFloorPlanRows(rows);
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const [field, index] = issue.path;
    const key = field === "floorPlans" && typeof index === "number" ? `floorPlans.${kept[index] ?? index}` : String(field);
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Validates and writes the whole form (intent=save): over `before`, or as a new unpublished project. */
export async function saveProject(
  context: Pick<AppContext, "db" | "clientIp"> & { mediaDir?: string },
  session: StaffSession,
  before: EditableProject | null,
  form: FormData,
  files: readonly UploadedFile[],
) {
  const { db } = context;
  const now = new Date().toISOString();
  const current = before?.floorPlans.map((p) => p.layout) ?? [];
  const images = await floorPlanLayouts(
    postedFloorPlans(form).map((p) => p.layout),
    files,
    current,
    context.mediaDir,
  );
  // sent back with every failure: the rows as typed, with the images already stored
  const rows = postedFloorPlans(form, images.layouts);
  if (Object.keys(images.errors).length > 0) return fail("Check the highlighted fields.", images.errors, 422, rows);
  const parsed = ProjectFormSchema.safeParse(projectFormInput(form, images.layouts));
  if (!parsed.success) return fail("Check the highlighted fields.", fieldErrors(parsed.error.issues, rows), 400, rows);
  const v = parsed.data;
  const missing = await referencesExist(db, v);
  if (Object.keys(missing).length > 0) return fail("Check the highlighted fields.", missing, 400, rows);
  // a new project starts off the site: it is published from its page once it is complete
  const status = before ? v.status : "INACTIVE";
  const columns = {
    name: v.name,
    region_name: v.regionName,
    area_id: v.areaId,
    developer_id: v.developerId,
    agent_id: v.agentId,
    price_from: v.priceFrom,
    house_types: JSON.stringify(v.houseTypes),
    handover: v.handover,
    bedroom_min: v.bedroomMin,
    bedroom_max: v.bedroomMax,
    size_min: v.sizeMin,
    size_max: v.sizeMax,
    bathrooms: v.bathrooms,
    parking: v.parking,
    total_floors: v.totalFloors,
    furnishing: v.furnishing,
    description: v.description,
    pp_first_installment: v.ppFirstInstallment,
    pp_under_construction: v.ppUnderConstruction,
    pp_on_handover: v.ppOnHandover,
    pp_post_handover: v.ppPostHandover,
    permit_number: v.permitNumber,
    escrow_account: v.escrowAccount,
    launch_date: v.launchDate,
    status,
    updated_at: now,
  };

  const id = await db.transaction().execute(async (trx) => {
    let projectId: number;
    if (before) {
      projectId = before.id;
      await trx.updateTable("projects").set(columns).where("id", "=", projectId).execute();
    } else {
      const row = await trx
        .insertInto("projects")
        .values({ ...columns, slug: `new-${crypto.randomUUID()}`, created_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      projectId = row.id;
      // the slug is unique by its id (public URLs use the id; the slug waits for slug URLs)
      await trx
        .updateTable("projects")
        .set({ slug: `${slugOf(v.name, 100) || "project"}-${projectId}` })
        .where("id", "=", projectId)
        .execute();
    }
    await trx.deleteFrom("floor_plans").where("project_id", "=", projectId).execute();
    if (v.floorPlans.length > 0)
      await trx
        .insertInto("floor_plans")
        .values(
          v.floorPlans.map((p: FloorPlanInput, position) => ({
            project_id: projectId,
            position,
            title: p.title,
            layout: p.layout,
            price: p.price,
            size_sqft: p.sizeSqft,
          })),
        )
        .execute();
    return projectId;
  });
  if (!before) {
    await audit(db, {
      action: "project-created",
      userId: session.user.id,
      detail: { projectId: id, name: v.name },
      ip: context.clientIp,
    });
    // unpublished: no public page shows it yet, so there is nothing to purge
    return redirect(`/admin/projects/${id}?notice=created`, { status: 303, headers: ADMIN_HEADERS });
  }
  await audit(db, {
    action: "project-updated",
    userId: session.user.id,
    detail: { projectId: id, name: v.name, changes: changedFields(before, v) },
    ip: context.clientIp,
  });
  await changed({ project: id });
  return redirect(`/admin/projects/${id}?notice=saved`, { status: 303, headers: ADMIN_HEADERS });
}
