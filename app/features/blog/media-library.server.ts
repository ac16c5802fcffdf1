import { rm, stat } from "node:fs/promises";
import { join } from "node:path";
import type { DB } from "#app/db/db.server.ts";
import { IMAGE_SHAPES, storeImages, type UploadedFile } from "#app/features/media/upload.server.ts";
import { PHOTO_SIZES } from "#app/utils/image-sizes.ts";

export const LIBRARY_FOLDER = "library";
/** The file field of the library's upload form and of the editor's "Insert image". */
export const LIBRARY_FILE_FIELD = "file";
export const LIBRARY_PAGE_SIZE = 48;

export interface LibraryItem {
  id: number;
  url: string;
  /** the 640-wide copy, for thumbnails */
  thumbnail: string;
  name: string;
  bytes: number;
  width: number;
  height: number;
  createdAt: string;
  /** the posts whose body or cover shows it */
  usedIn: Array<{ id: number; title: string }>;
}

const thumbnailOf = (url: string) => url.replace(/\.webp$/, "-640.webp");
const fileOf = (mediaDir: string, url: string) => join(mediaDir, url.replace(/^\/media\//, ""));

/**
 * Stores each file as the site's sizes, fitted whole (a picture in a post is never cropped), and
 * records it. The same picture uploaded twice is one entry (its URL is its content's hash).
 */
export async function addToLibrary(
  db: DB,
  mediaDir: string,
  userId: number,
  files: readonly UploadedFile[],
  now = new Date(),
): Promise<{ added: Array<{ id: number; url: string; name: string }>; refused: string[] }> {
  const added: Array<{ id: number; url: string; name: string }> = [];
  const refused: string[] = [];
  for (const file of files) {
    const { stored, refused: no } = await storeImages([file], mediaDir, LIBRARY_FOLDER, IMAGE_SHAPES.floorPlan);
    refused.push(...no);
    const image = stored[0];
    if (!image) continue;
    const name = (file.filename || "image").slice(0, 255);
    const bytes = (await stat(fileOf(mediaDir, image.url))).size;
    await db
      .insertInto("media_library")
      .values({
        url: image.url,
        original_name: name,
        bytes,
        width: image.width,
        height: image.height,
        uploaded_by: userId,
        created_at: now.toISOString(),
      })
      .onConflict((oc) => oc.column("url").doNothing())
      .execute();
    const row = await db.selectFrom("media_library").select(["id", "original_name"]).where("url", "=", image.url).executeTakeFirstOrThrow();
    added.push({ id: row.id, url: image.url, name: row.original_name });
  }
  return { added, refused };
}

/** Every post that shows `url` in its body or as its cover, by title. */
function usage(posts: ReadonlyArray<{ id: number; title: string; body: string; cover: string }>, url: string) {
  return posts.filter((p) => p.cover === url || p.body.includes(url)).map((p) => ({ id: p.id, title: p.title }));
}

/** The library, newest first, with where each picture is used (read from the posts, so never stale). */
export async function listLibrary(db: DB, page = 1): Promise<{ items: LibraryItem[]; total: number; page: number; pages: number }> {
  const [count, posts] = await Promise.all([
    db
      .selectFrom("media_library")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("blog_posts")
      .select(["id", "title", "body", "cover"])
      .where((eb) => eb.or([eb("body", "like", `%/media/${LIBRARY_FOLDER}/%`), eb("cover", "like", `/media/${LIBRARY_FOLDER}/%`)]))
      .orderBy("id")
      .execute(),
  ]);
  const total = Number(count.n);
  const pages = Math.max(1, Math.ceil(total / LIBRARY_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pages);
  const rows = await db
    .selectFrom("media_library")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(LIBRARY_PAGE_SIZE)
    .offset((current - 1) * LIBRARY_PAGE_SIZE)
    .execute();
  const items = rows.map((r) => ({
    id: r.id,
    url: r.url,
    thumbnail: thumbnailOf(r.url),
    name: r.original_name,
    bytes: r.bytes,
    width: r.width,
    height: r.height,
    createdAt: r.created_at,
    usedIn: usage(posts, r.url),
  }));
  return { items, total, page: current, pages };
}

export async function getLibraryItem(db: DB, id: number): Promise<LibraryItem | undefined> {
  const row = await db.selectFrom("media_library").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const posts = await db.selectFrom("blog_posts").select(["id", "title", "body", "cover"]).execute();
  return {
    id: row.id,
    url: row.url,
    thumbnail: thumbnailOf(row.url),
    name: row.original_name,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    createdAt: row.created_at,
    usedIn: usage(posts, row.url),
  };
}

/**
 * Deletes an unused picture: its entry and its files. A picture a post shows is refused with the
 * posts' titles (deleting it would leave a broken image on the public page).
 */
export async function deleteFromLibrary(
  db: DB,
  mediaDir: string,
  id: number,
): Promise<{ ok: true; item: LibraryItem } | { ok: false; reason: "missing" | "used"; item?: LibraryItem }> {
  const item = await getLibraryItem(db, id);
  if (!item) return { ok: false, reason: "missing" };
  if (item.usedIn.length > 0) return { ok: false, reason: "used", item };
  await db.deleteFrom("media_library").where("id", "=", id).execute();
  await Promise.all(PHOTO_SIZES.map((s) => rm(fileOf(mediaDir, item.url.replace(/\.webp$/, `${s.suffix}.webp`)), { force: true })));
  return { ok: true, item };
}
