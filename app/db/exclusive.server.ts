import crypto from "node:crypto";
import os from "node:os";
import type { DB } from "./db.server.ts";

export interface ExclusiveOptions {
  /** who holds the lease (default: host, pid and a random part, unique per call) */
  holder?: string;
  /** the time leases are taken and renewed at (default: the real time) */
  now?: () => Date;
  /**
   * Runs `run` every `ms` until the returned function is called: the lease
   * renewal. Default: an unref'd setInterval. A test passes a clock it moves
   * by hand (tests/fixtures/manual-clock.ts) instead of waiting.
   */
  every?: (ms: number, run: () => unknown) => () => void;
  log?: (message: string) => void;
}

/** The real `every`: a timer that does not keep the process alive. */
export function everyInterval(ms: number, run: () => unknown): () => void {
  const timer = setInterval(() => void run(), ms);
  timer.unref();
  return () => clearInterval(timer);
}

export type ExclusiveResult<T> = { ran: true; value: T } | { ran: false };

/** Until when a job lease taken or renewed now lasts. */
const until = (at: Date, leaseMs: number) => new Date(at.getTime() + leaseMs).toISOString();

/** Takes the job's lease if nobody holds a live one. True when this holder now has it. */
export async function acquireLease(db: DB, name: string, holder: string, leaseMs: number, at: Date): Promise<boolean> {
  const iso = at.toISOString();
  const inserted = await db
    .insertInto("job_leases")
    .values({ name, holder, lease_until: until(at, leaseMs), acquired_at: iso })
    .onConflict((oc) => oc.column("name").doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
  const taken = await db
    .updateTable("job_leases")
    .set({ holder, lease_until: until(at, leaseMs), acquired_at: iso })
    .where("name", "=", name)
    .where((eb) => eb.or([eb("lease_until", "<=", iso), eb("holder", "=", holder)]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** Extends the lease; false when this holder no longer has it (it expired and another took it). */
export async function renewLease(db: DB, name: string, holder: string, leaseMs: number, at: Date): Promise<boolean> {
  const renewed = await db
    .updateTable("job_leases")
    .set({ lease_until: until(at, leaseMs) })
    .where("name", "=", name)
    .where("holder", "=", holder)
    .executeTakeFirst();
  return Number(renewed.numUpdatedRows) === 1;
}

/** Gives the lease back at once, so the next run anywhere need not wait for it to expire. */
export async function releaseLease(db: DB, name: string, holder: string, at: Date): Promise<void> {
  await db.updateTable("job_leases").set({ lease_until: at.toISOString() }).where("name", "=", name).where("holder", "=", holder).execute();
}

/**
 * Runs `fn` only if no other process or node is running the job `name`:
 * the guard is a row in the shared database (table job_leases), so it holds
 * across server processes, nodes and CLI runs alike, on SQLite and
 * PostgreSQL. The lease is renewed every third of `leaseMs` while `fn` runs
 * and released when it ends; if the process dies, the job is free again
 * `leaseMs` later. If a renewal finds the lease taken (this process stalled
 * for longer than `leaseMs`), `signal` aborts: `fn` should stop starting new
 * work. Returns `{ ran: false }` at once when another holder has the job.
 *
 *     await runExclusive(db, "feed-import", 5 * 60_000, async (signal) => importFeeds(db, signal));
 */
export async function runExclusive<T>(
  db: DB,
  name: string,
  leaseMs: number,
  fn: (signal: AbortSignal) => Promise<T>,
  options: ExclusiveOptions = {},
): Promise<ExclusiveResult<T>> {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((m: string) => console.warn(m));
  const holder = options.holder ?? `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString("hex")}`;
  if (!(await acquireLease(db, name, holder, leaseMs, now()))) return { ran: false };
  const controller = new AbortController();
  const every = options.every ?? everyInterval;
  const stopRenewing = every(Math.max(50, Math.floor(leaseMs / 3)), () =>
    renewLease(db, name, holder, leaseMs, now()).then(
      (kept) => {
        if (!kept && !controller.signal.aborted) {
          log(`job ${name}: lease lost to another holder; stopping`);
          controller.abort();
        }
      },
      (error: unknown) => log(`job ${name}: could not renew its lease (${error instanceof Error ? error.message : String(error)})`),
    ),
  );
  try {
    return { ran: true, value: await fn(controller.signal) };
  } finally {
    stopRenewing();
    await releaseLease(db, name, holder, now()).catch(() => {});
  }
}
