import { createElement, type JSX, type ReactNode } from "react";

type Tag = keyof JSX.IntrinsicElements;

/**
 * Markup that is the same on every page that shows it (the header's menus, the footer's columns),
 * rendered once per server process instead of once per request (issue 22: the header and footer
 * were ~29 % of a detail page's elements).
 *
 * `memo` names what the markup depends on: two uses with the same `memo` must have the same
 * children (the header's key carries which of its links is the current page). On the server the
 * first request renders the children as usual and leaves them to `renderPendingMarkup`, which the
 * entry calls after the document is finished (never inside a render); later requests send the
 * stored markup as the element's inner HTML. In the browser the element always renders its
 * children, so hydration finds the same DOM: the markup is React's own for the same children
 * (`server/document-render.test.ts` holds every page kind to the same bytes with and without it).
 *
 * What goes inside must not read context (the standalone render has none), use `useId` (its ids
 * depend on the place in the tree) or hold anything interactive: it is plain markup, and the links
 * are `SiteLink`s, which the document's one listener routes.
 */
export function Prerendered({
  as,
  memo,
  children,
  ...attributes
}: { as: Tag; memo: string; children: ReactNode } & Record<string, unknown>) {
  if (import.meta.env.SSR && prerendering.enabled) {
    const html = stored.get(memo);
    if (html !== undefined) {
      prerendering.reused++;
      return createElement(as, { ...attributes, dangerouslySetInnerHTML: { __html: html } });
    }
    if (!pending.has(memo)) pending.set(memo, children);
  }
  return createElement(as, attributes, children);
}

/**
 * `enabled`: on in production; development renders every time (edits show at once), tests switch
 * it to compare. `reused`: how many elements were sent from stored markup.
 */
export const prerendering = { enabled: !import.meta.env.DEV, reused: 0 };

/** The stored markup by `memo`. Keys are few (a header per current link, a footer per year); the cap only guards a mistake. */
const stored = new Map<string, string>();
const MAX_STORED = 200;
const pending = new Map<string, ReactNode>();

/**
 * Renders what this request's `Prerendered`s left and stores it (the entry module, after the
 * document, with React's `renderToString`).
 */
export function renderPendingMarkup(render: (node: ReactNode) => string): void {
  if (pending.size === 0) return;
  const rendering = [...pending];
  pending.clear();
  for (const [memo, children] of rendering) {
    let html: string;
    try {
      html = render(children);
    } catch {
      continue; // rendered in the tree again next time: it rendered there
    }
    if (stored.size >= MAX_STORED) stored.clear();
    stored.set(memo, html);
  }
}

/** Forgets every stored markup (tests). */
export function forgetPrerenderedMarkup(): void {
  stored.clear();
  pending.clear();
}
