import crypto from "node:crypto";
import { once } from "node:events";
import { Redis } from "ioredis";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { createRateLimiter } from "./rate-limit.server.ts";
import { TEST_REDIS_URL, redisReachable } from "#tests/setup/redis.ts";

describe("lead rate limit, in process", () => {
  it("allows `limit` requests per window per key, then says when to retry", async () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, keyPrefix: "t" });
    for (let i = 0; i < 3; i += 1) expect((await limiter.hit("a")).allowed).toBe(true);
    const refused = await limiter.hit("a");
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await limiter.hit("b")).allowed).toBe(true);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("lets clients in again once the window has passed", async () => {
    // the in-process store reads Date.now(): only Date is faked, its own expiry timers stay real (and unref'd)
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-01T10:00:00.000Z") });
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, keyPrefix: "t2" });
    expect((await limiter.hit("a")).allowed).toBe(true);
    expect(await limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 60 });
    vi.setSystemTime(Date.now() + 59_000);
    expect(await limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 1 });
    vi.setSystemTime(Date.now() + 2_000);
    expect((await limiter.hit("a")).allowed).toBe(true);
    expect((await limiter.hit("a")).allowed).toBe(false); // a new window, counted afresh
  });
});

describe("lead rate limit, shared through Redis", async () => {
  const reachable = await redisReachable();
  const connections: Redis[] = [];
  const connect = (url = TEST_REDIS_URL) => {
    const c = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 500,
      commandTimeout: 500,
      retryStrategy: () => 200,
    });
    c.on("error", () => {});
    connections.push(c);
    return c;
  };
  afterAll(() => {
    for (const c of connections) c.disconnect();
  });

  it.skipIf(!reachable)("two processes (two connections, one prefix) share one count per client", async () => {
    const keyPrefix = `test:${crypto.randomBytes(6).toString("hex")}:rl`;
    const [ra, rb, inspector] = [connect(), connect(), connect()];
    await Promise.all([ra, rb, inspector].map((c) => once(c, "ready")));
    const a = createRateLimiter({ limit: 3, windowMs: 60_000, redis: ra, keyPrefix });
    const b = createRateLimiter({ limit: 3, windowMs: 60_000, redis: rb, keyPrefix });
    expect((await a.hit("1.2.3.4")).allowed).toBe(true);
    expect((await b.hit("1.2.3.4")).allowed).toBe(true);
    expect((await a.hit("1.2.3.4")).allowed).toBe(true);
    expect((await b.hit("1.2.3.4")).allowed).toBe(false);
    expect((await a.hit("1.2.3.4")).allowed).toBe(false);
    expect((await b.hit("5.6.7.8")).allowed).toBe(true);
    const keys = await inspector.keys(`${keyPrefix}*`);
    expect(keys.length).toBe(2);
  });

  it("without a reachable Redis it counts in this process instead of failing", async () => {
    const logs: string[] = [];
    // nothing listens on this port (the helper's reserved range)
    const limiter = createRateLimiter({
      limit: 2,
      windowMs: 60_000,
      redis: connect("redis://127.0.0.1:3329"),
      keyPrefix: "down",
      log: (m) => logs.push(m),
    });
    expect((await limiter.hit("a")).allowed).toBe(true);
    expect((await limiter.hit("a")).allowed).toBe(true);
    expect((await limiter.hit("a")).allowed).toBe(false);
    expect(logs).toEqual([]);
  });
});
