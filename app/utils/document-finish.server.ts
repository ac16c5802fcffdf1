import { deferHydrationPieces } from "./deferred-scripts.server.ts";

/**
 * A rendered document's last steps (app/entry.server.tsx), in production: the `Prerendered` markers cut
 * out and their markup stored (`cutMarkers`: the entry passes `cutMarkedMarkup`), the hydration scripts
 * deferred, the whole encoded as UTF-8 for the response, with `prefix` (the doctype) before it and
 * `handoff` (the data's scripts) before its `</body>`. The text is cut once into pieces (slices of it:
 * nothing is copied) and each step rebuilds only the small pieces it changes; the bytes are written piece
 * by piece.
 *
 * Why not one string, edited step by step: each step made a new copy of the whole text, and V8 keeps a
 * string over 128 KB (64 K characters once one character is outside Latin-1, as every Arabic page and
 * every English page with a name in Arabic or a curly quote is) in its large-object space, where each
 * copy costs about five times as much as one under it (~2 ms against ~0.45 ms for a document's six
 * copies; `bench/ab.ts` measured +25 % CPU per list answer for 2.7 KB more markup that crossed the line).
 */
export function finishDocument(html: string, handoff = "", cutMarkers: (html: string) => string[] = (text) => [text], prefix = ""): Buffer {
  const bodyEnd = html.lastIndexOf("</body>");
  const headEnd = html.indexOf("</head>");
  // React Router's <Scripts/> (the context script, the module script) at the end of the body
  const context = bodyEnd < 0 ? -1 : html.lastIndexOf("window.__reactRouterContext = ", bodyEnd);
  const scriptsStart = context < 0 ? -1 : html.lastIndexOf("<script", context);
  if (bodyEnd < 0 || headEnd < 0 || scriptsStart < headEnd) return encode(keepWhole(cutMarkers(prefix + beforeBodyEnd(html, handoff))));
  const head = prefix + html.slice(0, headEnd);
  const middle = cutMarkers(html.slice(headEnd, scriptsStart));
  const scripts = html.slice(scriptsStart, bodyEnd) + handoff;
  const [deferredHead, deferredScripts] = deferHydrationPieces([head, scripts]) ?? [head, scripts];
  return encode([deferredHead!, ...middle, deferredScripts!, html.slice(bodyEnd)]);
}

/** `html` with `insert` right before its `</body>` (at its end when it has none), as the data's scripts are written. */
export function beforeBodyEnd(html: string, insert: string): string {
  if (!insert) return html;
  const end = html.lastIndexOf("</body>");
  return end < 0 ? html + insert : html.slice(0, end) + insert + html.slice(end);
}

/** A document without the usual frame (no head or no React Router scripts): the same steps over its pieces. */
function keepWhole(pieces: string[]): string[] {
  return deferHydrationPieces(pieces) ?? pieces;
}

function encode(pieces: readonly string[]): Buffer {
  if (pieces.length === 1) return Buffer.from(pieces[0]!, "utf8");
  return Buffer.concat(pieces.map((piece) => Buffer.from(piece, "utf8")));
}
