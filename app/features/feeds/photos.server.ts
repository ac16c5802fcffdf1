/**
 * Feed photos: fetched with a timeout and a size cap, checked to be an image
 * from their first bytes, resized by sharp into the site's sizes (the same
 * three widths as the drawn photos, so app/utils/images.ts serves them with a
 * srcset) and stored under MEDIA_DIR/feeds.
 */
import crypto from "node:crypto";
import http from "node:http";
import os from "node:os";
import https from "node:https";
import { mkdir, rename, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from "request-filtering-agent";
import sharp from "sharp";
import { PHOTO_SIZES, type RasterSize, WEBP_QUALITY } from "#app/utils/image-sizes.ts";

// libvips keeps decoded inputs in an operation cache (50 MB by default) for re-use of the same input; every
// feed photo is a different input, so the cache only adds resident memory to an import.
sharp.cache(false);

export interface PhotoLimits {
  timeoutMs: number;
  maxBytes: number;
  concurrency: number;
  /** Photos on loopback/private addresses are refused unless this is set (FEED_PHOTOS_ALLOW_PRIVATE). */
  allowPrivateNetwork: boolean;
}

export const DEFAULT_PHOTO_LIMITS: PhotoLimits = {
  timeoutMs: 15_000,
  maxBytes: 15 * 1024 * 1024,
  concurrency: 4,
  allowPrivateNetwork: false,
};

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

/** HEIF brands of HEVC-coded images (an iPhone's "High Efficiency" photos): `heic` and its siblings. */
const HEVC_BRANDS = /^(heic|heix|hevc|hevx|heim|heis|hevm|hevs)$/;

/** The brands of an ISO base media file's `ftyp` box: its major brand, then the compatible ones. */
function ftypBrands(bytes: Uint8Array): string[] {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length < 16 || ascii(4, 8) !== "ftyp") return [];
  const size = Math.min(((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0), bytes.length, 256);
  const brands = [ascii(8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(at, at + 4));
  return brands;
}

/**
 * What the first bytes say the file is; null when it is not an image sharp should read. A HEIF file
 * is `avif` (AV1 inside), `heic` (HEVC inside: an iPhone photo) or `heif` (neither brand said).
 */
export function sniffImage(bytes: Uint8Array): "jpeg" | "png" | "webp" | "gif" | "avif" | "heic" | "heif" | null {
  const b = (i: number) => bytes[i] ?? -1;
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return "jpeg";
  if (b(0) === 0x89 && ascii(1, 4) === "PNG") return "png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(0, 4) === "GIF8") return "gif";
  const brands = ftypBrands(bytes);
  if (brands.some((brand) => brand === "avif" || brand === "avis")) return "avif";
  if (brands.some((brand) => HEVC_BRANDS.test(brand))) return "heic";
  if (brands[0] === "mif1" || brands[0] === "msf1") return "heif";
  return null;
}

/**
 * Whether this sharp decodes HEVC-coded HEIF. The prebuilt libvips reads AVIF only (HEVC is
 * patent-encumbered, so libheif ships without its decoder): then an iPhone's HEIC photo is refused
 * by its bytes with a way out, instead of a "cannot be decoded".
 */
export const HEIC_DECODES = (sharp.format.heif?.input.fileSuffix ?? []).includes(".heic");

/**
 * The largest image decoded, in pixels. Decoding costs about 3–4 bytes a pixel whatever the file's
 * size (a 38-byte WebP can say 16,000 × 16,000: 256 megapixels, ~100 MB to resize): phones shoot
 * 12–48 MP (8064 × 6048 is 48.8 MP) and full-frame cameras 24–45 MP, while the site shows at most
 * 1280 px wide. 50 MP takes every phone and most cameras and bounds one decode to ~200 MB.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Checks an image from its header before anything decodes it: a type sharp reads, and at most
 * MAX_INPUT_PIXELS (sharp's metadata() reads the dimensions without decoding the pixels). The
 * reasons are written to follow the file's name ("“a.jpg” is …").
 */
export async function checkImage(bytes: Buffer): Promise<void> {
  const kind = sniffImage(bytes);
  if (!kind) throw new PhotoError("is not a photo (JPEG, PNG, WebP, GIF or AVIF)");
  if (kind === "heic" && !HEIC_DECODES)
    throw new PhotoError(
      "is an iPhone HEIC photo, which the site cannot read: on the iPhone choose 'Most Compatible' (Settings › Camera › Formats) or share it as JPEG",
    );
  let width = 0;
  let height = 0;
  try {
    // no pixel limit here: this call only reads the header, and must say how large the image is
    ({ width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw new PhotoError("cannot be read as an image (the file is damaged or not a photo)");
  }
  if (width * height > MAX_INPUT_PIXELS)
    throw new PhotoError(
      `is ${width.toLocaleString("en")} × ${height.toLocaleString("en")} pixels (${Math.round((width * height) / 1e6)} megapixels): at most ${MAX_INPUT_PIXELS / 1e6} megapixels; resize it first`,
    );
}

const MAX_REDIRECTS = 3;

/**
 * Agents that refuse to connect to loopback, private, link-local and other
 * non-unicast addresses (request-filtering-agent checks the address the name
 * resolved to, at connect time, so a DNS answer cannot swap it afterwards).
 * A feed is someone else's file: without this, a photo URL could make the
 * server fetch from the agency's own network. `allowPrivateNetwork` is for a
 * CRM whose photos live on the intranet, and for the tests' local servers.
 */
const agents = new Map<string, http.Agent>();
function agentFor(protocol: "http:" | "https:", allowPrivateNetwork: boolean): http.Agent {
  const key = `${protocol}${allowPrivateNetwork}`;
  let agent = agents.get(key);
  if (!agent) {
    const options = { keepAlive: true, maxSockets: 16, allowPrivateIPAddress: allowPrivateNetwork };
    agent = protocol === "https:" ? new RequestFilteringHttpsAgent(options) : new RequestFilteringHttpAgent(options);
    agents.set(key, agent);
  }
  return agent;
}

function get(url: URL, limits: PhotoLimits, signal: AbortSignal): Promise<http.IncomingMessage> {
  const protocol = url.protocol;
  if (protocol !== "http:" && protocol !== "https:") return Promise.reject(new PhotoError(`not an http(s) URL (${protocol})`));
  const request = protocol === "https:" ? https.get : http.get;
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: agentFor(protocol, limits.allowPrivateNetwork), signal }, resolve);
    req.on("error", reject);
  });
}

function failure(error: unknown, limits: PhotoLimits): PhotoError {
  if (error instanceof PhotoError) return error;
  const name = error instanceof Error ? error.name : "";
  if (name === "TimeoutError" || name === "AbortError") return new PhotoError(`timed out after ${limits.timeoutMs} ms`);
  const message = error instanceof Error ? error.message : String(error);
  if (/is not allowed/.test(message)) return new PhotoError(`refused: the address is not public (${message.replace(/^DNS lookup /, "")})`);
  return new PhotoError(`unreachable (${message})`);
}

/** Fetches a photo (public addresses only, unless allowed), following at most three redirects, under the size cap. */
export async function downloadPhoto(url: string, limits: PhotoLimits): Promise<Buffer> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new PhotoError("not a valid URL");
  }
  try {
    for (let hop = 0; ; hop += 1) {
      const response = await get(target, limits, signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.resume();
        if (hop >= MAX_REDIRECTS) throw new PhotoError(`more than ${MAX_REDIRECTS} redirects`);
        target = new URL(location, target);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw new PhotoError(`HTTP ${status}`);
      }
      if (Number(response.headers["content-length"] ?? 0) > limits.maxBytes) {
        response.destroy();
        throw new PhotoError(`larger than ${limits.maxBytes} bytes`);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of response as AsyncIterable<Buffer>) {
        size += chunk.byteLength;
        if (size > limits.maxBytes) {
          response.destroy();
          throw new PhotoError(`larger than ${limits.maxBytes} bytes`);
        }
        chunks.push(chunk);
      }
      const bytes = Buffer.concat(chunks);
      if (!sniffImage(bytes)) throw new PhotoError(`not an image (${response.headers["content-type"] ?? "no content type"})`);
      return bytes;
    }
  } catch (error) {
    throw failure(error, limits);
  }
}

/**
 * Downloads wait on the network, resizing on the CPU: however many photos are
 * downloading, at most this many are decoded at once (each decoded 1600 px
 * photo is tens of MB of native memory, and more at once than cores only
 * queues them inside libvips).
 */
const RESIZE_SLOTS = Math.max(1, Math.min(2, os.availableParallelism()));
let resizing = 0;
const waiting: Array<() => void> = [];
async function resizeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (resizing >= RESIZE_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else resizing += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else resizing -= 1;
  }
}

/** Writes every size of the photo for `mediaUrl` under mediaDir; each file appears whole or not at all. */
/** The sizes written and how the image fills them: photos and portraits are cropped, logos fitted whole. */
export interface ImageShape {
  sizes: readonly RasterSize[];
  fit: "cover" | "contain";
}
export const PHOTO_SHAPE: ImageShape = { sizes: PHOTO_SIZES, fit: "cover" };

export async function storePhoto(bytes: Buffer, mediaDir: string, mediaUrl: string, shape: ImageShape = PHOTO_SHAPE): Promise<void> {
  // before waiting for a slot: a refusal costs a header read, never a decode
  await checkImage(bytes);
  return resizeSlot(() => resizeAndStore(bytes, mediaDir, mediaUrl, shape));
}

const CLEAR = { r: 0, g: 0, b: 0, alpha: 0 };

async function resizeAndStore(bytes: Buffer, mediaDir: string, mediaUrl: string, shape: ImageShape): Promise<void> {
  const base = join(mediaDir, mediaUrl.replace(/^\/media\//, "")).replace(/\.webp$/, "");
  await mkdir(dirname(base), { recursive: true });
  let image: ReturnType<typeof sharp>;
  try {
    // the same cap as checkImage, enforced by libvips itself for whatever reaches the decoder
    image = sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    await image.metadata();
  } catch {
    throw new PhotoError("the image cannot be decoded");
  }
  for (const size of shape.sizes) {
    const file = `${base}${size.suffix}.webp`;
    const tmp = `${file}.${process.pid}.tmp`;
    try {
      await image
        .clone()
        .resize(size.width, size.height, { fit: shape.fit, background: CLEAR })
        .webp({ quality: WEBP_QUALITY })
        .toFile(tmp);
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
