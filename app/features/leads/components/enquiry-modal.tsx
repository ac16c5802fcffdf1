import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useRef, useState } from "react";
import { ENQUIRY_FORM_TEXTS as T } from "#app/content/site.ts";
import { ENQUIRY_MODAL_TEXTS } from "#app/content/leads.ts";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { CloseIcon } from "#app/components/ui/icons.tsx";
import { Toast } from "#app/components/ui/toast.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import type { EnquiryPrefill } from "./enquiry-form.tsx";

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

const samePrefill = (a: EnquiryPrefill, b: EnquiryPrefill) => a.reference === b.reference && a.category === b.category && a.message === b.message;

/**
 * Mounted once in the site layout: the General Enquiry dialog (the kit's
 * Dialog) and the confirmation toast. The form stays mounted between
 * openings, so what was typed survives closing it by mistake.
 */
export function EnquiryModalProvider({ children }: { children: ReactNode }) {
  const [prefill, setPrefill] = useState<EnquiryPrefill>({});
  const [formGeneration, setFormGeneration] = useState(0);
  const [isOpen, setIsOpen] = useState(false);
  const openRef = useRef(false);
  const [wanted, setWanted] = useState(false);
  const [confirmation, setConfirmation] = useState("");
  // Without JavaScript the dialog can never open: its form is not rendered at all.
  const hydrated = useHydrated();

  const open = useCallback((next: EnquiryPrefill = {}) => {
    if (openRef.current) return;
    openRef.current = true;
    setPrefill((current) => {
      if (!samePrefill(current, next)) setFormGeneration((g) => g + 1);
      return next;
    });
    setConfirmation("");
    setWanted(true);
    setIsOpen(true);
  }, []);

  const close = useCallback(() => {
    openRef.current = false;
    setIsOpen(false);
  }, []);
  const dismiss = useCallback(() => setConfirmation(""), []);

  const onSuccess = useCallback(() => {
    close();
    setPrefill({});
    setFormGeneration((g) => g + 1);
  }, [close]);

  return (
    <EnquiryModalContext.Provider value={{ open, preload }}>
      {children}
      <Dialog
        open={isOpen}
        onClose={close}
        labelledBy="enquiry-modal-title"
        className="max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-xl"
        panelClassName="max-h-[calc(100dvh-1.5rem)] overflow-y-auto rounded-3xl bg-white p-6 shadow-lift md:p-8"
      >
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
      </Dialog>
      <Toast message={confirmation} onDismiss={dismiss} closeLabel={T.close} />
    </EnquiryModalContext.Provider>
  );
}
