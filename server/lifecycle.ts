import cluster from "node:cluster";
import type http from "node:http";
import { SHUTDOWN_MESSAGE } from "./cluster.ts";
import { createHttpServer, type ServerTimeouts } from "./http-hygiene.ts";
import type { Express } from "express";

export interface ServeOptions {
  port: number;
  host: string;
  onListening?: (url: string) => void;
  /** release resources (database pool) after the last request finished */
  onClose?: () => Promise<void>;
  /** hard stop if in-flight requests have not finished by then */
  shutdownTimeoutMs?: number;
  /** header, request and keep-alive timeouts (http-hygiene.ts SERVER_TIMEOUTS by default) */
  timeouts?: ServerTimeouts;
}

/**
 * Listens, and on SIGTERM/SIGINT stops accepting connections, lets in-flight
 * requests finish (idle keep-alive sockets are closed at once), closes the
 * database, then exits. A second signal or the timeout forces the exit. As a
 * cluster worker it takes its orders from the primary instead.
 */
export function startGracefulServer(app: Express, options: ServeOptions): http.Server {
  // Every process (a cluster worker too) serves through this one server, with deliberate timeouts.
  const server = createHttpServer(app, options.timeouts);
  server.listen(options.port, options.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : options.port;
    options.onListening?.(`http://${options.host === "0.0.0.0" ? "localhost" : options.host}:${port}`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${signal} received: finishing in-flight requests`);
    const timer = setTimeout(() => {
      console.error("Shutdown timed out; exiting");
      process.exit(1);
    }, options.shutdownTimeoutMs ?? 10_000);
    timer.unref();
    server.close(async () => {
      await options.onClose?.();
      process.exit(0);
    });
    // Keep-alive sockets become idle once their response is sent; close them then.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
  };
  if (cluster.isWorker) {
    // The primary coordinates (server/cluster.ts): it asks over IPC, and a
    // terminal's Ctrl-C, which reaches every process of the group, is its to handle.
    process.on("message", (message) => {
      if (message === SHUTDOWN_MESSAGE && !stopping) stop("shutdown request");
    });
    process.on("disconnect", () => {
      if (!stopping) stop("primary gone");
    });
    process.on("SIGINT", () => {});
  } else {
    process.on("SIGINT", () => stop("SIGINT"));
  }
  process.on("SIGTERM", () => stop("SIGTERM"));
  return server;
}
