import net from "node:net";
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

  it("closes the socket of a client too slow to send its headers (408), instead of holding it for minutes", async () => {
    const server = startSlowServer({ HEADERS_TIMEOUT_MS: "300" });
    const { port } = new URL(await server.url);
    // the server closes the socket itself (the promise settles on "close"): no clock is read
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), "127.0.0.1", () => socket.write("GET /slow HTTP/1.1\r\nHost: example\r\nX-Slow: "));
      let received = "";
      socket.on("data", (d) => (received += d.toString()));
      socket.on("close", () => resolve(received));
      socket.on("error", reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });
});
