import { useId } from "react";
import { fillTokens } from "#app/content/brand.ts";
import * as en from "#app/content/mortgage-form.ts";
import * as ar from "#app/content/ar/mortgage-form.ts";
import { useLocale } from "#app/i18n/locale.ts";
import { textFor } from "#app/i18n/text.ts";
import { controlProps, Field } from "#app/components/ui/field.tsx";
import { DEFAULT_RATE_PERCENT } from "../calculate.ts";
import type { MortgageField } from "../query.ts";
import { MORTGAGE_RULES } from "../rules.ts";

export type NumberField = Exclude<MortgageField, "buyer" | "home" | "stage">;

/** The hints' figures come from the rules, so a hint never states an old limit. */
const HINT_TOKENS = {
  rate: DEFAULT_RATE_PERCENT,
  maxYears: MORTGAGE_RULES.tenure.maxYears,
  expatAge: MORTGAGE_RULES.ageAtLastPayment.expat,
  nationalAge: MORTGAGE_RULES.ageAtLastPayment.national,
  maxPercent: MORTGAGE_RULES.debtBurden.maxPercentOfIncome,
};

/**
 * A number as people type it ('1,250,000'): a text field with a numeric keyboard, its unit drawn
 * inside (in English AED before the figure, % and years after it; in Arabic every unit after the
 * figure, «1,500,000 درهم», which in a right-to-left field is at its end too).
 */
export function NumberInput({
  field,
  value,
  error,
  label,
  withHint = true,
  compact = false,
}: {
  field: NumberField;
  value: string;
  error: string | undefined;
  label?: string;
  withHint?: boolean;
  compact?: boolean;
}) {
  const id = useId();
  const locale = useLocale();
  const texts: { label: string; unit: string; hint?: string } = textFor({ en, ar }, locale).MORTGAGE_FIELD_TEXTS[field];
  const hint = withHint && texts.hint ? fillTokens(texts.hint, HINT_TOKENS) : undefined;
  const props = { label: label ?? texts.label, name: field, error, hint };
  const before = locale === "en" && texts.unit === "AED";
  return (
    <Field
      id={id}
      props={{
        ...props,
        label: (
          <>
            {props.label}
            <span className="sr-only">{` (${texts.unit})`}</span>
          </>
        ),
      }}
    >
      <div className="relative">
        <span
          aria-hidden="true"
          className={`pointer-events-none absolute inset-y-0 flex items-center text-xs font-semibold text-muted ${before ? "start-3" : "end-3"}`}
        >
          {texts.unit}
        </span>
        <input
          {...controlProps(id, props)}
          type="text"
          inputMode={field === "rate" ? "decimal" : "numeric"}
          autoComplete="off"
          defaultValue={value}
          className={`field text-end font-semibold tabular-nums ${before ? "ps-12" : "pe-14"} ${compact ? "!min-h-10" : ""}`}
        />
      </div>
    </Field>
  );
}
