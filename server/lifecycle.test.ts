import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";

function startSlowServer() {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/fixtures/slow-server.ts"], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const url = new Promise<string>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const m = /LISTENING (\S+)/.exec(output);
      if (m?.[1]) resolve(m[1]);
    });
    child.on("exit", () => reject(new Error(`server exited early: ${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { child, url, exited, output: () => output };
}

describe("graceful shutdown", () => {
  it("lets an in-flight request finish after SIGTERM, refuses new ones, then exits cleanly", async () => {
    const server = startSlowServer();
    const base = await server.url;
    const inFlight = fetch(`${base}/slow`).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 150));
    server.child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 100));
    await expect(fetch(`${base}/slow`)).rejects.toThrow();
    expect(await inFlight).toBe("finished");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("CLOSED");
  });
});
