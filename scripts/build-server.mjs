// Bundles the launcher (server/index.ts: the primary that forks the workers) and the start-up
// preparation into the build folder, so production runs plain JavaScript, no TypeScript loader.
// The server itself (server/worker.ts, the app and the routes) is the React Router build's
// server bundle (vite.config.ts), which the launcher loads in each worker.
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
  sourcemap: true,
  logLevel: "warning",
});
const assets = await compressAssets(`${outdir}/client/assets`);
console.log(
  `compressed ${assets.files} client assets: ${Math.round(assets.before / 1024)} KB → ${Math.round(assets.after / 1024)} KB with Brotli`,
);
fs.writeFileSync(`${outdir}/.stamp`, new Date().toISOString());
console.log(`built ${outdir}/server.js and ${outdir}/prepare.js`);
