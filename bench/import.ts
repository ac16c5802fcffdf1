/**
 * `npm run bench:import`: the feed importer on generated feeds.
 *
 * Generates an N-listing Property Finder feed and an N-listing Bayut feed
 * (default 10,000 each; --listings 50000 for the large case) into a temporary
 * directory, starts a local HTTP server for their photos, and on a fresh SQLite
 * database (or BENCH_DATABASE_URL) prints:
 *   1. the first import of both feeds without photos;
 *   2. photo throughput (the first --photo-listings listings carry 3 photos each);
 *   3. an unchanged re-import of both feeds;
 *   4. peak RSS of this process (importer + photo server + sharp).
 * Budgets (2-core machine): first import ≤ 30 s, re-import ≤ 5 s, RSS ≤ 300 MB.
 * The machine is shared, so figures move with whatever else runs.
 */
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { spawn } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { openDatabase } from "#app/db/db.server.ts";
import { migrateToLatest } from "#database/migrator.ts";
import { type ImportReport, runImport } from "#app/features/feeds/import.server.ts";

const { values: args } = parseArgs({
  options: { listings: { type: "string", default: "10000" }, "photo-listings": { type: "string", default: "200" } },
});
const N = Number(args.listings);
const PHOTO_LISTINGS = Number(args["photo-listings"]);
/** the bench serves the photos itself, on 127.0.0.1 */
const LOCAL_PHOTOS = { allowPrivateNetwork: true } as const;

const AREAS = [
  "JVC",
  "Dubai Marina",
  "Downtown",
  "JLT",
  "Business Bay",
  "Palm Jumeirah",
  "Dubai Hills",
  "Arabian Ranches",
  "Al Furjan",
  "Meydan",
];
const TYPES_PF = ["AP", "AP", "AP", "VH", "TH", "PH", "OF", "SH"];
const TYPES_BAYUT = ["Apartment", "Apartment", "Villa", "Townhouse", "Penthouse", "Office", "Shop"];
const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

let peakRss = 0;
let peakAnon = 0;
/** resident anonymous memory (heap, native buffers, SQLite's page cache), without code and libraries, in bytes */
const anonRss = () => {
  const m = /RssAnon:\s+(\d+) kB/.exec(readFileSync("/proc/self/status", "utf8"));
  return m ? Number(m[1]) * 1024 : 0;
};
/** the highest RSS sampled since the last call, in MB */
let phasePeak = 0;
const phaseRss = () => {
  const mb = Math.max(phasePeak, process.memoryUsage().rss) / 1024 / 1024;
  phasePeak = 0;
  const { heapTotal, external } = process.memoryUsage();
  return `peak RSS ${mb.toFixed(0)} MB (now: V8 heap ${(heapTotal / 1048576).toFixed(0)} MB, external ${(external / 1048576).toFixed(0)} MB)`;
};
const sample = setInterval(() => {
  const rss = process.memoryUsage().rss;
  peakRss = Math.max(peakRss, rss);
  peakAnon = Math.max(peakAnon, anonRss());
  phasePeak = Math.max(phasePeak, rss);
}, 100);
sample.unref();

async function writeFeed(file: string, parts: (i: number) => string, open: string, close: string) {
  const out = createWriteStream(file);
  const write = (s: string) => (out.write(s) ? Promise.resolve() : new Promise<void>((r) => out.once("drain", () => r())));
  await write(open);
  for (let i = 0; i < N; i += 1) await write(parts(i));
  await write(close);
  await new Promise<void>((r) => out.end(() => r()));
}

function photos(i: number, base: string): string[] {
  return i < PHOTO_LISTINGS ? [1, 2, 3].map((k) => `${base}/photo/${i}-${k}.jpg`) : [];
}

const pfListing = (base: string) => (i: number) => {
  const rent = i % 3 === 0;
  const price = rent ? `<price><monthly>${5000 + (i % 50) * 250}</monthly></price>` : `<price>${800_000 + (i % 400) * 5_000}</price>`;
  return `<property last_update="2026-11-20 10:00:00"><reference_number><![CDATA[PF-B-${i}]]></reference_number><permit_number>${7_100_000_000 + i}</permit_number><offering_type>${pick(TYPES_PF, i) === "OF" || pick(TYPES_PF, i) === "SH" ? (rent ? "CR" : "CS") : rent ? "RR" : "RS"}</offering_type><property_type>${pick(TYPES_PF, i)}</property_type>${price}<city>Dubai</city><community>${pick(AREAS, i)}</community><sub_community>Cluster ${i % 40}</sub_community><property_name>Tower ${i % 200}</property_name><title_en><![CDATA[Generated listing ${i} with a view]]></title_en><title_ar><![CDATA[عقار رقم ${i}]]></title_ar><description_en><![CDATA[${"A well kept home close to the metro, schools and shops. ".repeat(6)}]]></description_en><size>${600 + (i % 90) * 25}</size><bedroom>${i % 7 === 0 ? "studio" : (i % 6) + 1}</bedroom><bathroom>${(i % 4) + 1}</bathroom><furnished>${pick(["Yes", "No", "Partly"], i)}</furnished><developer>${pick(["Emaar", "DAMAC", "Nakheel", "Sobha", "Azizi"], i)}</developer><private_amenities>BA,SP,SY</private_amenities><geopoints>55.${1000 + (i % 8000)},25.${1000 + (i % 8000)}</geopoints>${
    photos(i, base).length
      ? `<photo>${photos(i, base)
          .map((u) => `<url last_updated="2026-11-01">${u}</url>`)
          .join("")}</photo>`
      : ""
  }<agent><name>Agent ${i % 60}</name><email>agent${i % 60}@broker.example</email><license_no>${40_000 + (i % 60)}</license_no></agent></property>\n`;
};

const bayutListing = (base: string) => (i: number) => {
  const rent = i % 2 === 0;
  return `<Property><Property_Ref_No><![CDATA[BY-B-${i}]]></Property_Ref_No><Permit_Number><![CDATA[${7_200_000_000 + i}]]></Permit_Number><Property_Status>live</Property_Status><Property_purpose>${rent ? "Rent" : "Buy"}</Property_purpose><Property_Type><![CDATA[${pick(TYPES_BAYUT, i)}]]></Property_Type><Property_Size>${700 + (i % 80) * 30}</Property_Size><Property_Size_Unit>SQFT</Property_Size_Unit><Bedrooms>${i % 9 === 0 ? -1 : (i % 5) + 1}</Bedrooms><Bathrooms>${(i % 3) + 1}</Bathrooms><Property_Title><![CDATA[Bayut listing ${i}]]></Property_Title><Property_Description><![CDATA[${"Bright rooms, good light, friendly building. ".repeat(6)}]]></Property_Description><Price>${rent ? 60_000 + (i % 70) * 1000 : 1_200_000 + (i % 300) * 7_000}</Price>${rent ? "<Rent_Frequency>Yearly</Rent_Frequency>" : ""}<Locality><![CDATA[${pick(AREAS, i + 3)}]]></Locality><Sub_Locality>Phase ${i % 30}</Sub_Locality><Listing_Agent>Agent B${i % 40}</Listing_Agent><Listing_Agent_Email>b${i % 40}@broker.example</Listing_Agent_Email>${
    photos(i, base).length
      ? `<Images>${photos(i, base)
          .map((u) => `<Image>${u}</Image>`)
          .join("")}</Images>`
      : ""
  }<Features><Feature>Balcony</Feature><Feature>Gym</Feature></Features></Property>\n`;
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** CPU time this process used since `from` (user + system): the figure a busy shared machine disturbs least */
const cpuSince = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return `${((used.user + used.system) / 1e6).toFixed(1)} s CPU`;
};
const line = (r: ImportReport) =>
  `${r.format} ${r.status}: created ${r.created}, updated ${r.updated}, unchanged ${r.unchanged}, skipped ${r.skipped}, photos ${r.photosFetched} fetched / ${r.photosFailed} failed`;

/** A file server for one JPEG, on a free port it prints. */
const PHOTO_HOST = `
import http from "node:http";
import { readFileSync } from "node:fs";
const jpeg = readFileSync(process.argv[1]);
const server = http.createServer((_req, res) => res.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg));
server.listen(0, "127.0.0.1", () => console.log(server.address().port));
`;

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "bench-import-"));
  // The photo host runs in its own process, so the peak RSS below is the importer's alone.
  const jpegFile = join(dir, "photo.jpg");
  await sharp({ create: { width: 1600, height: 1067, channels: 3, background: "#b08d57" } })
    .jpeg({ quality: 80 })
    .toFile(jpegFile);
  const host = spawn(process.execPath, ["--input-type=module", "-e", PHOTO_HOST, jpegFile], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<number>((resolve, reject) => {
    host.once("error", reject);
    host.stdout.once("data", (chunk: Buffer) => resolve(Number(String(chunk).trim())));
  });
  const base = `http://127.0.0.1:${port}`;
  const pf = join(dir, "pf.xml");
  const bayut = join(dir, "bayut.xml");
  await writeFeed(pf, pfListing(base), `<?xml version="1.0" encoding="UTF-8"?>\n<list listing_count="${N}">\n`, "</list>\n");
  await writeFeed(bayut, bayutListing(base), `<?xml version="1.0" encoding="UTF-8"?>\n<Properties>\n`, "</Properties>\n");
  const handle = openDatabase(process.env.BENCH_DATABASE_URL ?? join(dir, "bench.db"), { sqliteMemory: "batch" });
  const db = handle.db;
  try {
    await migrateToLatest(handle.db);
    console.log(
      `Feed import bench: ${N.toLocaleString("en-US")} PF + ${N.toLocaleString("en-US")} Bayut listings, ${handle.engine} (${handle.label})`,
    );
    const media = join(dir, "media");
    phaseRss();
    console.log(`0. before importing (node, tsx, modules, feeds written): RSS ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`);

    let t = performance.now();
    let cpu = process.cpuUsage();
    const first = [
      await runImport(db, { source: pf, mediaDir: media, photos: false }),
      await runImport(db, { source: bayut, mediaDir: media, photos: false }),
    ];
    const firstMs = performance.now() - t;
    first.forEach((r) => console.log(`  ${line(r)}`));
    console.log(
      `1. first import, no photos: ${seconds(firstMs)} wall, ${cpuSince(cpu)}, ${phaseRss()} (budget 30 s) ${firstMs <= 30_000 ? "OK" : "OVER"}`,
    );

    t = performance.now();
    cpu = process.cpuUsage();
    const withPhotos = [
      await runImport(db, { source: pf, mediaDir: media, photos: LOCAL_PHOTOS }),
      await runImport(db, { source: bayut, mediaDir: media, photos: LOCAL_PHOTOS }),
    ];
    const photoMs = performance.now() - t;
    const fetched = withPhotos.reduce((n, r) => n + r.photosFetched, 0);
    withPhotos.forEach((r) => console.log(`  ${line(r)}`));
    console.log(
      `2. photos: ${fetched} fetched and resized to 3 sizes in ${seconds(photoMs)} = ${(fetched / (photoMs / 1000)).toFixed(1)} photos/s (${cpuSince(cpu)}, ${phaseRss()})`,
    );

    t = performance.now();
    cpu = process.cpuUsage();
    const again = [
      await runImport(db, { source: pf, mediaDir: media, photos: LOCAL_PHOTOS }),
      await runImport(db, { source: bayut, mediaDir: media, photos: LOCAL_PHOTOS }),
    ];
    const againMs = performance.now() - t;
    again.forEach((r) => console.log(`  ${line(r)}`));
    console.log(
      `3. unchanged re-import: ${seconds(againMs)} wall, ${cpuSince(cpu)}, ${phaseRss()} (budget 5 s) ${againMs <= 5_000 ? "OK" : "OVER"}`,
    );

    peakRss = Math.max(peakRss, process.memoryUsage().rss, process.resourceUsage().maxRSS * 1024);
    const mb = peakRss / 1024 / 1024;
    console.log(
      `4. peak RSS of the importer (the photo host is another process): ${mb.toFixed(0)} MB (budget 300 MB) ${mb <= 300 ? "OK" : "OVER"}`,
    );
    console.log(
      `   of which anonymous memory (heap, native buffers and SQLite's page cache; the rest is code and libraries): ${(peakAnon / 1048576).toFixed(0)} MB`,
    );
    console.log(
      `The machine is shared and has 2 cores (load average now ${(await import("node:os")).loadavg()[0]?.toFixed(1)}): wall times move with whatever else runs; CPU times move less.`,
    );
  } finally {
    await handle.close();
    host.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
