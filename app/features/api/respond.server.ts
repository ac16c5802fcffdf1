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

/** What an API handler reads of a request: a Fetch `Request` has it, and so does the server's direct path. */
export interface ApiRequest {
  readonly url: string;
  readonly headers: { get(name: string): string | null };
}

/** An API answer before it becomes a Fetch `Response` (React Router) or is written by Express directly. */
export interface ApiAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

export const answerResponse = (answer: ApiAnswer): Response =>
  new Response(answer.body, { status: answer.status, headers: answer.headers });

/**
 * A JSON answer with a strong ETag of its bytes; a request whose If-None-Match
 * matches gets 304 with no body.
 */
export function jsonAnswer(request: ApiRequest, body: unknown, policy: CachePolicy = "api"): ApiAnswer {
  const text = JSON.stringify(body);
  const etag = `"${crypto.createHash("sha1").update(text).digest("base64url")}"`;
  const headers: Record<string, string> = { ...API_CORS, "Cache-Control": CACHE_POLICIES[policy], ETag: etag, Vary: "Accept-Encoding" };
  const match = request.headers.get("If-None-Match");
  if (match && match.split(",").some((t) => t.trim().replace(/^W\//, "") === etag)) {
    return { status: 304, headers, body: null };
  }
  headers["Content-Type"] = "application/json; charset=utf-8";
  return { status: 200, headers, body: text };
}

export function errorAnswer(status: 400 | 404 | 405 | 500 | 503, body: ParamError | { error: string; message: string }): ApiAnswer {
  return {
    status,
    headers: {
      ...API_CORS,
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": CACHE_POLICIES.noStore,
      ...(status === 503 ? { "Retry-After": "10" } : {}),
    },
    body: JSON.stringify(body),
  };
}

export const notFoundAnswer = (what: string): ApiAnswer => errorAnswer(404, { error: "not_found", message: `${what} was not found` });

export const jsonWithEtag = (request: ApiRequest, body: unknown, policy: CachePolicy = "api"): Response =>
  answerResponse(jsonAnswer(request, body, policy));

export const jsonError = (status: Parameters<typeof errorAnswer>[0], body: Parameters<typeof errorAnswer>[1]): Response =>
  answerResponse(errorAnswer(status, body));

export const notFound = (what: string): Response => answerResponse(notFoundAnswer(what));

/**
 * The answer to a write (React Router calls an action only for POST, PUT, PATCH and DELETE). The
 * server's method guard answers those, and CORS preflights, before any route runs; this stays for
 * a route reached another way.
 */
export function nonGet(): Response {
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
