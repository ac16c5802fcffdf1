import { useCallback, useMemo, useSyncExternalStore } from "react";
import {
  type ChangeResult,
  cookieValue,
  type KeptItem,
  type KeptList,
  LIST_LIMITS,
  listCookie,
  parseItems,
  withItem,
  withoutItem,
} from "#app/utils/kept-lists.ts";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";

const CHANGE_EVENT = "kept-lists-change";

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  // another tab changed the cookie: seen when this one comes back
  window.addEventListener("focus", onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("focus", onChange);
  };
}

/**
 * `document.cookie` as read once in this task: every keep button reads its list's cookie when it renders
 * and React checks each store again when it commits (two dozen buttons on a list page, each read a
 * round to the browser's cookie jar). Read again in the next task, or at once after a write here.
 */
let cookiesThisTask: string | undefined;
function currentCookies(): string {
  if (cookiesThisTask === undefined) {
    cookiesThisTask = document.cookie;
    queueMicrotask(() => (cookiesThisTask = undefined));
  }
  return cookiesThisTask;
}

/** The list as the cookie holds it now. */
export function readKeptList(list: KeptList): KeptItem[] {
  return parseItems(cookieValue(currentCookies(), list), LIST_LIMITS[list]);
}

/** Writes the list's cookie (as the server's answer to a form post would) and tells every button on the page. */
export function writeKeptList(list: KeptList, items: readonly KeptItem[]): void {
  document.cookie = listCookie(list, items, window.location.protocol === "https:");
  cookiesThisTask = undefined;
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

const beforeHydration = () => null;

/**
 * A kept list in the browser. The server renders every page as if the list were empty (pages are
 * shared by every visitor and cached), so `ready` is false until the page has been taken over;
 * then the buttons show the visitor's own state. The cookie is read from that switch on
 * (useHydrated's transition): a store whose browser value differed from the server's would make
 * React re-render every button synchronously right after hydration.
 */
export function useKeptList(list: KeptList) {
  const hydrated = useHydrated();
  const value = useSyncExternalStore(
    subscribe,
    hydrated ? () => cookieValue(currentCookies(), list) ?? "" : beforeHydration,
    beforeHydration,
  );
  const items = useMemo(() => parseItems(value, LIST_LIMITS[list]), [value, list]);
  const toggle = useCallback(
    (item: KeptItem): ChangeResult & { added: boolean } => {
      const now = readKeptList(list);
      if (now.includes(item)) {
        writeKeptList(list, withoutItem(now, item));
        return { items: withoutItem(now, item), added: false };
      }
      const result = withItem(list, now, item);
      if (!result.refused) writeKeptList(list, result.items);
      return { ...result, added: !result.refused };
    },
    [list],
  );
  return { items, ready: value !== null, toggle };
}
