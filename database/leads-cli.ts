import { parseArgs } from "node:util";
import { openDatabase } from "#app/db/db.server.ts";
import { listLeads } from "#app/features/leads/queries.server.ts";
import { leadsToCsv, leadsToJson } from "#app/features/leads/report.ts";
import { isLeadKind } from "#app/features/leads/fields.ts";
import { outboxHealth, requeueFailed } from "#app/features/leads/outbox.server.ts";

const USAGE = `Prints the leads with their delivery state, or manages their e-mails.

  npm run leads -- --since 2026-01-01 [--format csv|json] [--kind enquiry|guide|valuation|newsletter]
  npm run leads -- requeue [--id 12 --id 13]   failed e-mails back into the queue (all, or the given e-mail ids)
  npm run leads -- status                      the outbox backlog (pending, failed, oldest waiting), as JSON

DATABASE_URL picks the database (default data/site.db), as for the server.`;

export interface LeadsCliOptions {
  since: Date;
  format: "csv" | "json";
  kind?: "enquiry" | "guide" | "valuation" | "newsletter";
}

export type OutboxCommand = { command: "requeue"; ids?: number[] } | { command: "status" };

/** Reads `requeue [--id N]…` or `status`; null for the listing form. Throws a message meant for the person typing it. */
export function parseOutboxCommand(argv: string[]): OutboxCommand | null {
  const [command, ...rest] = argv;
  if (command === "status") {
    if (rest.length) throw new Error(`status takes no options\n\n${USAGE}`);
    return { command };
  }
  if (command !== "requeue") return null;
  const { values } = parseArgs({ args: rest, options: { id: { type: "string", multiple: true } }, strict: true });
  if (!values.id) return { command };
  const ids = values.id.map((v) => {
    if (!/^\d{1,9}$/.test(v)) throw new Error(`--id wants an e-mail id such as 12 (lead_emails.id), not ${JSON.stringify(v)}\n\n${USAGE}`);
    return Number(v);
  });
  return { command, ids };
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
  if (values.kind !== undefined && !isLeadKind(values.kind))
    throw new Error(`--kind is enquiry, guide, valuation or newsletter\n\n${USAGE}`);
  return { since: new Date(`${values.since}T00:00:00Z`), format: values.format, kind: values.kind };
}

async function main() {
  let options: LeadsCliOptions;
  let command: OutboxCommand | null;
  try {
    command = parseOutboxCommand(process.argv.slice(2));
    options = command ? { since: new Date(0), format: "json" } : parseLeadsArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
  const handle = openDatabase(process.env.DATABASE_URL || "data/site.db");
  try {
    if (command?.command === "requeue") {
      const count = await requeueFailed(handle.db, { ids: command.ids });
      console.log(`${count} failed e-mail(s) requeued; the server's outbox sends them on its next pass.`);
      return;
    }
    if (command?.command === "status") {
      console.log(JSON.stringify(await outboxHealth(handle.db), null, 2));
      return;
    }
    const rows = await listLeads(handle.db, { since: options.since, kind: options.kind });
    process.stdout.write(options.format === "json" ? leadsToJson(rows) : leadsToCsv(rows));
    if (process.stderr.isTTY)
      console.error(`${rows.length} lead(s) since ${options.since.toISOString().slice(0, 10)} (${handle.engine} ${handle.label})`);
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
