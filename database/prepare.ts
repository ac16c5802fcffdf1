import os from "node:os";
import path from "node:path";
import { openDatabase } from "#app/db/db.server.ts";
import { migrateToLatest } from "./migrator.ts";
import { EnvError, parseEnv } from "#app/utils/env.server.ts";
import { ensureDemoContent, ensureMedia } from "./seed/ensure.ts";

/**
 * Runs before the server starts: applies migrations and, on an empty database, loads the demo data.
 *
 *   node build/prepare.js                  …and draws every missing demo image now (the browser tests' server)
 *   node build/prepare.js --media=later    …and leaves the images for later (`npm start`: the first page within seconds)
 *   node build/prepare.js --media-only     only draws the missing images, at low priority (`npm start` runs it
 *                                          beside the server; the server draws an image asked for sooner, decision 035)
 */
type PrepareMode = "now" | "later" | "background";

function prepareMode(args: readonly string[]): PrepareMode {
  if (args.includes("--media-only")) return "background";
  if (args.includes("--media=later")) return "later";
  return "now";
}

async function main() {
  const mode = prepareMode(process.argv.slice(2));
  const env = parseEnv();
  const mediaDir = path.resolve(env.MEDIA_DIR);
  const log = (m: string) => console.log(m);
  const database = openDatabase(env.DATABASE_URL);
  try {
    if (mode === "background") {
      // the pages come first: the drawing takes what CPU the server leaves (threads made later inherit this)
      try {
        os.setPriority(19);
      } catch {
        // not allowed here: draw at normal priority
      }
      await ensureMedia(database.db, mediaDir, (m) => log(`${m} (in the background)`), { concurrency: 2 });
      return;
    }
    const applied = await migrateToLatest(database.db);
    if (applied.length) log(`Applied migrations: ${applied.join(", ")}`);
    await ensureDemoContent(database.db, {
      mediaDir,
      agencyDomain: env.AGENCY_EMAIL.split("@")[1] ?? "example.ae",
      log,
      drawMedia: mode === "now",
    });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
