/** What Tab can reach inside a dialog. */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Where Tab (or Shift+Tab) must send focus to stay inside a dialog, or null
 * when the browser's own move already stays inside. `inside` is whether the
 * focused element is in the dialog at all.
 */
export function trapTarget<T>(items: readonly T[], focused: T | null, shift: boolean, inside: boolean): T | null {
  const first = items[0];
  const last = items[items.length - 1];
  if (first === undefined || last === undefined) return null;
  if (!inside) return shift ? last : first;
  if (shift && focused === first) return last;
  if (!shift && focused === last) return first;
  return null;
}

/** The focusable elements of `root` that are rendered (not display:none). */
export function focusablesIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0);
}
