import { type KeyboardEvent, useRef, useState } from "react";
import { VALUATION_FORM_TEXTS as FORM_EN } from "#app/content/resources.ts";
import { VALUATION_FORM_TEXTS as FORM_AR } from "#app/content/ar/resources.ts";
import * as en from "#app/content/leads.ts";
import * as ar from "#app/content/ar/leads.ts";
import { useLocale } from "#app/i18n/locale.ts";
import { useText } from "#app/i18n/text.ts";
import { LEAD_ANCHOR } from "../submit-target.ts";
import { LIMITS } from "../fields.ts";
import { validateLead } from "../schemas.ts";
import { FieldError, FormStatus, SelectField, TextField } from "./form-controls.tsx";
import { LeadHiddenFields } from "./hidden-fields.tsx";
import { ContactFields } from "./contact-fields.tsx";
import { type FailedSubmission, useLeadForm } from "./use-lead-form.ts";
import {
  DEFAULT_VALUATION_TAB,
  VALUATION_BEDROOMS,
  VALUATION_PROPERTY_TYPES,
  VALUATION_SIZE_RANGE,
  VALUATION_TABS,
  VALUATION_TIMES,
  type ValuationTab,
} from "#app/features/leads/options.ts";

const isTab = (v: unknown): v is ValuationTab => typeof v === "string" && (VALUATION_TABS as readonly string[]).includes(v);
const asOptions = <V extends string>(values: readonly V[], label: (v: V) => string) =>
  values.map((value) => ({ value, label: label(value) }));
const SIZE_MAX_LENGTH = String(VALUATION_SIZE_RANGE.max).length + 8; // room for "1,250 sq ft"

const tabId = (tab: ValuationTab) => `valuation-tab-${tab.toLowerCase().replace(/[^a-z]+/g, "-")}`;

/**
 * The in-person valuation request: ARIA tabs Sales / Lettings (default) /
 * Commercial / Short-term rentals above the fields. Without JavaScript each
 * tab is a link (?tab=…); with it, arrow keys move between tabs.
 */
export function ValuationRequestForm({ initialTab, initial }: { initialTab?: string | null; initial?: FailedSubmission }) {
  const form = useLeadForm("valuation", { initial, validate: (f, locale) => validateLead("valuation", f, locale) });
  const T = useText({ en: FORM_EN, ar: FORM_AR });
  const { SENDING_LABEL, CHOICE_LABELS } = useText({ en, ar });
  const rtl = useLocale() === "ar";
  const propertyTypeOptions = asOptions(VALUATION_PROPERTY_TYPES, (v) => CHOICE_LABELS.propertyType[v]);
  const bedroomOptions = asOptions(VALUATION_BEDROOMS, T.bedroomLabel);
  const timeOptions = asOptions(VALUATION_TIMES, (v) => CHOICE_LABELS.time[v]);
  const { errors, values } = form;
  const [tab, setTab] = useState<ValuationTab>(isTab(values.tab) ? values.tab : isTab(initialTab) ? initialTab : DEFAULT_VALUATION_TAB);
  const tabRefs = useRef<Array<HTMLAnchorElement | null>>([]);

  function onTabKey(e: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const last = VALUATION_TABS.length - 1;
    // The tabs run right to left on an Arabic page: the arrow keys follow what the eye sees.
    const key = rtl && e.key === "ArrowRight" ? "ArrowLeft" : rtl && e.key === "ArrowLeft" ? "ArrowRight" : e.key;
    const next =
      key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : key === "Home"
            ? 0
            : key === "End"
              ? last
              : -1;
    if (next < 0) return;
    e.preventDefault();
    const target = VALUATION_TABS[next];
    if (target) setTab(target);
    tabRefs.current[next]?.focus();
  }

  return (
    <div id={LEAD_ANCHOR.valuation}>
      <div role="tablist" aria-label={T.title} className="grid grid-cols-2 gap-1 rounded-2xl bg-sand-100 p-1 sm:grid-cols-4">
        {VALUATION_TABS.map((t, i) => (
          <a
            key={t}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            id={tabId(t)}
            href={`?tab=${encodeURIComponent(t)}#${LEAD_ANCHOR.valuation}`}
            role="tab"
            aria-selected={t === tab}
            aria-controls="valuation-panel"
            tabIndex={t === tab ? 0 : -1}
            onClick={(e) => {
              e.preventDefault();
              setTab(t);
            }}
            onKeyDown={(e) => onTabKey(e, i)}
            className={`rounded-xl px-3 py-2.5 text-center text-sm font-semibold transition-colors ${
              t === tab ? "bg-navy-900 text-white shadow-card" : "text-navy-900 hover:bg-white/70"
            }`}
          >
            {CHOICE_LABELS.tab[t]}
          </a>
        ))}
      </div>
      <div id="valuation-panel" role="tabpanel" aria-labelledby={tabId(tab)} className="mt-6">
        <form.Form key={form.formKey} {...form.formProps} className="space-y-4">
          <LeadHiddenFields page={form.page} />
          <input type="hidden" name="tab" value={tab} />
          <FieldError id="valuation-tab-error" message={errors.tab} />
          <ContactFields labels={T} errors={errors} values={values} />
          <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
            <TextField
              name="property"
              label={T.propertyLabel}
              required
              maxLength={LIMITS.property}
              error={errors.property}
              defaultValue={values.property}
            />
            <TextField name="unit" label={T.unitLabel} maxLength={LIMITS.unit} error={errors.unit} defaultValue={values.unit} />
          </div>
          <fieldset className="space-y-4 rounded-2xl border border-sand-200 p-4 md:p-5">
            <legend className="px-1 text-sm font-semibold text-navy-900">{T.detailsHeading}</legend>
            <p className="-mt-1 text-sm text-muted">{T.detailsIntro}</p>
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                name="propertyType"
                label={T.propertyTypeLabel}
                options={propertyTypeOptions}
                placeholder={T.choose}
                error={errors.propertyType}
                defaultValue={values.propertyType}
              />
              <SelectField
                name="bedrooms"
                label={T.bedroomsLabel}
                options={bedroomOptions}
                placeholder={T.choose}
                error={errors.bedrooms}
                defaultValue={values.bedrooms}
              />
              <TextField
                name="size"
                label={T.sizeLabel}
                inputMode="numeric"
                hint={T.sizeHint}
                maxLength={SIZE_MAX_LENGTH}
                error={errors.size}
                defaultValue={values.size}
              />
              <SelectField
                name="preferredTime"
                label={T.timeLabel}
                options={timeOptions}
                placeholder={T.choose}
                error={errors.preferredTime}
                defaultValue={values.preferredTime}
              />
            </div>
          </fieldset>
          <FormStatus ref={form.statusRef} status={form.status} />
          <button type="submit" className="btn btn-primary w-full md:w-auto md:min-w-56" disabled={form.busy}>
            {form.busy ? SENDING_LABEL : T.submit}
          </button>
        </form.Form>
      </div>
    </div>
  );
}
