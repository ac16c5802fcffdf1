import { type KeyboardEvent, useRef, useState } from "react";
import { VALUATION_FORM_TEXTS as T } from "#app/content/resources.ts";
import { SENDING_LABEL } from "#app/content/leads.ts";
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
const asOptions = (values: readonly string[], label: (v: string) => string = (v) => v) =>
  values.map((value) => ({ value, label: label(value) }));
const PROPERTY_TYPE_OPTIONS = asOptions(VALUATION_PROPERTY_TYPES);
const BEDROOM_OPTIONS = asOptions(VALUATION_BEDROOMS, T.bedroomLabel);
const TIME_OPTIONS = asOptions(VALUATION_TIMES);
const SIZE_MAX_LENGTH = String(VALUATION_SIZE_RANGE.max).length + 8; // room for "1,250 sq ft"

const tabId = (tab: ValuationTab) => `valuation-tab-${tab.toLowerCase().replace(/[^a-z]+/g, "-")}`;

/**
 * The in-person valuation request: ARIA tabs Sales / Lettings (default) /
 * Commercial / Short-term rentals above the fields. Without JavaScript each
 * tab is a link (?tab=…); with it, arrow keys move between tabs.
 */
export function ValuationRequestForm({ initialTab, initial }: { initialTab?: string | null; initial?: FailedSubmission }) {
  const form = useLeadForm("valuation", { initial, validate: (f) => validateLead("valuation", f) });
  const { errors, values } = form;
  const [tab, setTab] = useState<ValuationTab>(isTab(values.tab) ? values.tab : isTab(initialTab) ? initialTab : DEFAULT_VALUATION_TAB);
  const tabRefs = useRef<Array<HTMLAnchorElement | null>>([]);

  function onTabKey(e: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const last = VALUATION_TABS.length - 1;
    const next =
      e.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : e.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : e.key === "Home"
            ? 0
            : e.key === "End"
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
            {t}
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
                options={PROPERTY_TYPE_OPTIONS}
                placeholder={T.choose}
                error={errors.propertyType}
                defaultValue={values.propertyType}
              />
              <SelectField
                name="bedrooms"
                label={T.bedroomsLabel}
                options={BEDROOM_OPTIONS}
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
                options={TIME_OPTIONS}
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
