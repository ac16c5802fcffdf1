import { describe, expect, it } from "vitest";
import { startSlowServer } from "#tests/fixtures/start-slow-server.ts";

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
