import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { TEST_REDIS_URL, redisReachable } from "#tests/setup/redis.ts";

/** Starts tests/fixtures/cache-node.ts in its own process: one node of the site. */
function startNode(prefix: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/fixtures/cache-node.ts"], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix },
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /LISTENING (\S+)/.exec(output)?.[1];
      if (url) resolve({ url, child });
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", () => reject(new Error(`node exited: ${output}`)));
  });
}

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill("SIGTERM");
});

const page = async (base: string, path: string) => (await fetch(base + path)).text();

describe("a purge reaches every node", async () => {
  const reachable = await redisReachable();

  it.skipIf(!reachable)(
    "a tag purge sent from one node is applied on the other (real Redis, two processes)",
    async () => {
      const prefix = `test:${crypto.randomBytes(6).toString("hex")}:`;
      const [a, b] = await Promise.all([startNode(prefix), startNode(prefix)]);
      const paths = ["/properties-for-sale/7", "/properties-for-sale/8", "/properties/buy"];
      for (const node of [a, b]) for (const path of paths) await page(node.url, path);
      for (const node of [a, b]) expect(await page(node.url, "/properties-for-sale/7")).toContain("render 1");

      // both nodes subscribe asynchronously after they listen: purge a probe page until B drops it
      await page(b.url, "/probe/1");
      const deadline = Date.now() + 10_000;
      let probe = "";
      do {
        await fetch(`${a.url}/purge`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"paths":["/probe/1"]}' });
        await new Promise((r) => setTimeout(r, 100));
        probe = await page(b.url, "/probe/1");
      } while (probe.includes("render 2") === false && probe.includes("render 1") && Date.now() < deadline);
      expect(probe).not.toContain("render 1");

      const answer = await fetch(`${a.url}/purge`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ tags: ["listing:7", "list:sale"] }),
      });
      expect(await answer.json()).toEqual({ reach: "redis" });
      // node A applied it before answering; node B once the message arrives (how fast: the fault suite, tests/faults/run.ts)
      expect(await page(a.url, "/properties-for-sale/7")).toContain("render 2");
      await expect.poll(() => page(b.url, "/properties-for-sale/7"), { timeout: 10_000, interval: 20 }).toContain("render 2");
      expect(await page(b.url, "/properties/buy")).toContain("render 2");
      // what the tags do not name stays cached on both
      for (const node of [a, b]) expect(await page(node.url, "/properties-for-sale/8")).toContain("render 1");
    },
    30_000,
  );
});
