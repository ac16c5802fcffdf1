import { startTransition, useEffect, useState } from "react";

/** True once the first page has been taken over: what mounts later (a client-side visit, a dialog) starts enhanced. */
let pageHydrated = false;

/**
 * False during the server render and hydration, true once React runs in the browser.
 *
 * The switch is a transition, rendered in slices between the browser's own work. A store read with
 * `useSyncExternalStore` (server snapshot false, client true) did the same, but React re-renders a
 * store that changed since hydration synchronously: on a list page every enhanced control and card
 * button re-rendered in one task after hydration (~70 ms of main thread on Lighthouse's mobile
 * profile, measured 2026-11-30). Every instance switches in the same transition, so the page is
 * enhanced in one commit (root.tsx marks `<html data-hydrated>` in that commit's effects).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    if (hydrated) return;
    pageHydrated = true;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
