import { useCallback, useEffect, useState } from "react";
import { ENQUIRY_FORM_TEXTS as FORM_EN } from "#app/content/site.ts";
import { ENQUIRY_FORM_TEXTS as FORM_AR } from "#app/content/ar/site.ts";
import { ENQUIRY_MODAL_TEXTS as MODAL_EN } from "#app/content/leads.ts";
import { ENQUIRY_MODAL_TEXTS as MODAL_AR } from "#app/content/ar/leads.ts";
import { type Locale, useLocale } from "#app/i18n/locale.ts";
import { textFor } from "#app/i18n/text.ts";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { CloseIcon } from "#app/components/ui/icons.tsx";
import { Toast } from "#app/components/ui/toast.tsx";
import { EnquiryForm, type EnquiryPrefill } from "./enquiry-form.tsx";

/** 'General Enquiry' (spec §2 Contact page), or 'Enquire about <reference>' when opened from a listing or project. */
export function enquiryDialogTitle(prefill: EnquiryPrefill, locale: Locale = "en"): string {
  const reference = prefill.reference?.trim();
  return reference
    ? textFor({ en: MODAL_EN, ar: MODAL_AR }, locale).titleAbout(reference)
    : textFor({ en: FORM_EN, ar: FORM_AR }, locale).title;
}

/**
 * The General Enquiry dialog and its confirmation toast. Loaded (with the form
 * and its phone library) when the modal is first wanted, then kept mounted,
 * so what was typed survives closing the dialog by mistake.
 */
export function EnquiryDialog({
  open,
  onClose,
  prefill,
  formGeneration,
  onSent,
}: {
  open: boolean;
  onClose: () => void;
  prefill: EnquiryPrefill;
  /** a new value remounts the form empty */
  formGeneration: number;
  onSent: () => void;
}) {
  const locale = useLocale();
  const T = textFor({ en: FORM_EN, ar: FORM_AR }, locale);
  const ENQUIRY_MODAL_TEXTS = textFor({ en: MODAL_EN, ar: MODAL_AR }, locale);
  const [confirmation, setConfirmation] = useState("");
  const dismiss = useCallback(() => setConfirmation(""), []);
  // A new opening starts without the last confirmation.
  useEffect(() => {
    if (open) setConfirmation("");
  }, [open]);
  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        labelledBy="enquiry-modal-title"
        className="max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-xl"
        panelClassName="max-h-[calc(100dvh-1.5rem)] overflow-y-auto rounded-3xl bg-white p-6 shadow-lift md:p-8"
      >
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id="enquiry-modal-title" className="text-2xl font-semibold text-navy-900 md:text-3xl">
              {enquiryDialogTitle(prefill, locale)}
            </h2>
            <p className="mt-2 text-sm text-muted">{ENQUIRY_MODAL_TEXTS.intro}</p>
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={T.close}
            className="grid h-11 w-11 shrink-0 place-items-center rounded-full text-navy-900 hover:bg-sand-100"
          >
            <CloseIcon className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
        <div className="mt-6">
          <EnquiryForm key={formGeneration} prefill={prefill} announce={setConfirmation} onSuccess={onSent} />
        </div>
      </Dialog>
      <Toast message={confirmation} onDismiss={dismiss} closeLabel={T.close} />
    </>
  );
}
