import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type AppLoadContext, type EntryContext, type HandleErrorFunction, isRouteErrorResponse, ServerRouter } from "react-router";
import { deferHydrationScripts } from "#app/utils/deferred-scripts.server.ts";
import { NonceProvider } from "#app/utils/nonce.tsx";
import { log } from "#app/utils/log.server.ts";

export const streamTimeout = 5_000;

/** The API's data endpoints, for the server to answer without React Router (server/api-direct.ts). */
export { API_ANSWERS } from "#app/features/api/endpoints.server.ts";

/**
 * What React Router reports (a loader or action that threw, a path no route
 * matches, a method a route has no handler for): one line, the stack only at
 * LOG_LEVEL=debug. A visitor's bad request is not the operator's error, so
 * 4xx are logged at debug only; a bad request flood cannot flood the log.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const where = `${request.method} ${new URL(request.url).pathname.slice(0, 200)}`;
  const status = isRouteErrorResponse(error)
    ? error.status
    : typeof error === "object" && error && "status" in error
      ? Number(error.status)
      : 500;
  // React Router wraps its own errors (no route matches, no action) in a route error response
  const cause = isRouteErrorResponse(error) && "error" in error && error.error instanceof Error ? error.error : error;
  if (status < 500) {
    log.debug(`${where} refused`, cause);
    return;
  }
  log.error(`${where} failed`, cause);
};

/**
 * Renders the whole document before answering (onAllReady): every page's data
 * comes from fast local queries, and a complete document gives search engines
 * and link previews the same HTML a visitor sees, with the right status code.
 * The finished document's scripts then wait for the page's `load` event
 * (deferred-scripts.server.ts); development keeps React Router's own loading.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.nonce;
  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          const chunks: Buffer[] = [];
          const document = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(Buffer.from(chunk));
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              const html = Buffer.concat(chunks).toString("utf8");
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(
                new Response(import.meta.env.DEV ? html : deferHydrationScripts(html), {
                  headers: responseHeaders,
                  status: responseStatusCode,
                }),
              );
              callback();
            },
          });
          pipe(document);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          log.error(`Rendering ${new URL(request.url).pathname.slice(0, 200)} failed`, error);
        },
      },
    );
  });
}
