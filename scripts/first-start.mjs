// What a newcomer waits for on a first `npm start` (issue 41 item 9, decision 035): starts the site
// from an empty data folder (a new SQLite database and media folder under data/), and prints the
// seconds to the first 200 on `/`, then to every /media image of that page answering 200.
//
//   node scripts/first-start.mjs            uses the existing build (BUILD_DIR, default build/)
//   node scripts/first-start.mjs --keep     leaves data/first-start-<pid>/ for a look afterwards
//
// The build is not timed (`npm run build` once, then `npm start -- --no-build` is what this runs);
// WEB_CONCURRENCY and the other settings pass through.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

const buildDir = process.env.BUILD_DIR ?? "build";
if (!fs.existsSync(path.join(buildDir, "server.js")) || !fs.existsSync(path.join(buildDir, "prepare.js"))) {
  console.error(`No build in ${buildDir}/: run \`npm run build\` first (the build is not part of the figure).`);
  process.exit(1);
}

const dataDir = path.join("data", `first-start-${process.pid}`);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const site = spawn(process.execPath, ["scripts/start.mjs", "--no-build"], {
  // its own process group, so the server, its workers and the drawer stop together
  detached: true,
  stdio: ["ignore", "pipe", "pipe"],
  env: {
    ...process.env,
    BUILD_DIR: buildDir,
    DATABASE_URL: path.join(dataDir, "site.db"),
    MEDIA_DIR: path.join(dataDir, "media"),
    PORT: String(port),
    HOST: "127.0.0.1",
  },
});
const output = [];
let drawnAt;
for (const stream of [site.stdout, site.stderr]) {
  stream.setEncoding("utf8");
  stream.on("data", (chunk) => {
    for (const line of chunk.split("\n").filter(Boolean)) {
      output.push(`[${seconds()}s] ${line}`);
      if (/Drew \d+ images .*background/.test(line)) drawnAt = seconds();
    }
  });
}
let exited = false;
site.on("exit", () => (exited = true));

try {
  const html = await firstPage();
  console.log(`first 200 on / after ${seconds()} s (${origin}, empty ${dataDir}/)`);
  const images = [...new Set([...html.matchAll(/\/media\/[^"'\s,)]+?\.(?:webp|svg)/g)].map((m) => m[0]))];
  const answers = await Promise.all(images.map((url) => fetch(`${origin}${url}`).then((r) => r.status)));
  const broken = images.filter((_, i) => answers[i] !== 200);
  console.log(
    `its ${images.length} /media images answered after ${seconds()} s${broken.length ? `; NOT 200: ${broken.join(", ")}` : ", all 200"}`,
  );
  if (process.argv.includes("--wait-drawn")) {
    while (!drawnAt && !exited) await pause(500);
    console.log(`every demo image drawn after ${drawnAt ?? "?"} s`);
  }
} catch (error) {
  console.error(String(error));
  console.error(output.join("\n"));
  process.exitCode = 1;
} finally {
  if (!exited) process.kill(-site.pid, "SIGTERM");
  await new Promise((resolve) => (exited ? resolve() : site.once("exit", resolve)));
  if (!process.argv.includes("--keep")) fs.rmSync(dataDir, { recursive: true, force: true });
}

async function firstPage() {
  while (!exited) {
    if (performance.now() - started > 300_000) throw new Error("no page after 300 s");
    try {
      const response = await fetch(`${origin}/`);
      if (response.status === 200) return await response.text();
    } catch {
      // not listening yet
    }
    await pause(100);
  }
  throw new Error("npm start exited before serving a page");
}

function pause(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}
