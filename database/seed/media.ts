/**
 * Draws every image named in media-catalog.ts: vector scenes built in code
 * (database/seed/drawing/, one module per subject), rendered by sharp to
 * WebP. Idempotent: an image whose files all exist is skipped, so calling
 * this on every start is cheap. `npm start` draws them in the background and
 * the server draws one on demand (media-on-demand.ts, decision 035).
 */
import { randomBytes } from "node:crypto";
import { access, mkdir, rename, rm, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import sharp from "sharp";
import {
  COMMERCIAL_KINDS,
  type CommercialKind,
  commercialPhotosOf,
  FLOOR_PLAN_LAYOUTS,
  INTERIOR_IMAGES,
  type InteriorImage,
  LISTING_COVERS,
  PROJECT_RENDERINGS,
  agentAvatar,
  areaImage,
  developerLogo,
} from "./media-catalog.ts";
import { meetingRoomScene, receptionScene, shopInteriorScene, warehouseInteriorScene } from "./drawing/business-interiors.ts";
import { hotelScene, officeBlockScene, showroomFrontScene, staffHousingScene } from "./drawing/business-exteriors.ts";
import { glassTowerScene, retailScene, warehouseScene } from "./drawing/commercial.ts";
import { floorPlanScene } from "./drawing/floor-plans.ts";
import { projectScene, townhouseScene, villaScene, waterfrontScene } from "./drawing/homes.ts";
import { interiorScene, officeScene, showroomScene } from "./drawing/interiors.ts";
import { farmScene, plotScene } from "./drawing/land.ts";
import { areaScene } from "./drawing/landscapes.ts";
import { developerLogoSvg } from "./drawing/logos.ts";
import { agentPortraitSpec, PORTRAIT_SIZE, portraitScene } from "./drawing/portraits.ts";
import { type TimeOfDay, TIMES } from "./drawing/sky.ts";
import { skylineScene } from "./drawing/skyline.ts";
import { SCENE_W } from "./drawing/svg.ts";
import { hashString, pickAt } from "./random.ts";
import { AGENT_PROFILES } from "./reference-data.ts";
import { PHOTO_SIZES, PORTRAIT_SIZES, type RasterSize, WEBP_QUALITY } from "#app/utils/image-sizes.ts";

export { PHOTO_SIZES, PORTRAIT_SIZES, type RasterSize, WEBP_QUALITY };

export interface MediaInput {
  areas: readonly { slug: string }[];
  developers: readonly { slug: string; name: string }[];
}

/** counts of files (each raster image has two) */
export interface MediaResult {
  written: number;
  skipped: number;
}

const CONCURRENCY = 4;

export interface MediaJob {
  url: string;
  /** the drawing is only built when the job actually runs */
  draw: () => string;
  /** natural width of the drawing; absent for SVG files written as they are */
  naturalWidth?: number;
  sizes: readonly RasterSize[];
}

const photo = (url: string, draw: () => string): MediaJob => ({ url, draw, naturalWidth: SCENE_W, sizes: PHOTO_SIZES });

/* Which scene each catalogue slot gets: times of day move on from one image
   of a kind to the next, so neighbouring images never look alike. */

const INTERIOR_TIMES: readonly TimeOfDay[] = ["noon", "golden", "noon", "dusk", "golden", "night", "noon"];
const PROJECT_TIMES: readonly TimeOfDay[] = ["golden", "dusk", "noon", "night", "dawn", "golden", "dusk"];

/** the cover scenes of generate/covers.ts, drawn for the character they stand for */
const COVER_DRAWINGS: Record<keyof typeof LISTING_COVERS, (seed: number, time: TimeOfDay, i: number) => string> = {
  // marina, beach and creek: boats in the water in front of the towers
  waterfront: (seed, time, i) => (i % 2 === 0 ? waterfrontScene(seed, time) : skylineScene(seed, time, { water: true })),
  // downtown and the business districts: towers along a boulevard, no water
  towers: (seed, time) => skylineScene(seed, time, { water: false }),
  // the newer districts: mid-rise blocks along a street
  "low-rise": (seed, time) => skylineScene(seed, time, { water: false, lowRise: true }),
  villa: (seed, time) => villaScene(seed, time),
  townhouse: (seed, time) => townhouseScene(seed, time),
};

function coverJobs(): MediaJob[] {
  return Object.entries(LISTING_COVERS).flatMap(([scene, urls]) =>
    urls.map((url, i) =>
      photo(url, () =>
        COVER_DRAWINGS[scene as keyof typeof LISTING_COVERS](hashString(url), pickAt(TIMES, i + Math.floor(i / TIMES.length)), i),
      ),
    ),
  );
}

/** the n-th interior of a room: its time of day moves on from one image to the next */
function residentialInterior({ url, setting, room, index }: InteriorImage): string {
  return interiorScene(hashString(url), room, pickAt(INTERIOR_TIMES, index + room.length), setting);
}

type Scene = (seed: number, time: TimeOfDay) => string;
/** land reads as land only by day: a plot or a farm at night is a dark field */
const DAYLIGHT: readonly TimeOfDay[] = ["noon", "golden", "dawn", "noon", "golden"];
/** the scene each commercial kind is drawn with, and the times of day its images move through */
const COMMERCIAL_SCENES: Readonly<Record<CommercialKind, { draw: Scene; times: readonly TimeOfDay[] }>> = {
  "office-tower": { draw: glassTowerScene, times: TIMES },
  "office-block": { draw: officeBlockScene, times: TIMES },
  "open-plan": { draw: officeScene, times: INTERIOR_TIMES },
  "meeting-room": { draw: meetingRoomScene, times: INTERIOR_TIMES },
  reception: { draw: (seed, time) => receptionScene(seed, time), times: INTERIOR_TIMES },
  shopfront: { draw: retailScene, times: TIMES },
  boutique: { draw: (seed, time) => shopInteriorScene(seed, time), times: INTERIOR_TIMES },
  minimarket: { draw: (seed, time) => shopInteriorScene(seed, time, true), times: INTERIOR_TIMES },
  showroom: { draw: showroomScene, times: INTERIOR_TIMES },
  "showroom-front": { draw: showroomFrontScene, times: TIMES },
  warehouse: { draw: warehouseScene, times: TIMES },
  "warehouse-aisle": { draw: warehouseInteriorScene, times: INTERIOR_TIMES },
  plot: { draw: plotScene, times: DAYLIGHT },
  farm: { draw: farmScene, times: DAYLIGHT },
  hotel: { draw: hotelScene, times: TIMES },
  "hotel-lobby": { draw: (seed, time) => receptionScene(seed, time, true), times: INTERIOR_TIMES },
  "hotel-room": { draw: (seed, time) => interiorScene(seed, "bedroom", time), times: INTERIOR_TIMES },
  "staff-housing": { draw: staffHousingScene, times: TIMES },
  "business-villa": { draw: villaScene, times: TIMES },
};

function commercialJobs(): MediaJob[] {
  return COMMERCIAL_KINDS.flatMap((kind) => {
    const { draw, times } = COMMERCIAL_SCENES[kind];
    return commercialPhotosOf(kind).map((url, i) => photo(url, () => draw(hashString(url), pickAt(times, i + kind.length))));
  });
}

function floorPlan(i: number): string {
  return floorPlanScene(Math.floor(i / 2), i % 2 === 0 ? "a" : "b");
}

export function mediaJobs(input: MediaInput): MediaJob[] {
  const jobs = [
    ...coverJobs(),
    ...INTERIOR_IMAGES.map((image) => photo(image.url, () => residentialInterior(image))),
    ...commercialJobs(),
    ...PROJECT_RENDERINGS.map((url, i) => photo(url, () => projectScene(hashString(`proj-${i}`), pickAt(PROJECT_TIMES, i)))),
    ...AGENT_PROFILES.flatMap((agent): MediaJob[] =>
      agent.hasAvatar
        ? [
            {
              url: agentAvatar(agent.slug),
              draw: () => portraitScene(agentPortraitSpec(agent)),
              naturalWidth: PORTRAIT_SIZE,
              sizes: PORTRAIT_SIZES,
            },
          ]
        : [],
    ),
    ...FLOOR_PLAN_LAYOUTS.map((url, i) => photo(url, () => floorPlan(i))),
    ...input.areas.map(({ slug }) => photo(areaImage(slug), () => areaScene(slug))),
    ...input.developers.map(({ slug, name }): MediaJob => ({
      url: developerLogo(slug),
      draw: () => developerLogoSvg(name, slug),
      sizes: [],
    })),
  ];
  // two jobs for one file would race on the same temporary file
  return jobs.filter((job, i) => jobs.findIndex((other) => other.url === job.url) === i);
}

/** `/media/x/y.webp` → `${outDir}/x/y.webp`, `y-960.webp`…: one file per size */
export function jobFiles(outDir: string, job: MediaJob): string[] {
  const relative = job.url.replace(/^\/media\//, "");
  if (job.sizes.length === 0) return [join(outDir, relative)];
  return job.sizes.map((size) => join(outDir, relative.replace(/\.webp$/, `${size.suffix}.webp`)));
}

/** every file the jobs write, by its path under MEDIA_DIR (`listings/cover-villa-01-640.webp`) → its job */
export function mediaFileIndex(jobs: readonly MediaJob[]): Map<string, MediaJob> {
  return new Map(jobs.flatMap((job) => jobFiles("", job).map((file): [string, MediaJob] => [file, job])));
}

export const exists = (file: string): Promise<boolean> =>
  access(file).then(
    () => true,
    () => false,
  );

export async function generateMedia(outDir: string, input: MediaInput, options: { concurrency?: number } = {}): Promise<MediaResult> {
  const jobs = mediaJobs(input);
  const result: MediaResult = { written: 0, skipped: 0 };
  await runPool(jobs, options.concurrency ?? CONCURRENCY, async (job) => {
    const files = jobFiles(outDir, job);
    if (await drawIfMissing(job, files)) result.written += files.length;
    else result.skipped += files.length;
  });
  return result;
}

/** draws one job's files unless they all exist; true when it drew them */
export async function drawIfMissing(job: MediaJob, files: readonly string[]): Promise<boolean> {
  const present = await Promise.all(files.map(exists));
  if (present.every(Boolean)) return false;
  await Promise.all([...new Set(files.map((file) => dirname(file)))].map((dir) => mkdir(dir, { recursive: true })));
  await writeJob(job, files);
  return true;
}

async function writeJob(job: MediaJob, files: readonly string[]): Promise<void> {
  const svg = job.draw();
  const [file] = files;
  if (job.naturalWidth === undefined) {
    if (file) await writeAtomically(file, (tmp) => writeFile(tmp, svg));
    return;
  }
  await renderSvgToWebp(
    svg,
    job.naturalWidth,
    job.sizes.map((size, i) => ({ ...size, file: pickAt(files, i) })),
  );
}

/**
 * A crash mid-write must not leave a file that the skip check takes for done, and two processes
 * drawing the same image (two server workers, the background drawer) must not write into one file:
 * each writes its own temporary name and renames it into place whole (rename replaces atomically).
 * The temporary name starts with a dot, so the /media static server never serves a partial file.
 */
export async function writeAtomically(file: string, write: (tmp: string) => Promise<unknown>): Promise<void> {
  const tmp = join(dirname(file), `.${basename(file)}.${process.pid}-${randomBytes(4).toString("hex")}.tmp`);
  try {
    await write(tmp);
    await rename(tmp, file);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}

export interface RasterOutput extends RasterSize {
  file: string;
}

/** rasterises once at the largest size, then encodes every output from those pixels */
export async function renderSvgToWebp(
  svg: string,
  naturalWidth: number,
  outputs: readonly RasterOutput[],
  quality = WEBP_QUALITY,
): Promise<void> {
  // the machine that seeds may have no fonts, so raster scenes must not rely on any
  if (svg.includes("<text")) throw new Error("raster scenes must not contain <text>");
  const largest = outputs.reduce((a, b) => (b.width > a.width ? b : a));
  const { data, info } = await sharp(Buffer.from(svg), { density: (72 * largest.width) / naturalWidth })
    .resize(largest.width, largest.height, { fit: "fill" })
    .flatten({ background: "#ffffff" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  await Promise.all(
    outputs.map((out) =>
      writeAtomically(out.file, (tmp) => sharp(data, { raw }).resize(out.width, out.height, { fit: "fill" }).webp({ quality }).toFile(tmp)),
    ),
  );
}

async function runPool<T>(items: readonly T[], limit: number, worker: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await worker(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
