/**
 * The alert job (issue 44 item 3): matcher then sender, in one process at a time across every node
 * (the `search-alerts` job lease, app/db/exclusive.server.ts, as the lead outbox). It runs soon after a
 * change event (every writer says `changed()`; the purge bus calls `onResponseCachePurge` on every
 * process) and on a periodic safety run, which also sends the daily and weekly digests when due.
 */
import type { DB } from "#app/db/db.server.ts";
import { everyInterval, runExclusive } from "#app/db/exclusive.server.ts";
import { onResponseCachePurge } from "#app/utils/cache-purge.server.ts";
import { changesCounts } from "#app/utils/changes.server.ts";
import type { AlertMailConfig } from "./emails.ts";
import { runMatcher } from "./matcher.server.ts";
import { sendDueAlerts } from "./sender.server.ts";
import { forgetUnconfirmed } from "./store.server.ts";

export const ALERT_JOB = "search-alerts";
export const ALERT_JOB_DEFAULTS = {
  /** how soon after a change event the run starts (changes of one import or save come together) */
  soonMs: 5_000,
  /** the safety run: changes another way missed, and the digests' due times */
  periodMs: 5 * 60_000,
  leaseMs: 120_000,
} as const;

export interface AlertJobOptions extends AlertMailConfig {
  db: DB;
  replyTo: string;
  now?: () => Date;
  /** as the outbox's: a test passes a clock it moves by hand (tests/fixtures/manual-clock.ts) */
  every?: (ms: number, run: () => unknown) => () => void;
  soonMs?: number;
  periodMs?: number;
  leaseMs?: number;
  log?: (message: string) => void;
}

export interface AlertRun {
  ran: boolean;
  matches: number;
  queued: number;
}

export interface AlertJob {
  /** one run (matcher, then sender) unless another process is running it */
  run(): Promise<AlertRun>;
  start(): void;
  stop(): Promise<void>;
}

export function createAlertJob(options: AlertJobOptions): AlertJob {
  const now = options.now ?? (() => new Date());
  const every = options.every ?? everyInterval;
  const log = options.log ?? ((m: string) => console.warn(m));
  let running: Promise<AlertRun> | null = null;
  let dirty = false;
  const stops: (() => void)[] = [];

  async function once(): Promise<AlertRun> {
    const result = await runExclusive(
      options.db,
      ALERT_JOB,
      options.leaseMs ?? ALERT_JOB_DEFAULTS.leaseMs,
      async () => {
        const matched = await runMatcher(options.db, { now: now() });
        const queued = await sendDueAlerts(options.db, { ...options, now: now() });
        await forgetUnconfirmed(options.db, now());
        return { matches: matched.matches, queued };
      },
      { now, every, log },
    );
    return result.ran ? { ran: true, ...result.value } : { ran: false, matches: 0, queued: 0 };
  }

  const job: AlertJob = {
    run() {
      running ??= once().finally(() => {
        running = null;
      });
      return running;
    },
    start() {
      if (stops.length) return;
      stops.push(
        onResponseCachePurge((request) => {
          if (changesCounts(request)) dirty = true;
        }),
        every(options.soonMs ?? ALERT_JOB_DEFAULTS.soonMs, async () => {
          if (!dirty) return;
          dirty = false;
          // another process held the job: it may have read before this change, so try again next tick
          const outcome = await job.run().catch((error: unknown) => (log(`search alerts: run failed: ${String(error)}`), null));
          if (!outcome?.ran) dirty = true;
        }),
        every(options.periodMs ?? ALERT_JOB_DEFAULTS.periodMs, () =>
          job.run().catch((error: unknown) => log(`search alerts: run failed: ${String(error)}`)),
        ),
      );
      void job.run().catch((error: unknown) => log(`search alerts: first run failed: ${String(error)}`));
    },
    async stop() {
      for (const stop of stops.splice(0)) stop();
      await running?.catch(() => {});
    },
  };
  return job;
}
