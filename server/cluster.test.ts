import { spawn } from "node:child_process";
import net from "node:net";
import { describe, expect, it } from "vitest";

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startPool(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "tests/fixtures/slow-server.ts"], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, PORT: String(port), ...env },
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const listening = (n: number) =>
    new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if ((output.match(/LISTENING/g) ?? []).length >= n) {
          clearInterval(timer);
          resolve();
        }
      }, 25);
      void exited.then(() => {
        clearInterval(timer);
        reject(new Error(`pool exited early: ${output}`));
      });
    });
  return { child, base: `http://127.0.0.1:${port}`, exited, listening, output: () => output };
}

const pidsAnswering = async (base: string, tries = 40) => {
  const pids = new Set<string>();
  for (let i = 0; i < tries; i++) pids.add(await (await fetch(`${base}/pid`)).text());
  return pids;
};

describe("worker pool (WEB_CONCURRENCY)", () => {
  it("spreads requests over the workers, replaces one that dies, and shuts down gracefully", async () => {
    const pool = await startPool({ WORKERS: "2" });
    await pool.listening(2);
    const pids = await pidsAnswering(pool.base);
    expect(pids.size).toBe(2);

    const [victim] = [...pids];
    process.kill(Number(victim), "SIGKILL");
    await pool.listening(3);
    const after = await pidsAnswering(pool.base);
    expect(after.size).toBe(2);
    expect(after.has(victim as string)).toBe(false);

    const inFlight = fetch(`${pool.base}/slow`).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 150));
    pool.child.kill("SIGTERM");
    expect(await inFlight).toBe("finished");
    expect(await pool.exited).toBe(0);
    expect(pool.output().match(/CLOSED/g)).toHaveLength(2);
  });

  it("stops with exit code 1 when the workers cannot start", async () => {
    const pool = await startPool({ WORKERS: "2", FAIL_START: "1" });
    expect(await pool.exited).toBe(1);
    expect(pool.output()).toContain("exited before it could serve");
  });
});
