import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "#server/response-cache.ts";
import {
  DEFERRED_MODULE_ID,
  DEFERRED_MODULE_TYPE,
  DEFERRED_SCRIPT_TYPE,
  deferHydrationScripts,
  LOADER_SCRIPT,
} from "./deferred-scripts.server.ts";

const NONCE = "abc123==";
const MODULE_CODE = `import "/assets/manifest.js";
import * as route0 from "/assets/root-1.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-1.js");`;

// The shape React Router 7 and React 19 write (root.tsx: <Links/> in the head, <Scripts/> at the end of the body).
const rendered = [
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>`,
  `<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>`,
  `<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="${NONCE}"/>`,
  `<link rel="modulepreload" href="/assets/framework-1.js" nonce="${NONCE}"/>`,
  `<link rel="modulepreload" href="/assets/root-1.js" nonce="${NONCE}"/>`,
  `</head><body><main><h1>Properties for sale in Dubai</h1></main>`,
  `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>`,
  `<script nonce="${NONCE}" type="module" async="">${MODULE_CODE}</script>`,
  `<script nonce="${NONCE}">window.__reactRouterContext.streamController.enqueue("[]");</script>`,
  `</body></html>`,
].join("");

describe("deferHydrationScripts", () => {
  const html = deferHydrationScripts(rendered);
  const doc = new DOMParserLite(html);

  it("takes every modulepreload out of the document", () => {
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toContain(`<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>`);
  });

  it("leaves no module script for the parser to run", () => {
    expect(html).not.toMatch(/type="module"/);
  });

  it("keeps the module code, byte for byte, in an inert script with the preload list and nonce", () => {
    const inert = doc.script(`id="${DEFERRED_MODULE_ID}"`);
    expect(inert.attributes).toContain(`type="${DEFERRED_MODULE_TYPE}"`);
    expect(inert.attributes).toContain(`nonce="${NONCE}"`);
    expect(inert.content).toBe(MODULE_CODE);
    const preload = /data-preload="([^"]*)"/.exec(inert.attributes)![1]!.replace(/&quot;/g, '"');
    expect(JSON.parse(preload)).toEqual(["/assets/entry.client-1.js", "/assets/framework-1.js", "/assets/root-1.js"]);
  });

  it("adds the loader right after it, with the nonce, and keeps the data scripts in order", () => {
    const order = doc.scripts().map((s) => s.content.slice(0, 40));
    expect(order).toEqual([
      "window.__reactRouterContext = {};",
      MODULE_CODE.slice(0, 40),
      LOADER_SCRIPT.slice(0, 40),
      "window.__reactRouterContext.streamContro",
    ]);
    expect(doc.script("").attributes).toContain(`nonce="${NONCE}"`);
  });

  it("makes React Router's data scripts inert too, with their nonce and their code byte for byte", () => {
    const data = doc.scripts().filter((s) => s.content.startsWith("window.__reactRouterContext"));
    expect(data.map((s) => s.content)).toEqual([
      "window.__reactRouterContext = {};",
      'window.__reactRouterContext.streamController.enqueue("[]");',
    ]);
    for (const script of data) expect(script.attributes).toBe(` nonce="${NONCE}" type="${DEFERRED_SCRIPT_TYPE}"`);
    // a page's own inline script is not React Router's and still runs as the parser meets it
    const own = deferHydrationScripts(rendered.replace("<main>", `<script nonce="${NONCE}">window.__other = 1</script><main>`));
    expect(own).toContain(`<script nonce="${NONCE}">window.__other = 1</script>`);
  });

  it("is allowed by the hash policy of a cached copy: the module script the loader makes has a listed hash", async () => {
    const hashes = inlineScriptHashes(html);
    const { createHash } = await import("node:crypto");
    const moduleHash = `'sha256-${createHash("sha256").update(MODULE_CODE, "utf8").digest("base64")}'`;
    const loaderHash = `'sha256-${createHash("sha256").update(LOADER_SCRIPT, "utf8").digest("base64")}'`;
    expect(hashes.split(" ")).toEqual(expect.arrayContaining([moduleHash, loaderHash]));
  });

  it("leaves a document without React Router's module script alone", () => {
    const plain = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/x.js"/></head><body>Oops</body></html>`;
    expect(deferHydrationScripts(plain)).toBe(plain);
  });

  it("writes a loader that waits for load, the first contentful paint and two frames before adding the module script", () => {
    // Run the loader against a minimal fake document to watch what it does and when.
    const appended: { kind: string; value: string }[] = [];
    const listeners: Record<string, () => void> = {};
    const frames: (() => void)[] = [];
    const timers: { fn: () => void; ms: number }[] = [];
    const inert = {
      nonce: NONCE,
      text: MODULE_CODE,
      getAttribute: () => JSON.stringify(["/assets/framework-1.js"]),
    };
    const element = (tag: string) => ({ tag, rel: "", href: "", type: "", nonce: "", text: "" });
    const dataScripts = [
      { nonce: NONCE, text: "window.__reactRouterContext = {};" },
      { nonce: NONCE, text: 'window.__reactRouterContext.streamController.enqueue("[]");' },
    ];
    const fakeDocument = {
      readyState: "interactive",
      getElementById: (id: string) => (id === DEFERRED_MODULE_ID ? inert : null),
      querySelectorAll: (selector: string) => (selector === `script[type="${DEFERRED_SCRIPT_TYPE}"]` ? dataScripts : []),
      createElement: element,
      head: { appendChild: (l: ReturnType<typeof element>) => appended.push({ kind: l.rel, value: l.href }) },
      body: { appendChild: (s: ReturnType<typeof element>) => appended.push({ kind: `script ${s.type} ${s.nonce}`, value: s.text }) },
    };
    const paints: string[] = [];
    let paintObserver:
      ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void) | undefined;
    const fakePerformance = { getEntriesByName: (name: string) => paints.filter((p) => p === name) };
    class FakePerformanceObserver {
      constructor(callback: typeof paintObserver) {
        paintObserver = callback;
      }
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: "paint", buffered: true });
      }
      disconnect() {
        paintObserver = undefined;
      }
    }
    const run = new Function(
      "document",
      "addEventListener",
      "requestAnimationFrame",
      "setTimeout",
      "performance",
      "PerformanceObserver",
      LOADER_SCRIPT,
    );
    run(
      fakeDocument,
      (type: string, fn: () => void) => (listeners[type] = fn),
      (fn: () => void) => frames.push(fn),
      (fn: () => void, ms: number) => timers.push({ fn, ms }),
      fakePerformance,
      FakePerformanceObserver,
    );
    expect(appended).toEqual([]);
    listeners.load!();
    expect(frames).toEqual([]);
    // a first paint with nothing contentful in it yet is not enough
    paints.push("first-paint");
    paintObserver!({ getEntriesByName: fakePerformance.getEntriesByName }, { disconnect: () => (paintObserver = undefined) });
    expect(frames).toEqual([]);
    paints.push("first-contentful-paint");
    paintObserver!({ getEntriesByName: fakePerformance.getEntriesByName }, { disconnect: () => (paintObserver = undefined) });
    expect(paintObserver).toBeUndefined();
    expect(appended).toEqual([]);
    frames.shift()!();
    frames.shift()!();
    expect(appended).toEqual([]);
    timers.find((t) => t.ms === 0)!.fn();
    // the data scripts run first, in order, as classic scripts with the nonce; then the preloads and the module
    expect(appended).toEqual([
      { kind: `script  ${NONCE}`, value: dataScripts[0]!.text },
      { kind: `script  ${NONCE}`, value: dataScripts[1]!.text },
      { kind: "modulepreload", value: "/assets/framework-1.js" },
      { kind: `script module ${NONCE}`, value: MODULE_CODE },
    ]);
    // the background-tab timer firing later does not load the page twice
    timers.find((t) => t.ms === 1000)!.fn();
    expect(appended).toHaveLength(4);
  });
});

/** Just enough parsing for these assertions: the document's inline scripts in order. */
class DOMParserLite {
  constructor(private readonly html: string) {}
  scripts() {
    return [...this.html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({ attributes: m[1]!, content: m[2]! }));
  }
  script(attributeFragment: string) {
    const found = this.scripts().find((s) => (attributeFragment ? s.attributes.includes(attributeFragment) : s.content === LOADER_SCRIPT));
    if (!found) throw new Error(`no script with ${attributeFragment || "the loader"}`);
    return found;
  }
}
