/**
 * The back office's view of feed imports: each source (by name) with its recent runs, one run's
 * every skip, hold, withdrawal and photo failure, and starting a run of a configured source.
 */
import path from "node:path";
import type { DB } from "#app/db/db.server.ts";
import type { ServerEnv } from "#app/utils/env.server.ts";
import { feedLocation } from "#app/utils/feed-sources.ts";
import type { ImportRun, ImportRunItem } from "./feeds-schema.ts";
import { ImportBusyError, runImport } from "./import.server.ts";

const RECENT_RUNS = 10;
const ITEMS_PAGE = 500;
/** a run still marked running after this long was cut off (its process died) */
const STALE_RUN_MS = 6 * 60 * 60_000;

export interface SourceRuns {
  name: string;
  /** FEEDS' URL without its query string, when the source is configured */
  configured: string | null;
  runs: ImportRun[];
}

/** Every configured source and every source that has run, each with its latest runs (newest first). */
export async function importOverview(db: DB, env: Pick<ServerEnv, "FEEDS">): Promise<SourceRuns[]> {
  const ran = (await db.selectFrom("import_runs").select("source").distinct().orderBy("source").execute()).map((r) => r.source);
  const names = [...new Set([...env.FEEDS.map((s) => s.name), ...ran])];
  const out: SourceRuns[] = [];
  for (const name of names) {
    const configured = env.FEEDS.find((s) => s.name === name);
    out.push({
      name,
      configured: configured ? feedLocation(configured.url) : null,
      runs: await db.selectFrom("import_runs").selectAll().where("source", "=", name).orderBy("id", "desc").limit(RECENT_RUNS).execute(),
    });
  }
  return out;
}

export interface RunDetail {
  run: ImportRun;
  items: ImportRunItem[];
  hasMore: boolean;
}

/** One run and its report lines (skipped, held, deactivated, photo), a page at a time. */
export async function importRunDetail(db: DB, id: number, page = 1): Promise<RunDetail | null> {
  const run = await db.selectFrom("import_runs").selectAll().where("id", "=", id).executeTakeFirst();
  if (!run) return null;
  const items = await db
    .selectFrom("import_run_items")
    .selectAll()
    .where("run_id", "=", id)
    .orderBy("id")
    .limit(ITEMS_PAGE + 1)
    .offset((page - 1) * ITEMS_PAGE)
    .execute();
  return { run, items: items.slice(0, ITEMS_PAGE), hasMore: items.length > ITEMS_PAGE };
}

export type StartResult = { started: true } | { started: false; reason: string };

/**
 * Starts a run of a configured source in the background (a feed can take minutes): the page shows
 * it as running, then its report. One run at a time: the import lease refuses a second.
 */
export async function startImport(
  db: DB,
  env: Pick<ServerEnv, "FEEDS" | "MEDIA_DIR" | "FEED_PHOTOS_ALLOW_PRIVATE">,
  name: string,
  onChanged: () => Promise<unknown>,
  log: (message: string) => void = (m) => console.warn(m),
): Promise<StartResult> {
  const source = env.FEEDS.find((s) => s.name === name);
  if (!source) return { started: false, reason: `"${name}" is not a configured feed (FEEDS)` };
  const running = await db
    .selectFrom("import_runs")
    .select("source")
    .where("status", "=", "running")
    .where("started_at", ">", new Date(Date.now() - STALE_RUN_MS).toISOString())
    .executeTakeFirst();
  if (running) return { started: false, reason: `an import of "${running.source}" is running; try again when it has finished` };
  void runImport(db, {
    source: source.url,
    name: source.name,
    mediaDir: path.resolve(env.MEDIA_DIR),
    photos: { allowPrivateNetwork: env.FEED_PHOTOS_ALLOW_PRIVATE },
    onChanged: async () => void (await onChanged()),
  }).catch((error: unknown) => {
    if (error instanceof ImportBusyError) log(`Feed import of ${name} did not start: ${error.message}`);
    else log(`Feed import of ${name} could not run: ${error instanceof Error ? error.message : String(error)}`);
  });
  return { started: true };
}
