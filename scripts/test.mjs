// `npm test`: every check, in the order that fails fastest.
import { spawnSync } from "node:child_process";

const steps = [
  ["typecheck", ["npm", "run", "typecheck"]],
  ["lint", ["npm", "run", "lint"]],
  ["formatting", ["npm", "run", "format:check"]],
  ["build", ["npm", "run", "build"]],
  // Shuffled: every test starts from its own clean database, so order never matters
  // (vitest prints the seed; rerun one order with --sequence.seed=N).
  ["unit and database tests", ["npx", "vitest", "run", "--sequence.shuffle"]],
  ["browser journeys", ["npx", "playwright", "test"]],
  // the built server under SMTP, process, database and Redis faults (about 2½ minutes)
  ["fault suite", ["npx", "tsx", "tests/faults/run.ts"]],
];

const results = [];
for (const [name, [cmd, ...args]] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: r.status === 0, seconds });
  if (r.status !== 0) break;
}
console.log("\nSummary");
for (const r of results) console.log(`  ${r.ok ? "ok  " : "FAIL"} ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
process.exit(failed || results.length < steps.length ? 1 : 0);
