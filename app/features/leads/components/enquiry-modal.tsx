import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useMemo, useRef, useState } from "react";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import type { EnquiryPrefill } from "./enquiry-form.tsx";

interface EnquiryModalApi {
  open(prefill?: EnquiryPrefill): void;
  /** starts loading the dialog (form and phone library included) before the first click */
  preload(): void;
}

// The dialog, its form and the phone-number library load when the modal is first wanted, not with every page.
const loadDialog = () => import("./enquiry-dialog.tsx");
const EnquiryDialog = lazy(() => loadDialog().then((m) => ({ default: m.EnquiryDialog })));
const preload = () => void loadDialog();

const EnquiryModalContext = createContext<EnquiryModalApi | null>(null);

/** null outside the provider (the error page): callers fall back to the contact page link. */
export function useEnquiryModal(): EnquiryModalApi | null {
  return useContext(EnquiryModalContext);
}

const samePrefill = (a: EnquiryPrefill, b: EnquiryPrefill) =>
  a.reference === b.reference && a.category === b.category && a.message === b.message;

/**
 * Mounted once in the site layout: opens the General Enquiry dialog (the kit's
 * Dialog, in ./enquiry-dialog.tsx). Without JavaScript it never opens: the
 * buttons are links to the form on /contact.
 */
export function EnquiryModalProvider({ children }: { children: ReactNode }) {
  const [prefill, setPrefill] = useState<EnquiryPrefill>({});
  const [formGeneration, setFormGeneration] = useState(0);
  const [isOpen, setIsOpen] = useState(false);
  const openRef = useRef(false);
  const [wanted, setWanted] = useState(false);
  const hydrated = useHydrated();

  const open = useCallback((next: EnquiryPrefill = {}) => {
    if (openRef.current) return;
    openRef.current = true;
    setPrefill((current) => {
      if (!samePrefill(current, next)) setFormGeneration((g) => g + 1);
      return next;
    });
    setWanted(true);
    setIsOpen(true);
  }, []);

  const close = useCallback(() => {
    openRef.current = false;
    setIsOpen(false);
  }, []);

  const onSent = useCallback(() => {
    close();
    setPrefill({});
    setFormGeneration((g) => g + 1);
  }, [close]);

  // the same value while the provider renders again (the page taken over, the dialog opened): the buttons that read
  // it do not render again with it
  const context = useMemo(() => ({ open, preload }), [open]);
  return (
    <EnquiryModalContext.Provider value={context}>
      {children}
      {hydrated && wanted ? (
        <Suspense fallback={null}>
          <EnquiryDialog open={isOpen} onClose={close} prefill={prefill} formGeneration={formGeneration} onSent={onSent} />
        </Suspense>
      ) : null}
    </EnquiryModalContext.Provider>
  );
}
