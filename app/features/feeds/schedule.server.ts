/**
 * The server pulls each URL of FEEDS every FEED_SYNC_MINUTES. Every process
 * (cluster workers, other nodes) runs this timer; the import lease lets one
 * run at a time, and a feed imported recently by anyone is not pulled again
 * until its interval has passed, so N processes still mean one pull per interval.
 */
import type { DB } from "#app/db/db.server.ts";
import type { ServerEnv } from "#app/utils/env.server.ts";
import { ImportBusyError, runImport } from "./import.server.ts";
import { formatReport } from "./report.ts";

export interface ScheduleOptions {
  mediaDir: string;
  onChanged: () => void | Promise<void>;
  log?: (message: string) => void;
  /** first tick after this many ms (spread so workers do not all start at once) */
  firstDelayMs?: number;
}

export function startFeedSchedule(
  db: DB,
  env: Pick<ServerEnv, "FEEDS" | "FEED_SYNC_MINUTES" | "FEED_PHOTOS_ALLOW_PRIVATE">,
  options: ScheduleOptions,
): { stop(): Promise<void> } {
  if (env.FEEDS.length === 0) return { stop: async () => {} };
  const log = options.log ?? ((m: string) => console.log(m));
  const intervalMs = env.FEED_SYNC_MINUTES * 60_000;
  let running: Promise<void> | undefined;
  let stopped = false;

  const tick = async () => {
    for (const { name, url } of env.FEEDS) {
      if (stopped) return;
      if (await ranRecently(db, name, intervalMs)) continue;
      try {
        const report = await runImport(db, {
          source: url,
          name,
          mediaDir: options.mediaDir,
          photos: { allowPrivateNetwork: env.FEED_PHOTOS_ALLOW_PRIVATE },
          onChanged: options.onChanged,
        });
        log(formatReport({ ...report, items: report.items.slice(0, 20) }));
      } catch (error) {
        if (error instanceof ImportBusyError) return;
        log(`Feed import of ${name} could not run: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  const schedule = (delay: number): NodeJS.Timeout => {
    const t = setTimeout(() => {
      running = tick().finally(() => {
        running = undefined;
        if (!stopped) timer = schedule(Math.min(intervalMs, 60_000));
      });
    }, delay);
    t.unref();
    return t;
  };
  // Every minute each process asks whether a feed is due; only due feeds are pulled.
  let timer = schedule(options.firstDelayMs ?? 5_000 + Math.floor(Math.random() * 15_000));
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** a run of this source (by name, by any process) started less than one interval ago */
async function ranRecently(db: DB, source: string, intervalMs: number): Promise<boolean> {
  const since = new Date(Date.now() - intervalMs + 30_000).toISOString();
  const row = await db
    .selectFrom("import_runs")
    .select("id")
    .where("source", "=", source)
    .where("started_at", ">", since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
