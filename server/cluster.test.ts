import { describe, expect, it } from "vitest";
import { startSlowServer } from "#tests/fixtures/start-slow-server.ts";

const pidsAnswering = async (base: string, tries = 40) => {
  const pids = new Set<string>();
  for (let i = 0; i < tries; i++) pids.add(await (await fetch(`${base}/pid`)).text());
  return pids;
};

describe("worker pool (WEB_CONCURRENCY)", () => {
  it("spreads requests over the workers, replaces one that dies, and shuts down gracefully", async () => {
    const pool = startSlowServer({ WORKERS: "2" });
    // workers listening on port 0 share the one port the primary picked
    const base = await pool.listening(2);
    const pids = await pidsAnswering(base);
    expect(pids.size).toBe(2);

    const [victim] = [...pids];
    process.kill(Number(victim), "SIGKILL");
    await pool.listening(3);
    const after = await pidsAnswering(base);
    expect(after.size).toBe(2);
    expect(after.has(victim as string)).toBe(false);

    const inFlight = fetch(`${base}/slow`).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 150));
    pool.child.kill("SIGTERM");
    expect(await inFlight).toBe("finished");
    expect(await pool.exited).toBe(0);
    expect(pool.output().match(/CLOSED/g)).toHaveLength(2);
    // Three server processes start through tsx one after another: on a loaded 2-core machine
    // (the shuffled suite runs database files beside it) that alone can pass the 30 s default.
  }, 120_000);

  it("stops with exit code 1 when the workers cannot start", async () => {
    const pool = startSlowServer({ WORKERS: "2", FAIL_START: "1" });
    pool.url.catch(() => {}); // it never listens
    expect(await pool.exited).toBe(1);
    expect(pool.output()).toContain("exited before it could serve");
  });
});
