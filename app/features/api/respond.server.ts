import crypto from "node:crypto";
import { CACHE_POLICIES, type CachePolicy } from "#app/utils/cache-control.ts";
import type { ParamError } from "./params.ts";

/** Open CORS for the read-only API (also used by the server's 405 answer). */
export const API_CORS: Record<string, string> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, HEAD, OPTIONS",
  "Access-Control-Allow-Headers": "Accept, Content-Type, If-None-Match",
  "Access-Control-Expose-Headers": "ETag",
  "Access-Control-Max-Age": "86400",
};

/**
 * A JSON answer with a strong ETag of its bytes; a request whose If-None-Match
 * matches gets 304 with no body.
 */
export function jsonWithEtag(request: Request, body: unknown, policy: CachePolicy = "api"): Response {
  const text = JSON.stringify(body);
  const etag = `"${crypto.createHash("sha1").update(text).digest("base64url")}"`;
  const headers = new Headers({ ...API_CORS, "Cache-Control": CACHE_POLICIES[policy], ETag: etag, Vary: "Accept-Encoding" });
  const match = request.headers.get("If-None-Match");
  if (match && match.split(",").some((t) => t.trim().replace(/^W\//, "") === etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(text, { status: 200, headers });
}

export function jsonError(status: 400 | 404 | 405 | 500 | 503, body: ParamError | { error: string; message: string }): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...API_CORS,
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": CACHE_POLICIES.noStore,
      ...(status === 503 ? { "Retry-After": "10" } : {}),
    },
  });
}

export function notFound(what: string): Response {
  return jsonError(404, { error: "not_found", message: `${what} was not found` });
}

/** The answer to a CORS preflight or any method other than GET/HEAD. */
export function nonGet(request: Request): Response {
  if (request.method === "OPTIONS") return new Response(null, { status: 204, headers: API_CORS });
  return new Response(JSON.stringify({ error: "method_not_allowed", message: "This API is read-only: use GET" }), {
    status: 405,
    headers: {
      ...API_CORS,
      Allow: "GET, HEAD, OPTIONS",
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": CACHE_POLICIES.noStore,
    },
  });
}
