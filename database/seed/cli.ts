import { parseArgs } from "node:util";
import path from "node:path";
import { openDatabase } from "#app/db/db.server.ts";
import { migrateToLatest } from "../migrator.ts";
import { DEFAULT_AGENCY_DOMAIN, DEFAULT_LISTINGS, DEFAULT_PROJECTS, DEFAULT_SEED } from "./generate/common.ts";
import { ensureMedia } from "./ensure.ts";
import { DatabaseNotEmptyError, seedDatabase } from "./seed.server.ts";

/**
 * npm run seed -- [--listings 100000] [--projects 2000] [--reset]
 *                 [--agency-domain example.ae] [--seed 20261101]
 *
 * Fills the database named by DATABASE_URL (default data/site.db; a
 * postgres:// URL selects PostgreSQL) with deterministic demo data.
 */

const USAGE = `Usage: npm run seed -- [options]

  --listings <n>         listings to generate (default ${DEFAULT_LISTINGS})
  --projects <n>         off-plan projects to generate (default ${DEFAULT_PROJECTS})
  --reset                delete the existing demo rows first (leads are kept)
  --agency-domain <d>    e-mail domain of the demo agents (default ${DEFAULT_AGENCY_DOMAIN})
  --seed <n>             PRNG seed (default ${DEFAULT_SEED}); same seed, same data
  -h, --help             show this help

DATABASE_URL picks the database: a SQLite file path (default data/site.db)
or postgres://user:pass@host:5432/db.`;

interface CliOptions {
  listings: number;
  projects: number;
  reset: boolean;
  agencyDomain: string;
  seed: number;
}

class UsageError extends Error {}

function parseCount(raw: string | undefined, fallback: number, flag: string): number {
  if (raw === undefined) return fallback;
  const value = Number(raw.replace(/_/g, ""));
  if (!Number.isInteger(value) || value < 0) throw new UsageError(`${flag} needs a whole number ≥ 0, got "${raw}"`);
  return value;
}

function parseOptions(argv: string[]): CliOptions | "help" {
  const { values } = parseArgs({
    args: argv,
    options: {
      listings: { type: "string" },
      projects: { type: "string" },
      reset: { type: "boolean", default: false },
      "agency-domain": { type: "string" },
      seed: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
  });
  if (values.help) return "help";
  return {
    listings: parseCount(values.listings, DEFAULT_LISTINGS, "--listings"),
    projects: parseCount(values.projects, DEFAULT_PROJECTS, "--projects"),
    reset: values.reset ?? false,
    agencyDomain: values["agency-domain"] ?? DEFAULT_AGENCY_DOMAIN,
    seed: parseCount(values.seed, DEFAULT_SEED, "--seed"),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(argv: string[]): Promise<number> {
  let options: CliOptions | "help";
  try {
    options = parseOptions(argv);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    console.error(USAGE);
    return 2;
  }
  if (options === "help") {
    console.log(USAGE);
    return 0;
  }

  const started = performance.now();
  const handle = openDatabase(process.env.DATABASE_URL || "data/site.db");
  try {
    console.log(`Seeding ${handle.engine} database ${handle.label}`);
    const applied = await migrateToLatest(handle.db);
    if (applied.length > 0) console.log(`Applied migrations: ${applied.join(", ")}`);

    const result = await seedDatabase(handle.db, {
      listings: options.listings,
      projects: options.projects,
      reset: options.reset,
      agencyDomain: options.agencyDomain,
      seed: options.seed,
      onProgress: (message) => console.log(`  [${seconds(performance.now() - started)}] ${message}`),
    });

    // The rows only name their images (media-catalog.ts); draw the missing ones.
    await ensureMedia(handle.db, path.resolve(process.env.MEDIA_DIR ?? "data/media"), (m) => console.log(`  ${m}`));

    console.log(
      `Seeded ${result.listings.toLocaleString("en-US")} listings and ${result.projects.toLocaleString("en-US")} projects ` +
        `in ${seconds(result.ms)} (total ${seconds(performance.now() - started)} with migrations).`,
    );
    return 0;
  } catch (error) {
    if (error instanceof DatabaseNotEmptyError) {
      console.error(`${error.message}\nNothing was changed.`);
      return 1;
    }
    throw error;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
