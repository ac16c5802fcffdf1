/**
 * The demo images drawn one at a time when someone asks for one before the background drawer
 * (`npm start`) reached it (decision 035): the server's /media route calls `draw` on a miss.
 */
import { join } from "node:path";
import type { DB } from "#app/db/db.server.ts";
import { drawIfMissing, exists, jobFiles, type MediaInput, type MediaJob, mediaFileIndex, mediaJobs } from "./media.ts";

/** what the drawings depend on besides the catalogue: the areas' and developers' names */
export async function mediaInput(db: DB): Promise<MediaInput> {
  const [areas, developers] = await Promise.all([
    db.selectFrom("areas").select("slug").execute(),
    db.selectFrom("developers").select(["slug", "name"]).execute(),
  ]);
  return { areas, developers };
}

export interface MediaDrawerOptions {
  outDir: string;
  input: () => Promise<MediaInput>;
  /** drawings at once in this process: each takes a core for a fraction of a second */
  concurrency?: number;
  /** a path the index does not know is looked up again (a new area) at most this often */
  refreshMs?: number;
  now?: () => number;
}

/**
 * `draw("listings/cover-villa-01-640.webp")` draws that file's image (all its sizes) unless it
 * exists, and resolves true once the file is in place, false for a path that is not a demo image.
 * A request for an image being drawn waits for that drawing instead of starting another.
 */
export function createMediaDrawer(options: MediaDrawerOptions): (relativePath: string) => Promise<boolean> {
  const { outDir, concurrency = 2, refreshMs = 60_000, now = Date.now } = options;
  let index: Promise<Map<string, MediaJob>> | undefined;
  let indexedAt = 0;
  const drawing = new Map<string, Promise<void>>();
  const queue: Array<() => void> = [];
  let running = 0;

  const loadIndex = () => {
    indexedAt = now();
    index = options.input().then((input) => mediaFileIndex(mediaJobs(input)));
    // a failed lookup (database briefly away) is tried again on the next miss
    index.catch(() => (index = undefined));
    return index;
  };

  const jobFor = async (relativePath: string): Promise<MediaJob | undefined> => {
    const known = (await (index ?? loadIndex())).get(relativePath);
    if (known || now() - indexedAt < refreshMs) return known;
    return (await loadIndex()).get(relativePath);
  };

  const inTurn = async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= concurrency) await new Promise<void>((resolve) => queue.push(resolve));
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
      queue.shift()?.();
    }
  };

  return async (relativePath) => {
    const job = await jobFor(relativePath);
    if (!job) return false;
    let pending = drawing.get(job.url);
    if (!pending) {
      pending = inTurn(() => drawIfMissing(job, jobFiles(outDir, job))).then(() => undefined);
      drawing.set(job.url, pending);
      void pending.finally(() => drawing.delete(job.url)).catch(() => {});
    }
    await pending;
    return exists(join(outDir, relativePath));
  };
}
