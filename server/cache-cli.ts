import { parseArgs } from "node:util";
import { Redis } from "ioredis";
import { CACHE_TAG, publishPurge, type PurgeRequest } from "#app/utils/cache-purge.server.ts";

const USAGE = `Purges the servers' response cache on every node (needs REDIS_URL, as the servers have).

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
    console.error(
      "REDIS_URL is not set: a separate process cannot reach the servers' caches. Each page is kept at most RESPONSE_CACHE_SECONDS; restart the server to drop them now.",
    );
    process.exit(1);
  }
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 3000, retryStrategy: () => null });
  try {
    const receivers = await publishPurge(redis, process.env.REDIS_PREFIX || "site:", request);
    console.log(`Purge sent to ${receivers} server process(es).`);
  } finally {
    redis.disconnect();
  }
}

if (process.argv[1] && /cache-cli\.ts$/.test(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(`Could not send the purge: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
