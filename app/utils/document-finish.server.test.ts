import { afterEach, describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { cutMarkedMarkup, forgetPrerenderedMarkup, keepMarkedMarkup, Prerendered, prerendering } from "#app/components/ui/prerendered.tsx";
import { deferHydrationScripts } from "./deferred-scripts.server.ts";
import { finishDocument } from "./document-finish.server.ts";

const NONCE = "n0nce==";
const stored = new Map<string, string>();

afterEach(() => {
  forgetPrerenderedMarkup();
  prerendering.store = undefined;
});

/** A document as the one-pass render leaves it: preloads in the head, markers in the body, React Router's scripts at its end. */
function rendered(bodyText: string): { html: string; handoff: string } {
  prerendering.store = { get: (k) => stored.get(k), set: (k, v) => stored.set(k, v), clear: () => stored.clear() };
  const card = renderToString(
    createElement(Prerendered, { as: "div", memo: `card:${bodyText.length}`, className: "card", children: "كارت بطاقة" }),
  );
  const html = [
    `<html lang="ar" dir="rtl"><head><meta charSet="utf-8"/>`,
    `<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="${NONCE}"/>`,
    `<link rel="modulepreload" href="/assets/root-1.js" nonce="${NONCE}"/>`,
    `</head><body><main><h1>عقارات للبيع في دبي</h1>${card}<p>${bodyText}</p></main>`,
    `<script nonce="${NONCE}">((k) => { sessionStorage.getItem(k) })("react-router-scroll-positions")</script>`,
    `<script nonce="${NONCE}">window.__reactRouterContext = {"basename":"/"};</script>`,
    `<script nonce="${NONCE}" type="module" async="">import "/assets/manifest.js";import("/assets/entry.client-1.js");</script>`,
    `</body></html>`,
  ].join("");
  const handoff = `<!--$--><script nonce="${NONCE}">window.__reactRouterContext.streamController.enqueue("[\\"عربي\\"]");</script><!--/$-->`;
  return { html, handoff };
}

/** What the entry sent before it wrote documents in pieces: one string, each step over the whole. */
function oneString(html: string, handoff: string): Buffer {
  const end = html.lastIndexOf("</body>");
  return Buffer.from(deferHydrationScripts(keepMarkedMarkup(`<!DOCTYPE html>${html.slice(0, end)}${handoff}${html.slice(end)}`)), "utf8");
}

describe("finishDocument", () => {
  it.each([
    ["a page", "وصف قصير"],
    // over V8's 128 KB string line (64 K characters of two-byte text): the reason the document is written in pieces
    ["a page over 128 KB", "ع".repeat(70_000)],
  ])("writes %s byte for byte as the single-string steps did, scripts deferred and markers cut out", (_, text) => {
    stored.clear();
    const first = rendered(text);
    const expected = oneString(first.html, first.handoff);
    // the same document rendered again (its card's markup was not stored by the reference run's markers)
    stored.clear();
    const second = rendered(text);
    const bytes = finishDocument(second.html, second.handoff, cutMarkedMarkup, "<!DOCTYPE html>");
    expect(bytes.equals(expected)).toBe(true);
    const out = bytes.toString("utf8");
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).not.toContain("<template data-p");
    expect(out).toContain('type="text/x-deferred-module"');
    expect(out).toContain(
      `<script nonce="${NONCE}" type="text/x-deferred-script">window.__reactRouterContext = {"basename":"/"};</script>`,
    );
    // the data stays last, before </body>; the scroll script still runs as the parser meets it
    expect(out.startsWith(`<!DOCTYPE html><html lang="ar"`)).toBe(true);
    expect(out.endsWith(`<!--/$--></body></html>`)).toBe(true);
    expect(out).toContain(`<script nonce="${NONCE}">((k) =>`);
    // the card's markup was stored for the next page
    expect([...stored.values()]).toContain("كارت بطاقة");
  });

  it("writes a document without React Router's scripts (an error page) or without a head as it is, markers cut out", () => {
    const bare = `<!DOCTYPE html><html><head><title>Oops</title></head><body><p>خطأ</p></body></html>`;
    expect(finishDocument(bare).toString("utf8")).toBe(bare);
    // the data's scripts of a page without React Router's scripts still go before </body>, as before
    expect(finishDocument(bare, "<!--$--><!--/$-->").toString("utf8")).toBe(bare.replace("</body>", "<!--$--><!--/$--></body>"));
    const headless = `<p>no frame</p>`;
    expect(finishDocument(headless, "<!--x-->").toString("utf8")).toBe("<p>no frame</p><!--x-->");
  });
});
