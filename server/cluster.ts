import cluster from "node:cluster";
import { CLUSTER_PURGE_MESSAGE } from "#app/utils/cluster-messages.ts";

export interface WorkerPoolOptions {
  /** hard stop if the workers have not finished by then */
  shutdownTimeoutMs?: number;
}

/** The message a primary sends its workers to finish in-flight requests and exit. */
export const SHUTDOWN_MESSAGE = "shutdown";

/**
 * The primary of `WEB_CONCURRENCY` worker processes (node:cluster), each a
 * whole copy of the server sharing one port. The app keeps no state that
 * must be shared (see docs/architecture.md), so a request may go to any.
 * `npm start` always runs it, with one worker too: the primary serves no
 * request and holds nothing a crash could take down, so it outlives any
 * worker's crash (an unhandled error, an out-of-memory kill).
 *
 * - A worker that dies after it started listening is replaced, and the
 *   reason is logged (its exit code or the signal that killed it).
 * - A worker that dies before it ever listened means the server cannot
 *   start (bad configuration, database unreachable): everything stops, exit 1.
 * - SIGTERM or SIGINT asks every worker to shut down gracefully (over IPC,
 *   so a terminal's Ctrl-C that reaches the whole process group is not
 *   counted twice); the primary exits 0 when the last one has, or 1 on timeout
 *   or a second signal.
 */
export function runWorkerPool(count: number, options: WorkerPoolOptions = {}): void {
  let stopping = false;
  let exitCode = 0;
  const listened = new Set<number>();
  /** when workers that had served died, over the last minute */
  const deaths: number[] = [];

  const fork = () => {
    const worker = cluster.fork();
    worker.on("listening", () => listened.add(worker.id));
    // A cache purge in one worker reaches its siblings (without Redis; see cache-purge.server.ts).
    worker.on("message", (message: unknown) => {
      if (typeof message !== "object" || message === null || (message as { type?: unknown }).type !== CLUSTER_PURGE_MESSAGE) return;
      for (const other of alive()) if (other && other.id !== worker.id && other.isConnected()) other.send(message);
    });
  };
  const alive = () => Object.values(cluster.workers ?? {}).filter((w) => w && !w.isDead());

  cluster.on("exit", (worker, code, signal) => {
    const started = listened.delete(worker.id);
    if (stopping) {
      if (alive().length === 0) process.exit(exitCode);
      return;
    }
    const why = signal ? `killed by ${signal}` : `exit code ${code}`;
    if (!started) {
      console.error(`Worker ${worker.process.pid} exited before it could serve (${why}); stopping`);
      exitCode = 1;
      stop();
      return;
    }
    // A worker that keeps dying soon after it starts (a crash on every request, a broken
    // dependency) is restarted with a growing pause, so the loop does not burn the machine.
    const now = Date.now();
    deaths.push(now);
    while (deaths.length && (deaths[0] as number) < now - 60_000) deaths.shift();
    const pause = deaths.length > 3 ? Math.min(1000 * 2 ** (deaths.length - 4), 30_000) : 0;
    console.error(`Worker ${worker.process.pid} exited (${why}); starting another${pause ? ` in ${pause / 1000} s` : ""}`);
    if (!pause) fork();
    // (not unref'd: with its only worker gone, this timer is what keeps the primary running)
    else
      setTimeout(() => {
        if (!stopping) fork();
      }, pause);
  });

  const stop = (signal?: string) => {
    if (stopping) {
      if (signal) {
        for (const worker of alive()) worker?.process.kill("SIGKILL");
        process.exit(1);
      }
      return;
    }
    stopping = true;
    if (signal) console.log(`${signal} received: asking ${alive().length} worker${alive().length === 1 ? "" : "s"} to finish`);
    for (const worker of alive()) if (worker?.isConnected()) worker.send(SHUTDOWN_MESSAGE);
    if (alive().length === 0) process.exit(exitCode);
    setTimeout(() => {
      console.error("Workers did not stop in time; exiting");
      for (const worker of alive()) worker?.process.kill("SIGKILL");
      process.exit(1);
    }, options.shutdownTimeoutMs ?? 15_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  for (let i = 0; i < count; i++) fork();
}
