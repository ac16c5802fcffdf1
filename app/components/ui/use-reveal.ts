import { useEffect, useEffectEvent, useRef } from "react";
import { prefersReducedMotion } from "./motion.ts";

/**
 * A subtle rise (or zoom) for cards and rows that come into view while
 * scrolling — never hidden content (issue 17, decision 020):
 *
 * - The server's HTML shows everything; nothing waits for script.
 * - After hydration, an element in or above the viewport is marked `shown`
 *   and does not move. Only one below the fold becomes `pending` (transparent
 *   while out of sight) and rises in as soon as its first pixel enters the
 *   viewport, so scrolling never meets an empty band.
 * - Under prefers-reduced-motion nothing is made pending or moves (app.css also
 *   shows every state without motion); `onShown` still waits until the element
 *   is seen, so a card below the fold fetches its photos only when scrolled to.
 *
 * One IntersectionObserver serves every element, and its first report says
 * where each one is: hydration reads no layout (no forced reflow per card).
 * `onShown`, when given, is called once when the element is first seen.
 */
type Report = (entry: IntersectionObserverEntry) => void;
const reports = new WeakMap<Element, Report>();
let observer: IntersectionObserver | undefined;

function watch(el: Element, report: Report): () => void {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) reports.get(entry.target)?.(entry);
  });
  reports.set(el, report);
  observer.observe(el);
  return () => {
    reports.delete(el);
    observer?.unobserve(el);
  };
}

export function useReveal<T extends HTMLElement>(onShown?: () => void) {
  const ref = useRef<T>(null);
  const shown = useEffectEvent(() => onShown?.());
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const attr = el.hasAttribute("data-reveal-zoom") ? "data-reveal-zoom" : "data-reveal";
    const show = (animate: boolean) => {
      if (animate) el.setAttribute("data-reveal-animate", "");
      el.setAttribute(attr, "shown");
      shown();
    };
    if (typeof IntersectionObserver === "undefined") {
      show(false);
      return;
    }
    if (prefersReducedMotion()) {
      el.setAttribute(attr, "shown");
      const stop = watch(el, (entry) => {
        if (!entry.isIntersecting) return;
        stop();
        shown();
      });
      return stop;
    }
    let first = true;
    const stop = watch(el, (entry) => {
      const wasFirst = first;
      first = false;
      if (entry.isIntersecting) {
        stop();
        show(!wasFirst);
      } else if (wasFirst) {
        const below = entry.boundingClientRect.top >= (entry.rootBounds?.bottom ?? window.innerHeight);
        if (below) el.setAttribute(attr, "pending");
        else {
          stop();
          show(false);
        }
      }
    });
    return stop;
  }, []);
  return ref;
}
