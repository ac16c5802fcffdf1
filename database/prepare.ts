import path from "node:path";
import { openDatabase } from "#app/db/db.server.ts";
import { migrateToLatest } from "./migrator.ts";
import { EnvError, parseEnv } from "#app/utils/env.server.ts";
import { ensureDemoContent } from "./seed/ensure.ts";

/**
 * Runs before the server starts (`npm start`): applies migrations, and on an
 * empty database loads the demo data and draws its images.
 */
async function main() {
  const env = parseEnv();
  const database = openDatabase(env.DATABASE_URL);
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);
    await ensureDemoContent(database.db, {
      mediaDir: path.resolve(env.MEDIA_DIR),
      agencyDomain: env.AGENCY_EMAIL.split("@")[1] ?? "example.ae",
      log: (m) => console.log(m),
    });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
