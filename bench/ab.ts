/**
 * `npx tsx bench/ab.ts --a <build dir> --b <build dir>`: the CPU one request costs in two builds,
 * measured in alternation so that the machine's speed, which drifts by 2× within minutes on the shared
 * machines, weighs on both alike (a benchmark run of one build, then of the other, compares the machine's
 * two moments as much as the builds).
 *
 * Both builds serve the same database, one worker each, response cache off. Each URL of a realistic
 * scenario (bench/scenarios/realistic.ts: random ids, filter combinations and pages over the whole stock)
 * goes to A and to B one after the other (which goes first alternates), one request at a time; the CPU
 * each worker used (user + system, /proc) is divided by its answers. Printed per round, then as the
 * median of the rounds: ms per answer for A and B and B's difference.
 *
 * Options: --db (default data/bench.db; seed it with `npm run bench` first), --scenario (a name's start,
 * default "list:"), --requests per round (default 300), --rounds (default 3), --warmup requests (default 200),
 * --prefix (put before every path: /ar measures the Arabic edition's pages), --a-flags / --b-flags (extra
 * Node flags for one side, space-separated: a flag is compared as a build is).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import { benchContext } from "./context.ts";
import { scenarios } from "./scenarios/realistic.ts";
import { seededRandom } from "./types.ts";

const { values: args } = parseArgs({
  options: {
    a: { type: "string" },
    b: { type: "string" },
    db: { type: "string", default: "data/bench.db" },
    scenario: { type: "string", default: "list:" },
    requests: { type: "string", default: "300" },
    rounds: { type: "string", default: "3" },
    warmup: { type: "string", default: "200" },
    prefix: { type: "string", default: "" },
    // extra Node flags for one side (space-separated), to compare a flag as a build is compared
    "a-flags": { type: "string", default: "" },
    "b-flags": { type: "string", default: "" },
  },
});
if (!args.a || !args.b)
  throw new Error("usage: npx tsx bench/ab.ts --a <build dir> --b <build dir> [--scenario list:] [--db data/bench.db]");

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function start(buildDir: string, flags: string): Promise<{ child: ChildProcess; port: number; worker: () => number }> {
  const port = await freePort();
  const extra = flags.split(" ").filter(Boolean);
  const child = spawn(process.execPath, ["--max-old-space-size=256", ...extra, path.join(buildDir, "server.js")], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      MALLOC_ARENA_MAX: "2",
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: args.db,
      WEB_CONCURRENCY: "1",
      RESPONSE_CACHE_SECONDS: "0",
      SERVER_WARMUP_SECONDS: "0",
    },
  });
  for (let tries = 0; tries < 240; tries++) {
    if (child.exitCode !== null) throw new Error(`${buildDir}: server exited with ${child.exitCode}`);
    if (
      await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const worker = () => Number(spawnSync("pgrep", ["-P", String(child.pid)], { encoding: "utf8" }).stdout.split("\n")[0]);
  return { child, port, worker };
}

const TICK_MS = 1000 / Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim() || 100);
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime + stime
}

const median = (xs: number[]) => [...xs].sort((p, q) => p - q)[Math.floor(xs.length / 2)]!;

async function main() {
  const ctx = await benchContext(args.db!);
  const scenario = scenarios(ctx).find((s) => s.name.startsWith(args.scenario!));
  if (!scenario) throw new Error(`no realistic scenario starts with ${args.scenario}`);
  const [a, b] = [await start(args.a!, args["a-flags"]), await start(args.b!, args["b-flags"])];
  const random = seededRandom(42);
  const next = () => `${args.prefix}${scenario.next(random)}`;
  const get = async (port: number, url: string) => {
    const res = await fetch(`http://127.0.0.1:${port}${url}`, {
      headers: { "accept-encoding": "br, gzip", accept: "text/html,application/json" },
    });
    await res.arrayBuffer();
    return res.status;
  };
  try {
    for (let i = 0; i < Number(args.warmup); i++) {
      const url = next();
      await get(a.port, url);
      await get(b.port, url);
    }
    console.log(
      `${scenario.name}${args.prefix ? ` under ${args.prefix}` : ""}: A ${args.a}, B ${args.b}; ${args.requests} URLs per round, each to both, one at a time`,
    );
    const rows: Array<{ a: number; b: number }> = [];
    for (let round = 1; round <= Number(args.rounds); round++) {
      const [pa, pb] = [a.worker(), b.worker()];
      const [a0, b0] = [cpuMs(pa), cpuMs(pb)];
      const statuses = new Map<string, number>();
      for (let i = 0; i < Number(args.requests); i++) {
        const url = next();
        const order = i % 2 ? [a, b] : [b, a];
        for (const side of order) {
          const status = await get(side.port, url);
          const key = `${side === a ? "A" : "B"} ${status}`;
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
        }
      }
      const row = { a: (cpuMs(pa) - a0) / Number(args.requests), b: (cpuMs(pb) - b0) / Number(args.requests) };
      rows.push(row);
      console.log(
        `round ${round}: A ${row.a.toFixed(2)} ms, B ${row.b.toFixed(2)} ms per answer (B ${row.b >= row.a ? "+" : ""}${(((row.b - row.a) / row.a) * 100).toFixed(1)} %); statuses ${[...statuses].map(([k, n]) => `${k}×${n}`).join(", ")}`,
      );
    }
    const [ma, mb] = [median(rows.map((r) => r.a)), median(rows.map((r) => r.b))];
    console.log(
      `median: A ${ma.toFixed(2)} ms, B ${mb.toFixed(2)} ms per answer, B ${mb >= ma ? "+" : ""}${(((mb - ma) / ma) * 100).toFixed(1)} %`,
    );
  } finally {
    a.child.kill("SIGTERM");
    b.child.kill("SIGTERM");
  }
}

await main();
