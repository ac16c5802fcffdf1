import { data, redirect } from "react-router";
import { ADMIN_HEADERS } from "#app/features/auth/guard.server.ts";
import type { DB } from "#app/db/db.server.ts";
import { type EditableListing, moveListing, saveListing, type StatusMove, type Viewer } from "./queries.server.ts";
import { purgeListingPages } from "./purge.server.ts";
import { formValues, validateListingForm } from "./validation.server.ts";
import { locationKey } from "./fields.ts";

export type EditorActionResult = { ok: false; message: string; errors: Record<string, string>; values?: Record<string, string> };

export const notFound = () =>
  data({ message: "There is no such listing, or it is not yours to edit." }, { status: 404, headers: ADMIN_HEADERS });

const fail = (message: string, errors: Record<string, string>, values?: Record<string, string>, status = 422) =>
  data<EditorActionResult>({ ok: false, message, errors, values }, { status, headers: ADMIN_HEADERS });

const MOVES: readonly string[] = ["publish", "unpublish", "archive"];
const DONE: Record<StatusMove, string> = { publish: "published", unpublish: "unpublished", archive: "archived" };

/** The editor's form posts: save (create or update), publish, unpublish, archive. */
export async function runListingAction(db: DB, viewer: Viewer, id: number | null, form: FormData) {
  const intent = form.get("intent") ?? "save";
  if (intent === "save") {
    const values = formValues(form);
    const checked = validateListingForm(values);
    if (!checked.ok) return fail("Check the fields marked below.", checked.errors, values);
    const saved = await saveListing(db, viewer, id, checked.input);
    if (!saved.ok) {
      if (saved.errors.form === "not-found") throw notFound();
      return fail(saved.errors.form ?? "Check the fields marked below.", saved.errors, values);
    }
    if (saved.before && saved.changed.length) await purgeListingPages(saved.before);
    if (saved.changed.length) await purgeListingPages(saved.after);
    const notice = id === null ? "created" : saved.changed.length ? "saved" : "unchanged";
    return redirect(`/admin/listings/${saved.id}?notice=${notice}`, { status: 303, headers: ADMIN_HEADERS });
  }
  if (typeof intent === "string" && MOVES.includes(intent)) {
    if (id === null) return fail("Save the listing first.", {}, undefined, 400);
    const moved = await moveListing(db, viewer, id, intent as StatusMove);
    if (!moved.ok) {
      if (moved.notFound) throw notFound();
      return fail("This listing cannot be published yet.", moved.errors);
    }
    if (moved.from !== moved.to) await purgeListingPages(moved.target);
    return redirect(`/admin/listings/${id}?notice=${DONE[intent as StatusMove]}`, { status: 303, headers: ADMIN_HEADERS });
  }
  return fail("Unknown action.", {}, undefined, 400);
}

/** A listing as the form's text values. */
export function listingValues(l: EditableListing): Record<string, string> {
  const s = (v: number | string | null) => (v === null ? "" : String(v));
  return {
    reference: l.reference,
    title: l.title,
    listing_type: l.listingType,
    property_type_id: String(l.propertyTypeId),
    location: locationKey(l.areaId, l.community, l.building),
    developer_id: s(l.developerId),
    price: s(l.price),
    deposit: s(l.deposit),
    bedrooms: s(l.bedrooms),
    bathrooms: s(l.bathrooms),
    size_sqft: s(l.sizeSqft),
    furnishing: s(l.furnishing),
    parking: s(l.parking),
    floor: s(l.floor),
    completion_status: s(l.completionStatus),
    build_year: s(l.buildYear),
    amenities: l.amenities.join("\n"),
    latitude: s(l.latitude),
    longitude: s(l.longitude),
    description: l.description,
    permit_number: l.permitNumber,
    agent_id: s(l.agentId),
  };
}
