import { openDatabase } from "#app/db/db.server.ts";
import { migrateToLatest } from "./migrator.ts";

/**
 * `npm run migrate`: applies the migrations the database (DATABASE_URL, default
 * data/site.db) has not had yet, and says which. `npm start` does the same
 * before it serves (database/prepare.ts); this is for a deploy that migrates
 * as a step of its own.
 */
async function main(): Promise<void> {
  const handle = openDatabase(process.env.DATABASE_URL || "data/site.db");
  try {
    const applied = await migrateToLatest(handle.db);
    console.log(applied.length ? `Applied migrations: ${applied.join(", ")}` : `${handle.label}: every migration is applied.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
