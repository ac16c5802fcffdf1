import { useId } from "react";
import { Form } from "react-router";
import { fillTokens } from "#app/content/brand.ts";
import { MORTGAGE_ERRORS, MORTGAGE_FIELD_TEXTS, MORTGAGE_RESULT_TEXTS } from "#app/content/mortgage.ts";
import { controlProps, Field, SelectField } from "#app/components/ui/field.tsx";
import { DEFAULT_RATE_PERCENT } from "../calculate.ts";
import type { MortgageField, MortgageForm } from "../query.ts";
import { MORTGAGE_RULES } from "../rules.ts";

type NumberField = Exclude<MortgageField, "buyer" | "home" | "stage">;

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
 * inside (AED before the figure, % and years after it).
 */
export function NumberInput({
  field,
  value,
  error,
  label = MORTGAGE_FIELD_TEXTS[field].label,
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
  const texts: { label: string; unit: string; hint?: string } = MORTGAGE_FIELD_TEXTS[field];
  const hint = withHint && texts.hint ? fillTokens(texts.hint, HINT_TOKENS) : undefined;
  const props = { label, name: field, error, hint };
  const before = texts.unit === "AED";
  return (
    <Field
      id={id}
      props={{
        ...props,
        label: (
          <>
            {label}
            <span className="sr-only"> ({texts.unit})</span>
          </>
        ),
      }}
    >
      <div className="relative">
        <span
          aria-hidden="true"
          className={`pointer-events-none absolute inset-y-0 flex items-center text-xs font-semibold text-muted ${before ? "left-3" : "right-3"}`}
        >
          {texts.unit}
        </span>
        <input
          {...controlProps(id, props)}
          type="text"
          inputMode={field === "rate" ? "decimal" : "numeric"}
          autoComplete="off"
          defaultValue={value}
          className={`field text-right font-semibold tabular-nums ${before ? "pl-12" : "pr-14"} ${compact ? "!min-h-10" : ""}`}
        />
      </div>
    </Field>
  );
}

const options = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));

/**
 * The full calculator's form: a GET form the server computes without JavaScript (Calculate); once
 * hydrated every change is read and computed at once, and the button is hidden.
 */
export function MortgageFields({
  heading,
  form,
  onChange,
}: {
  heading: string;
  form: MortgageForm;
  onChange: (event: React.FormEvent<HTMLFormElement>) => void;
}) {
  const { values, errors } = form;
  const f = MORTGAGE_FIELD_TEXTS;
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <Form method="get" noValidate preventScrollReset onChange={onChange} onSubmit={(event) => event.preventDefault()}>
      <h2 className="text-2xl font-semibold text-navy-900 md:text-3xl">{heading}</h2>
      <div aria-live="polite">
        {hasErrors ? <p className="mt-4 text-sm font-medium text-[#b42318]">{MORTGAGE_ERRORS.summary}</p> : null}
      </div>
      <div className="mt-6 grid gap-x-4 gap-y-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <NumberInput field="price" value={values.price} error={errors.price} />
        </div>
        <SelectField
          label={f.buyer.label}
          name="buyer"
          options={options(f.buyer.options)}
          defaultValue={values.buyer}
          error={errors.buyer}
        />
        <SelectField label={f.home.label} name="home" options={options(f.home.options)} defaultValue={values.home} error={errors.home} />
        <SelectField
          label={f.stage.label}
          name="stage"
          options={options(f.stage.options)}
          defaultValue={values.stage}
          error={errors.stage}
        />
        <NumberInput field="loan" value={values.loan} error={errors.loan} />
        <NumberInput field="rate" value={values.rate} error={errors.rate} />
        <NumberInput field="years" value={values.years} error={errors.years} />
        <NumberInput field="age" value={values.age} error={errors.age} />
        <NumberInput field="income" value={values.income} error={errors.income} />
        <div className="sm:col-span-2">
          <NumberInput field="debts" value={values.debts} error={errors.debts} />
        </div>
      </div>
      {/* without JavaScript the server computes the sent form; with it the result is live and Enter only settles */}
      <button type="submit" className="btn btn-primary mt-6 w-full [html.js_&]:hidden">
        {MORTGAGE_RESULT_TEXTS.calculate}
      </button>
    </Form>
  );
}
