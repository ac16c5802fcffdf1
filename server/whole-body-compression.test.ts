import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wholeBodyCompression } from "./whole-body-compression.ts";

/** A page-sized HTML body that compresses well, like a rendered page. */
const PAGE = `<!DOCTYPE html><html><body>${Array.from({ length: 400 }, (_, i) => `<p class="card">Listing ${i} · Dubai Marina</p>`).join("")}</body></html>`;

let server: http.Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(compression());
  app.use(wholeBodyCompression());
  app.get("/page", (_req, res) => res.type("html").send(PAGE));
  app.get("/buffer", (_req, res) => res.type("html").end(Buffer.from(PAGE)));
  app.get("/streamed", (_req, res) => {
    res.type("html");
    res.write(PAGE.slice(0, 5000));
    res.end(PAGE.slice(5000));
  });
  app.get("/with-callback", (_req, res) => {
    res.type("html").end(PAGE, () => undefined);
  });
  app.get("/small", (_req, res) => res.type("html").send("<p>short</p>"));
  app.get("/no-transform", (_req, res) => res.type("html").set("Cache-Control", "public, no-transform").send(PAGE));
  app.get("/binary", (_req, res) => res.type("image/webp").send(Buffer.alloc(4096, 7)));
  app.get("/empty", (_req, res) => res.status(204).end());
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** An answer as a client reads it off the wire (fetch would decode it). */
function get(path: string, acceptEncoding?: string, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(
      `${base}${path}`,
      { method, headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

describe("wholeBodyCompression", () => {
  it("sends a whole page in Brotli to a browser that takes it, with its length and Vary", async () => {
    for (const path of ["/page", "/buffer"]) {
      const answer = await get(path, "gzip, deflate, br");
      expect(answer.headers["content-encoding"]).toBe("br");
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
      expect(answer.body.length).toBeLessThan(PAGE.length / 5);
      expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(PAGE);
    }
  });

  it("sends gzip where Brotli is not accepted, and the page as it is where nothing is", async () => {
    const gzip = await get("/page", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(PAGE);

    for (const plain of [await get("/page"), await get("/page", "identity"), await get("/page", "br;q=0, gzip;q=0")]) {
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.toString()).toBe(PAGE);
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it("leaves a streamed answer to compression's stream, which still encodes it", async () => {
    for (const path of ["/streamed", "/with-callback"]) {
      const answer = await get(path, "br");
      expect(answer.headers["content-encoding"]).toBe("br");
      expect(answer.headers["content-length"]).toBeUndefined();
      expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(PAGE);
    }
  });

  it("does not encode small bodies, no-transform answers, images, HEAD or 204", async () => {
    const small = await get("/small", "br");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.toString()).toBe("<p>short</p>");

    const kept = await get("/no-transform", "br");
    expect(kept.headers["content-encoding"]).toBeUndefined();
    expect(kept.body.toString()).toBe(PAGE);

    const image = await get("/binary", "br");
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.body.length).toBe(4096);

    const head = await get("/page", "br", "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBeUndefined();
    expect(head.body.length).toBe(0);

    const empty = await get("/empty", "br");
    expect(empty.status).toBe(204);
    expect(empty.headers["content-encoding"]).toBeUndefined();
  });
});
