/**
 * Feed photos: fetched with a timeout and a size cap, checked to be an image
 * from their first bytes, resized by sharp into the site's sizes (the same
 * three widths as the drawn photos, so app/utils/images.ts serves them with a
 * srcset) and stored under MEDIA_DIR/feeds.
 */
import crypto from "node:crypto";
import { mkdir, rename, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { PHOTO_SIZES, WEBP_QUALITY } from "#app/utils/image-sizes.ts";

export interface PhotoLimits {
  timeoutMs: number;
  maxBytes: number;
  concurrency: number;
}

export const DEFAULT_PHOTO_LIMITS: PhotoLimits = { timeoutMs: 15_000, maxBytes: 15 * 1024 * 1024, concurrency: 4 };

export class PhotoError extends Error {}

export const urlHash = (url: string) => crypto.createHash("sha256").update(url).digest("hex");

/** `/media/feeds/ab/abcdef….webp`; a new last_updated gives a new name, so browsers never keep the old picture */
export function mediaUrlFor(url: string, lastUpdated: string | null): string {
  const h = crypto
    .createHash("sha256")
    .update(`${url}\n${lastUpdated ?? ""}`)
    .digest("hex")
    .slice(0, 32);
  return `/media/feeds/${h.slice(0, 2)}/${h}.webp`;
}

/** What the first bytes say the file is; null when it is not an image sharp should read. */
export function sniffImage(bytes: Uint8Array): string | null {
  const b = (i: number) => bytes[i] ?? -1;
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return "jpeg";
  if (b(0) === 0x89 && ascii(1, 4) === "PNG") return "png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(0, 4) === "GIF8") return "gif";
  if (ascii(4, 8) === "ftyp" && /^(avif|avis|heic|heix|mif1)$/.test(ascii(8, 12))) return "avif";
  return null;
}

export async function downloadPhoto(url: string, limits: PhotoLimits): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(limits.timeoutMs), redirect: "follow" });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    throw new PhotoError(
      timedOut ? `timed out after ${limits.timeoutMs} ms` : `unreachable (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => {});
    throw new PhotoError(`HTTP ${response.status}`);
  }
  const declared = Number(response.headers.get("content-length") ?? 0);
  if (declared > limits.maxBytes) {
    await response.body.cancel().catch(() => {});
    throw new PhotoError(`larger than ${limits.maxBytes} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      const chunk = read.value;
      size += chunk.byteLength;
      if (size > limits.maxBytes) await reader.cancel().catch(() => {});
      if (size > limits.maxBytes) throw new PhotoError(`larger than ${limits.maxBytes} bytes`);
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof PhotoError) throw error;
    throw new PhotoError(`download failed (${error instanceof Error ? error.message : String(error)})`);
  }
  const bytes = Buffer.concat(chunks);
  if (!sniffImage(bytes)) throw new PhotoError(`not an image (${response.headers.get("content-type") ?? "no content type"})`);
  return bytes;
}

/** Writes every size of the photo for `mediaUrl` under mediaDir; each file appears whole or not at all. */
export async function storePhoto(bytes: Buffer, mediaDir: string, mediaUrl: string): Promise<void> {
  const base = join(mediaDir, mediaUrl.replace(/^\/media\//, "")).replace(/\.webp$/, "");
  await mkdir(dirname(base), { recursive: true });
  let image: ReturnType<typeof sharp>;
  try {
    image = sharp(bytes, { failOn: "error" }).rotate();
    await image.metadata();
  } catch {
    throw new PhotoError("the image cannot be decoded");
  }
  for (const size of PHOTO_SIZES) {
    const file = `${base}${size.suffix}.webp`;
    const tmp = `${file}.${process.pid}.tmp`;
    try {
      await image.clone().resize(size.width, size.height, { fit: "cover" }).webp({ quality: WEBP_QUALITY }).toFile(tmp);
      await rename(tmp, file);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error instanceof PhotoError
        ? error
        : new PhotoError(`the image cannot be converted (${error instanceof Error ? error.message : String(error)})`);
    }
  }
}

export async function runPool<T>(items: readonly T[], limit: number, worker: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await worker(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
