// Bundles the Node entry points (the HTTP server and the start-up preparation)
// into the build folder so production runs plain JavaScript, no TypeScript loader.
import fs from "node:fs";
import { build } from "esbuild";

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
fs.writeFileSync(`${outdir}/.stamp`, new Date().toISOString());
console.log(`built ${outdir}/server.js and ${outdir}/prepare.js`);
