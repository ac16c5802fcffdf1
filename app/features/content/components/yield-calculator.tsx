import { useId, useState } from "react";
import { Form } from "react-router";
import { fillTokens } from "#app/content/brand.ts";
import * as en from "#app/content/content-ui.ts";
import * as ar from "#app/content/ar/content-ui.ts";
import * as enResources from "#app/content/resources.ts";
import * as arResources from "#app/content/ar/resources.ts";
import { type Format, ltr, useFormat } from "#app/i18n/format.ts";
import { useText } from "#app/i18n/text.ts";
import {
  GOOD_ROI_RANGE,
  RENTAL_YIELD_SLIDER_ORDER,
  RENTAL_YIELD_SLIDERS,
  type RentalYieldSliderKey,
} from "#app/features/content/yield-sliders.ts";
import { useReveal } from "#app/components/ui/use-reveal.ts";
import {
  bandNote,
  CALCULATOR_PARAM,
  calculateYield,
  clampToRange,
  formatRoi,
  parseAmount,
  type CalculatorInputs,
  type CalculatorState,
} from "../calculator.ts";
import { CalculatorField, type FieldState } from "./calculator-field.tsx";
import { RoiScale } from "./roi-scale.tsx";

type Fields = Record<RentalYieldSliderKey, FieldState>;

interface Texts {
  heading: string;
  netRentLabel: string;
  netRoiLabel: string;
  formulaNote: string;
  goodRoiText: string;
}

function initialFields(initial: CalculatorState): Fields {
  const fields = {} as Fields;
  for (const key of RENTAL_YIELD_SLIDER_ORDER) {
    const value = initial.inputs[key];
    fields[key] = { text: String(value), value, note: initial.adjustments[key] ?? null, incomplete: false };
  }
  return fields;
}

/** An amount that may be negative: in Arabic its sign stays on the figure's left («-15,000 درهم»). */
function signedAed(format: Format, amount: number): string {
  const text = format.aed(amount);
  return amount < 0 && format.locale === "ar" ? text.replace(format.number(amount), ltr(format.number(amount))) : text;
}

/** A percentage that may be negative, kept left to right in Arabic. */
const roiText = (format: Format, roi: number | null) => (format.locale === "ar" && roi !== null ? ltr(formatRoi(roi)) : formatRoi(roi));

/** While a field is not a number the calculator has no figure for it (NaN), so the result shows '—'. */
function inputsOf(fields: Fields): CalculatorInputs {
  const inputs = {} as CalculatorInputs;
  for (const key of RENTAL_YIELD_SLIDER_ORDER) inputs[key] = fields[key].incomplete ? Number.NaN : fields[key].value;
  return inputs;
}

/**
 * The rental yield calculator. Server-rendered as a GET form (number fields
 * and a Calculate button) whose loader computes the result; once hydrated the
 * sliders appear and the result follows every change.
 */
export function YieldCalculator({ initial, texts }: { initial: CalculatorState; texts: Texts }) {
  const baseId = useId();
  const ref = useReveal<HTMLDivElement>();
  const { CALCULATOR_TEXTS } = useText({ en, ar });
  const { RENTAL_YIELD_SLIDER_TEXTS } = useText({ en: enResources, ar: arResources });
  const format = useFormat();
  const [fields, setFields] = useState<Fields>(() => initialFields(initial));
  const result = calculateYield(inputsOf(fields));

  const update = (key: RentalYieldSliderKey, next: (f: FieldState) => FieldState) =>
    setFields((prev) => ({ ...prev, [key]: next(prev[key]) }));

  const onType = (key: RentalYieldSliderKey, text: string) =>
    update(key, (f) => {
      const parsed = parseAmount(text);
      if (parsed === null) return { ...f, text, incomplete: true };
      const clamped = clampToRange(parsed, RENTAL_YIELD_SLIDERS[key]);
      return { text, value: clamped.value, note: clamped.adjustment, incomplete: false };
    });

  const onSlide = (key: RentalYieldSliderKey, value: number) =>
    update(key, () => ({ text: String(value), value, note: null, incomplete: false }));

  /** On leaving a field: show the amount actually used (clamped, or the last usable one). */
  const onCommit = (key: RentalYieldSliderKey) =>
    update(key, (f) =>
      f.incomplete ? { text: String(f.value), value: f.value, note: "invalid", incomplete: false } : { ...f, text: String(f.value) },
    );

  return (
    <div ref={ref} data-reveal="" className="rounded-3xl bg-white p-6 text-ink shadow-lift sm:p-8">
      <h2 className="text-2xl font-semibold text-navy-900 md:text-3xl">{texts.heading}</h2>
      <Form
        method="get"
        noValidate
        preventScrollReset
        className="mt-6"
        onSubmit={(event) => {
          // With JavaScript the result is already live: a submit (Enter) only settles the fields.
          event.preventDefault();
          for (const key of RENTAL_YIELD_SLIDER_ORDER) onCommit(key);
        }}
      >
        <div className="space-y-6">
          {RENTAL_YIELD_SLIDER_ORDER.map((key) => (
            <CalculatorField
              key={key}
              id={`${baseId}-${key}`}
              name={CALCULATOR_PARAM[key]}
              config={RENTAL_YIELD_SLIDERS[key]}
              texts={RENTAL_YIELD_SLIDER_TEXTS[key]}
              state={fields[key]}
              onType={(text) => onType(key, text)}
              onSlide={(value) => onSlide(key, value)}
              onCommit={() => onCommit(key)}
            />
          ))}
        </div>
        <button type="submit" className="btn btn-primary mt-6 w-full [html.js_&]:hidden">
          {CALCULATOR_TEXTS.calculate}
        </button>
      </Form>

      <section aria-label={CALCULATOR_TEXTS.resultHeading} className="mt-8 rounded-2xl bg-sand-100 p-5 sm:p-6">
        <dl className="flex flex-wrap gap-x-10 gap-y-3">
          <div>
            <dt className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">{texts.netRentLabel}</dt>
            <dd className="mt-1 font-display text-2xl font-semibold text-navy-900 sm:text-3xl" data-testid="net-rent">
              {result.netRent === null ? "—" : signedAed(format, result.netRent)}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">{texts.netRoiLabel}</dt>
            <dd className="mt-1 font-display text-2xl font-semibold text-navy-900 sm:text-3xl" data-testid="net-roi" aria-live="polite">
              {roiText(format, result.netRoi)}
            </dd>
          </div>
        </dl>
        <div className="mt-6">
          <RoiScale roi={result.netRoi} />
        </div>
        <p className="mt-4 text-sm font-medium text-navy-900" data-testid="roi-band-note">
          {bandNote(result.band, format.locale)}
        </p>
        {/* A band note already names the good range; the range is stated on its own only until there is an ROI. */}
        {result.band ? null : <p className="mt-1 text-sm text-muted">{fillTokens(texts.goodRoiText, GOOD_ROI_RANGE)}</p>}
        <p className="mt-3 text-xs leading-relaxed text-muted">{texts.formulaNote}</p>
      </section>
    </div>
  );
}
