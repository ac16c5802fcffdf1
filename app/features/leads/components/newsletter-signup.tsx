import { useId } from "react";
import { FOOTER_TEXTS as FOOTER_EN } from "#app/content/site.ts";
import { FOOTER_TEXTS as FOOTER_AR } from "#app/content/ar/site.ts";
import { NEWSLETTER_TEXTS as NEWSLETTER_EN } from "#app/content/leads.ts";
import { NEWSLETTER_TEXTS as NEWSLETTER_AR } from "#app/content/ar/leads.ts";
import type { Locale } from "#app/i18n/locale.ts";
import { useText } from "#app/i18n/text.ts";
import { LEAD_ANCHOR } from "../submit-target.ts";
import { LIMITS } from "../fields.ts";
import { FieldError, FormStatus } from "./form-controls.tsx";
import { LeadHiddenFields } from "./hidden-fields.tsx";
import { type FailedSubmission, useLeadForm } from "./use-lead-form.ts";

/** The footer is on every page: its check (zod) loads when the box is first used, not with the page. */
const loadCheck = () => import("../schema-core.ts");
const checkNewsletterLazily = async (fields: Record<string, string>, locale: Locale) => (await loadCheck()).checkNewsletter(fields, locale);

/** The newsletter box: stays on the page with JavaScript, posts and comes back without it. */
export function NewsletterSignup({ initial, tone = "dark" }: { initial?: FailedSubmission; tone?: "dark" | "light" }) {
  const form = useLeadForm("newsletter", { initial, validate: checkNewsletterLazily });
  const { FOOTER_TEXTS, NEWSLETTER_TEXTS } = useText({
    en: { FOOTER_TEXTS: FOOTER_EN, NEWSLETTER_TEXTS: NEWSLETTER_EN },
    ar: { FOOTER_TEXTS: FOOTER_AR, NEWSLETTER_TEXTS: NEWSLETTER_AR },
  });
  const id = useId();
  const error = form.errors.email;
  const dark = tone === "dark";
  return (
    <div id={LEAD_ANCHOR.newsletter} className="mt-4">
      <form.Form key={form.formKey} {...form.formProps}>
        <LeadHiddenFields page={form.page} />
        <div className="flex gap-2">
          <label htmlFor={id} className="sr-only">
            {NEWSLETTER_TEXTS.label}
          </label>
          <input
            id={id}
            name="email"
            type="email"
            required
            maxLength={LIMITS.email}
            autoComplete="email"
            placeholder={FOOTER_TEXTS.newsletterPlaceholder}
            defaultValue={form.values.email}
            onFocus={() => void loadCheck()}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={dark ? "field-dark" : "field min-w-0 flex-1 rounded-full"}
          />
          <button type="submit" className="btn btn-gold shrink-0" disabled={form.busy}>
            {FOOTER_TEXTS.newsletterButton}
          </button>
        </div>
        {dark ? (
          error ? (
            <p id={`${id}-error`} className="mt-2 text-sm font-medium text-[#ffc9c0]">
              {error}
            </p>
          ) : null
        ) : (
          <FieldError id={`${id}-error`} message={error} />
        )}
        <div className="mt-3">
          {dark ? (
            <div
              ref={form.statusRef}
              role="status"
              aria-live="polite"
              tabIndex={-1}
              className="text-sm font-medium text-gold-300 outline-none"
            >
              {form.status && !error ? form.status.text : null}
            </div>
          ) : (
            <FormStatus ref={form.statusRef} status={form.status} />
          )}
        </div>
      </form.Form>
    </div>
  );
}
