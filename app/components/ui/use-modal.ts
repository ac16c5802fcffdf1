import { type RefObject, useEffect, useRef } from "react";
import { focusablesIn, trapTarget } from "./focus.ts";

interface ModalOptions {
  open: boolean;
  onClose: () => void;
  /** the dialog's box: Tab stays in it, a press outside it closes */
  panelRef: RefObject<HTMLElement | null>;
  /** a native <dialog> to show as modal (top layer, the page behind inert) while open */
  dialogRef?: RefObject<HTMLDialogElement | null>;
  /** a selector for the element to focus on open; the first focusable one otherwise */
  initialFocus?: string;
}

/**
 * The one modal behaviour of the site: while `open`, focus moves in and Tab
 * stays in, Escape and a press outside the panel close, the page behind does
 * not scroll, and focus returns to the element that opened it on close.
 */
export function useModal({ open, onClose, panelRef, dialogRef, initialFocus }: ModalOptions) {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef?.current;
    if (dialog && !dialog.open) dialog.showModal();
    const panel = panelRef.current;
    if (panel) {
      const wanted = initialFocus ? panel.querySelector<HTMLElement>(initialFocus) : null;
      (wanted ?? focusablesIn(panel)[0])?.focus();
    }
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";

    // On window, after React's own listeners (on the document): a widget inside that handled
    // Escape itself (a combobox closing its list) has marked it handled.
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      if (e.key === "Escape") {
        e.preventDefault();
        onCloseRef.current();
        return;
      }
      if (e.key !== "Tab" || !panel) return;
      const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const target = trapTarget(focusablesIn(panel), active, e.shiftKey, panel.contains(active));
      if (target) {
        e.preventDefault();
        target.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      if (panel && !panel.contains(e.target as Node)) onCloseRef.current();
    };
    // A native dialog's own Escape handling ('cancel') would close it behind React's back.
    const onCancel = (e: Event) => e.preventDefault();
    window.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    dialog?.addEventListener("cancel", onCancel);
    return () => {
      window.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
      dialog?.removeEventListener("cancel", onCancel);
      if (dialog?.open) dialog.close();
      root.style.overflow = overflow;
      opener?.focus();
    };
  }, [open, panelRef, dialogRef, initialFocus]);
}
