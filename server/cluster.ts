import cluster from "node:cluster";
import { CLUSTER_PURGE_MESSAGE } from "#app/utils/cache-purge.server.ts";

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
 *
 * - A worker that dies after it started listening is replaced.
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
    if (!started) {
      console.error(`Worker ${worker.process.pid} exited before it could serve (${signal ?? code}); stopping`);
      exitCode = 1;
      stop();
      return;
    }
    console.error(`Worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    fork();
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
    if (signal) console.log(`${signal} received: asking ${alive().length} workers to finish`);
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
