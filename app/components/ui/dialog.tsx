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
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog> (shown with showModal: top layer, the
 * page behind inert), with the kit's modal behaviour (useModal). Its content
 * stays mounted while closed. Without JavaScript it never opens: callers
 * offer a link to a page instead.
 */
export function Dialog({ open, onClose, labelledBy, label, className = "", panelClassName = "", children }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useModal({ open, onClose, panelRef, dialogRef });
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={labelledBy}
      aria-label={label}
      className={`m-auto overflow-visible bg-transparent p-0 backdrop:bg-navy-950/60 backdrop:backdrop-blur-sm ${className}`}
    >
      <div ref={panelRef} className={panelClassName}>
        {children}
      </div>
    </dialog>
  );
}
