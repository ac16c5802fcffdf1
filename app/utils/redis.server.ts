import { Redis } from "ioredis";

/**
 * Redis connections for what several processes and nodes share (rate
 * limits, cache purges). Redis is optional and never fatal: a command client
 * fails fast while Redis is unreachable (no offline queue) so callers fall
 * back to their in-process behaviour, and reconnects on its own; the outage
 * and the recovery are logged once each.
 */
const clients = new Map<string, Redis>();

/** The URL without its password, for logs. */
export function redactRedisUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "redis";
  }
}

export type RedisRole = "commands" | "subscriber";

/** One shared connection per URL and role ('subscriber' connections can only listen). */
export function redisConnection(url: string, role: RedisRole = "commands", log: (message: string) => void = (m) => console.warn(m)): Redis {
  const key = `${role} ${url}`;
  const existing = clients.get(key);
  if (existing) return existing;
  const client = new Redis(url, {
    // Commands fail at once while disconnected (callers degrade); a subscriber queues its SUBSCRIBE until connected.
    enableOfflineQueue: role === "subscriber",
    maxRetriesPerRequest: role === "subscriber" ? null : 1,
    connectTimeout: 2000,
    commandTimeout: role === "subscriber" ? undefined : 1000,
    retryStrategy: (times) => Math.min(times * 250, 5000),
  });
  let down = false;
  client.on("error", (error: Error) => {
    if (down) return;
    down = true;
    log(
      `Redis ${redactRedisUrl(url)} (${role}) unreachable: ${error.message}; shared rate limits and cache purges fall back to this process until it is back`,
    );
  });
  client.on("ready", () => {
    if (down) log(`Redis ${redactRedisUrl(url)} (${role}) is reachable again`);
    down = false;
  });
  clients.set(key, client);
  return client;
}

/** Closes every connection (server shutdown, tests). */
export async function closeRedisConnections(): Promise<void> {
  const all = [...clients.values()];
  clients.clear();
  await Promise.all(
    all.map(async (c) => {
      // QUIT would wait for a connection that may never come back
      if (c.status !== "ready") return c.disconnect();
      await Promise.race([c.quit().catch(() => {}), new Promise((r) => setTimeout(r, 1000).unref())]);
      c.disconnect();
    }),
  );
}
