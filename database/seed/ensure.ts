import type { DB } from "#app/db/db.server.ts";
import { generateMedia } from "./media.ts";
import { mediaInput } from "./media-on-demand.ts";
import { isEmpty, seedDatabase } from "./seed.server.ts";

export interface EnsureOptions {
  mediaDir: string;
  agencyDomain: string;
  log: (message: string) => void;
  listings?: number;
  projects?: number;
  /** false: leave the images to the background drawer and the server's on-demand drawing (decision 035) */
  drawMedia?: boolean;
}

/**
 * First start on an empty database: load the demo data. Then, unless told not to, make sure the
 * images the data refers to exist (cheap when they already do).
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
  if (options.drawMedia !== false) await ensureMedia(db, options.mediaDir, options.log);
}

/** Draws the images the database's areas, developers, listings and projects refer to, where missing. */
export async function ensureMedia(
  db: DB,
  mediaDir: string,
  log: (message: string) => void,
  options: { concurrency?: number } = {},
): Promise<void> {
  const started = Date.now();
  const media = await generateMedia(mediaDir, await mediaInput(db), options);
  if (media.written) log(`Drew ${media.written} images in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}
