import { useEffect, useRef } from "react";

/**
 * Marks an element `data-reveal="shown"` the first time the given share of it
 * is visible (spec: cards at 0.5); CSS animates that once. Under
 * prefers-reduced-motion the CSS shows it without motion.
 */
export function useReveal<T extends HTMLElement>(threshold = 0.5) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const attr = el.hasAttribute("data-reveal-zoom") ? "data-reveal-zoom" : "data-reveal";
    if (typeof IntersectionObserver === "undefined") {
      el.setAttribute(attr, "shown");
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            el.setAttribute(attr, "shown");
            observer.disconnect();
          }
        }
      },
      { threshold },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [threshold]);
  return ref;
}
