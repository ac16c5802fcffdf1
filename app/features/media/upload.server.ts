/**
 * Staff uploads (photos now; logos, portraits, covers and floor plans later):
 *
 *   const { session, form, files } = await requireStaffForm(request, context);  // CSRF + limits, 413/415 as data()
 *   const { stored, refused } = await storeImages(files, context.env.MEDIA_DIR);
 *   await stashPending(db, { userId, draftKey }, stored);   // survives a failed form
 *   const images = await takePending(db, { userId, draftKey }); // attach them once the form saves
 *
 * Multipart bodies are read by busboy with hard limits (size per file, files
 * per request, fields); the type is read from the file's first bytes, never
 * its name or Content-Type; sharp decodes, applies the EXIF orientation and
 * writes the site's sizes as WebP without any metadata (EXIF, GPS, XMP are
 * dropped), through the feed importer's storePhoto.
 */
import crypto from "node:crypto";
import { finished, Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { data } from "react-router";
import type { AppContext } from "#app/context.ts";
import type { DB } from "#app/db/db.server.ts";
import { ADMIN_HEADERS, CSRF_FIELD, requireStaff } from "#app/features/auth/guard.server.ts";
import type { StaffSession } from "#app/features/auth/sessions.server.ts";
import { sameToken } from "#app/features/auth/tokens.server.ts";
import { type ImageShape, PHOTO_SHAPE, PhotoError, storePhoto } from "#app/features/feeds/photos.server.ts";
import { PHOTO_SIZES, PORTRAIT_SIZES } from "#app/utils/image-sizes.ts";
import type { StoredImage } from "./media-schema.ts";
import { isMultipart, maxUploadBodyBytes, sizeText, tooMuchAtOnce, UPLOAD_LIMITS, type UploadLimits } from "./upload-limits.ts";

export { UPLOAD_LIMITS, type UploadLimits } from "./upload-limits.ts";

export interface UploadedFile {
  field: string;
  filename: string;
  bytes: Buffer;
}

function refuse(status: 400 | 413 | 415, message: string): never {
  throw data({ message }, { status, headers: ADMIN_HEADERS });
}

const UNREADABLE = "The form could not be read. Reload the page and try again.";
const CUT_SHORT = "The upload was cut short before the whole form arrived. Try again.";

/**
 * A multipart body's fields and (non-empty) files, within the limits; other bodies as FormData.
 * Every way a body can be wrong (cut short, malformed, too large, not a form) is a 400, 413 or
 * 415 thrown as data() with a message: never an unhandled stream error, which would end the process.
 */
export async function readForm(request: Request, limits: UploadLimits = UPLOAD_LIMITS): Promise<{ form: FormData; files: UploadedFile[] }> {
  const type = request.headers.get("content-type") ?? "";
  if (!isMultipart(type)) {
    if (!/^\s*application\/x-www-form-urlencoded\b/i.test(type))
      refuse(415, "This form must be sent as a web form. Reload the page and try again.");
    try {
      return { form: await request.formData(), files: [] };
    } catch {
      refuse(400, UNREADABLE);
    }
  }
  const cap = maxUploadBodyBytes(limits);
  if (Number(request.headers.get("content-length") ?? 0) > cap) refuse(413, tooMuchAtOnce(limits));
  if (!request.body) refuse(400, UNREADABLE);
  const body = Readable.fromWeb(request.body as unknown as NodeReadableStream<Uint8Array>);
  const form = new FormData();
  const files: UploadedFile[] = [];
  await new Promise<void>((resolve, reject) => {
    let failure: { status: number; message: string } | undefined;
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      if (failure) reject(data({ message: failure.message }, { status: failure.status, headers: ADMIN_HEADERS }));
      else resolve();
    };
    // After the first failure the rest of the body is read and dropped (busboy no longer sees it), so
    // the answer reaches a browser that is still sending; the promise settles once the body has ended.
    const fail = (status: number, message: string) => {
      if (failure) return;
      failure = { status, message };
      body.unpipe();
      body.resume();
      finished(body, settle);
    };
    // Past the cap nothing more is read: answer now (the connection is closed after the answer,
    // server/react-router-handler.ts) rather than swallow an endless chunked body.
    let received = 0;
    body.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received <= cap || settled) return;
      failure ??= { status: 413, message: tooMuchAtOnce(limits) };
      body.unpipe();
      body.pause();
      settle();
    });
    // the client went away or the stream broke: nobody is waiting for the answer, but the action must end
    body.on("error", () => {
      failure ??= { status: 400, message: CUT_SHORT };
      settle();
    });
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": type },
        limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: limits.maxFields, fieldSize: limits.maxFieldBytes },
      });
    } catch {
      // no boundary, or one busboy cannot use
      fail(400, UNREADABLE);
      return;
    }
    parser.on("field", (name, value, info) => {
      if (failure) return;
      if (info.valueTruncated) fail(413, `The field “${name.slice(0, 40)}” is too long (at most ${sizeText(limits.maxFieldBytes)}).`);
      else form.append(name, value);
    });
    parser.on("file", (name, stream, info) => {
      const filename = (info.filename ?? "").slice(0, 200);
      const chunks: Buffer[] = [];
      stream.on("error", () => fail(400, CUT_SHORT));
      stream.on("data", (chunk: Buffer) => {
        if (!failure) chunks.push(chunk);
      });
      stream.on("limit", () => fail(413, `“${filename.slice(0, 80)}” is larger than ${sizeText(limits.maxFileBytes)}.`));
      stream.on("end", () => {
        const bytes = Buffer.concat(chunks);
        // an empty file input still sends a part with no name and no bytes
        if (bytes.length > 0 && !failure) files.push({ field: name, filename, bytes });
      });
    });
    parser.on("filesLimit", () => fail(413, `At most ${limits.maxFiles} photos at once.`));
    parser.on("fieldsLimit", () => fail(413, "Too many fields."));
    parser.on("error", (error: Error) => fail(400, /unexpected end/i.test(error.message) ? CUT_SHORT : UNREADABLE));
    parser.on("close", () => (failure ? undefined : settle()));
    body.pipe(parser);
  });
  return { form, files };
}

/**
 * requireStaffAction for forms that may carry files: POST only, a live
 * session (role optional), the CSRF token, and the body read within limits.
 */
export async function requireStaffForm(
  request: Request,
  context: Pick<AppContext, "db" | "env" | "agency">,
  options: { role?: "admin" | "agent"; limits?: UploadLimits } = {},
): Promise<{ session: StaffSession; form: FormData; files: UploadedFile[] }> {
  if (request.method !== "POST")
    throw data({ message: "Method not allowed" }, { status: 405, headers: { ...ADMIN_HEADERS, Allow: "POST" } });
  const session = await requireStaff(request, context, { role: options.role });
  const { form, files } = await readForm(request, options.limits);
  const token = form.get(CSRF_FIELD);
  if (typeof token !== "string" || !sameToken(token, session.csrfToken))
    throw data({ message: "This form has expired. Reload the page and try again." }, { status: 403, headers: ADMIN_HEADERS });
  return { session, form, files };
}

/** Photos (3:2, cropped), portraits (square, cropped: /media/agents), logos and floor plans (fitted whole on a clear ground). */
export const IMAGE_SHAPES = {
  photo: PHOTO_SHAPE,
  portrait: { sizes: PORTRAIT_SIZES, fit: "cover" },
  // the photo sizes, so the one URL rule of app/utils/images.ts holds for logos too
  logo: { sizes: PHOTO_SIZES, fit: "contain" },
  // a floor plan is a drawing: never cropped, fitted whole like a logo
  floorPlan: { sizes: PHOTO_SIZES, fit: "contain" },
} satisfies Record<string, ImageShape>;

/**
 * True when `value` is a URL storeImage gives a file stored in `folder`: what a form's hidden field may
 * hand back after a failed submit (anything else is not ours to keep).
 */
export function isStoredImage(value: unknown, folder: string): value is string {
  return typeof value === "string" && new RegExp(`^/media/${folder}/[0-9a-f]{2}/[0-9a-f]{32}\\.webp$`).test(value);
}

/**
 * Checks one file from its bytes (its type, never its name; an iPhone HEIC the server cannot decode;
 * at most MAX_INPUT_PIXELS, read from the header before decoding: storePhoto's checkImage) and stores
 * the site's sizes; the same bytes give the same URL.
 */
export async function storeImage(
  bytes: Buffer,
  mediaDir: string,
  folder = "uploads",
  shape: ImageShape = PHOTO_SHAPE,
): Promise<StoredImage> {
  const hash = crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 32);
  const url = `/media/${folder}/${hash.slice(0, 2)}/${hash}.webp`;
  await storePhoto(bytes, mediaDir, url, shape);
  const largest = shape.sizes[0] ?? { width: 1280, height: 853 };
  return { url, width: largest.width, height: largest.height };
}

/** A file that was not stored: its name as chosen and why (to show next to the name). */
export interface RefusedFile {
  name: string;
  reason: string;
}

/**
 * Every file stored, or refused with a reason a person can act on (the others still go through):
 * `refused` as sentences (“a.jpg” is …), `refusedFiles` per name for an editor that lists them.
 */
export async function storeImages(
  files: readonly UploadedFile[],
  mediaDir: string,
  folder = "uploads",
  shape: ImageShape = PHOTO_SHAPE,
): Promise<{ stored: StoredImage[]; refused: string[]; refusedFiles: RefusedFile[] }> {
  const stored: StoredImage[] = [];
  const refusedFiles: RefusedFile[] = [];
  for (const file of files) {
    try {
      stored.push(await storeImage(file.bytes, mediaDir, folder, shape));
    } catch (error) {
      const reason = error instanceof PhotoError ? error.message : "could not be stored";
      refusedFiles.push({ name: file.filename || "unnamed file", reason });
    }
  }
  return { stored, refused: refusedFiles.map((f) => `“${f.name}” ${f.reason}.`), refusedFiles };
}

export interface PendingOwner {
  userId: number;
  /** random, carried by the form until it saves */
  draftKey: string;
}

export const newDraftKey = () => crypto.randomBytes(16).toString("hex");
export const isDraftKey = (value: unknown): value is string => typeof value === "string" && /^[a-f0-9]{32}$/.test(value);

/** Pending uploads older than this are forgotten (their rows; files are content-addressed and may be shared). */
const PENDING_TTL_MS = 24 * 60 * 60 * 1000;

export async function stashPending(db: DB, owner: PendingOwner, images: readonly StoredImage[], now = new Date()): Promise<void> {
  await db
    .deleteFrom("media_uploads")
    .where("created_at", "<", new Date(now.getTime() - PENDING_TTL_MS).toISOString())
    .execute();
  // the same picture sent again with the same form (a second try) is kept once
  const already = new Set((await listPending(db, owner)).map((i) => i.url));
  const fresh = images.filter((i, n) => !already.has(i.url) && images.findIndex((j) => j.url === i.url) === n);
  if (!fresh.length) return;
  await db
    .insertInto("media_uploads")
    .values(
      fresh.map((i) => ({
        user_id: owner.userId,
        draft_key: owner.draftKey,
        media_url: i.url,
        width: i.width,
        height: i.height,
        created_at: now.toISOString(),
      })),
    )
    .execute();
}

/** What this person uploaded for this form so far, in upload order. */
export async function listPending(db: DB, owner: PendingOwner): Promise<StoredImage[]> {
  const rows = await db
    .selectFrom("media_uploads")
    .select(["media_url", "width", "height"])
    .where("user_id", "=", owner.userId)
    .where("draft_key", "=", owner.draftKey)
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ url: r.media_url, width: r.width, height: r.height }));
}

/** The pending uploads, removed from the pending list: the caller attaches them. */
export async function takePending(db: DB, owner: PendingOwner): Promise<StoredImage[]> {
  const images = await listPending(db, owner);
  await db.deleteFrom("media_uploads").where("user_id", "=", owner.userId).where("draft_key", "=", owner.draftKey).execute();
  return images;
}
