/**
 * Writes the committed static images under public/: the placeholder, the
 * favicon, the content-page images and the hero video loop with its poster.
 * Run with `npx tsx scripts/make-site-media.ts`; needs ffmpeg (FFMPEG env or
 * /usr/bin/ffmpeg) for the video. `--images-only` skips the video (and ffmpeg)
 * but still writes its posters. Everything is drawn by our own code.
 */
import { spawn } from "node:child_process";
import { mkdir, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { glassTowerScene, retailScene, warehouseScene } from "../database/seed/drawing/commercial.ts";
import { HERO_LAYER_MARGIN, HERO_W, heroBackdropSvg, heroLayerSvgs, heroOverlaySvg, heroShift } from "../database/seed/drawing/hero.ts";
import { projectScene, townhouseScene, villaScene, waterfrontScene } from "../database/seed/drawing/homes.ts";
import { interiorScene, officeScene, type RoomKind } from "../database/seed/drawing/interiors.ts";
import { beachScene, creekScene } from "../database/seed/drawing/landscapes.ts";
import type { TimeOfDay } from "../database/seed/drawing/sky.ts";
import { skylineScene } from "../database/seed/drawing/skyline.ts";
import { SCENE_W } from "../database/seed/drawing/svg.ts";
import { hashString } from "../database/seed/random.ts";
import { PHOTO_SIZES, renderSvgToWebp, WEBP_QUALITY } from "../database/seed/media.ts";

const PUBLIC = join(import.meta.dirname, "..", "public");
const SITE_DIR = join(PUBLIC, "images", "site");
const VIDEO_DIR = join(PUBLIC, "video");
const FFMPEG = process.env.FFMPEG ?? "/usr/bin/ffmpeg";

const FPS = 24;
const LOOP_SECONDS = 7;
const FRAMES = FPS * LOOP_SECONDS;
/** frames are composed at the largest size; ffmpeg scales the others down */
const MASTER = { width: 3840, height: 2160 };
const VIDEOS = [
  { file: "hero-3840.mp4", width: 3840, height: 2160, crf: 25, maxrate: "5000k" },
  { file: "hero-2560.mp4", width: 2560, height: 1440, crf: 24, maxrate: "3000k" },
  { file: "hero-1280.mp4", width: 1280, height: 720, crf: 23, maxrate: "1200k" },
] as const;

/* ---- static SVGs ---- */

const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" preserveAspectRatio="xMidYMid slice" role="img" aria-label="Image unavailable">
<rect width="600" height="400" fill="#f5efe6"/>
<g fill="none" stroke="#cbb89a" stroke-width="5" stroke-linejoin="round" stroke-linecap="round">
<path d="M228 292V148l44-22v166"/>
<path d="M272 292V112h58v180"/>
<path d="M301 112V90"/>
<path d="M330 292V176h46v116"/>
<path d="M196 292h208"/>
</g>
<g fill="#cbb89a">
<rect x="284" y="130" width="10" height="12" rx="1"/><rect x="308" y="130" width="10" height="12" rx="1"/>
<rect x="284" y="158" width="10" height="12" rx="1"/><rect x="308" y="158" width="10" height="12" rx="1"/>
<rect x="284" y="186" width="10" height="12" rx="1"/><rect x="308" y="186" width="10" height="12" rx="1"/>
<rect x="284" y="214" width="10" height="12" rx="1"/><rect x="308" y="214" width="10" height="12" rx="1"/>
<rect x="342" y="194" width="22" height="8" rx="1"/><rect x="342" y="216" width="22" height="8" rx="1"/><rect x="342" y="238" width="22" height="8" rx="1"/>
<rect x="240" y="170" width="20" height="8" rx="1"/><rect x="240" y="194" width="20" height="8" rx="1"/><rect x="240" y="218" width="20" height="8" rx="1"/>
</g>
</svg>
`;

/** gold on navy, no letters: the brand name is configurable */
const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64" rx="14" fill="#0b1b2b"/>
<path d="M17 51V31a15 15 0 0 1 30 0v20" fill="none" stroke="#c8a45c" stroke-width="3.5"/>
<path d="M32 15l3.2 11v25h-6.4V26z" fill="#c8a45c"/>
<path d="M23.5 51V38h4.5v13M36 51V34h4.5v17" fill="#c8a45c"/>
<path d="M13 51h38" stroke="#c8a45c" stroke-width="3.5" stroke-linecap="round"/>
</svg>
`;

/* ---- content-page images ---- */

type Scene = (seed: number, time: TimeOfDay) => string;
const room =
  (kind: RoomKind): Scene =>
  (seed, time) =>
    interiorScene(seed, kind, time);

/** each name fits the text it sits beside (see app/content) */
const SITE_IMAGES: readonly (readonly [name: string, scene: Scene, time: TimeOfDay])[] = [
  ["guide-buyers", villaScene, "golden"],
  ["guide-sellers", room("living-view"), "golden"],
  ["guide-tenants", room("bedroom"), "noon"],
  ["guide-landlords", skylineScene, "dusk"],
  ["guide-commercial", glassTowerScene, "noon"],
  ["row-1", officeScene, "noon"],
  ["row-2", townhouseScene, "golden"],
  ["row-3", skylineScene, "noon"],
  ["row-4", room("living"), "noon"],
  ["row-5", waterfrontScene, "golden"],
  ["row-6", villaScene, "dusk"],
  ["row-7", room("kitchen"), "noon"],
  ["row-8", room("balcony"), "golden"],
  ["row-9", townhouseScene, "dawn"],
  ["row-10", skylineScene, "night"],
  ["row-11", room("dining"), "noon"],
  ["row-12", waterfrontScene, "dusk"],
  ["row-13", glassTowerScene, "golden"],
  ["row-14", retailScene, "noon"],
  ["row-15", warehouseScene, "golden"],
  ["blog-1", skylineScene, "golden"],
  ["blog-2", projectScene, "dusk"],
  ["blog-3", beachScene, "golden"],
  ["story-1", creekScene, "golden"],
  ["story-2", officeScene, "golden"],
  ["why-1", skylineScene, "dawn"],
  ["why-2", room("living-view"), "dusk"],
  ["why-3", room("balcony"), "noon"],
  ["valuation-1", villaScene, "noon"],
  ["invest-1", projectScene, "golden"],
  ["calculator-1", room("kitchen"), "golden"],
];

async function writeSiteImages(): Promise<void> {
  for (const [name, scene, time] of SITE_IMAGES) {
    const outputs = PHOTO_SIZES.map((size) => ({ ...size, file: join(SITE_DIR, `${name}${size.suffix}.webp`) }));
    await renderSvgToWebp(scene(hashString(`site-${name}`), time), SCENE_W, outputs);
  }
}

/* ---- hero loop ---- */

interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

const SCALE = MASTER.width / HERO_W;

async function rasterise(svg: string, channels: 3 | 4): Promise<RawImage> {
  let image = sharp(Buffer.from(svg), { density: 72 * SCALE });
  if (channels === 3) image = image.flatten({ background: "#0b1b2b" });
  else image = image.ensureAlpha();
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels };
}

/** the parallax layers are drawn once; each frame only shifts them */
async function heroLayers(): Promise<RawImage[]> {
  const layers: RawImage[] = [];
  for (const svg of heroLayerSvgs()) layers.push(await rasterise(svg, 4));
  return layers;
}

async function shiftedLayer(layer: RawImage, index: number, t: number): Promise<Buffer> {
  const left = Math.round((HERO_LAYER_MARGIN - heroShift(index, t)) * SCALE);
  return sharp(layer.data, { raw: layer }).extract({ left, top: 0, width: MASTER.width, height: MASTER.height }).raw().toBuffer();
}

/** one frame of the loop as packed RGB at MASTER size */
async function heroFrame(layers: readonly RawImage[], frame: number): Promise<Buffer> {
  const t = frame / FRAMES;
  const [backdrop, overlay, ...shifted] = await Promise.all([
    rasterise(heroBackdropSvg(t), 3),
    rasterise(heroOverlaySvg(t), 4),
    ...layers.map((layer, i) => shiftedLayer(layer, i, t)),
  ]);
  const rawLayer = { width: MASTER.width, height: MASTER.height, channels: 4 as const };
  return sharp(backdrop.data, { raw: backdrop })
    .composite([...shifted.map((input) => ({ input, raw: rawLayer })), { input: overlay.data, raw: rawLayer }])
    .removeAlpha()
    .raw()
    .toBuffer();
}

function startEncoder(): { write: (frame: Buffer) => Promise<void>; finish: () => Promise<void> } {
  const split =
    `[0:v]split=${VIDEOS.length}${VIDEOS.map((_, i) => `[s${i}]`).join("")};` +
    VIDEOS.map((v, i) => `[s${i}]scale=${v.width}:${v.height}:flags=lanczos[v${i}]`).join(";");
  const outputs = VIDEOS.flatMap((v, i) => [
    ...["-map", `[v${i}]`, "-c:v", "libx264", "-preset", "slow", "-crf", String(v.crf), "-maxrate", v.maxrate, "-bufsize", v.maxrate],
    ...["-pix_fmt", "yuv420p", "-profile:v", "high", "-an", "-movflags", "+faststart", join(VIDEO_DIR, v.file)],
  ]);
  const args = [
    "-y",
    "-hide_banner",
    "-loglevel",
    "error",
    "-f",
    "rawvideo",
    "-pix_fmt",
    "rgb24",
    "-s",
    `${MASTER.width}x${MASTER.height}`,
    "-r",
    String(FPS),
    "-i",
    "-",
    "-filter_complex",
    split,
    ...outputs,
  ];
  const ffmpeg = spawn(FFMPEG, args, { stdio: ["pipe", "inherit", "inherit"] });
  const done = new Promise<void>((resolve, reject) => {
    ffmpeg.on("error", reject);
    ffmpeg.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
  });
  const write = (frame: Buffer) =>
    new Promise<void>((resolve, reject) => {
      ffmpeg.stdin.write(frame, (error) => (error ? reject(error) : resolve()));
    });
  const finish = async () => {
    ffmpeg.stdin.end();
    await done;
  };
  return { write, finish };
}

/** the poster is the loop's first frame, so the swap to video is invisible */
async function writePosters(frame: Buffer): Promise<void> {
  const raw = { width: MASTER.width, height: MASTER.height, channels: 3 as const };
  const posters = [
    { file: "hero-poster-1920.webp", width: 1920 },
    { file: "hero-poster.webp", width: 1280 },
    { file: "hero-poster-960.webp", width: 960 },
    { file: "hero-poster-640.webp", width: 640 },
  ];
  for (const poster of posters) {
    const height = Math.round((poster.width * MASTER.height) / MASTER.width);
    await sharp(frame, { raw }).resize(poster.width, height).webp({ quality: WEBP_QUALITY }).toFile(join(SITE_DIR, poster.file));
  }
}

/**
 * Frames are piped straight into ffmpeg (4K RGB is 25 MB a frame, so nothing
 * is written to disk); t = frame / FRAMES never reaches 1, so the last frame
 * leads back into the first with no repeated frame at the seam.
 */
async function writeHeroVideo(): Promise<void> {
  const layers = await heroLayers();
  const encoder = startEncoder();
  try {
    for (let frame = 0; frame < FRAMES; frame++) {
      const pixels = await heroFrame(layers, frame);
      if (frame === 0) await writePosters(pixels);
      await encoder.write(pixels);
      if (frame % 24 === 0) console.log(`  hero frame ${frame}/${FRAMES}`);
    }
  } finally {
    await encoder.finish();
  }
}

async function report(files: readonly string[]): Promise<void> {
  for (const file of files) {
    const { size } = await stat(file);
    console.log(`  ${file.replace(`${PUBLIC}/`, "public/")}: ${(size / 1024).toFixed(0)} KB`);
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  await Promise.all([mkdir(SITE_DIR, { recursive: true }), mkdir(VIDEO_DIR, { recursive: true })]);
  await writeFile(join(PUBLIC, "images", "placeholder.svg"), PLACEHOLDER_SVG);
  await writeFile(join(PUBLIC, "favicon.svg"), FAVICON_SVG);
  console.log("Content images…");
  await writeSiteImages();
  if (process.argv.includes("--images-only")) {
    console.log("Hero posters…");
    await writePosters(await heroFrame(await heroLayers(), 0));
  } else {
    console.log("Hero loop…");
    await writeHeroVideo();
    await report(VIDEOS.map((v) => join(VIDEO_DIR, v.file)));
  }
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)}s`);
}

await main();
