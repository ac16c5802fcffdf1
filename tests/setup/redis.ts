import { Redis } from "ioredis";

/** Where Redis tests connect; they use random key prefixes and never flush. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

let reachable: Promise<boolean> | undefined;

/** Whether the test Redis answers; with CI=true an unreachable one is an error, not a skip. */
export function redisReachable(): Promise<boolean> {
  reachable ??= (async () => {
    const client = new Redis(TEST_REDIS_URL, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 1000,
      retryStrategy: () => null,
    });
    client.on("error", () => {});
    try {
      await client.connect();
      return (await client.ping()) === "PONG";
    } catch {
      if (process.env.CI === "true") throw new Error(`Redis is required in CI but ${TEST_REDIS_URL} is unreachable`);
      console.warn(`SKIPPED: Redis tests — no server at ${TEST_REDIS_URL}`);
      return false;
    } finally {
      client.disconnect();
    }
  })();
  return reachable;
}
