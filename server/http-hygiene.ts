import { CACHE_POLICIES } from "#app/utils/cache-control.ts";
import http from "node:http";
import type { NextFunction, Request, Response } from "express";
import onHeaders from "on-headers";
import getRawBody from "raw-body";
import { log } from "#app/utils/log.server.ts";
import { isMultipart, maxUploadBodyBytes, tooMuchAtOnce } from "#app/features/media/upload-limits.ts";

/** Largest request body accepted: forms are a few KB; this stops abuse early. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Server timeouts, set deliberately (Node's defaults let a slow client hold a
 * socket for 5 minutes). keepAliveTimeout stays above the 60 s idle timeout
 * of common load balancers, so they never reuse a socket the server is closing.
 */
export interface ServerTimeouts {
  /** the whole request line and headers must arrive within this */
  headersTimeout: number;
  /** the whole request, body included */
  requestTimeout: number;
  /** an idle keep-alive socket is closed after this */
  keepAliveTimeout: number;
  /** how often Node checks the two above */
  connectionsCheckingInterval: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 65_000,
  connectionsCheckingInterval: 2_000,
};

export function createHttpServer(handler: http.RequestListener, timeouts: ServerTimeouts = SERVER_TIMEOUTS): http.Server {
  const server = http.createServer(
    {
      headersTimeout: timeouts.headersTimeout,
      requestTimeout: timeouts.requestTimeout,
      connectionsCheckingInterval: timeouts.connectionsCheckingInterval,
    },
    handler,
  );
  server.keepAliveTimeout = timeouts.keepAliveTimeout;
  // A malformed request line or header never reaches Express: answer 400 in one line, no stack.
  server.on("clientError", (error: Error & { code?: string }, socket) => {
    log.debug("Malformed request", error);
    if (!socket.writable) return socket.destroy();
    const status =
      error.code === "HPE_HEADER_OVERFLOW"
        ? "431 Request Header Fields Too Large"
        : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? "408 Request Timeout"
          : "400 Bad Request";
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
  return server;
}

const API = /^\/api(\/|$)/;
/**
 * The only paths that accept a POST: the lead forms, the visitor's favourites and compare lists and
 * the saved-search alerts' sign-up and link pages (document and single-fetch `.data` posts), in
 * English and under /ar…
 */
const FORM_POST = /^(\/ar)?\/(leads\/[^/]+?|favourites|compare|alerts|alerts\/(?:confirm|manage|unsubscribe)\/[^/]+?)(\.data)?\/?$/;
/** …and the back office, whose every action checks its session and CSRF token itself. */
const ADMIN = /^\/admin(\.data$|\/|$)/;

/** The methods a path answers; everything else is a 405 naming them. */
export function allowedMethods(path: string): string[] {
  if (API.test(path)) return ["GET", "HEAD", "OPTIONS"];
  if (FORM_POST.test(path) || ADMIN.test(path)) return ["GET", "HEAD", "POST"];
  return ["GET", "HEAD"];
}

/**
 * 405 with `Allow` for a method a path does not answer (TRACE and PUT
 * included), before any route runs: only POST reaches a form's action, and
 * a method the fetch API cannot represent never reaches React Router.
 * The API answers its CORS preflights here and keeps its JSON errors.
 */
export function methodGuard(apiCors: Record<string, string>) {
  return (req: Request, res: Response, next: NextFunction) => {
    const allowed = allowedMethods(req.path);
    if (req.method === "OPTIONS" && API.test(req.path)) {
      // a CORS preflight: React Router would run the GET loader for it
      res.status(204).set(apiCors).end();
      return;
    }
    if (allowed.includes(req.method)) return next();
    res.set("Allow", allowed.join(", ")).set("Cache-Control", CACHE_POLICIES.noStore);
    if (API.test(req.path)) {
      res.status(405).set(apiCors).json({ error: "method_not_allowed", message: "This API is read-only: use GET" });
      return;
    }
    if (req.method === "OPTIONS") {
      res.status(204).end();
      return;
    }
    res
      .status(405)
      .type("text/plain")
      .send(`Method ${req.method} is not allowed here. Allowed: ${allowed.join(", ")}.`);
  };
}

export const TOO_LARGE_MESSAGE = "The form is too large. Please shorten your message.";

/** What the back office says about a body past MAX_BODY_BYTES (its forms with photos are not held to it). */
export const ADMIN_TOO_LARGE_MESSAGE = `This form is larger than the back office accepts (${MAX_BODY_BYTES / 1024} KB of text). Shorten the longest text and send it again; nothing was saved.`;

/**
 * The back-office routes whose actions read files (they call `requireStaffForm`, which parses
 * multipart with the upload limits): listing, project and blog post editors (new and :id), a
 * directory entry and the media library, as documents and as `.data` posts. `server/request-bodies.test.ts` holds this
 * list to the routes that call requireStaffForm.
 */
const UPLOAD_ROUTE =
  /^\/admin\/(?:(?:listings|projects|blog)\/(?!preview(?:\.data)?\/?$)[^/]+?|directory\/[^/]+\/[^/]+?|media)(?:\.data)?\/?$/;

/** A multipart POST to an upload route: streamed to the route's parser, not read here (see readBody). */
export function isUploadPost(req: Pick<Request, "method" | "path" | "headers">): boolean {
  return req.method === "POST" && UPLOAD_ROUTE.test(req.path) && isMultipart(req.headers["content-type"]);
}

const ADMIN_PATH = /^\/admin(\.data$|\/|$)/;
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);

/**
 * A refused body, answered before any route runs: the lead forms keep their short text; the back
 * office says what happened in its own words, as a page a browser without JavaScript shows
 * (a `.data` post gets the text, which the editor or the admin error boundary shows).
 */
function refuseBody(req: Request, res: Response, status: 400 | 413, adminMessage: string) {
  // The rest of the body is not read: close the connection after answering.
  res.set("Connection", "close").set("Cache-Control", CACHE_POLICIES.noStore).status(status);
  if (!ADMIN_PATH.test(req.path)) {
    res.type("text/plain").send(status === 413 ? TOO_LARGE_MESSAGE : "Bad request");
    return;
  }
  res.set("X-Robots-Tag", "noindex, nofollow");
  if (req.path.endsWith(".data")) {
    res.type("text/plain").send(adminMessage);
    return;
  }
  const back = escapeHtml(req.path.slice(0, 300));
  res
    .type("html")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex, nofollow"><title>Not sent: ${status === 413 ? "the form is too large" : "the form could not be read"}</title></head>` +
        `<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5">` +
        `<p>Error ${status}</p><h1>Not sent</h1><p>${escapeHtml(adminMessage)}</p>` +
        `<p><a href="${back}">Back to the form</a> (or use your browser's Back button to keep what you typed).</p></body></html>`,
    );
}

/**
 * Reads a request body up to MAX_BODY_BYTES into `res.locals.body` — with
 * or without Content-Length (chunked) — and answers 413 past it, instead of
 * resetting the connection. A multipart POST to an upload route is not read
 * here: `res.locals.streamBody` hands it to React Router as a stream, and the
 * route's parser holds it to the upload limits (12 MB a file, 12 files); only
 * a declared Content-Length past those is refused here, before anything is read.
 */
export async function readBody(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  if (isUploadPost(req)) {
    if (Number(req.headers["content-length"] ?? 0) > maxUploadBodyBytes()) {
      log.info(`Refused an oversized ${req.method} ${req.path} upload`);
      refuseBody(req, res, 413, tooMuchAtOnce());
      return;
    }
    res.locals.streamBody = true;
    return next();
  }
  try {
    res.locals.body = await getRawBody(req, { limit: MAX_BODY_BYTES, length: req.headers["content-length"] });
    next();
  } catch (error) {
    const type = (error as { type?: string }).type;
    if (type === "request.aborted") return;
    const tooLarge = type === "entity.too.large";
    log.info(`${tooLarge ? "Refused an oversized" : "Could not read a"} ${req.method} ${req.path} body`);
    refuseBody(
      req,
      res,
      tooLarge ? 413 : 400,
      tooLarge ? ADMIN_TOO_LARGE_MESSAGE : "The form could not be read. Reload the page and try again.",
    );
  }
}

/** Nothing that failed is kept by a browser, CDN or the response cache: any 5xx leaves as no-store. */
export function noStoreOnFailure(_req: Request, res: Response, next: NextFunction) {
  onHeaders(res, () => {
    if (res.statusCode >= 500) res.setHeader("Cache-Control", CACHE_POLICIES.noStore);
  });
  next();
}

/**
 * Anything thrown outside React Router (a malformed URL, an unparsable
 * Host) gets a plain 400/500 and one log line; the stack only at
 * LOG_LEVEL=debug, so a flood of bad requests cannot flood the log.
 */
export function errorHandler(err: unknown, req: Request, res: Response, _next: NextFunction) {
  const declared = typeof err === "object" && err && "status" in err && typeof err.status === "number" ? err.status : undefined;
  const status = declared ?? (err instanceof URIError ? 400 : 500);
  if (status >= 500) log.error(`${req.method} ${req.path.slice(0, 200)} failed`, err);
  else log.debug(`${req.method} ${req.path.slice(0, 200)} refused`, err);
  if (res.headersSent) {
    res.end();
    return;
  }
  res
    .status(status)
    .set("Cache-Control", CACHE_POLICIES.noStore)
    .type("text/plain")
    .send(status >= 500 ? "Unexpected Application Error!" : "Bad request");
}
