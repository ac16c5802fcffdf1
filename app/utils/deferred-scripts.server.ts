/**
 * Keeps the page's JavaScript off the first view's critical path.
 *
 * React Router's `<Scripts />` writes a `<link rel="modulepreload">` for every
 * module the page hydrates with (~125 KB Brotli: the framework, the shared
 * chunk, the route modules) into the head, and an inline module script that
 * imports them. On a phone those downloads compete with the stylesheet, the
 * display font and the first photo; measured with Lighthouse's mobile profile
 * they put FCP at 2.2 s instead of 0.8 s. Every page works without JavaScript
 * (plain links, GET forms, `<details>` menus), so the document can be shown and
 * used first and enhanced a moment later.
 *
 * This rewrites the rendered document so that:
 * - the modulepreload links leave the head (their URLs are kept on the element below);
 * - the inline module script becomes inert (`type="text/x-deferred-module"`) and a
 *   small classic script turns it into a real module script, with the preloads,
 *   once the window's `load` event has fired (the first view's photos and font are in)
 *   and the first contentful paint has happened;
 * - React Router's inline data scripts (`window.__reactRouterContext = …`, the loader data's
 *   `enqueue(…)`, `close()`) become inert too (`type="text/x-deferred-script"`): the same loader
 *   runs them, in document order, just before the module script. Parsed and run while the
 *   document was, they took 10–40 ms of the main thread before the first paint on a Lighthouse
 *   run (the page's data is 10+ KB of script source), which the mobile profile slows four times.
 *
 * Both inline scripts carry the request's nonce, and the loader gives the module
 * script that same nonce; a response-cache hit lists the SHA-256 of each inline
 * script instead, and the module script's text is byte-identical to the inert
 * one's, so it matches that policy too.
 */

export const DEFERRED_MODULE_ID = "deferred-hydration";
export const DEFERRED_MODULE_TYPE = "text/x-deferred-module";
export const DEFERRED_SCRIPT_TYPE = "text/x-deferred-script";

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const MODULE_SCRIPT = /<script( nonce="[^"]*")? type="module" async="">([\s\S]*?)<\/script>/;
/** React Router's classic inline scripts: the context, the stream of loader data and its end. */
const CONTEXT_SCRIPT = /<script( nonce="[^"]*")?>(window\.__reactRouterContext[.\s=][\s\S]*?)<\/script>/g;

/** The same text on every page, so a cached page's policy needs one hash for it. */
export const LOADER_SCRIPT = [
  "(function(){",
  "var d=document,t=d.getElementById(" + JSON.stringify(DEFERRED_MODULE_ID) + ");",
  "if(!t)return;",
  "var done=false;function go(){if(done)return;done=true;",
  // the data scripts first, in document order: inserted, each runs at once, as the parser would have run it
  "d.querySelectorAll('script[type=\"" +
    DEFERRED_SCRIPT_TYPE +
    "\"]').forEach(function(o){var s=d.createElement('script');s.nonce=o.nonce;s.text=o.text;d.body.appendChild(s)});",
  "JSON.parse(t.getAttribute('data-preload')||'[]').forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.href=h;d.head.appendChild(l)});",
  "var s=d.createElement('script');s.type='module';s.nonce=t.nonce;s.text=t.text;d.body.appendChild(s)}",
  // After load and the first contentful paint (a frame can pass with text still invisible while
  // the display font blocks), then two frames and a task: the first view is on screen, not just
  // fetched. A background tab gets no paints or frames: the timer hydrates it anyway.
  "function painted(f){var p=typeof performance==='object'?performance:null;",
  "if(!p||!p.getEntriesByName||p.getEntriesByName('first-contentful-paint').length||typeof PerformanceObserver!=='function')return f();",
  "try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();f()}}).observe({type:'paint',buffered:true})}catch(e){f()}}",
  "function later(){setTimeout(go,1000);painted(function(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})})}",
  "if(d.readyState==='complete')later();else addEventListener('load',later,{once:true})",
  "})()",
].join("");

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * Rewrites a complete HTML document as described above. A document without
 * React Router's module script (an error while rendering, say) is returned as is.
 */
export function deferHydrationScripts(html: string): string {
  return deferHydrationPieces([html])?.join("") ?? html;
}

/**
 * The same rewrite over a document held in consecutive pieces (app/utils/document-finish.server.ts),
 * none of which a tag spans: only the pieces holding a preload, the module script or a data script are
 * rebuilt, the others come back as they are. `undefined` when no piece holds the module script.
 */
export function deferHydrationPieces(pieces: readonly string[]): string[] | undefined {
  let moduleScript: RegExpExecArray | null = null;
  const at = pieces.findIndex((piece) => piece.includes('type="module"') && (moduleScript = MODULE_SCRIPT.exec(piece)) !== null);
  if (at < 0 || !moduleScript) return undefined;
  const [whole, nonceAttribute = "", code = ""] = moduleScript as RegExpExecArray;

  const preloads: string[] = [];
  for (const piece of pieces) {
    if (!piece.includes('<link rel="modulepreload"')) continue;
    for (const match of piece.matchAll(MODULEPRELOAD)) {
      const href = match[1]!;
      if (!preloads.includes(href)) preloads.push(href);
    }
  }

  const inert =
    `<script${nonceAttribute} type="${DEFERRED_MODULE_TYPE}" id="${DEFERRED_MODULE_ID}"` +
    ` data-preload="${escapeAttribute(JSON.stringify(preloads))}">${code}</script>` +
    `<script${nonceAttribute}>${LOADER_SCRIPT}</script>`;

  return pieces.map((piece, i) => {
    let out = piece;
    if (i === at) {
      const start = (moduleScript as RegExpExecArray).index;
      out = out.slice(0, start) + inert + out.slice(start + whole.length);
    }
    if (out.includes('<link rel="modulepreload"')) out = out.replace(MODULEPRELOAD, "");
    if (out.includes("window.__reactRouterContext")) {
      out = out.replace(CONTEXT_SCRIPT, (_, nonce = "", text: string) => `<script${nonce} type="${DEFERRED_SCRIPT_TYPE}">${text}</script>`);
    }
    return out;
  });
}
