import cluster from "node:cluster";
import crypto from "node:crypto";
import { Redis } from "ioredis";
import { redisConnection } from "./redis.server.ts";
import { CLUSTER_PURGE_MESSAGE } from "./cluster-messages.ts";

/**
 * The purge bus: purging the server's response cache (server/response-cache.ts), and whatever else
 * listens (`onResponseCachePurge`: list totals, the count summary, the location index), in every
 * process of every node. Writers do not call it themselves: they say what changed with `changed()`
 * (changes.server.ts), which turns the change into tags or `{ all: true }` and sends it here. The
 * cache CLI (`npm run cache -- purge`) can also name paths and prefixes:
 *
 *     await purgeResponseCache({ tags: ["listing:123", "list:sale"] });
 *     await purgeResponseCache({ all: true });
 *     await purgeResponseCache({ prefixes: ["/properties"], paths: ["/"] });
 *
 * Tags name what a cached answer shows (server/cache-tags.ts): `listing:<id>`,
 * `project:<id>`, `area:<id>`, `developer:<id>`, `post:<slug>`,
 * `list:sale|rent|projects|areas|developers|agents|posts`. A CDN gets the same tags in
 * `Surrogate-Key` / `Cache-Tag`.
 *
 * With REDIS_URL the request is published on a Redis channel that every
 * server process subscribes to (so it also works from a CLI process, see
 * `npm run cache -- purge`). Without Redis it applies to this process and,
 * in a WEB_CONCURRENCY cluster, to its sibling workers through the primary;
 * a CLI process then writes its purge to the database, which the servers
 * poll (cache-purge-log.server.ts).
 * If Redis is set but unreachable it does the latter and says so.
 */
export interface PurgeRequest {
  /** drop everything */
  all?: boolean;
  /** exact paths: `/properties` drops `/properties` and `/properties?page=2`, not `/properties/x` */
  paths?: string[];
  /** path prefixes: `/properties/` drops every page under it */
  prefixes?: string[];
  /** cache tags: drops every answer that shows one of them (see server/cache-tags.ts) */
  tags?: string[];
}

/** What a tag looks like: `kind:value`, lower case, no spaces (a CDN's Surrogate-Key is space-separated). */
export const CACHE_TAG = /^[a-z]+:[a-z0-9/_.-]{1,200}$/;

export type PurgeReach = "redis" | "cluster" | "process";

type Listener = (request: PurgeRequest) => void;

// One per process (the server is compiled with the routes, decision 037): a route's purge reaches the server's cache.
const state = {
  listeners: new Set<Listener>(),
  /** this process, so its own broadcast is not applied twice */
  origin: crypto.randomUUID(),
  bus: null as { publisher: Redis; channel: string } | null,
  clusterListening: false,
};
const listeners = state.listeners;
const origin = state.origin;
export { CLUSTER_PURGE_MESSAGE };

export function purgeChannel(prefix: string): string {
  return `${prefix}response-cache-purge`;
}

/** Called by each response cache: it will apply every purge, local or remote. Returns the unsubscribe. */
export function onResponseCachePurge(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function isPath(value: unknown): value is string {
  return typeof value === "string" && value.startsWith("/") && value.length <= 2048;
}

/** The request as sent over the wire, or null when it purges nothing or is malformed. */
export function normalisePurge(value: unknown): PurgeRequest | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  const list = (x: unknown) => (Array.isArray(x) ? x.filter(isPath) : []);
  const tags = Array.isArray(v.tags) ? v.tags.filter((t): t is string => typeof t === "string" && CACHE_TAG.test(t)) : [];
  const request: PurgeRequest = { all: v.all === true, paths: list(v.paths), prefixes: list(v.prefixes), tags };
  return request.all || request.paths?.length || request.prefixes?.length || request.tags?.length ? request : null;
}

function applyLocally(request: PurgeRequest) {
  for (const listener of listeners) listener(request);
}

/** Applies a purge that reached this process from elsewhere (the database log, cache-purge-log.server.ts) to its cache only. */
export function applyReceivedPurge(value: unknown): boolean {
  const request = normalisePurge(value);
  if (request) applyLocally(request);
  return request !== null;
}

/**
 * Listens for purges from every other process: on the Redis channel when
 * REDIS_URL is set, and from the cluster primary when this is a worker.
 * Call once per server process.
 */
export function listenForPurges(env: { REDIS_URL?: string; REDIS_PREFIX: string }): void {
  if (cluster.isWorker && !state.clusterListening) {
    state.clusterListening = true;
    process.on("message", (message: unknown) => {
      if (typeof message !== "object" || message === null || (message as { type?: unknown }).type !== CLUSTER_PURGE_MESSAGE) return;
      const request = normalisePurge((message as { request?: unknown }).request);
      if (request) applyLocally(request);
    });
  }
  if (!env.REDIS_URL || state.bus) return;
  const channel = purgeChannel(env.REDIS_PREFIX);
  state.bus = { publisher: redisConnection(env.REDIS_URL), channel };
  const subscriber = redisConnection(env.REDIS_URL, "subscriber");
  subscriber.subscribe(channel).catch((error: unknown) => console.warn(`Redis: could not subscribe to cache purges: ${String(error)}`));
  subscriber.on("message", (from: string, text: string) => {
    if (from !== channel) return;
    try {
      const parsed = JSON.parse(text) as { origin?: string; request?: unknown };
      if (parsed.origin === origin) return;
      const request = normalisePurge(parsed.request);
      if (request) applyLocally(request);
    } catch {
      // not ours
    }
  });
}

/** The request as sent, or an error for one that purges nothing (a caller's mistake, said to the caller). */
export function purgeOrThrow(request: PurgeRequest): PurgeRequest {
  const normal = normalisePurge(request);
  if (!normal) throw new Error("nothing to purge: give all, paths or prefixes (each starting with /) or tags (kind:value)");
  return normal;
}

/** Publishes a purge on Redis only (a CLI process, which has no cache of its own). */
export async function publishPurge(redis: Redis, prefix: string, request: PurgeRequest): Promise<number> {
  const normal = purgeOrThrow(request);
  // its own origin: every server process, including one in this process, applies it
  return redis.publish(purgeChannel(prefix), JSON.stringify({ origin: crypto.randomUUID(), request: normal }));
}

/** `publishPurge` from a process that keeps no Redis connection (a CLI): connects, publishes, disconnects. */
export async function publishPurgeOnce(url: string, prefix: string, request: PurgeRequest): Promise<number> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 3000, retryStrategy: () => null, lazyConnect: true });
  // the reason a connection failed (ECONNREFUSED…) comes as an error event; connect() only says it closed
  let failure: Error | undefined;
  redis.on("error", (error: Error) => (failure = error));
  try {
    await redis.connect().catch((error: unknown) => {
      throw failure ?? error;
    });
    return await publishPurge(redis, prefix, request);
  } finally {
    redis.disconnect();
  }
}

/** Purges this process's cache at once and every other process's as far as it can reach (see above). */
export async function purgeResponseCache(request: PurgeRequest): Promise<PurgeReach> {
  const normal = purgeOrThrow(request);
  applyLocally(normal);
  const bus = state.bus;
  if (bus) {
    try {
      await bus.publisher.publish(bus.channel, JSON.stringify({ origin, request: normal }));
      return "redis";
    } catch (error) {
      console.warn(
        `Redis unreachable: the cache purge reaches this node's processes only (${error instanceof Error ? error.message : String(error)})`,
      );
    }
  }
  if (cluster.isWorker && process.send) {
    process.send({ type: CLUSTER_PURGE_MESSAGE, request: normal });
    return "cluster";
  }
  return "process";
}

/** For tests: forget the Redis bus (connections are closed by closeRedisConnections). */
export function resetPurgeBus(): void {
  state.bus = null;
}
