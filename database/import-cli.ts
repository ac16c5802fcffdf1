import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "#app/db/db.server.ts";
import { migrateToLatest } from "#database/migrator.ts";
import type { FeedFormat } from "#app/features/feeds/feeds-schema.ts";
import { ImportBusyError, type ImportReport, runImport } from "#app/features/feeds/import.server.ts";
import { formatReport } from "#app/features/feeds/report.ts";
import { publishPurgeOnce } from "#app/utils/cache-purge.server.ts";
import { purgeOf } from "#app/utils/changes.server.ts";
import { recordPurge } from "#app/utils/cache-purge-log.server.ts";
import type { DB } from "#app/db/db.server.ts";
import { SOURCE_NAME } from "#app/utils/feed-sources.ts";

const USAGE = `Imports a Property Finder or Bayut/dubizzle XML feed into the site's listings.

  npm run import -- <file-or-URL> [--source NAME] [--format pf|bayut] [--format json] [--no-photos] [--wait <seconds>]

  --source NAME       the feed's name: the listings it owns, withdraws and answers 410 for follow the
                      name, not the file or URL (default: a URL's host and path, a file's format: pf or bayut)

  --format pf|bayut   the feed's format (default: read from its root element)
  --format json       print the run report as JSON instead of text
  --no-photos         leave photos for a later run
  --wait <seconds>    how long to wait while another import runs (default 600)

DATABASE_URL picks the database (default data/site.db), MEDIA_DIR where photos go (default data/media).
Exit status: 0 imported, 1 the run failed (nothing changed), 2 bad arguments, 75 another import kept running.`;

export interface ImportCliOptions {
  source: string;
  name: string | undefined;
  feedFormat?: FeedFormat;
  output: "text" | "json";
  photos: boolean;
  waitSeconds: number;
}

function parseCommandLine(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      format: { type: "string", multiple: true },
      source: { type: "string" },
      "no-photos": { type: "boolean", default: false },
      wait: { type: "string", default: "600" },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
  });
}

/** Reads the command line; throws a message meant for the person typing it. */
export function parseImportArgs(argv: string[]): ImportCliOptions {
  let parsed;
  try {
    parsed = parseCommandLine(argv);
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (values.help) throw new Error(USAGE);
  if (positionals.length !== 1) throw new Error(`give one feed file or URL\n\n${USAGE}`);
  let feedFormat: FeedFormat | undefined;
  let output: "text" | "json" = "text";
  for (const f of values.format ?? []) {
    if (f === "pf" || f === "bayut") feedFormat = f;
    else if (f === "json" || f === "text") output = f;
    else throw new Error(`--format is pf, bayut, json or text, not "${f}"\n\n${USAGE}`);
  }
  const waitSeconds = Number(values.wait);
  if (!Number.isInteger(waitSeconds) || waitSeconds < 0) throw new Error(`--wait wants whole seconds\n\n${USAGE}`);
  const name = values.source;
  if (name !== undefined && !SOURCE_NAME.test(name))
    throw new Error(`--source takes letters, digits, ".", "_" and "-" (up to 60), not "${name.slice(0, 60)}"\n\n${USAGE}`);
  return { source: positionals[0] as string, name, feedFormat, output, photos: !values["no-photos"], waitSeconds };
}

async function main(): Promise<number> {
  let options: ImportCliOptions;
  try {
    options = parseImportArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
  const handle = openDatabase(process.env.DATABASE_URL || "data/site.db", { sqliteMemory: "batch" });
  try {
    await migrateToLatest(handle.db);
    const deadline = Date.now() + options.waitSeconds * 1000;
    let report: ImportReport | undefined;
    while (!report) {
      try {
        report = await runImport(handle.db, {
          source: options.source,
          ...(options.name ? { name: options.name } : {}),
          ...(options.feedFormat ? { format: options.feedFormat } : {}),
          mediaDir: path.resolve(process.env.MEDIA_DIR ?? "data/media"),
          photos: options.photos ? { allowPrivateNetwork: process.env.FEED_PHOTOS_ALLOW_PRIVATE === "true" } : false,
          // This process holds no cache of its own: the servers' caches are purged through Redis when it is set,
          // else through the database, which they poll (cache-purge-log.server.ts).
          onChanged: () => purgeServers(handle.db),
        });
      } catch (error) {
        if (!(error instanceof ImportBusyError) || Date.now() >= deadline) throw error;
        await new Promise((r) => setTimeout(r, 500));
      }
    }
    console.log(options.output === "json" ? JSON.stringify(report, null, 2) : formatReport(report));
    return report.status === "succeeded" ? 0 : 1;
  } catch (error) {
    if (error instanceof ImportBusyError) {
      console.error(error.message);
      return 75;
    }
    throw error;
  } finally {
    await handle.close();
  }
}

// Run only as a script, not when a test imports parseImportArgs.
if (process.argv[1] && /import-cli\.ts$/.test(process.argv[1])) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exitCode = 1;
    },
  );
}

/**
 * Tells every server process that the listings changed (the change event, app/utils/changes.server.ts):
 * through Redis when REDIS_URL is set, else the database. This process has no caches of its own.
 */
async function purgeServers(db: DB): Promise<void> {
  const url = process.env.REDIS_URL;
  const event = purgeOf([{ everything: "a feed import" }]);
  if (!url) {
    await recordPurge(db, event);
    return;
  }
  try {
    await publishPurgeOnce(url, process.env.REDIS_PREFIX || "site:", event);
  } catch (error) {
    console.warn(
      `Redis unreachable: the servers' cached pages expire by themselves (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}
