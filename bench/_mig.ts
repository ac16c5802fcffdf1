import { openDatabase } from "#app/db/db.server.ts";
import { migrateToLatest } from "#database/migrator.ts";
const h = openDatabase(process.argv[2]!);
const t = performance.now();
await migrateToLatest(h.db);
console.log("migrated in", (performance.now() - t).toFixed(0), "ms");
await h.close();
