import { useEffect, useEffectEvent, useRef } from "react";

/**
 * Marks an element `data-reveal="shown"` the first time the given share of it
 * is visible (spec: cards at 0.5); CSS animates that once. Under
 * prefers-reduced-motion the CSS shows it without motion. `onShown`, when
 * given, is called once at that moment.
 */
/** spec §9: a card animates in once half of it is visible */
export const CARD_ANIMATION_THRESHOLD = 0.5;

export function useReveal<T extends HTMLElement>(threshold = CARD_ANIMATION_THRESHOLD, onShown?: () => void) {
  const ref = useRef<T>(null);
  const shown = useEffectEvent(() => onShown?.());
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const attr = el.hasAttribute("data-reveal-zoom") ? "data-reveal-zoom" : "data-reveal";
    const show = () => {
      el.setAttribute(attr, "shown");
      shown();
    };
    if (typeof IntersectionObserver === "undefined") {
      show();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            observer.disconnect();
            show();
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
