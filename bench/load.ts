import http from "node:http";

/** What one scenario run measured. */
export interface Figures {
  requests: number;
  failures: number;
  /** what the failures were: "404", "503", "error" (no answer) → how many, and a path of each */
  failed: Map<string, { count: number; example: string }>;
  hits: number;
  misses: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  bytes: number;
  /** hits and counted answers (HIT or MISS) per part of the traffic, when the scenario names its parts */
  parts: Map<string, { hits: number; counted: number; requests: number }>;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) : 0;

/**
 * A closed-loop load generator: `concurrency` keep-alive connections, each
 * sending the next request as soon as the previous answer has been read, for
 * `seconds`. Unlike autocannon it reads every answer's headers, so it counts
 * the response cache's `X-Cache: HIT|MISS`, and it asks a fresh path for each
 * request. It sends a browser's Accept-Encoding, so compression is paid as visitors make it paid.
 */
export async function drive(
  base: string,
  next: () => string,
  concurrency: number,
  seconds: number,
  part?: (path: string) => string,
): Promise<Figures> {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let failures = 0;
  const failed: Figures["failed"] = new Map();
  const fail = (what: string, path: string) => {
    failures++;
    const tally = failed.get(what) ?? { count: 0, example: path };
    tally.count++;
    failed.set(what, tally);
  };
  let hits = 0;
  let misses = 0;
  let bytes = 0;
  const parts: Figures["parts"] = new Map();
  const started = performance.now();
  const until = started + seconds * 1000;
  const one = (path: string) =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      const req = http.get(
        {
          host: url.hostname,
          port: url.port,
          path,
          agent,
          headers: { "accept-encoding": "br, gzip", accept: "text/html,application/json" },
        },
        (res) => {
          const cache = res.headers["x-cache"];
          res.on("data", (chunk: Buffer) => (bytes += chunk.length));
          res.on("end", () => {
            latencies.push(performance.now() - t0);
            if ((res.statusCode ?? 0) < 200 || (res.statusCode ?? 0) >= 300) fail(String(res.statusCode), path);
            if (cache === "HIT") hits++;
            else if (cache === "MISS") misses++;
            if (part) {
              const name = part(path);
              const tally = parts.get(name) ?? { hits: 0, counted: 0, requests: 0 };
              tally.requests++;
              if (cache === "HIT" || cache === "MISS") tally.counted++;
              if (cache === "HIT") tally.hits++;
              parts.set(name, tally);
            }
            resolve();
          });
        },
      );
      req.on("error", () => {
        fail("error", path);
        resolve();
      });
    });
  const loop = async () => {
    while (performance.now() < until) await one(next());
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    failures,
    failed,
    hits,
    misses,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: latencies.length / elapsed,
    bytes,
    parts,
  };
}
