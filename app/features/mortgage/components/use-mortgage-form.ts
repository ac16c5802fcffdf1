import { useState } from "react";
import { useLocale } from "#app/i18n/locale.ts";
import { calculateMortgage, type MortgageInputs, type MortgageResult } from "../calculate.ts";
import { MORTGAGE_FIELDS, parseMortgageValues, type MortgageForm, type MortgageValues } from "../query.ts";

export interface MortgageFormState {
  form: MortgageForm;
  /** the result of the last usable entries: kept while a field is being corrected */
  result: MortgageResult | null;
  /** true while the result shown is not the fields' own (a field has a message) */
  stale: boolean;
  /** reads the form's fields after each change (the live form) */
  onChange: (event: React.FormEvent<HTMLFormElement>) => void;
}

/** The fields a form element holds now; a field the form does not have keeps its value in `base`. */
export function formValues(form: HTMLFormElement, base: Readonly<MortgageValues>): MortgageValues {
  const data = new FormData(form);
  const values = { ...base };
  for (const field of MORTGAGE_FIELDS) {
    const value = data.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

/**
 * A calculator form's state: the server's reading of the query first, then each change read in
 * the browser by the same schema and computed by the same functions.
 */
export function useMortgageForm(initial: MortgageForm, fallback: Readonly<MortgageInputs> | null = null): MortgageFormState {
  const locale = useLocale();
  const [state, setState] = useState(() => {
    const inputs = initial.inputs ?? fallback;
    return { form: initial, result: inputs ? calculateMortgage(inputs) : null };
  });
  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    const form = parseMortgageValues(formValues(event.currentTarget, state.form.values), locale);
    setState((prev) => ({ form, result: form.inputs ? calculateMortgage(form.inputs) : prev.result }));
  };
  return { form: state.form, result: state.result, stale: state.form.inputs === null, onChange };
}
