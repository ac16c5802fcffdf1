import type { DB } from "#app/db/db.server.ts";
import type { StoredImage } from "#app/features/media/media-schema.ts";
import type { Viewer } from "./queries.server.ts";

/** At most this many photos on one listing (portals take 30–50; the gallery shows them all). */
export const MAX_LISTING_PHOTOS = 30;

export interface ListingPhoto {
  id: number;
  url: string;
  position: number;
}

export async function listPhotos(db: DB, listingId: number): Promise<ListingPhoto[]> {
  return db
    .selectFrom("listing_photos")
    .select(["id", "url", "position"])
    .where("listing_id", "=", listingId)
    .orderBy("position")
    .execute();
}

const log = (viewer: Viewer, listingId: number, before: string, after: string, at: string) => ({
  listing_id: listingId,
  user_id: viewer.userId,
  user_name: viewer.name,
  at,
  field: "photos",
  before_value: before,
  after_value: after,
});

/** Rewrites the positions in the given order (two passes: the (listing, position) index is unique). */
async function reorder(trx: DB, ids: number[]) {
  for (const [i, id] of ids.entries())
    await trx
      .updateTable("listing_photos")
      .set({ position: -1 - i })
      .where("id", "=", id)
      .execute();
  for (const [i, id] of ids.entries()) await trx.updateTable("listing_photos").set({ position: i }).where("id", "=", id).execute();
}

/** Appends stored images to the listing (first one becomes the cover of a listing with none); false past the cap. */
export async function attachPhotos(
  db: DB,
  viewer: Viewer,
  listingId: number,
  images: readonly StoredImage[],
  now = new Date(),
): Promise<boolean> {
  if (!images.length) return true;
  const current = await listPhotos(db, listingId);
  if (current.length + images.length > MAX_LISTING_PHOTOS) return false;
  const at = now.toISOString();
  const start = current.reduce((max, p) => Math.max(max, p.position + 1), 0);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("listing_photos")
      .values(images.map((img, i) => ({ listing_id: listingId, position: start + i, url: img.url })))
      .execute();
    await trx
      .insertInto("listing_changes")
      .values(log(viewer, listingId, `${current.length} photos`, `${current.length + images.length} photos (${images.length} added)`, at))
      .execute();
  });
  return true;
}

export type PhotoMove = "cover" | "up" | "down" | "delete";

/** Cover, move, delete one photo of the listing; false when the photo is not the listing's. */
export async function changePhoto(
  db: DB,
  viewer: Viewer,
  listingId: number,
  photoId: number,
  move: PhotoMove,
  now = new Date(),
): Promise<boolean> {
  const photos = await listPhotos(db, listingId);
  const index = photos.findIndex((p) => p.id === photoId);
  if (index < 0) return false;
  const ids = photos.map((p) => p.id);
  const at = now.toISOString();
  let before = `photo ${index + 1} of ${photos.length}`;
  let after: string;
  if (move === "delete") {
    ids.splice(index, 1);
    after = `deleted (${ids.length} left)`;
  } else {
    const to = move === "cover" ? 0 : move === "up" ? Math.max(0, index - 1) : Math.min(ids.length - 1, index + 1);
    if (to === index) return true;
    ids.splice(index, 1);
    ids.splice(to, 0, photoId);
    after = to === 0 ? "cover photo" : `photo ${to + 1}`;
    before = index === 0 ? "cover photo" : before;
  }
  await db.transaction().execute(async (trx) => {
    if (move === "delete") await trx.deleteFrom("listing_photos").where("id", "=", photoId).execute();
    await reorder(trx, ids);
    await trx
      .insertInto("listing_changes")
      .values(log(viewer, listingId, before, after, at))
      .execute();
    await trx.updateTable("listings").set({ updated_at: at }).where("id", "=", listingId).execute();
  });
  return true;
}
