import { parseArgs } from "node:util";
import { openDatabase } from "#app/db/db.server.ts";
import { listLeads } from "#app/features/leads/queries.server.ts";
import { leadsToCsv, leadsToJson } from "#app/features/leads/report.ts";
import { isLeadKind } from "#app/features/leads/fields.ts";

const USAGE = `Prints the leads with their delivery state.

  npm run leads -- --since 2026-01-01 [--format csv|json] [--kind enquiry|guide|valuation|newsletter]

DATABASE_URL picks the database (default data/site.db), as for the server.`;

export interface LeadsCliOptions {
  since: Date;
  format: "csv" | "json";
  kind?: "enquiry" | "guide" | "valuation" | "newsletter";
}

/** Reads the command line; throws a message meant for the person typing it. */
export function parseLeadsArgs(argv: string[]): LeadsCliOptions {
  const { values } = parseArgs({
    args: argv,
    options: { since: { type: "string" }, format: { type: "string", default: "csv" }, kind: { type: "string" }, help: { type: "boolean" } },
    strict: true,
  });
  if (values.help) throw new Error(USAGE);
  if (!values.since || !/^\d{4}-\d{2}-\d{2}$/.test(values.since) || Number.isNaN(Date.parse(`${values.since}T00:00:00Z`))) {
    throw new Error(`--since wants a date like 2026-01-01\n\n${USAGE}`);
  }
  if (values.format !== "csv" && values.format !== "json") throw new Error(`--format is csv or json\n\n${USAGE}`);
  if (values.kind !== undefined && !isLeadKind(values.kind)) throw new Error(`--kind is enquiry, guide, valuation or newsletter\n\n${USAGE}`);
  return { since: new Date(`${values.since}T00:00:00Z`), format: values.format, kind: values.kind };
}

async function main() {
  let options: LeadsCliOptions;
  try {
    options = parseLeadsArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
  const handle = openDatabase(process.env.DATABASE_URL || "data/site.db");
  try {
    const rows = await listLeads(handle.db, { since: options.since, kind: options.kind });
    process.stdout.write(options.format === "json" ? leadsToJson(rows) : leadsToCsv(rows));
    if (process.stderr.isTTY) console.error(`${rows.length} lead(s) since ${options.since.toISOString().slice(0, 10)} (${handle.engine} ${handle.label})`);
  } finally {
    await handle.close();
  }
}

// Run only as a script, not when a test imports parseLeadsArgs.
if (process.argv[1] && /leads-cli\.ts$/.test(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
