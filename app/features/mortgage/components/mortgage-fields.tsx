import { Form } from "react-router";
import * as en from "#app/content/mortgage-form.ts";
import * as ar from "#app/content/ar/mortgage-form.ts";
import * as enPage from "#app/content/mortgage.ts";
import * as arPage from "#app/content/ar/mortgage.ts";
import { useText } from "#app/i18n/text.ts";
import { SelectField } from "#app/components/ui/field.tsx";
import type { MortgageForm } from "../query.ts";
import { NumberInput } from "./number-input.tsx";

const options = <K extends string>(labels: Readonly<Record<K, string>>) =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));

/**
 * The full calculator's form: a GET form the server computes without JavaScript (Calculate); once
 * hydrated every change is read and computed at once, and the button is hidden.
 */
export function MortgageFields({
  heading,
  form,
  onChange,
  children,
}: {
  heading: string;
  form: MortgageForm;
  onChange: (event: React.FormEvent<HTMLFormElement>) => void;
  /** the result, shown between the main fields and the optional ones */
  children: React.ReactNode;
}) {
  const { values, errors } = form;
  const { MORTGAGE_FIELD_TEXTS: f, MORTGAGE_ERRORS } = useText({ en, ar });
  const { MORTGAGE_RESULT_TEXTS } = useText({ en: enPage, ar: arPage });
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
        {/* short figures: side by side on a phone too */}
        <div className="grid grid-cols-2 gap-x-4 sm:col-span-2">
          <NumberInput field="rate" value={values.rate} error={errors.rate} />
          <NumberInput field="years" value={values.years} error={errors.years} />
        </div>
      </div>
      {/* the result comes before the optional fields, so a phone shows it without scrolling past them */}
      {children}
      <fieldset className="mt-8">
        <legend className="font-semibold text-navy-900">{f.optional.legend}</legend>
        <p className="mt-1 text-sm text-muted">{f.optional.intro}</p>
        <div className="mt-4 grid gap-x-4 gap-y-5 sm:grid-cols-2">
          <NumberInput field="age" value={values.age} error={errors.age} />
          <NumberInput field="income" value={values.income} error={errors.income} />
          <div className="sm:col-span-2">
            <NumberInput field="debts" value={values.debts} error={errors.debts} />
          </div>
        </div>
      </fieldset>
      {/* without JavaScript the server computes the sent form; with it the result is live and Enter only settles */}
      <button type="submit" className="btn btn-primary mt-6 w-full [html.js_&]:hidden">
        {MORTGAGE_RESULT_TEXTS.calculate}
      </button>
    </Form>
  );
}
