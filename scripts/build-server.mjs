// Bundles the Node entry points (the HTTP server and the start-up preparation)
// into the build folder so production runs plain JavaScript, no TypeScript loader.
import fs from "node:fs";
import { build } from "esbuild";
import { compressAssets } from "./compress-assets.mjs";

const outdir = process.env.BUILD_DIR ?? "build";
await build({
  entryPoints: { server: "server/index.ts", prepare: "database/prepare.ts" },
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  // server/index.ts imports the worker (server/worker.ts) only in a worker: in its own chunk, so the
  // supervising primary never loads the app, the database drivers or sharp.
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  sourcemap: true,
  logLevel: "warning",
});
const assets = await compressAssets(`${outdir}/client/assets`);
console.log(
  `compressed ${assets.files} client assets: ${Math.round(assets.before / 1024)} KB → ${Math.round(assets.after / 1024)} KB with Brotli`,
);
fs.writeFileSync(`${outdir}/.stamp`, new Date().toISOString());
console.log(`built ${outdir}/server.js and ${outdir}/prepare.js`);
