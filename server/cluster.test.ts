import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#app/db/db.server.ts";
import { migrateToLatest } from "#database/migrator.ts";
import { startSlowServer } from "#tests/fixtures/start-slow-server.ts";

const pidsAnswering = async (base: string, tries = 40) => {
  const pids = new Set<string>();
  for (let i = 0; i < tries; i++) pids.add(await (await fetch(`${base}/pid`)).text());
  return pids;
};

describe("worker pool (WEB_CONCURRENCY)", () => {
  it("spreads requests over the workers, replaces one that dies, and shuts down gracefully", async () => {
    const pool = startSlowServer({ WORKERS: "2" });
    // workers listening on port 0 share the one port the primary picked
    const base = await pool.listening(2);
    const pids = await pidsAnswering(base);
    expect(pids.size).toBe(2);

    const [victim] = [...pids];
    process.kill(Number(victim), "SIGKILL");
    await pool.listening(3);
    const after = await pidsAnswering(base);
    expect(after.size).toBe(2);
    expect(after.has(victim as string)).toBe(false);

    const inFlight = fetch(`${base}/slow`).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 150));
    pool.child.kill("SIGTERM");
    expect(await inFlight).toBe("finished");
    expect(await pool.exited).toBe(0);
    expect(pool.output().match(/CLOSED/g)).toHaveLength(2);
    // Three server processes start through tsx one after another: on a loaded 2-core machine
    // (the shuffled suite runs database files beside it) that alone can pass the 30 s default.
  }, 120_000);

  it("supervises a single worker too, and restarts one that keeps dying with a growing pause", async () => {
    const pool = startSlowServer({ WORKERS: "1", CRASH_AFTER_MS: "200" });
    await pool.listening(5);
    const restarts = pool.output().match(/Worker \d+ exited \(exit code 3\); starting another/g) ?? [];
    expect(restarts.length).toBeGreaterThanOrEqual(4);
    // the fourth death within a minute waits a second, the fifth two
    expect(pool.output()).toMatch(/Worker \d+ exited \(exit code 3\); starting another in 1 s/);
    pool.child.kill("SIGTERM");
    expect(await pool.exited).toBe(0);
  }, 120_000);

  it("stops with exit code 1 when the workers cannot start", async () => {
    const pool = startSlowServer({ WORKERS: "2", FAIL_START: "1" });
    pool.url.catch(() => {}); // it never listens
    expect(await pool.exited).toBe(1);
    expect(pool.output()).toContain("exited before it could serve");
  });
});

/**
 * The built server as `npm start` runs it (build/server.js with the default settings: one worker).
 * Under `npm test` it runs the build that run just made (TEST_BUILD_DIR=build); alone it builds its own
 * copy when the sources are newer than it (about 35 s; CLUSTER_TEST_BUILD_DIR names another folder), never into build/.
 */
const READY_BUILD =
  process.env.TEST_BUILD_DIR && fs.existsSync(path.join(process.env.TEST_BUILD_DIR, "server.js")) ? process.env.TEST_BUILD_DIR : null;
const BUILD = path.resolve(READY_BUILD ?? process.env.CLUSTER_TEST_BUILD_DIR ?? path.join(os.tmpdir(), "site-cluster-test-build"));
const SOURCES = ["app", "server", "database", "public", "package-lock.json", "vite.config.ts", "react-router.config.ts"];

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(p).reduce((newest, entry) => Math.max(newest, newestMtime(path.join(p, entry))), stat.mtimeMs);
}

function ensureBuild() {
  // `npm test` has just built build/ from these sources (scripts/test.mjs): the test runs that build as it is.
  if (READY_BUILD) return;
  const stamp = path.join(BUILD, ".stamp");
  const fresh =
    fs.existsSync(path.join(BUILD, "server.js")) &&
    fs.existsSync(stamp) &&
    SOURCES.every((s) => newestMtime(s) <= fs.statSync(stamp).mtimeMs);
  if (!fresh) {
    const built = spawnSync("npm", ["run", "build"], { env: { ...process.env, BUILD_DIR: BUILD }, encoding: "utf8" });
    if (built.status !== 0) throw new Error(`build failed:\n${built.stdout}\n${built.stderr}`);
  }
  // the bundle leaves packages external: outside the checkout it finds them through this link
  const modules = path.join(BUILD, "node_modules");
  if (!fs.existsSync(modules)) fs.symlinkSync(path.resolve("node_modules"), modules, "dir");
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

async function answers(url: string, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return true;
    } catch {
      // not listening (yet, or any more)
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

describe("the built server with the default settings (npm start)", () => {
  beforeAll(ensureBuild, 600_000);

  it("runs its one worker under a primary that replaces it when it is killed (SIGKILL), says why, and stops gracefully", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cluster-built-"));
    const database = openDatabase(path.join(dir, "site.db"));
    await migrateToLatest(database.db);
    await database.close();
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      DATABASE_URL: path.join(dir, "site.db"),
      MEDIA_DIR: path.join(dir, "media"),
      HOST: "127.0.0.1",
      PORT: String(port),
    };
    const server: ChildProcess = spawn(process.execPath, [path.join(BUILD, "server.js")], { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    server.stdout?.on("data", (c: Buffer) => (output += c.toString()));
    server.stderr?.on("data", (c: Buffer) => (output += c.toString()));
    const exited = new Promise<number | null>((resolve) => server.on("exit", resolve));
    const healthz = `http://127.0.0.1:${port}/healthz`;
    try {
      expect(await answers(healthz, 30_000), output).toBe(true);
      // the process that serves: a worker under the primary (the old shape served from the one process)
      const workerPid = () => Number([...output.matchAll(/Worker \d+ \(pid (\d+)\): serving on/g)].at(-1)?.[1] ?? server.pid);
      const victim = workerPid();
      process.kill(victim, "SIGKILL");
      expect(await answers(healthz, 30_000), output).toBe(true);
      expect(output).toContain(`Worker ${victim} exited (killed by SIGKILL); starting another`);
      expect(workerPid()).not.toBe(victim);
      expect(server.exitCode).toBeNull();

      server.kill("SIGTERM");
      expect(await exited).toBe(0);
      expect(output).toContain("SIGTERM received: asking 1 worker to finish");
    } finally {
      if (server.exitCode === null) server.kill("SIGKILL");
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
