// `npm start`: build when the sources are newer than the last build, prepare
// the database (migrations, demo data on first run), then serve. The demo images
// are drawn beside the server at low priority, and by the server on demand for
// one asked for sooner, so a first start serves its first page in seconds (decision 035).
// `npm start -- --no-build` serves the existing build even when the sources are newer.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const STAMP = `${BUILD_DIR}/.stamp`;
const SOURCES = ["app", "server", "database", "public", "package-lock.json", "vite.config.ts", "react-router.config.ts"];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

function needsBuild() {
  if (!fs.existsSync(STAMP) || !fs.existsSync(`${BUILD_DIR}/server.js`) || !fs.existsSync(`${BUILD_DIR}/server/index.js`)) return true;
  if (process.argv.includes("--no-build")) return false;
  const built = fs.statSync(STAMP).mtimeMs;
  return SOURCES.some((s) => newestMtime(s) > built);
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (needsBuild()) {
  console.log("Building the site…");
  run("npm", ["run", "build"]);
}
run(process.execPath, [`${BUILD_DIR}/prepare.js`, "--media=later"]);

// React and React Router pick their production builds from NODE_ENV when first imported.
// MALLOC_ARENA_MAX=2: glibc gives every thread that allocates its own arena, and sharp's libvips threads
// (feed photos) leave them fragmented; two arenas cut the importer's peak RSS by ~60-100 MB (bench:import).
// --max-old-space-size: V8 otherwise grows each worker's heap to ~300 MB of mostly garbage under
// load; capped, the live set (~70-100 MB) is collected sooner at no measured CPU cost (docs/performance.md).
const heapMb = /^\d+$/.test(process.env.SERVER_HEAP_MB ?? "") ? process.env.SERVER_HEAP_MB : "256";
const server = spawn(process.execPath, [`--max-old-space-size=${heapMb}`, `${BUILD_DIR}/server.js`], {
  stdio: "inherit",
  env: { NODE_ENV: "production", MALLOC_ARENA_MAX: "2", ...process.env },
});
// The missing demo images (all of them on a first start): drawn once the server had a few seconds
// to load, at the lowest priority, so pages come first. Cheap when every image exists.
let drawer;
const drawing = setTimeout(() => {
  drawer = spawn(process.execPath, [`--max-old-space-size=${heapMb}`, `${BUILD_DIR}/prepare.js`, "--media-only"], {
    stdio: "inherit",
    env: { MALLOC_ARENA_MAX: "2", ...process.env },
  });
  drawer.on("exit", () => (drawer = undefined));
}, 3000);
// SIGTERM is passed on; a terminal's Ctrl-C (SIGINT) already reaches the server
// through the process group, and passing it on too would count as a second one.
process.on("SIGTERM", () => {
  drawer?.kill("SIGTERM");
  server.kill("SIGTERM");
});
process.on("SIGINT", () => {});
server.on("exit", (code) => {
  clearTimeout(drawing);
  drawer?.kill("SIGTERM");
  process.exit(code ?? 0);
});
