import { useEffect, useEffectEvent, useRef } from "react";

/**
 * A subtle rise (or zoom) for cards and rows that come into view while
 * scrolling — never hidden content (issue 17, decision 020):
 *
 * - The server's HTML shows everything; nothing waits for script.
 * - After hydration, an element already in or above the viewport is marked
 *   `shown` at once and does not move. Only one still below the fold becomes
 *   `pending` (transparent while out of sight) and rises in as soon as its
 *   first pixel enters the viewport, so scrolling never meets an empty band.
 * - Under prefers-reduced-motion nothing is made pending (app.css also
 *   shows every state without motion).
 *
 * `onShown`, when given, is called once when the element is first seen.
 */
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
    const reducedMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    if (typeof IntersectionObserver === "undefined" || reducedMotion || el.getBoundingClientRect().top < window.innerHeight) {
      show(false);
      return;
    }
    el.setAttribute(attr, "pending");
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        show(true);
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return ref;
}
