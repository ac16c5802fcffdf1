import { CACHE_POLICIES } from "#app/utils/cache-control.ts";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { NextFunction, Request, Response } from "express";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { log } from "#app/utils/log.server.ts";
import { renderedDocument } from "#app/utils/rendered-documents.server.ts";

export interface RouterHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  getLoadContext: (req: Request, res: Response) => AppLoadContext;
  /** the origin the request URL is built on (server/proxy.ts siteOrigin) */
  originOf: (req: Request) => string;
}

/**
 * Express → React Router, in place of @react-router/express: the request URL
 * is built on the site's real origin (proxy-aware, decision 008), and the body
 * is the one `readBody` already read within the size limit, so an oversized
 * or chunked body is a 413, never a reset connection. A staff upload
 * (`res.locals.streamBody`, see readBody) is passed on as the request stream
 * itself: the route's parser reads it within the upload limits.
 */
export function reactRouterHandler(options: RouterHandlerOptions) {
  const handle = createRequestHandler(options.build, options.mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    let url: URL;
    try {
      url = new URL(`${options.originOf(req)}${req.originalUrl}`);
    } catch {
      res.status(400).set("Cache-Control", CACHE_POLICIES.noStore).type("text/plain").send("Bad request");
      return;
    }
    try {
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value === undefined || name === "transfer-encoding" || name === "content-length") continue;
        if (Array.isArray(value)) for (const v of value) headers.append(name, v);
        else headers.set(name, value);
      }
      const body = res.locals.body as Buffer | undefined;
      const streamed = res.locals.streamBody === true;
      const request = new Request(url, {
        method: req.method,
        headers,
        signal: controller.signal,
        ...(streamed
          ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: "half" }
          : body && req.method !== "GET" && req.method !== "HEAD"
            ? { body: new Uint8Array(body) as Uint8Array<ArrayBuffer> }
            : {}),
      } as RequestInit);
      const response = await handle(request, options.getLoadContext(req, res));
      // A streamed body the route did not read to its end (a sign-in redirect, a refusal past the
      // cap): close the connection after the answer rather than read the rest or reuse the socket.
      if (streamed && !req.readableEnded) res.set("Connection", "close");
      // The document text the entry kept beside its Response (app/entry.server.tsx): sent as it is, not
      // read back out of the Response's web stream (development's Responses carry their body as well).
      await send(res, response, renderedDocument(response));
    } catch (error) {
      next(error);
    }
  };
}

async function send(res: Response, response: globalThis.Response, document: string | Buffer | undefined): Promise<void> {
  if (res.destroyed) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  if (document !== undefined) {
    res.end(document);
    return;
  }
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), res);
  } catch (error) {
    // the visitor went away mid-answer: nothing to tell them
    log.debug("Response stream ended early", error);
  }
}
