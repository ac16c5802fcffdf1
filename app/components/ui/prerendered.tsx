import { createElement, type JSX, type ReactNode } from "react";
import { useLocale } from "#app/i18n/locale.ts";

type Tag = keyof JSX.IntrinsicElements;

/**
 * Markup that is the same on every page that shows it (the header's menus, the footer's columns,
 * a listing card's text), rendered once per server process instead of once per request (issue 22:
 * the header and footer were ~29 % of a detail page's elements, its four similar listings ~46 % of
 * the rest).
 *
 * `memo` names what the markup depends on: two uses with the same `memo` must have the same
 * children (the header's key carries which of its links is the current page, a card's key is the
 * very text it shows). On the server, the first time a `memo` is met its children render in the
 * document as usual, between two marker elements; the entry module then cuts that markup out of
 * the finished document, stores it and removes the markers (`keepMarkedMarkup`), so nothing is
 * rendered twice. Later documents send the stored markup as the element's inner HTML. In the
 * browser the element always renders its children, and hydration finds the same DOM: the markup is
 * React's own for the same children at the same kind of place (`server/document-render.test.ts`
 * holds every page kind to the same bytes with and without stored markup).
 *
 * `children` may be a function that makes them, so that stored markup does not even build the
 * elements it replaces (a select's options, a card's text).
 *
 * What goes inside must not read context other than the page's language (part of every key) or use `useId` (the markup is reused at other places,
 * on other pages). It may hold interactive elements (a select, a `<Link>`): the browser renders
 * the children themselves and hydrates them against the same markup.
 */
export function Prerendered({
  as,
  memo,
  children,
  ...attributes
}: { as: Tag; memo: string; children: ReactNode | (() => ReactNode) } & Record<string, unknown>) {
  const content = () => (typeof children === "function" ? children() : children);
  const stored = prerendering.store;
  // the same element in the other language is other markup (issue 43): the page's language is part of the key
  const locale = useLocale();
  if (import.meta.env.SSR && stored) {
    const key = `${locale}:${memo}`;
    const html = stored.get(key);
    if (html !== undefined) {
      prerendering.reused++;
      return createElement(as, { ...attributes, dangerouslySetInnerHTML: { __html: html } });
    }
    const id = nextMark++;
    if (marked.size > MAX_MARKED) marked.clear(); // documents that never finished: forget their marks
    marked.set(id, key);
    return createElement(
      as,
      attributes,
      createElement("template", { "data-ps": id }),
      content(),
      createElement("template", { "data-pe": id }),
    );
  }
  return createElement(as, attributes, content());
}

/** Where the server keeps the markup by `memo` (the entry module's bounded LRU cache). */
export interface MarkupStore {
  get(memo: string): string | undefined;
  set(memo: string, html: string): unknown;
  clear(): void;
}

/**
 * `store`: set by the server's entry module in production; without one (development, where edits
 * must show at once, and the browser) every element renders its children. Tests take it away to
 * compare. `reused`: how many elements were sent from stored markup.
 */
export const prerendering: { store: MarkupStore | undefined; reused: number } = { store: undefined, reused: 0 };

/** The `memo` of each marked element not yet cut out of its document, by the number in its markers. */
const marked = new Map<number, string>();
const MAX_MARKED = 10_000;
let nextMark = 0;
const MARKER = /<template data-p([se])="(\d+)"><\/template>/g;

/**
 * The finished document without its markers; the markup between each pair is stored under its
 * element's `memo`. Markers nest as their elements do: an outer element's markup is stored
 * without the inner one's markers.
 */
export function keepMarkedMarkup(html: string): string {
  return cutMarkedMarkup(html).join("");
}

/**
 * `keepMarkedMarkup` without the joining: the document's consecutive pieces between its markers
 * (slices of `html`, nothing copied), for a caller that writes them out one by one.
 */
export function cutMarkedMarkup(html: string): string[] {
  const stored = prerendering.store;
  if (marked.size === 0 || !html.includes("<template data-p")) return [html];
  const parts: string[] = [];
  const open: Array<{ id: number; from: number }> = [];
  let from = 0;
  for (const match of html.matchAll(MARKER)) {
    parts.push(html.slice(from, match.index));
    from = match.index + match[0].length;
    const id = Number(match[2]);
    if (match[1] === "s") {
      open.push({ id, from: parts.length });
      continue;
    }
    const start = open.pop();
    const memo = marked.get(id);
    marked.delete(id);
    if (start?.id !== id || memo === undefined || !stored) continue;
    stored.set(memo, parts.slice(start.from).join(""));
  }
  parts.push(html.slice(from));
  return parts;
}

/** Forgets every stored markup (tests). */
export function forgetPrerenderedMarkup(): void {
  prerendering.store?.clear();
  marked.clear();
}
