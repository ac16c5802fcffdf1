// `npm test`: every check, in the order that fails fastest.
import { spawn } from "node:child_process";

// Each group's steps run at the same time (their output is printed whole when each ends);
// groups run one after the other and the first failing group stops the run.
const groups = [
  // the static checks read the sources only: side by side they take the time of the longest
  [
    ["typecheck", ["npm", "run", "typecheck"]],
    ["lint", ["npm", "run", "lint"]],
    ["formatting", ["npm", "run", "format:check"]],
  ],
  [["build", ["npm", "run", "build"]]],
  // Shuffled: every test starts from its own clean database, so order never matters
  // (vitest prints the seed; rerun one order with --sequence.seed=N).
  // Beside it, the built server under SMTP, process, database and Redis faults: about two minutes
  // spent mostly waiting (a hung relay, a lease running out, a database restarting) on its own ports,
  // PostgreSQL server and files, so together they take ~125 s instead of ~220 s (measured 2026-11-27).
  [
    // TEST_BUILD_DIR: the build the previous group made, which server/cluster.test.ts runs instead of building its own
    ["unit and database tests", ["npx", "vitest", "run", "--sequence.shuffle"], { TEST_BUILD_DIR: process.env.BUILD_DIR ?? "build" }],
    ["fault suite", ["npx", "tsx", "tests/faults/run.ts"]],
  ],
  [["browser journeys", ["npx", "playwright", "test"]]],
];
const total = groups.flat().length;

/** Runs one step; alone it inherits the terminal, beside others its output is kept and printed at its end. */
function run(name, [cmd, ...args], alone, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  return new Promise((resolve) => {
    const output = [];
    const child = spawn(cmd, args, { stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
    if (!alone) {
      child.stdout.on("data", (chunk) => output.push(chunk));
      child.stderr.on("data", (chunk) => output.push(chunk));
    }
    const done = (ok) => {
      if (!alone) {
        console.log(`\n── ${name} ──`);
        process.stdout.write(Buffer.concat(output));
      }
      const tail = alone ? "" : Buffer.concat(output).toString("utf8").split("\n").slice(-40).join("\n");
      resolve({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1), tail });
    };
    child.on("error", () => done(false));
    child.on("close", (code) => done(code === 0));
  });
}

const results = [];
for (const group of groups) {
  const ended = await Promise.all(group.map(([name, command, env]) => run(name, command, group.length === 1, env)));
  results.push(...ended);
  if (ended.some((r) => !r.ok)) break;
}
// a failing step that ran beside another printed its output before the other's: its end is repeated here, last
for (const r of results.filter((r) => !r.ok && r.tail)) console.log(`\n── end of ${r.name}'s output (failed) ──\n${r.tail}`);
console.log("\nSummary");
for (const r of results) console.log(`  ${r.ok ? "ok  " : "FAIL"} ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
process.exit(failed || results.length < total ? 1 : 0);
