/**
 * `npm run bench`: load figures of the built server under realistic traffic.
 *
 * 1. seeds the benchmark database unless it already holds the data
 *    (SQLite data/bench.db, or data/bench-<n>.db for another --listings;
 *    PostgreSQL: --pg-url, default postgres://postgres@127.0.0.1:5432/perf_bench_<n>);
 * 2. builds to build-bench unless that build is newer than the sources;
 * 3. for each database × workers × cache setting, starts build-bench/server.js
 *    on a free loopback port and, at each concurrency, drives every scenario
 *    (bench/scenarios/*.ts) for --duration seconds after a --warmup, with the
 *    load generator of bench/load.ts;
 * 4. prints p50/p95/p99, req/s, the cache hit rate it saw (X-Cache), the
 *    budget verdict, and beside them a REFERENCE row measured in the same
 *    run: a detail page's HTML saved as a static file and served by the same
 *    Node process. Compare runs on a busy machine by the ratio to it.
 *
 * Realistic scenarios draw a fresh URL per request (uniform random ids over
 * the whole stock, random filter combinations and pages); HOT scenarios cycle
 * a few fixed URLs and are labelled so: with the cache on they measure the cache.
 *
 * Options:
 *   --quick                 5 s per scenario, c=8, 2 workers, SQLite, cache off and on, no HOT rows
 *   --duration <s>          seconds per measurement (default 10)
 *   --warmup <s>            seconds before each measurement (default 2)
 *   --server-warmup <s>     seconds of the site mix (c=8) after the server starts, before anything is measured
 *                           (default 30; 0 measures a cold server, whose first ~30 s run at ~60 % speed);
 *                           with the cache off a COLD row shows the detail scenario's first 10 s after start
 *   --cache-warmup <s>      with the cache on: seconds of the site mix more before the first measurement (default 20; --quick 10)
 *   --concurrency 8,32      connections (default 8,32)
 *   --workers 1,2           WEB_CONCURRENCY values (default 1,2)
 *   --cache off,on          response cache off (every request rendered) and/or on (default off,on)
 *   --db sqlite,pg          databases (default sqlite, plus pg when --pg-url or BENCH_PG_URL is given)
 *   --listings <n>          stock size (default 100000; projects are 2 % of it)
 *   --only <text>           scenario name filter
 *   --hot / --no-hot        include the HOT scenarios (default: yes, except --quick)
 *   --rebuild               force the build
 *   --profile <dir>         start the server with --cpu-prof into <dir> (1 worker recommended)
 *   --build-dir <dir>       measure that build instead of building build-bench (a before/after in one sitting)
 *   --nodes <n>             n server processes (each with --workers workers) on their own ports behind a small
 *                           round-robin load balancer in this process, sharing the database and Redis
 *                           (REDIS_URL, default redis://127.0.0.1:6379): the production shape of several nodes;
 *                           prints how long a purge published on Redis takes to reach each node
 *   --search                instead of the HTTP passes: the database time of search on 100,000 listings
 *                           (bench/search-db.ts: /api/locations and the text-search list page) for each --db
 *                           (PostgreSQL: --pg-url or TEST_DATABASE_URL, schema search_bench); ~1 min per engine
 *                           once seeded. Figures: docs/performance.md, "Text search".
 * Traffic goes to 127.0.0.1 only.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { openDatabase } from "#app/db/db.server.ts";
import { benchContext } from "./context.ts";
import { migrateToLatest } from "#database/migrator.ts";
import { type Figures, drive } from "./load.ts";
import { type BenchContext, type Scenario, type ScenarioFactory, seededRandom } from "./types.ts";

const DEFAULT_BUILD_DIR = "build-bench";
const REFERENCE_FILE = "bench-reference.html";

const { values: args } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    duration: { type: "string" },
    warmup: { type: "string" },
    "server-warmup": { type: "string" },
    "cache-warmup": { type: "string" },
    concurrency: { type: "string" },
    workers: { type: "string" },
    cache: { type: "string" },
    db: { type: "string" },
    "pg-url": { type: "string" },
    listings: { type: "string", default: "100000" },
    only: { type: "string" },
    hot: { type: "boolean" },
    "no-hot": { type: "boolean", default: false },
    rebuild: { type: "boolean", default: false },
    profile: { type: "string" },
    "build-dir": { type: "string" },
    search: { type: "boolean", default: false },
    nodes: { type: "string", default: "1" },
  },
});
/** --build-dir: measure another build (e.g. the previous commit's, for a before/after in one sitting) */
const BUILD_DIR = args["build-dir"] ?? DEFAULT_BUILD_DIR;
const quick = args.quick;
const numbers = (text: string | undefined, fallback: number[]) =>
  text
    ? text
        .split(",")
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0)
    : fallback;
const DURATION = Math.max(1, Number(args.duration ?? (quick ? 5 : 10)));
const WARMUP = Math.max(0, Number(args.warmup ?? (quick ? 1 : 2)));
/**
 * A server that has just started serves its first ~30 s of full load at ~60 % of its later speed
 * (V8 optimises the hot code on a compiler thread while both cores serve): measured warm, as a
 * server runs in production. --server-warmup 0 measures the cold start.
 */
const SERVER_WARMUP = Math.max(0, Number(args["server-warmup"] ?? 30));
const CACHE_WARMUP = Math.max(0, Number(args["cache-warmup"] ?? (quick ? 10 : 20)));
const CONCURRENCIES = numbers(args.concurrency, quick ? [8] : [8, 32]);
const WORKERS = numbers(args.workers, quick ? [2] : [1, 2]);
const CACHES = (args.cache ?? "off,on").split(",").filter((c): c is "off" | "on" => c === "off" || c === "on");
const LISTINGS = Math.max(100, Number(args.listings) || 100_000);
const PROJECTS = Math.max(10, Math.round(LISTINGS / 50));
const PG_URL = args["pg-url"] ?? process.env.BENCH_PG_URL;
const DBS = (args.db ?? (PG_URL ? "sqlite,pg" : "sqlite")).split(",").filter((d): d is "sqlite" | "pg" => d === "sqlite" || d === "pg");
const HOT = args.hot ?? (!quick && !args["no-hot"]);
const NODES = Math.max(1, Math.min(8, Number(args.nodes) || 1));
const BENCH_REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

function databaseUrl(db: "sqlite" | "pg"): string {
  if (db === "sqlite") return LISTINGS === 100_000 ? "data/bench.db" : `data/bench-${LISTINGS}.db`;
  return PG_URL ?? `postgres://postgres@127.0.0.1:5432/perf_bench_${LISTINGS}`;
}

function run(command: string, argv: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(command, argv, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${argv.join(" ")} failed (${result.status})`);
}

async function ensurePostgresDatabase(url: string) {
  const u = new URL(url);
  const name = u.pathname.slice(1);
  const admin = openDatabase(Object.assign(new URL(url), { pathname: "/postgres" }).toString());
  try {
    const { sql } = await import("kysely");
    const found = await sql<{ n: number }>`select count(*)::int as n from pg_database where datname = ${name}`.execute(admin.db);
    if (!found.rows[0]?.n) await sql.raw(`create database "${name.replace(/"/g, "")}"`).execute(admin.db);
  } finally {
    await admin.close();
  }
}

async function counts(url: string): Promise<{ listings: number; projects: number }> {
  if (!/^postgres/.test(url) && !fs.existsSync(url)) return { listings: 0, projects: 0 };
  const handle = openDatabase(url);
  try {
    const [l, p] = await Promise.all(
      (["listings", "projects"] as const).map((table) =>
        handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirst(),
      ),
    );
    return { listings: Number(l?.n ?? 0), projects: Number(p?.n ?? 0) };
  } catch {
    return { listings: 0, projects: 0 };
  } finally {
    await handle.close();
  }
}

async function ensureData(url: string) {
  if (/^postgres/.test(url)) await ensurePostgresDatabase(url);
  const have = await counts(url);
  if (have.listings === LISTINGS && have.projects === PROJECTS) {
    // an existing bench database still gets the migrations added since it was seeded
    const handle = openDatabase(url);
    await migrateToLatest(handle.db).finally(() => handle.close());
    return;
  }
  console.log(`Seeding ${url} with ${LISTINGS} listings and ${PROJECTS} projects…`);
  run("npx", ["tsx", "database/seed/cli.ts", "--listings", String(LISTINGS), "--projects", String(PROJECTS), "--reset"], {
    DATABASE_URL: url,
  });
  if (/^postgres/.test(url)) {
    // autovacuum's steady state: without statistics a fresh 500,000-listing database planned the detail
    // page's queries badly (p95 2 s instead of 70 ms)
    const handle = openDatabase(url);
    await sql`vacuum (analyze)`.execute(handle.db).finally(() => handle.close());
  }
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
  if (args["build-dir"]) return;
  const stamp = path.join(BUILD_DIR, ".stamp");
  const sources = Math.max(...["app", "server", "database"].map(newestMtime));
  if (!args.rebuild && fs.existsSync(path.join(BUILD_DIR, "server.js")) && fs.existsSync(stamp) && fs.statSync(stamp).mtimeMs > sources)
    return;
  console.log(`Building to ${BUILD_DIR}…`);
  run("npm", ["run", "build"], { BUILD_DIR });
  fs.writeFileSync(stamp, new Date().toISOString());
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

/** A round-robin HTTP load balancer on `port` in front of `targets` (the nodes' ports): a proxy's hop, as in production. */
function startBalancer(port: number, targets: number[]): Promise<http.Server> {
  let turn = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer((req, res) => {
    const target = targets[turn++ % targets.length] ?? targets[0];
    const upstream = http.request(
      { host: "127.0.0.1", port: target, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

/**
 * How long a purge published on Redis (what a node's change event does) takes to reach each node: a
 * page is cached on every node, the purge is published, and each node is asked until it renders the
 * page again (X-Cache: MISS). Milliseconds per node.
 */
async function purgeReach(ports: number[], path: string, prefix: string): Promise<number[]> {
  const state = async (port: number) => (await fetch(`http://127.0.0.1:${port}${path}`)).headers.get("x-cache");
  for (const port of ports) {
    await state(port);
    await state(port);
  }
  const { publishPurgeOnce } = await import("#app/utils/cache-purge.server.ts");
  const sent = performance.now();
  await publishPurgeOnce(BENCH_REDIS_URL, prefix, { paths: [path] });
  return Promise.all(
    ports.map(async (port) => {
      while (performance.now() - sent < 5000) {
        if ((await state(port)) === "MISS") return performance.now() - sent;
        await new Promise((r) => setTimeout(r, 2));
      }
      return Number.POSITIVE_INFINITY;
    }),
  );
}

async function startServer(port: number, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const node = [
    // the heap cap `npm start` and `npm run serve` give the server
    `--max-old-space-size=${/^\d+$/.test(process.env.SERVER_HEAP_MB ?? "") ? process.env.SERVER_HEAP_MB : "256"}`,
    ...(args.profile ? ["--cpu-prof", `--cpu-prof-dir=${args.profile}`] : []),
  ];
  const child = spawn(process.execPath, [...node, path.join(BUILD_DIR, "server.js")], {
    stdio: ["ignore", "inherit", "inherit"],
    // MALLOC_ARENA_MAX as `npm start` and `npm run serve` set it, so memory is measured as it runs in production
    env: {
      MALLOC_ARENA_MAX: "2",
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
  });
  const deadline = Date.now() + 60_000;
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
  throw new Error("server did not become healthy in 60 s");
}

/** CPU seconds the server's processes (primary and workers) have used so far: a cost that contention does not inflate much. */
function cpuSeconds(pid: number): number {
  const children = spawnSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
    .stdout.split("\n")
    .map(Number)
    .filter((n) => n > 0);
  let ticks = 0;
  for (const p of [pid, ...children]) {
    try {
      const fields = fs.readFileSync(`/proc/${p}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
    } catch {
      // gone
    }
  }
  return ticks / 100;
}

/**
 * Resident memory of the server's processes (the workers when clustered), in MB: the whole RSS,
 * and of it the anonymous part (heap, caches, native buffers, SQLite's page cache). The rest is
 * file-backed: code and shared libraries (the SQLite file is not memory-mapped since 2026-11-26).
 */
function rssOf(pid: number): string[] {
  const children = spawnSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
    .stdout.split("\n")
    .map(Number)
    .filter((n) => n > 0);
  const mb = (status: string, field: string) => Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
  return (children.length ? children : [pid]).map((p) => {
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, "utf8");
      return `${mb(status, "VmRSS")} (anon ${mb(status, "RssAnon")})`;
    } catch {
      return "0";
    }
  });
}

async function loadScenarios(ctx: BenchContext): Promise<Scenario[]> {
  const dir = path.resolve("bench/scenarios");
  const all: Scenario[] = [];
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".ts"))
    .sort()
    .reverse()) {
    const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as { scenarios?: ScenarioFactory };
    if (typeof mod.scenarios === "function") all.push(...mod.scenarios(ctx));
  }
  return all;
}

const selected = (scenario: Scenario) => (HOT || scenario.kind !== "hot") && (!args.only || scenario.name.includes(args.only));

interface Row {
  name: string;
  /** cold: measured right after the server started, before the warm-up */
  kind: Scenario["kind"] | "cold";
  concurrency: number;
  figures: Figures;
  /** server CPU milliseconds per request */
  cpuMs: number;
  scenario?: Scenario;
}

function printTable(title: string, rows: Row[], rss: string[]) {
  const reference = new Map(rows.filter((r) => r.kind === "reference").map((r) => [r.concurrency, r.figures]));
  const header = [
    "scenario",
    "c",
    "requests",
    "hit %",
    "p50 ms",
    "p95 ms",
    "p99 ms",
    "req/s",
    "CPU ms/req",
    "KB/req",
    "×ref req/s",
    "failed",
    "budget",
    "result",
  ];
  const lines = rows.map(({ name, kind, concurrency, figures: f, scenario, cpuMs }) => {
    const ref = reference.get(concurrency);
    const counted = f.hits + f.misses;
    const budget = [scenario?.p95BudgetMs ? `p95≤${scenario.p95BudgetMs}` : "", scenario?.rpsBudget ? `≥${scenario.rpsBudget}/s` : ""]
      .filter(Boolean)
      .join(" ");
    const ok =
      (!scenario?.p95BudgetMs || f.p95 <= scenario.p95BudgetMs) && (!scenario?.rpsBudget || f.rps >= scenario.rpsBudget) && !f.failures;
    return [
      kind === "reference" ? `REFERENCE ${name}` : kind === "cold" ? `COLD ${name}` : name,
      String(concurrency),
      String(f.requests),
      counted ? ((100 * f.hits) / counted).toFixed(1) : "off",
      f.p50.toFixed(1),
      f.p95.toFixed(1),
      f.p99.toFixed(1),
      f.rps.toFixed(0),
      cpuMs.toFixed(2),
      f.requests ? (f.bytes / f.requests / 1024).toFixed(1) : "-",
      ref && kind !== "reference" ? (f.rps / ref.rps).toFixed(3) : "-",
      String(f.failures),
      budget || "-",
      budget ? (ok ? "PASS" : "OVER") : "-",
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  console.log(`\n${title}\n\n${format(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const line of lines) console.log(format(line));
  for (const { name, concurrency, figures } of rows) {
    if (figures.failed.size) {
      console.log(
        `${name}, c=${concurrency}, answers that were not 2xx: ` +
          [...figures.failed].map(([what, t]) => `${what} ×${t.count} (e.g. ${t.example})`).join(", "),
      );
    }
    const parts = [...figures.parts].filter(([, t]) => t.counted > 0);
    if (!parts.length) continue;
    const share = (n: number) => ((100 * n) / Math.max(1, figures.requests)).toFixed(1);
    console.log(
      `${name}, c=${concurrency}, hit rate by part (share of requests): ` +
        parts.map(([part, t]) => `${part} ${((100 * t.hits) / t.counted).toFixed(1)} % (${share(t.requests)} %)`).join(", "),
    );
  }
  console.log(`RSS after the pass, MB per process (of it anonymous; the rest is code and libraries): ${rss.join(", ")}`);
}

/** --search: bench/search-db.ts for each engine, in its own process (it seeds its own databases). */
function searchBench() {
  for (const db of DBS) {
    console.log(`\n== search database time, ${db === "sqlite" ? "SQLite" : "PostgreSQL"} (bench/search-db.ts)`);
    run("npx", ["tsx", "bench/search-db.ts", "--engine", db === "sqlite" ? "sqlite" : "postgres"], {
      ...(db === "pg" && args["pg-url"] ? { TEST_DATABASE_URL: args["pg-url"] } : {}),
    });
  }
}

async function main() {
  if (args.search) return searchBench();
  ensureBuild();
  const tables: Array<{ title: string; rows: Row[]; rss: string[] }> = [];
  const purgeLines: string[] = [];
  for (const db of DBS) {
    const url = databaseUrl(db);
    await ensureData(url);
    const ctx = await benchContext(url);
    const all = await loadScenarios(ctx);
    const scenarios = all.filter(selected);
    // warm-ups drive the whole site's mix whatever --only picks
    const siteMix = all.find((s) => s.name.startsWith("site mix"));
    for (const workers of WORKERS) {
      for (const cache of CACHES) {
        const title = `${db === "sqlite" ? "SQLite" : "PostgreSQL"}, ${LISTINGS} listings, ${workers} worker${workers > 1 ? "s" : ""}, response cache ${cache === "on" ? "on (defaults)" : "off (every request rendered)"}, measured after ${cache === "on" ? SERVER_WARMUP + CACHE_WARMUP : SERVER_WARMUP} s of the site mix`;
        const shape = NODES > 1 ? `${NODES} nodes behind a round-robin load balancer, Redis shared, ` : "";
        console.log(`\n== ${shape}${title}`);
        const port = await freePort();
        const nodePorts = NODES > 1 ? await Promise.all(Array.from({ length: NODES }, () => freePort())) : [port];
        const redisPrefix = `bench-${process.pid}-${workers}-${cache}:`;
        const nodes = await Promise.all(
          nodePorts.map((nodePort) =>
            startServer(nodePort, {
              DATABASE_URL: url,
              WEB_CONCURRENCY: String(workers),
              ...(cache === "off" ? { RESPONSE_CACHE_SECONDS: "0" } : {}),
              // the nodes answer for one public origin, the balancer's, and share purges and limits through Redis
              ...(NODES > 1 ? { SITE_URL: `http://127.0.0.1:${port}`, REDIS_URL: BENCH_REDIS_URL, REDIS_PREFIX: redisPrefix } : {}),
            }),
          ),
        );
        const balancer = NODES > 1 ? await startBalancer(port, nodePorts) : null;
        const server = { pid: nodes[0]?.pid, pids: nodes.map((n) => n.pid ?? 0) };
        const base = `http://127.0.0.1:${port}`;
        const rows: Row[] = [];
        try {
          // the reference: a detail page's HTML as a static file, served by the same process
          const sample = await fetch(`${base}/properties-for-sale/${ctx.listingIds.sale[0] ?? 1}`);
          fs.writeFileSync(path.join(BUILD_DIR, "client", REFERENCE_FILE), await sample.text());
          /** Drives `next` for `seconds` and records the row, with the server's CPU per answer. */
          const record = async (row: Pick<Row, "name" | "kind" | "concurrency" | "scenario">, next: () => string, seconds: number) => {
            const cpu = () => server.pids.reduce((sum, pid) => sum + (pid ? cpuSeconds(pid) : 0), 0);
            const cpuBefore = cpu();
            const figures = await drive(base, next, row.concurrency, seconds, row.scenario?.part);
            const cpuMs = figures.requests ? ((cpu() - cpuBefore) * 1000) / figures.requests : 0;
            rows.push({ ...row, figures, cpuMs });
          };
          const random = seededRandom(7);
          // What a just-started server serves (a deploy, a restart): the detail scenario in its first
          // seconds, shown beside the warm figures, without a budget verdict.
          const detail = scenarios.find((s) => s.name.startsWith("detail:"));
          if (cache === "off" && SERVER_WARMUP > 0 && detail) {
            const seconds = Math.min(10, SERVER_WARMUP);
            console.log(`→ ${detail.name} on the cold server (c=8, ${seconds} s)`);
            await record(
              { name: `${detail.name}, first ${seconds} s after start`, kind: "cold", concurrency: 8 },
              () => detail.next(random),
              seconds,
            );
          }
          if (SERVER_WARMUP > 0 && siteMix) {
            console.log(`→ warming the server up with the site mix for ${SERVER_WARMUP} s`);
            await drive(base, () => siteMix.next(random), 8, SERVER_WARMUP);
          }
          if (cache === "on" && CACHE_WARMUP > 0 && siteMix) {
            console.log(`→ warming the cache with the site mix for ${CACHE_WARMUP} s more`);
            await drive(base, () => siteMix.next(random), 8, CACHE_WARMUP);
          }
          for (const concurrency of CONCURRENCIES) {
            const measure = async (name: string, kind: Scenario["kind"], next: () => string, scenario?: Scenario) => {
              // the reference is a ratio's denominator: a long run (--duration 600, for memory) needs no more of it
              const seconds = kind === "reference" ? Math.min(DURATION, 10) : DURATION;
              console.log(`→ ${name} (c=${concurrency}, ${seconds} s)`);
              if (WARMUP) await drive(base, next, concurrency, WARMUP);
              await record({ name, kind, concurrency, ...(scenario ? { scenario } : {}) }, next, seconds);
            };
            await measure("static file (a detail page's HTML)", "reference", () => `/${REFERENCE_FILE}`);
            for (const scenario of scenarios) {
              const random = seededRandom(concurrency * 1000 + rows.length);
              await measure(scenario.name, scenario.kind, () => scenario.next(random), scenario);
            }
          }
          if (NODES > 1 && cache === "on") {
            const reach = await purgeReach(nodePorts, `/properties-for-sale/${ctx.listingIds.sale[0] ?? 1}`, redisPrefix);
            purgeLines.push(
              `${title}: a purge published on Redis reached the ${NODES} nodes in ${reach.map((ms) => `${ms.toFixed(1)} ms`).join(", ")}`,
            );
          }
        } finally {
          const rss = server.pids.flatMap((pid) => (pid ? rssOf(pid) : []));
          balancer?.close();
          for (const node of nodes) node.kill("SIGTERM");
          await Promise.all(
            nodes.map((node) => (node.exitCode === null ? new Promise((resolve) => node.once("exit", resolve)) : undefined)),
          );
          tables.push({ title: `${shape}${title}`, rows, rss });
        }
      }
    }
  }
  console.log("\n\n######## Results (ratios: req/s divided by the REFERENCE row of the same pass and concurrency)");
  for (const table of tables) printTable(table.title, table.rows, table.rss);
  for (const line of purgeLines) console.log(`\n${line}`);
  console.log(
    '\nSearch (text-search list page, /api/locations) database time: npm run bench -- --search; figures in docs/performance.md, "Text search".',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
