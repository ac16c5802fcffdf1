/**
 * `npm run bench`: load figures of the built server on 100000 listings.
 *
 * 1. seeds data/bench.db with the seeder CLI unless it already holds the data;
 * 2. builds to build-bench unless that build is newer than the sources;
 * 3. starts build-bench/server.js on a free loopback port;
 * 4. drives every scenario of bench/scenarios/*.ts with autocannon
 *    (concurrency 8, ~10 s each, after a short warm-up) and prints
 *    p50/p95/p99 latency, requests per second and the budget verdict.
 *
 * It does so twice: with the production defaults (the shared response cache
 * on, one process: after the warm-up every scenario URL is a cache hit), and
 * with the cache off and one worker per core, so every request is rendered
 * from the database: the cost of a cache miss.
 *
 * Options: --duration <s> (default 10), --only <text> (scenario name filter),
 * --pass cached|rendered (one pass only), --rebuild (force the build).
 * Traffic goes to 127.0.0.1 only.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { openDatabase } from "#app/db/db.server.ts";
import { migrateToLatest } from "#database/migrator.ts";
import type { BenchContext, Scenario, ScenarioFactory } from "./types.ts";

const DB_FILE = "data/bench.db";
const BUILD_DIR = "build-bench";
const LISTINGS = 100_000;
const PROJECTS = 2_000;
const CONCURRENCY = 8;
const WARMUP_SECONDS = 2;

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    only: { type: "string" },
    pass: { type: "string" },
    rebuild: { type: "boolean", default: false },
  },
});
const DURATION = Math.max(1, Number(args.duration) || 10);

function run(command: string, argv: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(command, argv, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${argv.join(" ")} failed (${result.status})`);
}

async function counts(): Promise<{ listings: number; projects: number }> {
  if (!fs.existsSync(DB_FILE)) return { listings: 0, projects: 0 };
  const handle = openDatabase(DB_FILE);
  try {
    const [l, p] = await Promise.all([
      handle.db
        .selectFrom("listings")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirst(),
      handle.db
        .selectFrom("projects")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirst(),
    ]);
    return { listings: Number(l?.n ?? 0), projects: Number(p?.n ?? 0) };
  } catch {
    return { listings: 0, projects: 0 };
  } finally {
    await handle.close();
  }
}

async function ensureData() {
  const have = await counts();
  if (have.listings >= LISTINGS && have.projects >= PROJECTS) {
    // an existing bench database still gets the migrations added since it was seeded
    const handle = openDatabase(DB_FILE);
    await migrateToLatest(handle.db).finally(() => handle.close());
    return;
  }
  console.log(`Seeding ${DB_FILE} with ${LISTINGS} listings and ${PROJECTS} projects…`);
  run("npx", ["tsx", "database/seed/cli.ts", "--listings", String(LISTINGS), "--projects", String(PROJECTS), "--reset"], {
    DATABASE_URL: DB_FILE,
  });
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function ensureBuild() {
  const stamp = path.join(BUILD_DIR, ".stamp");
  const sources = Math.max(...["app", "server", "database"].map(newestMtime));
  if (!args.rebuild && fs.existsSync(path.join(BUILD_DIR, "server.js")) && fs.existsSync(stamp) && fs.statSync(stamp).mtimeMs > sources)
    return;
  console.log(`Building to ${BUILD_DIR}…`);
  run("npm", ["run", "build"], { BUILD_DIR });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

interface Pass {
  name: string;
  title: string;
  env: NodeJS.ProcessEnv;
}

const PASSES: Pass[] = [
  { name: "cached", title: "Production defaults: shared response cache on, one process (scenario URLs are warm)", env: {} },
  {
    name: "rendered",
    title: `Every request rendered: cache off, ${os.availableParallelism()} worker processes (WEB_CONCURRENCY)`,
    env: { RESPONSE_CACHE_SECONDS: "0", WEB_CONCURRENCY: String(os.availableParallelism()) },
  },
];

async function startServer(port: number, extraEnv: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(BUILD_DIR, "server.js")], {
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: DB_FILE,
      SITE_URL: `http://127.0.0.1:${port}`,
      ...extraEnv,
    },
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGTERM");
  throw new Error("server did not become healthy in 30 s");
}

async function benchContext(): Promise<BenchContext> {
  const handle = openDatabase(DB_FILE);
  try {
    const ids = async (type: "SELL" | "RENT") =>
      (
        await handle.db
          .selectFrom("listings")
          .select("id")
          .where("status", "=", "ACTIVE")
          .where("listing_type", "=", type)
          .orderBy("id")
          .execute()
      ).map((r) => r.id);
    const projectIds = (await handle.db.selectFrom("projects").select("id").where("status", "=", "ACTIVE").orderBy("id").execute()).map(
      (r) => r.id,
    );
    return { listingIds: { sale: await ids("SELL"), rent: await ids("RENT") }, projectIds };
  } finally {
    await handle.close();
  }
}

async function loadScenarios(ctx: BenchContext): Promise<Scenario[]> {
  const dir = path.resolve("bench/scenarios");
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".ts"))
    .sort();
  const all: Scenario[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as { scenarios?: ScenarioFactory };
    if (typeof mod.scenarios === "function") all.push(...mod.scenarios(ctx));
  }
  return args.only ? all.filter((s) => s.name.includes(args.only as string)) : all;
}

interface Figures {
  requests: number;
  non2xx: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) : 0;

async function drive(base: string, scenario: Scenario, seconds: number): Promise<Figures> {
  const latencies: number[] = [];
  let non2xx = 0;
  const instance = autocannon({
    url: base,
    connections: CONCURRENCY,
    duration: seconds,
    requests: scenario.paths.map((p) => ({ method: "GET", path: p })),
  });
  instance.on("response", (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
    if (statusCode < 200 || statusCode >= 300) non2xx++;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    non2xx,
    errors: result.errors + result.timeouts,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: latencies.length / seconds,
  };
}

function printTable(title: string, rows: Array<{ scenario: Scenario; figures: Figures }>) {
  const header = ["scenario", "requests", "p50 ms", "p95 ms", "p99 ms", "req/s", "non-2xx", "budget", "result"];
  const lines = rows.map(({ scenario, figures: f }) => [
    scenario.name,
    String(f.requests),
    f.p50.toFixed(1),
    f.p95.toFixed(1),
    f.p99.toFixed(1),
    f.rps.toFixed(0),
    String(f.non2xx + f.errors),
    scenario.p95BudgetMs ? `p95 ≤ ${scenario.p95BudgetMs}` : "-",
    scenario.p95BudgetMs ? (f.p95 <= scenario.p95BudgetMs && f.non2xx + f.errors === 0 ? "PASS" : "OVER") : "-",
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  console.log(`\n${title}\n\n${format(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const line of lines) console.log(format(line));
}

async function main() {
  await ensureData();
  ensureBuild();
  const ctx = await benchContext();
  const scenarios = await loadScenarios(ctx);
  const passes = PASSES.filter((p) => !args.pass || p.name === args.pass);
  if (!passes.length) throw new Error(`--pass must be one of ${PASSES.map((p) => p.name).join(", ")}`);
  const tables: Array<{ title: string; rows: Array<{ scenario: Scenario; figures: Figures }> }> = [];
  for (const pass of passes) {
    console.log(`\n== ${pass.title}`);
    const port = await freePort();
    const server = await startServer(port, pass.env);
    const base = `http://127.0.0.1:${port}`;
    const rows: Array<{ scenario: Scenario; figures: Figures }> = [];
    try {
      for (const scenario of scenarios) {
        console.log(`→ ${scenario.name} (${scenario.paths.length} paths, ${CONCURRENCY} connections, ${DURATION} s)`);
        await drive(base, scenario, WARMUP_SECONDS);
        rows.push({ scenario, figures: await drive(base, scenario, DURATION) });
      }
    } finally {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
    tables.push({ title: pass.title, rows });
  }
  for (const table of tables) printTable(table.title, table.rows);
  if (tables.some((t) => t.rows.some((r) => r.figures.non2xx + r.figures.errors > 0)))
    console.log("\nSome requests did not answer 2xx: check the scenario paths.");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
