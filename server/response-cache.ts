import crypto from "node:crypto";
import zlib from "node:zlib";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { LRUCache, type Perf } from "lru-cache";
import { onResponseCachePurge, type PurgeRequest } from "#app/utils/cache-purge.server.ts";
import { type CdnTagHeaders, htmlTags, tagHeaders, urlTags } from "./cache-tags.ts";
import { COMPRESS_THRESHOLD, brotliOptions, mayCompress, preferredEncoding } from "./whole-body-compression.ts";

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
 *
 * Invalidation is by event (decision 021): each answer is indexed by the tags
 * of what it shows (server/cache-tags.ts) and `purgeResponseCache({ tags })`
 * drops exactly those, on every process and node. The same tags go out in
 * `Surrogate-Key` / `Cache-Tag` for a CDN, and a hit carries an `ETag` (a
 * revalidation gets a 304).
 *
 * Memory: a stored answer is kept Brotli-compressed (quality 5, compressed on
 * libuv's thread pool, never on the event loop); the plain body is kept only
 * until then. The cap counts every stored byte: bodies, headers, tags, key.
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
  /**
   * What else an answer depends on besides its URL (the origin, when absolute URLs follow it). It is
   * kept after the URL in the key (`cacheKey`), so a purge by path or prefix matches every variant.
   */
  variant?: (req: Request, res: Response) => string;
  /** called when a stored answer is in its final, compressed form (tests wait for it) */
  onSettled?: (key: string) => void;
  /** the headers that carry each answer's tags to a CDN in front (default none) */
  cdnTagHeaders?: CdnTagHeaders;
}

interface Entry {
  status: number;
  headers: Array<[string, string | string[]]>;
  /** `'sha256-…'` sources of the inline scripts, for HTML */
  scriptHashes: string | null;
  storedAt: number;
  bodies: Partial<Record<Encoding, Buffer>>;
  /** what the answer shows (cache-tags.ts) */
  tags: string[];
  /** the app's own ETag, or a weak one of the stored body */
  etag: string;
  /** bytes of everything but the bodies (headers, tags, hashes), for the memory cap */
  overhead: number;
}

type Encoding = "identity" | "gzip" | "br";

/**
 * What the LRU holds: a fresh slot each time an entry's bodies change, because
 * lru-cache only recounts an item's size when a different value is set (setting
 * the same object again keeps its first size: the plain body's, ~4× the Brotli).
 */
interface Slot {
  entry: Entry;
}

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
  "surrogate-key",
  "cache-tag",
]);
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
    // a data block (JSON-LD) is never run: the policy does not govern it
    if (/\stype\s*=\s*"application\/(ld\+)?json"/i.test(attributes)) continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...hashes].join(" ");
}

/**
 * The store's Brotli: quality 7 is within a few per cent of 9 on these pages at a tenth of the
 * CPU (issue 22: quality 9 took ~14 ms; 7 takes ~1.4 ms for the 80 KB Arabic home against 1.15 ms
 * for 5, once per stored page), and smaller than the quality 3 that answers which are not stored
 * get (the Arabic home 13.5 KB against 15.9 KB): more pages in the same cap, and a page's first
 * answer within the first round trip (~14.6 KB with its headers; docs/performance.md, "Session 23").
 */
const STORED_BROTLI_QUALITY = 7;

/** Compresses on the thread pool. */
function encode(body: Buffer, encoding: Exclude<Encoding, "identity">): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(exact(result)));
    if (encoding === "gzip") zlib.gzip(body, { level: 6 }, done);
    else zlib.brotliCompress(body, brotliOptions(body, STORED_BROTLI_QUALITY), done);
  });
}

/**
 * A miss a browser asked for is encoded once, in place, and both sent and stored (a 35 KB detail
 * page ~0.6 ms): cheaper than Brotli 3 for the visitor plus Brotli 5 on the thread pool for the
 * store (~0.2 + ~0.9 ms with the pool's hand-over). Larger answers still go to the pool.
 */
const SYNC_ENCODE_LIMIT = 256 * 1024;

function encodeNow(body: Buffer): Buffer | undefined {
  try {
    return exact(zlib.brotliCompressSync(body, brotliOptions(body, STORED_BROTLI_QUALITY)));
  } catch {
    return undefined;
  }
}

/**
 * A copy that owns exactly its bytes. zlib hands back a slice of its 16 KB
 * output buffer (a 9 KB Brotli page kept the whole 16 KB alive), and small
 * Buffers are slices of a shared 8 KB pool: what is stored must be what the cap counts.
 */
function exact(buffer: Buffer): Buffer {
  if (buffer.byteOffset === 0 && buffer.buffer.byteLength === buffer.length) return buffer;
  const copy = Buffer.allocUnsafeSlow(buffer.length);
  buffer.copy(copy);
  return copy;
}

/**
 * The one key of a stored answer: its URL (path and query string as requested), then, after a
 * character no URL carries, the variant it was rendered for (the origin, without SITE_URL). Purges
 * read the URL part, so they match with or without SITE_URL (issue 37: edits stayed invisible while
 * keys began with the origin and purges named paths).
 */
export function cacheKey(url: string, variant = ""): string {
  return variant ? `${url}\u0000${variant}` : url;
}

/** The URL part of a cache key. */
export function urlOfKey(key: string): string {
  const end = key.indexOf("\u0000");
  return end === -1 ? key : key.slice(0, end);
}

/** Whether a purge request covers a cache key (its URL: path and query string). */
export function purgeMatches(request: PurgeRequest, key: string): boolean {
  if (request.all) return true;
  const url = urlOfKey(key);
  const path = url.split("?", 1)[0] ?? url;
  return (request.paths ?? []).some((p) => path === p) || (request.prefixes ?? []).some((p) => url.startsWith(p));
}

const sizeOf = ({ entry }: Slot, key: string) =>
  Object.values(entry.bodies).reduce((sum, b) => sum + b.length, 0) + entry.overhead + key.length * 2 + 256;

export function responseCache(options: ResponseCacheOptions): RequestHandler {
  const cdnTags = options.cdnTagHeaders ?? "none";
  if (options.maxAgeSeconds <= 0)
    return (req, res, next) => {
      // no cache here, but a CDN in front still gets the tags
      const known = req.method === "GET" ? urlTags(req.originalUrl) : [];
      if (known.length && cdnTags !== "none") res.set(tagHeaders(known, cdnTags));
      next();
    };
  const maxEntryBytes = options.maxEntryBytes ?? DEFAULT_MAX_ENTRY_BYTES;
  /** tag → keys of the answers that show it */
  const byTag = new Map<string, Set<string>>();
  const unindex = (key: string, entry: Entry) => {
    for (const tag of entry.tags) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
  };
  const cache = new LRUCache<string, Slot>({
    maxSize: options.maxBytes,
    sizeCalculation: sizeOf,
    dispose: (slot, key) => unindex(key, slot.entry),
    // the default; each answer is set with its own (never longer)
    ttl: options.maxAgeSeconds * 1000,
    // Read the clock on every check: lru-cache otherwise reuses one reading for
    // a millisecond (and a test's injected clock would then look frozen).
    ttlResolution: 0,
    ...(options.perf ? { perf: options.perf } : {}),
  });
  const now = () => (options.perf ?? performance).now();
  // Purges from this process, its cluster siblings and other nodes (app/utils/cache-purge.server.ts).
  // A render that began before a purge may show what the purge removed: it is not stored.
  let generation = 0;
  onResponseCachePurge((request) => {
    generation++;
    if (request.all) {
      cache.clear();
      byTag.clear();
      return;
    }
    for (const tag of request.tags ?? []) for (const key of [...(byTag.get(tag) ?? [])]) cache.delete(key);
    if (request.paths?.length || request.prefixes?.length)
      for (const key of [...cache.keys()]) if (purgeMatches(request, key)) cache.delete(key);
  });
  /** Whether `entry` is still what the cache holds for `key`. */
  const current = (key: string, entry: Entry) => cache.peek(key)?.entry === entry;
  /**
   * Re-sets an entry whose bodies changed, in a new slot so the cap counts them,
   * keeping the remaining freshness (same key, same tags: not a dispose).
   */
  const resize = (key: string, entry: Entry) => {
    const remaining = cache.getRemainingTTL(key);
    if (remaining > 0 && current(key, entry)) cache.set(key, { entry }, { ttl: remaining, noDisposeOnSet: true });
  };
  /** The stored body in an encoding; the plain one is decompressed from Brotli when only that is kept. */
  async function bodyIn(key: string, entry: Entry, encoding: Encoding): Promise<Buffer> {
    const have = entry.bodies[encoding];
    if (have) return have;
    const identity = entry.bodies.identity ?? zlib.brotliDecompressSync(entry.bodies.br as Buffer);
    if (encoding === "identity") return identity;
    const body = await encode(identity, encoding);
    entry.bodies[encoding] = body;
    resize(key, entry);
    return body;
  }

  function serve(req: Request, res: Response, key: string, entry: Entry) {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("Age", String(Math.floor((now() - entry.storedAt) / 1000)));
    res.setHeader("X-Cache", "HIT");
    res.setHeader("ETag", entry.etag);
    if (entry.tags.length && cdnTags !== "none") res.set(tagHeaders(entry.tags, cdnTags));
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
    const length = (entry.bodies.identity ?? entry.bodies.br)?.length ?? 0;
    let encoding: Encoding = "identity";
    if (length >= COMPRESS_THRESHOLD || !entry.bodies.identity) {
      res.vary("Accept-Encoding");
      encoding = preferredEncoding(req);
    }
    const send = (body: Buffer) => {
      if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Length", String(body.length));
      res.end(body);
    };
    const ready = entry.bodies[encoding];
    if (ready) return send(ready);
    bodyIn(key, entry, encoding).then(send, () => {
      encoding = "identity";
      send(entry.bodies.identity ?? zlib.brotliDecompressSync(entry.bodies.br as Buffer));
    });
  }

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" || req.headers.authorization) return next();
    const key = cacheKey(req.originalUrl, options.variant?.(req, res));
    const hit = cache.get(key)?.entry;
    if (hit) return serve(req, res, key, hit);

    res.setHeader("X-Cache", "MISS");
    const bornIn = generation;
    const known = urlTags(req.originalUrl);
    if (known.length && cdnTags !== "none") res.set(tagHeaders(known, cdnTags));
    // Record what the app writes (before compression, which sits outside).
    const chunks: Buffer[] = [];
    let bytes = 0;
    let keep = true;
    let snapshot: { status: number; headers: Record<string, unknown> } | undefined;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    let streamed = false;
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
      streamed = true;
      record(chunk, encoding);
      return write(chunk, encoding, callback);
    }) as Response["write"];
    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      record(chunk, encoding);
      const br = store();
      if (br === undefined) return end(chunk, encoding, callback);
      // the stored Brotli body is this answer's too: one encoding per miss, not one for the
      // visitor and another for the store (compression passes an encoded answer through)
      res.vary("Accept-Encoding");
      res.setHeader("Content-Encoding", "br");
      res.setHeader("Content-Length", String(br.length));
      return end(br, typeof encoding === "function" ? encoding : callback);
    }) as Response["end"];

    /** Stores the answer when it may be kept; returns its Brotli body when that was encoded here for this request to send. */
    function store(): Buffer | undefined {
      if (!keep || !snapshot || snapshot.status !== 200 || bornIn !== generation) return;
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
      const body = exact(Buffer.concat(chunks));
      const isHtml = /^text\/html/i.test(header("content-type") ?? "");
      const html = isHtml ? body.toString("utf8") : "";
      const stored: Entry["headers"] = Object.entries(headers)
        .filter(([name]) => !PER_RESPONSE.has(name))
        .map(([name, value]) => [name, Array.isArray(value) ? value.map(String) : String(value)]);
      const tags = [...new Set([...known, ...(isHtml ? htmlTags(html) : [])])];
      const scriptHashes = isHtml ? inlineScriptHashes(html) : null;
      // A visitor that takes Brotli (every browser) gets the stored encoding now: encoded here, in
      // place, at the store's quality. Others get what compression makes; the store encodes its copy later.
      const sendNow =
        !streamed &&
        !res.headersSent &&
        body.length >= COMPRESS_THRESHOLD &&
        body.length <= SYNC_ENCODE_LIMIT &&
        preferredEncoding(req) === "br" &&
        mayCompress(req, res)
          ? encodeNow(body)
          : undefined;
      const entry: Entry = {
        status: 200,
        headers: stored,
        scriptHashes,
        storedAt: now(),
        bodies: sendNow ? { br: sendNow } : { identity: body },
        tags,
        etag: header("etag") ?? `W/"${crypto.createHash("sha1").update(body).digest("base64url")}"`,
        overhead: JSON.stringify(stored).length + tags.join(" ").length * 3 + (scriptHashes?.length ?? 0),
      };
      cache.set(key, { entry }, { ttl: seconds * 1000 });
      if (!current(key, entry)) return sendNow;
      for (const tag of tags) {
        let keys = byTag.get(tag);
        if (!keys) byTag.set(tag, (keys = new Set()));
        keys.add(key);
      }
      if (sendNow) options.onSettled?.(key);
      // Keep it compressed: Brotli off the event loop, then drop the plain body.
      else if (body.length >= COMPRESS_THRESHOLD)
        encode(body, "br").then(
          (br) => {
            if (!current(key, entry)) return;
            entry.bodies.br = br;
            delete entry.bodies.identity;
            resize(key, entry);
            options.onSettled?.(key);
          },
          () => undefined,
        );
      else options.onSettled?.(key);
      return sendNow;
    }
    next();
  };
}
