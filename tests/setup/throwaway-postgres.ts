import { execFile } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * A PostgreSQL server of the test's own (initdb in a temp directory), so a
 * test can stop and start it: a real outage, never the shared server's.
 * As root (CI on a fresh clone) every command runs as the postgres user
 * through runuser, since PostgreSQL refuses to run as root.
 */
export interface ThrowawayPostgres {
  url: string;
  port: number;
  /** stops the server the way an operator's restart does (fast shutdown: every connection is terminated) */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** stops it and removes its files */
  destroy(): Promise<void>;
}

/** The newest installed PostgreSQL's bin directory (Debian layout), or PG_BIN. */
export function postgresBinDir(): string | null {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : null;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** 55431–55439 by default (THROWAWAY_PG_PORTS=first-last to change). */
async function freePort(): Promise<number> {
  const [first, last] = (process.env.THROWAWAY_PG_PORTS ?? "55431-55439").split("-").map(Number) as [number, number];
  for (let port = first; port <= last; port++) if (await portIsFree(port)) return port;
  throw new Error(`no free port for a throwaway PostgreSQL in ${first}-${last}`);
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error("PostgreSQL server binaries not found (set PG_BIN)");
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pg-outage-"));
  const data = path.join(dir, "data");
  if (asRoot) {
    const uid = Number((await run("id", ["-u", "postgres"])).stdout.trim());
    const gid = Number((await run("id", ["-g", "postgres"])).stdout.trim());
    fs.chownSync(dir, uid, gid);
  }
  const exec = (tool: string, args: string[]) =>
    asRoot ? run("runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);

  await exec("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8", "--locale=C"]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  let running = false;
  const start = async () => {
    await exec("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "server.log"), "-w", "-t", "20", "start"]);
    running = true;
  };
  const stop = async () => {
    await exec("pg_ctl", ["-D", data, "-m", "fast", "-w", "-t", "20", "stop"]);
    running = false;
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    destroy: async () => {
      if (running) await exec("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]).catch(() => {});
      running = false;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
