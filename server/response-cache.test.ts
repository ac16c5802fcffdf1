import crypto from "node:crypto";
import http from "node:http";
import zlib from "node:zlib";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { purgeResponseCache } from "#app/utils/cache-purge.server.ts";
import { inlineScriptHashes, responseCache, sharedFreshness } from "./response-cache.ts";

const servers: Array<{ close(): void }> = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/**
 * A stand-in for the site: a per-request nonce and CSP like server/app.ts,
 * compression outside the cache, and routes whose answers count renders.
 */
async function site(options: { maxAgeSeconds?: number; maxBytes?: number } = {}) {
  const settled: string[] = [];
  const waiters: Array<() => void> = [];
  const clock = { ms: 1_000_000, now: () => clock.ms };
  const renders = new Map<string, number>();
  const gate = { resolve: () => {}, promise: Promise.resolve() };
  gate.promise = new Promise<void>((resolve) => (gate.resolve = resolve));
  const app = express();
  app.use((_req, res, next) => {
    res.locals.nonce = crypto.randomBytes(16).toString("base64");
    res.setHeader("Content-Security-Policy", `default-src 'self';script-src 'self' 'nonce-${res.locals.nonce as string}'`);
    next();
  });
  app.use(compression());
  app.use(
    responseCache({
      maxAgeSeconds: options.maxAgeSeconds ?? 60,
      maxBytes: options.maxBytes ?? 1024 * 1024,
      perf: clock,
      onSettled: (key) => {
        settled.push(key);
        for (const wake of waiters.splice(0)) wake();
      },
    }),
  );
  const rendered = (name: string) => {
    const n = (renders.get(name) ?? 0) + 1;
    renders.set(name, n);
    return n;
  };
  app.get("/page", (_req, res) => {
    const n = rendered("page");
    const nonce = res.locals.nonce as string;
    res
      .set("Cache-Control", "public, max-age=30")
      .type("html")
      .send(
        `<!doctype html><html><body><h1>Render ${n}</h1>${"<p>Dubai Marina</p>".repeat(200)}` +
          `<script nonce="${nonce}">window.__ctx = {"n":${n}}</script><script type="module" nonce="${nonce}">import("/a.js")</script>` +
          `<script src="/assets/app.js" nonce="${nonce}"></script></body></html>`,
      );
  });
  app.get("/slow", (_req, res) => {
    const n = rendered("slow");
    // the answer is written when the test opens the gate (a render that reads, then waits)
    void gate.promise.then(() => res.set("Cache-Control", "public, max-age=60").send(`render ${n}`));
  });
  // random bytes: what Brotli cannot shrink, so the cap's arithmetic is predictable (~2.7 KB stored)
  app.get(
    "/noise",
    (_req, res) => void res.set("Cache-Control", "public, max-age=60").type("text").send(crypto.randomBytes(2_000).toString("base64")),
  );
  app.get("/api", (_req, res) => {
    const n = rendered("api");
    res.set({ "Cache-Control": "public, max-age=60", ETag: `"v${n}"` }).json({ n });
  });
  app.get("/private", (_req, res) => void res.set("Cache-Control", "private, max-age=60").send(`answer ${rendered("private")}`));
  app.get("/no-store", (_req, res) => void res.set("Cache-Control", "no-store").send(`answer ${rendered("no-store")}`));
  app.get("/no-header", (_req, res) => void res.send(`answer ${rendered("no-header")}`));
  app.get(
    "/not-found",
    (_req, res) =>
      void res
        .status(404)
        .set("Cache-Control", "public, max-age=60")
        .send(`answer ${rendered("not-found")}`),
  );
  app.get(
    "/cookie",
    (_req, res) =>
      void res
        .set("Cache-Control", "public, max-age=60")
        .cookie("session", "abc")
        .send(`answer ${rendered("cookie")}`),
  );
  app.get(
    "/vary-cookie",
    (_req, res) => void res.set({ "Cache-Control": "public, max-age=60", Vary: "Cookie" }).send(`answer ${rendered("vary-cookie")}`),
  );
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  /** Fetches a path the cache will store, and waits until the stored answer is in its final (compressed) form. */
  const store = async (path: string) => {
    const before = settled.length;
    await (await fetch(base + path)).arrayBuffer();
    while (!settled.slice(before).includes(path)) await new Promise<void>((wake) => waiters.push(wake));
  };
  return { base, clock, renders, gate, store, get: (path: string, init?: RequestInit) => fetch(base + path, init) };
}

describe("sharedFreshness", () => {
  it("reads s-maxage before max-age and only for public answers", () => {
    expect(sharedFreshness("public, max-age=60, stale-while-revalidate=600")).toBe(60);
    expect(sharedFreshness("public, max-age=60, s-maxage=10")).toBe(10);
    expect(sharedFreshness("max-age=60")).toBe(0);
    expect(sharedFreshness("public, max-age=60, private")).toBe(0);
    expect(sharedFreshness("public, no-cache, max-age=60")).toBe(0);
    expect(sharedFreshness("public, max-age=abc")).toBe(0);
    expect(sharedFreshness(undefined)).toBe(0);
  });
});

describe("inlineScriptHashes", () => {
  it("hashes inline scripts only, once each", () => {
    const code = 'console.log("é")';
    const expected = `'sha256-${crypto.createHash("sha256").update(code, "utf8").digest("base64")}'`;
    expect(inlineScriptHashes(`<script>${code}</script><script src="/x.js"></script><script>${code}</script><script></script>`)).toBe(
      expected,
    );
  });

  it("leaves out data blocks (JSON-LD), which are never run, and keeps the inert scripts the loader runs later", () => {
    const hash = (text: string) => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;
    const html = `<script type="application/ld+json">{"@type":"RealEstateAgent"}</script><script type="text/x-deferred-script">go()</script>`;
    expect(inlineScriptHashes(html)).toBe(hash("go()"));
  });
});

describe("responseCache", () => {
  it("renders a public page once and serves the same document again, with its age", async () => {
    const s = await site();
    const first = await s.get("/page");
    expect(first.headers.get("x-cache")).toBe("MISS");
    const body = await first.text();
    s.clock.ms += 5_000;
    const second = await s.get("/page");
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(second.headers.get("age")).toBe("5");
    expect(second.headers.get("cache-control")).toBe("public, max-age=30");
    expect(await second.text()).toBe(body);
    expect(s.renders.get("page")).toBe(1);
  });

  it("serves a stored page under a policy naming its inline scripts by hash, not a stale nonce", async () => {
    const s = await site();
    const body = await (await s.get("/page")).text();
    const hit = await s.get("/page");
    const policy = hit.headers.get("content-security-policy") ?? "";
    expect(policy).not.toContain("nonce-");
    const inline = [...body.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] as string);
    expect(inline).toHaveLength(2);
    for (const code of inline) expect(policy).toContain(`'sha256-${crypto.createHash("sha256").update(code).digest("base64")}'`);
    expect(policy).toMatch(/^default-src 'self';script-src 'self' 'sha256-/);
  });

  it("keeps an answer no longer than its max-age or the configured cap", async () => {
    const s = await site({ maxAgeSeconds: 45 });
    await s.get("/page");
    s.clock.ms += 29_000;
    expect((await s.get("/page")).headers.get("x-cache")).toBe("HIT");
    s.clock.ms += 2_000;
    expect((await s.get("/page")).headers.get("x-cache")).toBe("MISS");
    expect(s.renders.get("page")).toBe(2);

    await s.get("/api");
    s.clock.ms += 44_000;
    expect((await s.get("/api")).headers.get("x-cache")).toBe("HIT");
    s.clock.ms += 2_000;
    expect(await (await s.get("/api")).json()).toEqual({ n: 2 });
  });

  it("compresses a stored answer once per encoding and decodes to the same document", async () => {
    const s = await site();
    const plain = await (await s.get("/page", { headers: { "accept-encoding": "identity" } })).text();
    for (const encoding of ["gzip", "br", "gzip"]) {
      const answer = await s.get("/page", { headers: { "accept-encoding": encoding } });
      expect(answer.headers.get("content-encoding")).toBe(encoding);
      expect(answer.headers.get("vary")).toContain("Accept-Encoding");
      expect(await answer.text()).toBe(plain);
    }
    expect(s.renders.get("page")).toBe(1);
    // a browser lists gzip first: it still gets Brotli, the smaller one
    const browser = await s.get("/page", { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(browser.headers.get("content-encoding")).toBe("br");
    expect(await browser.text()).toBe(plain);
  });

  it("sends a browser's miss in the encoding it stores: the hit after it is the same bytes", async () => {
    const s = await site();
    const browser = { headers: { "accept-encoding": "gzip, deflate, br, zstd" } };
    const raw = async (path: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) =>
        http
          .get(`${s.base}${path}`, browser, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on("error", reject),
      );
    const miss = await raw("/page");
    const hit = await raw("/page");
    expect([miss.headers["x-cache"], hit.headers["x-cache"]]).toEqual(["MISS", "HIT"]);
    expect(miss.headers["content-encoding"]).toBe("br");
    expect(miss.headers.vary).toContain("Accept-Encoding");
    expect(Number(miss.headers["content-length"])).toBe(miss.body.length);
    expect(hit.body.equals(miss.body)).toBe(true);
    expect(zlib.brotliDecompressSync(miss.body).toString()).toContain("<h1>Render 1</h1>");
    expect(s.renders.get("page")).toBe(1);
  });

  it("answers 304 to a matching If-None-Match from the store", async () => {
    const s = await site();
    const etag = (await s.get("/api")).headers.get("etag") ?? "";
    // node:http, since fetch adds 'Cache-Control: no-cache' to conditional requests
    const again = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(`${s.base}/api`, { headers: { "if-none-match": etag } }, resolve),
    );
    again.resume();
    expect(again.statusCode).toBe(304);
    expect(again.headers["x-cache"]).toBe("HIT");
  });

  it.each(["/private", "/no-store", "/no-header", "/not-found", "/cookie", "/vary-cookie"])("never stores %s", async (path) => {
    const s = await site();
    const name = path.slice(1);
    const first = await (await s.get(path)).text();
    const second = await (await s.get(path)).text();
    expect(first).toBe("answer 1");
    expect(second).toBe("answer 2");
    expect(s.renders.get(name)).toBe(2);
  });

  it("does not store a page whose render began before a purge", async () => {
    const s = await site();
    const first = s.get("/slow");
    for (let waited = 0; !s.renders.get("slow") && waited < 5000; waited += 10) await new Promise((r) => setTimeout(r, 10));
    await purgeResponseCache({ tags: ["listing:1"] });
    s.gate.resolve();
    expect(await (await first).text()).toBe("render 1");
    const second = await s.get("/slow");
    expect(second.headers.get("x-cache")).toBe("MISS");
    expect(await second.text()).toBe("render 2");
    expect((await s.get("/slow")).headers.get("x-cache")).toBe("HIT");
  });

  it("passes other methods and authorised requests through", async () => {
    const s = await site();
    await s.get("/page");
    expect((await s.get("/page", { headers: { authorization: "Bearer x" } })).headers.get("x-cache")).toBeNull();
    expect((await s.get("/page", { method: "HEAD" })).headers.get("x-cache")).toBeNull();
  });

  it("stays within its memory budget, dropping the least recently used answers", async () => {
    const s = await site({ maxBytes: 6_000 });
    const brotli = { headers: { "accept-encoding": "br" } }; // (a gzip request would add a gzip copy to the entry)
    await s.store("/noise?1"); // ~2.5 KB stored
    await s.store("/noise?2");
    expect((await s.get("/noise?1", brotli)).headers.get("x-cache")).toBe("HIT"); // now the most recently used
    await s.store("/noise?3"); // evicts the least recently used, ?2
    expect((await s.get("/noise?1", brotli)).headers.get("x-cache")).toBe("HIT");
    expect((await s.get("/noise?2", brotli)).headers.get("x-cache")).toBe("MISS");
  });

  it("counts what it keeps: the compressed answer, not the plain one it replaced", async () => {
    // each page is ~4.6 KB plain and ~0.7 KB in Brotli with its headers: five fit in 8 KB only if the
    // cap counts the latter (the newest is counted plain until its compression is done)
    const s = await site({ maxBytes: 8_000 });
    const pages = ["/page?1", "/page?2", "/page?3", "/page?4", "/page?5"];
    for (const page of pages) await s.store(page);
    for (const page of pages)
      expect((await s.get(page, { headers: { "accept-encoding": "br" } })).headers.get("x-cache"), page).toBe("HIT");
  });

  it("is off when the cap is 0", async () => {
    const s = await site({ maxAgeSeconds: 0 });
    await s.get("/page");
    expect((await s.get("/page")).headers.get("x-cache")).toBeNull();
    expect(s.renders.get("page")).toBe(2);
  });
});
