import { useId } from "react";
import { ENQUIRY_FORM_TEXTS as FORM_EN } from "#app/content/site.ts";
import { ENQUIRY_FORM_TEXTS as FORM_AR } from "#app/content/ar/site.ts";
import * as en from "#app/content/leads.ts";
import * as ar from "#app/content/ar/leads.ts";
import { useText } from "#app/i18n/text.ts";
import { LIMITS } from "../fields.ts";
import { validateLead } from "../schemas.ts";
import { FieldError, FormStatus, labelClass, TextField } from "./form-controls.tsx";
import { LeadHiddenFields } from "./hidden-fields.tsx";
import { ContactFields } from "./contact-fields.tsx";
import { type LeadFormOptions, useLeadForm } from "./use-lead-form.ts";
import { ENQUIRY_CATEGORIES } from "#app/features/leads/options.ts";

export interface EnquiryPrefill {
  /** a listing or project reference the enquiry is about */
  reference?: string;
  category?: string;
  message?: string;
}

/** The General Enquiry form: in the modal, or inline on /contact?enquire=1 without JavaScript. */
export function EnquiryForm({ prefill = {}, ...options }: Omit<LeadFormOptions, "validate"> & { prefill?: EnquiryPrefill }) {
  const form = useLeadForm("enquiry", { ...options, validate: (f, locale) => validateLead("enquiry", f, locale) });
  const T = useText({ en: FORM_EN, ar: FORM_AR });
  const { ENQUIRY_MODAL_TEXTS, SENDING_LABEL, CHOICE_LABELS } = useText({ en, ar });
  const { errors, values } = form;
  const categoryId = useId();
  const reference = values.reference ?? prefill.reference ?? "";
  const category = values.category ?? prefill.category ?? "";
  return (
    <form.Form key={form.formKey} {...form.formProps} className="space-y-4">
      <LeadHiddenFields page={form.page} />
      {reference ? (
        <p className="rounded-xl bg-sand-100 px-4 py-2.5 text-sm text-navy-900">
          {ENQUIRY_MODAL_TEXTS.referenceLabel}:{" "}
          <bdi dir="ltr" className="font-semibold">
            {reference}
          </bdi>
          <input type="hidden" name="reference" value={reference} />
        </p>
      ) : null}
      <ContactFields labels={T} errors={errors} values={values} />
      <div>
        <label htmlFor={categoryId} className={labelClass}>
          {T.categoryLabel}
        </label>
        <select
          id={categoryId}
          name="category"
          required
          defaultValue={category}
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={errors.category ? `${categoryId}-error` : undefined}
          className="field"
        >
          <option value="">{T.categoryPlaceholder}</option>
          {ENQUIRY_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {CHOICE_LABELS.category[c]}
            </option>
          ))}
        </select>
        <FieldError id={`${categoryId}-error`} message={errors.category} />
      </div>
      <TextField
        name="message"
        label={T.messageLabel}
        multiline
        maxLength={LIMITS.message}
        error={errors.message}
        defaultValue={values.message ?? prefill.message}
      />
      <FormStatus ref={form.statusRef} status={form.status} />
      <button type="submit" className="btn btn-primary w-full" disabled={form.busy}>
        {form.busy ? SENDING_LABEL : T.submit}
      </button>
    </form.Form>
  );
}
