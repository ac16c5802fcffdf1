import { Writable } from "node:stream";
import { text } from "node:stream/consumers";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { type AppLoadContext, type EntryContext, type HandleErrorFunction, isRouteErrorResponse, ServerRouter } from "react-router";
import { beforeBodyEnd, finishDocument } from "#app/utils/document-finish.server.ts";
import { NonceProvider } from "#app/utils/nonce.tsx";
import { cutMarkedMarkup, keepMarkedMarkup } from "#app/components/ui/prerendered.tsx";
import { keepPrerenderedMarkup } from "#app/components/ui/prerendered-store.server.ts";
import { log } from "#app/utils/log.server.ts";
import { documentRendering, keepDocument } from "#app/utils/rendered-documents.server.ts";
import { LOCALE_TAGS, localeOfPath } from "#app/i18n/locale.ts";

export const streamTimeout = 5_000;

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
 * Renders the whole document before answering: every page's data comes from
 * fast local queries, and a complete document gives search engines and link
 * previews the same HTML a visitor sees, with the right status code. The
 * finished document's scripts then wait for the page's `load` event
 * (deferred-scripts.server.ts); development keeps React Router's own loading.
 *
 * In production the document is rendered in one synchronous pass to a string
 * (`renderString`); development, and any render that pass cannot finish, take
 * React's stream (`renderStream`). Both give the same bytes
 * (`server/document-render.test.ts`, decision 024).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.nonce;
  let html: string | undefined;
  let handoff = "";
  let prefix = "";
  const onePass = documentRendering.onePass;
  if (onePass && routerContext.serverHandoffStream) {
    // The page's data for hydration (React Router's turbo-stream), read to its end. React Router's
    // encoder keeps its own time limit (streamTimeout) and stops when the visitor goes away.
    const data = await text(routerContext.serverHandoffStream as WebReadableStream<Uint8Array>);
    routerContext.serverHandoffStream = undefined;
    const manifest = routerContext.manifest;
    routerContext.manifest = matchedRoutesOnly(routerContext);
    const rendered = renderString(routerContext, request.url, nonce, data);
    routerContext.manifest = manifest;
    if (rendered) ({ prefix, html, handoff } = rendered);
    // Not finished in one pass (a component waited for something): the stream, with the data as it was read
    else routerContext.serverHandoffStream = new Response(data).body ?? undefined;
  }
  if (html === undefined) {
    if (onePass) documentRendering.streamed++;
    ({ html, status: responseStatusCode } = await renderStream(request, responseStatusCode, routerContext, nonce));
  }
  // what this document's Prerendered elements rendered for the first time is kept for the next documents;
  // development sends the document as React Router renders it; production defers its scripts and
  // writes it out in pieces (app/utils/document-finish.server.ts)
  const body = import.meta.env.DEV
    ? keepMarkedMarkup(prefix + beforeBodyEnd(html, handoff))
    : finishDocument(html, handoff, cutMarkedMarkup, prefix);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // the document's language, as its URL says (/ar… is Arabic; issue 43)
  responseHeaders.set("Content-Language", LOCALE_TAGS[localeOfPath(new URL(request.url).pathname)].lang);
  // Production's server sends the bytes (renderedDocument): a body stream of its own would only copy them again
  const response = new Response(typeof body === "string" ? body : null, { headers: responseHeaders, status: responseStatusCode });
  keepDocument(response, body);
  return response;
}

// Production reuses the markup Prerendered elements stored (tests turn it on: tests/setup/app-server.ts).
if (!import.meta.env.DEV) keepPrerenderedMarkup();

/**
 * The build's manifest with only the routes this document matched (the root, its layouts, the page).
 * `ServerRouter` turns every route of the manifest into route objects twice per document
 * (`createServerRoutes`, then `createStaticRouter`): ~7 % of a detail miss for 74 routes, of which
 * the render reads the matched ones. The browser loads the whole manifest from its own file
 * (`routeDiscovery: "initial"`), so nothing the page prints depends on the others: the one-pass
 * render is held to the stream renderer's bytes, which keeps the whole manifest
 * (`server/document-render.test.ts`).
 */
function matchedRoutesOnly(routerContext: EntryContext): EntryContext["manifest"] {
  const all = routerContext.manifest.routes;
  const routes: typeof all = {};
  for (const match of routerContext.staticHandlerContext.matches) {
    const route = all[match.route.id];
    if (route) routes[match.route.id] = route;
  }
  return { ...routerContext.manifest, routes };
}

// React Router's own escaping of the data it writes into a script (StreamTransfer)
const SCRIPT_ESCAPES: Record<string, string> = { "&": "\\u0026", ">": "\\u003e", "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" };
const escapeScript = (text: string) => text.replace(/[&><\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c]!);

/**
 * The document in one synchronous pass, as a string: React's stream renderer
 * encodes every piece of markup into bytes as it goes, and React Router's
 * `StreamTransfer` suspends the render once per chunk of data it reads; here
 * the data has been read first and its scripts are written as React Router
 * writes them (one chunk, then the stream's close). `undefined` when the
 * render cannot finish synchronously.
 */
function renderString(
  routerContext: EntryContext,
  url: string,
  nonce: string,
  data: string,
): { prefix: string; html: string; handoff: string } | undefined {
  let html: string;
  try {
    html = renderToString(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={url} nonce={nonce} />
      </NonceProvider>,
    );
  } catch (error) {
    // the stream renderer tries again, and reports the error if it has one too
    log.debug("A document did not finish in one pass", error);
    return undefined;
  }
  // the stream renderer begins a document that opens with <html> with its doctype; this one does not
  // the doctype goes before the text as a piece of its own: prefixed here, the whole text would be copied
  const prefix = html.startsWith("<html") ? "<!DOCTYPE html>" : "";
  const end = html.lastIndexOf("</body>");
  if (end < 0) return undefined;
  const script = (code: string) => `<script${nonce ? ` nonce="${nonce}"` : ""}>${code}</script>`;
  // React Router writes nothing when the page rendered no <Scripts /> (its boundary stays empty)
  const handoff = !routerContext.renderMeta?.didRenderScripts
    ? "<!--$--><!--/$-->"
    : "<!--$-->" +
      (data ? script(`window.__reactRouterContext.streamController.enqueue(${escapeScript(JSON.stringify(data))});`) : "") +
      "<!--$-->" +
      script("window.__reactRouterContext.streamController.close();") +
      "<!--/$--><!--/$-->";
  // the data's scripts go right before </body>; the caller writes them there (the document is not copied to insert them)
  return { prefix, html, handoff };
}

/** React's stream renderer, collected into the whole document (onAllReady). */
function renderStream(
  request: Request,
  statusCode: number,
  routerContext: EntryContext,
  nonce: string,
): Promise<{ html: string; status: number }> {
  let status = statusCode;
  return new Promise((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          // React writes whole characters per chunk: its encoded views (fresh for each chunk, never
          // reused) and, for long texts, the strings themselves. Decoded as they come, joined once.
          const parts: string[] = [];
          const document = new Writable({
            decodeStrings: false,
            write(chunk: string | Uint8Array, _encoding, callback) {
              parts.push(
                typeof chunk === "string" ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString("utf8"),
              );
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              resolve({ html: parts.join(""), status });
              callback();
            },
          });
          pipe(document);
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          log.error(`Rendering ${new URL(request.url).pathname.slice(0, 200)} failed`, error);
        },
      },
    );
  });
}
