import { type ReactNode, useRef } from "react";
import { useModal } from "./use-modal.ts";

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** the id of the dialog's heading, or a label when it has none */
  labelledBy?: string;
  label?: string;
  className?: string;
  panelClassName?: string;
  /** the whole screen (a photo viewer) instead of a centred box */
  fullScreen?: boolean;
  /** a selector for the element focused on open; the first focusable one otherwise */
  initialFocus?: string;
  children: ReactNode;
}

const BOX = "m-auto overflow-visible bg-transparent p-0 backdrop:bg-navy-950/60 backdrop:backdrop-blur-sm";
const SCREEN = "m-0 h-dvh max-h-none w-screen max-w-none bg-navy-950 p-0 text-white backdrop:bg-navy-950/90";

/**
 * A modal dialog on the native <dialog> (shown with showModal: top layer, the
 * page behind inert), with the kit's modal behaviour (useModal). Its content
 * stays mounted while closed. Without JavaScript it never opens: callers
 * offer a link to a page instead.
 */
export function Dialog({
  open,
  onClose,
  labelledBy,
  label,
  className = "",
  panelClassName = "",
  fullScreen = false,
  initialFocus,
  children,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useModal({ open, onClose, panelRef, dialogRef, initialFocus });
  return (
    <dialog ref={dialogRef} aria-labelledby={labelledBy} aria-label={label} className={`${fullScreen ? SCREEN : BOX} ${className}`}>
      <div ref={panelRef} className={panelClassName}>
        {children}
      </div>
    </dialog>
  );
}
