import { useEffect } from "react";
import { CloseIcon } from "./icons.tsx";

/**
 * A polite status region at the bottom of the screen. It is in the page from
 * the first render (so screen readers announce what appears in it); a message
 * goes after `timeoutMs` or on its close button.
 */
export function Toast({
  message,
  onDismiss,
  closeLabel,
  timeoutMs = 10_000,
}: {
  message: string;
  onDismiss: () => void;
  closeLabel: string;
  timeoutMs?: number;
}) {
  useEffect(() => {
    if (!message) return;
    const t = setTimeout(onDismiss, timeoutMs);
    return () => clearTimeout(t);
  }, [message, onDismiss, timeoutMs]);
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-6 z-[70] flex justify-center px-4">
      {message ? (
        <p className="pointer-events-auto flex items-center gap-3 rounded-2xl bg-navy-900 px-5 py-4 text-sm font-medium text-white shadow-lift">
          {message}
          <button
            type="button"
            onClick={onDismiss}
            aria-label={closeLabel}
            className="grid h-8 w-8 place-items-center rounded-full hover:bg-white/10"
          >
            <CloseIcon className="h-4 w-4" aria-hidden="true" />
          </button>
        </p>
      ) : null}
    </div>
  );
}
