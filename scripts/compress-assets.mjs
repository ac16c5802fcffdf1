// Writes Brotli (quality 11) and gzip (level 9) copies beside every text asset
// of the client build, once at build time: the server sends them as they are
// (express-static-gzip) instead of compressing each request at a fast, weaker level.
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT = /\.(js|mjs|css|svg|json|txt|xml|html|map)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name) && !entry.name.endsWith(".map")) yield full;
  }
}

export async function compressAssets(dir) {
  let before = 0;
  let after = 0;
  const jobs = [];
  for (const file of files(dir)) {
    const body = fs.readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    jobs.push(
      (async () => {
        const [br, gz] = await Promise.all([
          brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
          gzip(body, { level: 9 }),
        ]);
        fs.writeFileSync(`${file}.br`, br);
        fs.writeFileSync(`${file}.gz`, gz);
        before += body.length;
        after += br.length;
      })(),
    );
  }
  await Promise.all(jobs);
  return { files: jobs.length, before, after };
}
