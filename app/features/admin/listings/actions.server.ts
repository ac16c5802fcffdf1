import { data, redirect } from "react-router";
import { ADMIN_HEADERS } from "#app/features/auth/guard.server.ts";
import type { DB } from "#app/db/db.server.ts";
import { audit } from "#app/features/auth/audit.server.ts";
import { type EditableListing, getEditableListing, moveListing, saveListing, type StatusMove, type Viewer } from "./queries.server.ts";
import { changed } from "#app/utils/changes.server.ts";
import { listingChange } from "./purge.server.ts";
import { formValues, validateListingForm } from "./validation.server.ts";
import { locationKey } from "./fields.ts";
import { readOffMarket } from "./off-market.ts";
import type { StoredImage } from "#app/features/media/media-schema.ts";
import {
  isDraftKey,
  listPending,
  newDraftKey,
  type RefusedFile,
  stashPending,
  storeImages,
  takePending,
  type UploadedFile,
} from "#app/features/media/upload.server.ts";
import { attachPhotos, changePhoto, listPhotos, MAX_LISTING_PHOTOS, type PhotoMove } from "./photos.server.ts";

export type EditorActionResult = {
  ok: false;
  message: string;
  errors: Record<string, string>;
  values?: Record<string, string>;
  /** photos uploaded with the failed form, kept for the next try */
  pending?: StoredImage[];
  /** the chosen files that were not stored, each with its reason (shown next to its name) */
  refusedFiles?: RefusedFile[];
  /** an unpublish or archive whose reason was refused: its form opens again with what was typed */
  move?: StatusMove;
  moveValues?: Record<string, string>;
};

export const notFound = () =>
  data({ message: "There is no such listing, or it is not yours to edit." }, { status: 404, headers: ADMIN_HEADERS });

const fail = (
  message: string,
  errors: Record<string, string>,
  values?: Record<string, string>,
  status = 422,
  pending?: StoredImage[],
  refusedFiles?: RefusedFile[],
) => data<EditorActionResult>({ ok: false, message, errors, values, pending, refusedFiles }, { status, headers: ADMIN_HEADERS });

const PHOTO_MOVES: readonly string[] = ["cover", "up", "down", "delete"];

const MOVES: readonly string[] = ["publish", "unpublish", "archive"];
const DONE: Record<StatusMove, string> = { publish: "published", unpublish: "unpublished", archive: "archived" };

/**
 * The editor's form posts: save (create or update, with any photos chosen),
 * publish, unpublish, archive, and the photo moves (cover, up, down, delete).
 */
export async function runListingAction(
  ctx: { db: DB; mediaDir: string; referencePattern?: string },
  viewer: Viewer,
  id: number | null,
  form: FormData,
  files: readonly UploadedFile[] = [],
) {
  const { db } = ctx;
  const intent = form.get("intent") ?? "save";
  if (intent === "save") {
    const values = formValues(form);
    const owner = { userId: viewer.userId, draftKey: isDraftKey(values.draft) ? values.draft : newDraftKey() };
    values.draft = owner.draftKey;
    if (id !== null && !(await getEditableListing(db, viewer, id))) throw notFound();
    // Photos are stored first and kept as pending uploads, so a form that fails keeps them.
    const { stored, refused, refusedFiles } = await storeImages(
      files.filter((f) => f.field === "photos"),
      ctx.mediaDir,
    );
    await stashPending(db, owner, stored);
    const pending = await listPending(db, owner);
    const checked = validateListingForm(values);
    const errors: Record<string, string> = checked.ok ? {} : { ...checked.errors };
    if (refused.length) errors.photos = `Not added: ${refused.join(" ")}`;
    const existing = id === null ? 0 : (await listPhotos(db, id)).length;
    if (existing + pending.length > MAX_LISTING_PHOTOS)
      errors.photos ??= `At most ${MAX_LISTING_PHOTOS} photos per listing: remove ${existing + pending.length - MAX_LISTING_PHOTOS}.`;
    if (!checked.ok || Object.keys(errors).length)
      return fail("Check the fields marked below.", errors, values, 422, pending, refusedFiles);
    const saved = await saveListing(db, viewer, id, checked.input, new Date(), ctx.referencePattern);
    if (!saved.ok) {
      if (saved.errors.form === "not-found") throw notFound();
      return fail(saved.errors.form ?? "Check the fields marked below.", saved.errors, values, 422, pending);
    }
    const images = await takePending(db, owner);
    await attachPhotos(db, viewer, saved.id, images);
    if (images.length && !saved.changed.length) saved.changed.push("photos");
    // its old sale/rent list too when it moved between them
    if (saved.changed.length) await changed(...[saved.before ?? saved.after, saved.after].map(listingChange));
    const notice = id === null ? "created" : saved.changed.length ? "saved" : "unchanged";
    return redirect(`/admin/listings/${saved.id}?notice=${notice}`, { status: 303, headers: ADMIN_HEADERS });
  }
  if (typeof intent === "string" && MOVES.includes(intent)) {
    if (id === null) return fail("Save the listing first.", {}, undefined, 400);
    const move = intent as StatusMove;
    let why = null;
    if (move !== "publish") {
      const listing = await getEditableListing(db, viewer, id);
      if (!listing) throw notFound();
      const moveValues = {
        reason: text(form.get("reason")),
        note: text(form.get("note")),
        closing_price: text(form.get("closing_price")),
      };
      const checked = readOffMarket(moveValues, listing.listingType);
      if (!checked.ok)
        return data<EditorActionResult>(
          { ok: false, message: "Say why the listing comes off the site.", errors: checked.errors, move, moveValues },
          { status: 422, headers: ADMIN_HEADERS },
        );
      why = checked.value;
    }
    const moved = await moveListing(db, viewer, id, move, why);
    if (!moved.ok) {
      if (moved.notFound) throw notFound();
      return fail("This listing cannot be published yet.", moved.errors);
    }
    if (moved.from !== moved.to) await changed(listingChange(moved.target));
    return redirect(`/admin/listings/${id}?notice=${DONE[intent as StatusMove]}`, { status: 303, headers: ADMIN_HEADERS });
  }
  if (intent === "photo") {
    const move = form.get("move");
    const photoId = Number(form.get("photo"));
    if (id === null || typeof move !== "string" || !PHOTO_MOVES.includes(move) || !Number.isSafeInteger(photoId))
      return fail("Unknown photo action.", {}, undefined, 400);
    const listing = await getEditableListing(db, viewer, id);
    if (!listing) throw notFound();
    // A delete comes from its confirmation ("Delete this photo?"), never from one click.
    if (move === "delete" && form.get("confirmed") !== "yes")
      return redirect(`/admin/listings/${id}?delete-photo=${photoId}#photos`, { status: 303, headers: ADMIN_HEADERS });
    const photos = move === "delete" ? await listPhotos(db, id) : [];
    if (!(await changePhoto(db, viewer, id, photoId, move as PhotoMove))) throw notFound();
    if (move === "delete")
      await audit(db, {
        action: "listing-photo-deleted",
        userId: viewer.userId,
        ip: viewer.ip ?? null,
        detail: {
          listingId: id,
          reference: listing.reference,
          summary: `${listing.reference}: photo ${photos.findIndex((p) => p.id === photoId) + 1} of ${photos.length} deleted`,
          photos: { from: photos.length, to: photos.length - 1 },
          url: photos.find((p) => p.id === photoId)?.url ?? null,
        },
      });
    await changed({ listing: id, listingType: listing.listingType });
    return redirect(`/admin/listings/${id}?notice=photos#photos`, { status: 303, headers: ADMIN_HEADERS });
  }
  return fail("Unknown action.", {}, undefined, 400);
}

const text = (v: FormDataEntryValue | null) => (typeof v === "string" ? v : "");

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
