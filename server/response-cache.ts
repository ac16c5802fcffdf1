import crypto from "node:crypto";
import zlib from "node:zlib";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { LRUCache, type Perf } from "lru-cache";
import { onResponseCachePurge, type PurgeRequest } from "#app/utils/cache-purge.server.ts";

/**
 * A shared cache in front of the React Router handler, doing in-process what
 * a CDN does in front of the site: a public GET answer that its own
 * Cache-Control allows a shared cache to keep (`public`, `s-maxage` or
 * `max-age`) is kept for that long, capped at `maxAgeSeconds`, and served
 * again without rendering. Pages already promise browsers and CDNs the same
 * freshness, so the cache never shows anything staler than they may.
 *
 * Pages carry a per-request CSP nonce. A cached page cannot keep one, so a
 * hit is served under a policy that names each inline script of the stored
 * body by its SHA-256 hash instead (CSP Level 2 hash sources), and the body
 * stays byte-identical: it is compressed once per encoding, not per request.
 */
export interface ResponseCacheOptions {
  /** upper bound on how long an answer is kept, whatever its Cache-Control says; 0 turns the cache off */
  maxAgeSeconds: number;
  /** memory the stored bodies (every encoding) may use */
  maxBytes: number;
  /** answers larger than this are not kept */
  maxEntryBytes?: number;
  /** clock, for tests */
  perf?: Perf;
  /** what else an answer depends on besides its URL (the origin, when absolute URLs follow it) */
  keyPrefix?: (req: Request, res: Response) => string;
}

interface Entry {
  status: number;
  headers: Array<[string, string | string[]]>;
  /** `'sha256-…'` sources of the inline scripts, for HTML */
  scriptHashes: string | null;
  storedAt: number;
  bodies: Partial<Record<Encoding, Buffer>>;
}

type Encoding = "identity" | "gzip" | "br";

/** Headers that belong to one transfer, not to the stored answer. */
const PER_RESPONSE = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-security-policy",
  "age",
  "x-cache",
]);
/** Below this size compression costs more than it saves (compression's own default threshold). */
const COMPRESS_THRESHOLD = 1024;
const DEFAULT_MAX_ENTRY_BYTES = 2 * 1024 * 1024;

/** How long a shared cache may keep an answer with this Cache-Control, in seconds (0: not at all). */
export function sharedFreshness(cacheControl: string | undefined): number {
  if (!cacheControl) return 0;
  const directives = new Map<string, string | undefined>();
  for (const part of cacheControl.toLowerCase().split(",")) {
    const [name = "", value] = part.trim().split("=", 2);
    if (name) directives.set(name, value?.replace(/^"|"$/g, ""));
  }
  if (!directives.has("public") || ["private", "no-store", "no-cache"].some((d) => directives.has(d))) return 0;
  const seconds = Number(directives.get("s-maxage") ?? directives.get("max-age"));
  return Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
}

/** The CSP hash sources of every inline script in an HTML document. */
export function inlineScriptHashes(html: string): string {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = "", content = ""] = match;
    if (/\ssrc\s*=/i.test(attributes) || content.length === 0) continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...hashes].join(" ");
}

function encode(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === "gzip") return zlib.gzipSync(body, { level: 9 });
  if (encoding === "br")
    return zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  return body;
}

/** Whether a purge request covers the cached URL (path and query string). */
export function purgeMatches(request: PurgeRequest, url: string): boolean {
  if (request.all) return true;
  const path = url.split("?", 1)[0] ?? url;
  return (request.paths ?? []).some((p) => path === p) || (request.prefixes ?? []).some((p) => url.startsWith(p));
}

const sizeOf = (entry: Entry) => Object.values(entry.bodies).reduce((sum, b) => sum + b.length, 0) + 512;

/** Every response cache of this process (one per app; tests make several). */
const liveCaches = new Set<{ clear(): void }>();

/**
 * Drops every stored answer of this process: called after a feed import
 * changed listings. This is the one call site for data writers; a purge that
 * reaches other processes and nodes belongs here too.
 */
export function purgeResponseCaches(): void {
  for (const cache of liveCaches) cache.clear();
}

export function responseCache(options: ResponseCacheOptions): RequestHandler {
  if (options.maxAgeSeconds <= 0) return (_req, _res, next) => next();
  const maxEntryBytes = options.maxEntryBytes ?? DEFAULT_MAX_ENTRY_BYTES;
  const cache = new LRUCache<string, Entry>({
    maxSize: options.maxBytes,
    sizeCalculation: sizeOf,
    // the default; each answer is set with its own (never longer)
    ttl: options.maxAgeSeconds * 1000,
    // Read the clock on every check: lru-cache otherwise reuses one reading for
    // a millisecond (and a test's injected clock would then look frozen).
    ttlResolution: 0,
    ...(options.perf ? { perf: options.perf } : {}),
  });
  liveCaches.add(cache);
  const now = () => (options.perf ?? performance).now();
  // Purges from this process, its cluster siblings and other nodes (app/utils/cache-purge.server.ts).
  onResponseCachePurge((request) => {
    if (request.all) return cache.clear();
    for (const key of [...cache.keys()]) if (purgeMatches(request, key)) cache.delete(key);
  });

  function serve(req: Request, res: Response, key: string, entry: Entry) {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("Age", String(Math.floor((now() - entry.storedAt) / 1000)));
    res.setHeader("X-Cache", "HIT");
    if (entry.scriptHashes !== null) {
      const nonce = res.locals.nonce as string | undefined;
      const policy = res.getHeader("Content-Security-Policy");
      if (typeof policy === "string" && nonce)
        res.setHeader("Content-Security-Policy", policy.replace(`'nonce-${nonce}'`, entry.scriptHashes));
    }
    res.status(entry.status);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    const identity = entry.bodies.identity as Buffer;
    let encoding: Encoding = "identity";
    if (identity.length >= COMPRESS_THRESHOLD) {
      res.vary("Accept-Encoding");
      const accepted = req.acceptsEncodings("br", "gzip", "identity");
      if (accepted === "br" || accepted === "gzip") encoding = accepted;
    }
    let body = entry.bodies[encoding];
    if (!body) {
      body = encode(identity, encoding);
      entry.bodies[encoding] = body;
      // re-set so the cache accounts for the new variant's bytes (keeps the remaining freshness)
      const remaining = cache.getRemainingTTL(key);
      if (remaining > 0) cache.set(key, entry, { ttl: remaining });
    }
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(body.length));
    res.end(body);
  }

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" || req.headers.authorization) return next();
    const key = `${options.keyPrefix?.(req, res) ?? ""}${req.originalUrl}`;
    const hit = cache.get(key);
    if (hit) return serve(req, res, key, hit);

    res.setHeader("X-Cache", "MISS");
    // Record what the app writes (before compression, which sits outside).
    const chunks: Buffer[] = [];
    let bytes = 0;
    let keep = true;
    let snapshot: { status: number; headers: Record<string, unknown> } | undefined;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const record = (chunk: unknown, encoding: unknown) => {
      snapshot ??= { status: res.statusCode, headers: res.getHeaders() };
      if (!keep || chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
          : Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
      bytes += buffer.length;
      if (bytes > maxEntryBytes) {
        keep = false;
        chunks.length = 0;
      } else chunks.push(Buffer.from(buffer));
    };
    res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      record(chunk, encoding);
      return write(chunk, encoding, callback);
    }) as Response["write"];
    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      record(chunk, encoding);
      store();
      return end(chunk, encoding, callback);
    }) as Response["end"];

    function store() {
      if (!keep || !snapshot || snapshot.status !== 200) return;
      const headers = snapshot.headers;
      const header = (name: string) => {
        const value = headers[name];
        return typeof value === "string" ? value : Array.isArray(value) ? value.join(", ") : undefined;
      };
      if (headers["set-cookie"] !== undefined || header("content-encoding")) return;
      const vary = (header("vary") ?? "")
        .toLowerCase()
        .split(",")
        .map((v) => v.trim())
        .filter(Boolean);
      if (vary.some((v) => v !== "accept-encoding")) return;
      const seconds = Math.min(sharedFreshness(header("cache-control")), options.maxAgeSeconds);
      if (seconds <= 0) return;
      const body = Buffer.concat(chunks);
      const isHtml = /^text\/html/i.test(header("content-type") ?? "");
      const entry: Entry = {
        status: 200,
        headers: Object.entries(headers)
          .filter(([name]) => !PER_RESPONSE.has(name))
          .map(([name, value]) => [name, Array.isArray(value) ? value.map(String) : String(value)]),
        scriptHashes: isHtml ? inlineScriptHashes(body.toString("utf8")) : null,
        storedAt: now(),
        bodies: { identity: body },
      };
      cache.set(key, entry, { ttl: seconds * 1000 });
    }
    next();
  };
}
