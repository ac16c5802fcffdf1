import crypto from "node:crypto";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import { Redis } from "ioredis";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { listenForPurges, publishPurge, purgeResponseCache, resetPurgeBus } from "#app/utils/cache-purge.server.ts";
import { closeRedisConnections } from "#app/utils/redis.server.ts";
import { TEST_REDIS_URL, redisReachable } from "#tests/setup/redis.ts";
import { responseCache } from "./response-cache.ts";

const servers: Array<{ close(): void }> = [];
afterEach(async () => {
  for (const server of servers.splice(0)) server.close();
  resetPurgeBus();
  await closeRedisConnections();
});

/** A cached site whose pages say how many times they were rendered. */
async function site(variant?: (req: express.Request) => string) {
  const renders = new Map<string, number>();
  const app = express();
  app.use(responseCache({ maxAgeSeconds: 60, maxBytes: 1024 * 1024, ...(variant ? { variant } : {}) }));
  app.get("/{*splat}", (req, res) => {
    const n = (renders.get(req.originalUrl) ?? 0) + 1;
    renders.set(req.originalUrl, n);
    res.set("Cache-Control", "public, max-age=60").send(`render ${n}`);
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await once(server, "listening");
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { text: async (path: string) => (await fetch(base + path)).text() };
}

describe("response cache purges", () => {
  it("purge by path (with its query strings), by prefix, and all", async () => {
    const s = await site();
    const warm = async () => {
      for (const p of ["/properties", "/properties?page=2", "/properties/villa-1", "/areas/marina", "/"]) await s.text(p);
    };
    await warm();
    expect(await s.text("/properties")).toBe("render 1");

    expect(await purgeResponseCache({ paths: ["/properties"] })).toBe("process");
    expect(await s.text("/properties")).toBe("render 2");
    expect(await s.text("/properties?page=2")).toBe("render 2");
    expect(await s.text("/properties/villa-1")).toBe("render 1");

    await purgeResponseCache({ prefixes: ["/areas/"] });
    expect(await s.text("/areas/marina")).toBe("render 2");
    expect(await s.text("/")).toBe("render 1");

    await purgeResponseCache({ all: true });
    expect(await s.text("/")).toBe("render 2");
    expect(await s.text("/properties/villa-1")).toBe("render 2");
  });

  it("an answer kept per origin (no SITE_URL) is purged by its path and prefix like any other", async () => {
    const s = await site((req) => `http://${req.get("x-test-host") ?? "a.test"}`);
    await s.text("/properties-for-sale/7");
    await s.text("/blogs/first-post");
    expect(await s.text("/properties-for-sale/7")).toBe("render 1");
    await purgeResponseCache({ paths: ["/properties-for-sale/7"], prefixes: ["/blogs"] });
    expect(await s.text("/properties-for-sale/7")).toBe("render 2");
    expect(await s.text("/blogs/first-post")).toBe("render 2");
  });

  it("refuses a purge that names nothing", async () => {
    await expect(purgeResponseCache({ paths: ["no-slash"] })).rejects.toThrow(/nothing to purge/);
  });

  it("with Redis unreachable, purges this process and does not fail", async () => {
    listenForPurges({ REDIS_URL: "redis://127.0.0.1:3329", REDIS_PREFIX: "down:" });
    const s = await site();
    await s.text("/x");
    expect(await purgeResponseCache({ paths: ["/x"] })).toBe("process");
    expect(await s.text("/x")).toBe("render 2");
  });

  describe("through Redis", async () => {
    const reachable = await redisReachable();
    const cli = new Redis(TEST_REDIS_URL, { lazyConnect: true });
    afterAll(() => cli.disconnect());

    it.skipIf(!reachable)("a purge published by another process (a CLI) clears this one within a second", async () => {
      const prefix = `test:${crypto.randomBytes(6).toString("hex")}:`;
      listenForPurges({ REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix });
      const s = await site();
      await s.text("/projects/palm");
      await cli.connect();
      // the subscription is asynchronous: publish until a subscriber has received it
      const deadline = Date.now() + 1000;
      let receivers = 0;
      while (receivers === 0 && Date.now() < deadline) receivers = await publishPurge(cli, prefix, { prefixes: ["/projects/"] });
      expect(receivers).toBe(1);
      await expect.poll(() => s.text("/projects/palm"), { timeout: 1000, interval: 50 }).toBe("render 2");
    });
  });
});

describe("npm run cache arguments", async () => {
  const { parseCacheArgs } = await import("./cache-cli.ts");
  it("reads purge --all, --path and --prefix", () => {
    expect(parseCacheArgs(["purge", "--all"])).toEqual({ all: true });
    expect(parseCacheArgs(["purge", "--path", "/", "--prefix", "/areas/"])).toEqual({ paths: ["/"], prefixes: ["/areas/"] });
    expect(parseCacheArgs(["purge", "--tag", "listing:12", "--tag", "list:sale"])).toEqual({
      paths: [],
      prefixes: [],
      tags: ["listing:12", "list:sale"],
    });
  });
  it.each([[[]], [["purge"]], [["purge", "--path", "areas"]], [["purge", "--tag", "listing 12"]], [["flush"]]])(
    "explains what is wrong with %j",
    (argv) => {
      expect(() => parseCacheArgs(argv)).toThrow();
    },
  );
});
