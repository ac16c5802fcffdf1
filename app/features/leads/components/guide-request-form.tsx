import * as en from "#app/content/leads.ts";
import * as ar from "#app/content/ar/leads.ts";
import { useLocalePath } from "#app/i18n/locale.ts";
import { useText } from "#app/i18n/text.ts";
import { PAGE_PATHS } from "#app/utils/paths.ts";
import { LEAD_ANCHOR } from "../submit-target.ts";
import { LIMITS } from "../fields.ts";
import { validateLead } from "../schemas.ts";
import { FormStatus, TextField } from "./form-controls.tsx";
import { LeadHiddenFields } from "./hidden-fields.tsx";
import { ContactFields } from "./contact-fields.tsx";
import { type FailedSubmission, useLeadForm } from "./use-lead-form.ts";

/**
 * The investment-guide request form (spec §2 Investment guide page): name,
 * e-mail, phone with country picker, optional message. Placed in the hero.
 */
export function GuideRequestForm({ initial }: { initial?: FailedSubmission } = {}) {
  const form = useLeadForm("guide", { initial, validate: (f, locale) => validateLead("guide", f, locale) });
  const { GUIDE_FORM_TEXTS: T, SENDING_LABEL } = useText({ en, ar });
  const inLocale = useLocalePath();
  const { errors, values } = form;
  return (
    <section
      id={LEAD_ANCHOR.guide}
      aria-labelledby="guide-request-heading"
      className="rounded-3xl bg-white p-6 text-ink shadow-lift md:p-8"
    >
      <h2 id="guide-request-heading" className="text-2xl font-semibold text-navy-900">
        {T.heading}
      </h2>
      <p className="mt-2 text-sm text-muted">{T.intro}</p>
      <form.Form key={form.formKey} {...form.formProps} className="mt-5 space-y-4">
        <LeadHiddenFields page={form.page} />
        <ContactFields labels={T} errors={errors} values={values} />
        <TextField
          name="message"
          label={T.messageLabel}
          multiline
          maxLength={LIMITS.message}
          error={errors.message}
          defaultValue={values.message}
        />
        <FormStatus ref={form.statusRef} status={form.status} />
        {form.status?.tone === "success" ? (
          <a href={inLocale(PAGE_PATHS.investmentGuideRead)} className="btn btn-primary w-full">
            {T.readNow}
          </a>
        ) : null}
        <button type="submit" className="btn btn-gold w-full" disabled={form.busy}>
          {form.busy ? SENDING_LABEL : T.submit}
        </button>
      </form.Form>
    </section>
  );
}
