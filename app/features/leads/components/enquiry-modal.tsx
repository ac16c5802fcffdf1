import { createContext, type KeyboardEvent, lazy, type MouseEvent, type ReactNode, Suspense, useCallback, useContext, useEffect, useRef, useState } from "react";
import { ENQUIRY_FORM_TEXTS as T } from "#app/content/site.ts";
import { ENQUIRY_MODAL_TEXTS } from "#app/content/leads.ts";
import { CloseIcon } from "#app/components/ui/icons.tsx";
import type { EnquiryPrefill } from "./enquiry-form.tsx";
import { useHydrated } from "./use-hydrated.ts";

interface EnquiryModalApi {
  open(prefill?: EnquiryPrefill): void;
  /** starts loading the form (phone library included) before the first click */
  preload(): void;
}

// The form and its phone-number library load when the modal is first wanted, not with every page.
const loadForm = () => import("./enquiry-form.tsx");
const EnquiryForm = lazy(() => loadForm().then((m) => ({ default: m.EnquiryForm })));
const preload = () => void loadForm();

const EnquiryModalContext = createContext<EnquiryModalApi | null>(null);

/** null outside the provider (the error page): callers fall back to the contact page link. */
export function useEnquiryModal(): EnquiryModalApi | null {
  return useContext(EnquiryModalContext);
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const samePrefill = (a: EnquiryPrefill, b: EnquiryPrefill) => a.reference === b.reference && a.category === b.category && a.message === b.message;

/**
 * Mounted once in the site layout: the General Enquiry dialog (native modal
 * <dialog>, so the page behind is inert) and the confirmation toast.
 * Closes on the close button, Escape and a click outside; Tab stays inside;
 * focus returns to the button that opened it.
 */
export function EnquiryModalProvider({ children }: { children: ReactNode }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const pressedOnBackdrop = useRef(false);
  const [prefill, setPrefill] = useState<EnquiryPrefill>({});
  const [formGeneration, setFormGeneration] = useState(0);
  const [isOpen, setIsOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [confirmation, setConfirmation] = useState("");
  // Without JavaScript the dialog can never open: its form is not rendered at all.
  const hydrated = useHydrated();

  const open = useCallback((next: EnquiryPrefill = {}) => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setPrefill((current) => {
      if (!samePrefill(current, next)) setFormGeneration((g) => g + 1);
      return next;
    });
    setConfirmation("");
    setWanted(true);
    dialog.showModal();
    setIsOpen(true);
  }, []);

  const close = useCallback(() => dialogRef.current?.close(), []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onClose = () => {
      setIsOpen(false);
      openerRef.current?.focus();
    };
    dialog.addEventListener("close", onClose);
    return () => dialog.removeEventListener("close", onClose);
  }, []);

  useEffect(() => {
    if (!isOpen) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = previous;
    };
  }, [isOpen]);

  useEffect(() => {
    if (!confirmation) return;
    const t = setTimeout(() => setConfirmation(""), 10_000);
    return () => clearTimeout(t);
  }, [confirmation]);

  function trapTab(e: KeyboardEvent<HTMLDialogElement>) {
    if (e.key !== "Tab") return;
    const items = Array.from(e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.offsetParent !== null);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && (document.activeElement === first || !e.currentTarget.contains(document.activeElement))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  }

  // A click that starts and ends on the backdrop (the dialog box itself, not its panel) closes.
  const onPointerDown = (e: MouseEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = e.target === e.currentTarget;
  };
  const onClick = (e: MouseEvent<HTMLDialogElement>) => {
    if (pressedOnBackdrop.current && e.target === e.currentTarget) close();
    pressedOnBackdrop.current = false;
  };

  const onSuccess = useCallback(() => {
    close();
    setPrefill({});
    setFormGeneration((g) => g + 1);
  }, [close]);

  return (
    <EnquiryModalContext.Provider value={{ open, preload }}>
      {children}
      <dialog
        ref={dialogRef}
        aria-labelledby="enquiry-modal-title"
        onKeyDown={trapTab}
        onPointerDown={onPointerDown}
        onClick={onClick}
        className="m-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-xl overflow-visible bg-transparent p-0 backdrop:bg-navy-950/60 backdrop:backdrop-blur-sm"
      >
        <div className="max-h-[calc(100dvh-1.5rem)] overflow-y-auto rounded-3xl bg-white p-6 shadow-lift md:p-8">
          <div className="flex items-start justify-between gap-4">
            <div>
              <h2 id="enquiry-modal-title" className="text-2xl font-semibold text-navy-900 md:text-3xl">
                {T.title}
              </h2>
              <p className="mt-2 text-sm text-muted">{ENQUIRY_MODAL_TEXTS.intro}</p>
            </div>
            <button type="button" onClick={close} aria-label={T.close} className="grid h-11 w-11 shrink-0 place-items-center rounded-full text-navy-900 hover:bg-sand-100">
              <CloseIcon className="h-5 w-5" aria-hidden="true" />
            </button>
          </div>
          <div className="mt-6">
            {hydrated && wanted ? (
              <Suspense fallback={<div className="h-96" aria-busy="true" />}>
                <EnquiryForm key={formGeneration} prefill={prefill} announce={setConfirmation} onSuccess={onSuccess} />
              </Suspense>
            ) : null}
          </div>
        </div>
      </dialog>
      <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-6 z-[70] flex justify-center px-4">
        {confirmation ? (
          <p className="pointer-events-auto flex items-center gap-3 rounded-2xl bg-navy-900 px-5 py-4 text-sm font-medium text-white shadow-lift">
            {confirmation}
            <button type="button" onClick={() => setConfirmation("")} aria-label={T.close} className="grid h-8 w-8 place-items-center rounded-full hover:bg-white/10">
              <CloseIcon className="h-4 w-4" aria-hidden="true" />
            </button>
          </p>
        ) : null}
      </div>
    </EnquiryModalContext.Provider>
  );
}
