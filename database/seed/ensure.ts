import type { DB } from "#app/db/db.server.ts";
import { generateMedia } from "./media.ts";
import { isEmpty, seedDatabase } from "./seed.server.ts";

export interface EnsureOptions {
  mediaDir: string;
  agencyDomain: string;
  log: (message: string) => void;
  listings?: number;
  projects?: number;
}

/**
 * First start on an empty database: load the demo data. Every start: make
 * sure the images the data refers to exist (cheap when they already do).
 */
export async function ensureDemoContent(db: DB, options: EnsureOptions): Promise<void> {
  if (await isEmpty(db)) {
    options.log("Empty database: loading the demo data…");
    const result = await seedDatabase(db, {
      listings: options.listings,
      projects: options.projects,
      agencyDomain: options.agencyDomain,
      onProgress: options.log,
    });
    options.log(`Seeded ${result.listings} listings and ${result.projects} projects in ${(result.ms / 1000).toFixed(1)}s`);
  }
  await ensureMedia(db, options.mediaDir, options.log);
}

/** Draws the images the database's areas, developers, listings and projects refer to, where missing. */
export async function ensureMedia(db: DB, mediaDir: string, log: (message: string) => void): Promise<void> {
  const started = Date.now();
  const [areas, developers] = await Promise.all([
    db.selectFrom("areas").select("slug").execute(),
    db.selectFrom("developers").select(["slug", "name"]).execute(),
  ]);
  const media = await generateMedia(mediaDir, { areas, developers });
  if (media.written) log(`Drew ${media.written} images in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}
