import { describe, expect, it } from "vitest";
import { SlidingWindowLimiter } from "./rate-limit.server.ts";

describe("SlidingWindowLimiter", () => {
  it("allows `limit` requests per window per key, then says when to retry", () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter({ limit: 3, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 3; i += 1) {
      expect(limiter.hit("a").allowed).toBe(true);
      now += 1000;
    }
    expect(limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 57 });
    expect(limiter.hit("b").allowed).toBe(true);
    now = 60_001; // the first request has left the window
    expect(limiter.hit("a").allowed).toBe(true);
    expect(limiter.hit("a").allowed).toBe(false);
  });

  it("forgets the least recently seen clients beyond its memory bound", () => {
    const limiter = new SlidingWindowLimiter({ limit: 1, windowMs: 60_000, maxKeys: 2, now: () => 0 });
    limiter.hit("a");
    limiter.hit("b");
    limiter.hit("c");
    expect(limiter.hit("a").allowed).toBe(true); // "a" was evicted
    expect(limiter.hit("c").allowed).toBe(false);
  });
});
