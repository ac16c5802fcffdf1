import { parseArgs } from "node:util";
import { openDatabase } from "#app/db/db.server.ts";
import { CACHE_TAG, publishPurgeOnce, type PurgeRequest } from "#app/utils/cache-purge.server.ts";
import { PURGE_POLL_MS, recordPurge } from "#app/utils/cache-purge-log.server.ts";

const USAGE = `Purges the servers' response cache on every node: through Redis when REDIS_URL is set (as the
servers have), else through the database (DATABASE_URL), which the servers poll every few seconds.

  npm run cache -- purge --all
  npm run cache -- purge --path /properties [--path /] [--prefix /areas/]
  npm run cache -- purge --tag listing:123 [--tag list:sale]

--path drops that page with any query string; --prefix drops every URL starting with it;
--tag drops every answer that shows that listing, project, area, developer or list (kind:value).`;

/** Reads the command line; throws a message meant for the person typing it. */
export function parseCacheArgs(argv: string[]): PurgeRequest {
  const [command, ...rest] = argv;
  if (command !== "purge") throw new Error(USAGE);
  const { values } = parseArgs({
    args: rest,
    options: {
      all: { type: "boolean" },
      path: { type: "string", multiple: true },
      prefix: { type: "string", multiple: true },
      tag: { type: "string", multiple: true },
    },
    strict: true,
  });
  const paths = values.path ?? [];
  const prefixes = values.prefix ?? [];
  for (const p of [...paths, ...prefixes]) if (!p.startsWith("/")) throw new Error(`${JSON.stringify(p)} must start with /\n\n${USAGE}`);
  const tags = values.tag ?? [];
  for (const t of tags)
    if (!CACHE_TAG.test(t)) throw new Error(`${JSON.stringify(t)} is not a tag (kind:value, e.g. listing:123)\n\n${USAGE}`);
  if (!values.all && paths.length === 0 && prefixes.length === 0 && tags.length === 0) throw new Error(`say what to purge\n\n${USAGE}`);
  if (values.all) return { all: true };
  return tags.length ? { paths, prefixes, tags } : { paths, prefixes };
}

async function main() {
  let request: PurgeRequest;
  try {
    request = parseCacheArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
  const url = process.env.REDIS_URL;
  if (!url) {
    // the servers poll the database for purges when they have no Redis (cache-purge-log.server.ts)
    const handle = openDatabase(process.env.DATABASE_URL || "data/site.db");
    try {
      await recordPurge(handle.db, request);
      console.log(`Purge written to the database: the servers apply it within ${PURGE_POLL_MS / 1000} s.`);
    } finally {
      await handle.close();
    }
    return;
  }
  const receivers = await publishPurgeOnce(url, process.env.REDIS_PREFIX || "site:", request);
  console.log(`Purge sent to ${receivers} server process(es).`);
}

if (process.argv[1] && /cache-cli\.ts$/.test(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(`Could not send the purge: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
