import type { SliderConfig } from "#app/features/content/yield-sliders.ts";
import * as en from "#app/content/content-ui.ts";
import * as ar from "#app/content/ar/content-ui.ts";
import { fillTokens } from "#app/content/brand.ts";
import { useFormat } from "#app/i18n/format.ts";
import { useText } from "#app/i18n/text.ts";
import { snapToStep, type InputAdjustment } from "../calculator.ts";

export interface FieldState {
  /** what the number field shows (as typed while editing) */
  text: string;
  /** the amount the calculator uses: the last usable entry, clamped to the range */
  value: number;
  /** set when the entry was clamped or unusable */
  note: InputAdjustment | null;
  /** true while the field holds something that is not a number */
  incomplete: boolean;
}

interface Props {
  id: string;
  name: string;
  config: Readonly<SliderConfig>;
  /** the field's label and unit in the page's language */
  texts: { label: string; unit: string };
  state: FieldState;
  onType: (text: string) => void;
  onSlide: (value: number) => void;
  onCommit: () => void;
}

/**
 * One calculator input: a number field (sent by the no-JavaScript form) and a
 * slider that snaps to the spec's step (shown only once JavaScript runs). In Arabic
 * the slider runs right to left (the browser mirrors a range input in a right-to-left
 * page), its minimum and maximum follow it, and the currency comes after the amount.
 */
export function CalculatorField({ id, name, config, texts, state, onType, onSlide, onCommit }: Props) {
  const { CALCULATOR_TEXTS, adjustmentNote, sliderLabel } = useText({ en, ar });
  const format = useFormat();
  const unitAfter = format.locale === "ar";
  const noteId = `${id}-note`;
  const hintId = `${id}-hint`;
  const note = state.incomplete ? CALCULATOR_TEXTS.incomplete : state.note ? adjustmentNote(state.note, format.aed(state.value)) : null;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <label htmlFor={id} className="text-sm font-semibold text-navy-900">
          {texts.label}
          <span className="sr-only"> {CALCULATOR_TEXTS.numberSuffix}</span>
        </label>
        <div className="relative w-full xs:w-44">
          <span
            aria-hidden="true"
            className={`pointer-events-none absolute inset-y-0 flex items-center text-xs font-semibold text-muted ${unitAfter ? "end-3" : "start-3"}`}
          >
            {texts.unit}
          </span>
          <input
            id={id}
            name={name}
            type="number"
            inputMode="decimal"
            min={config.min}
            max={config.max}
            step="any"
            value={state.text}
            onChange={(e) => onType(e.target.value)}
            onBlur={onCommit}
            aria-describedby={`${hintId}${note ? ` ${noteId}` : ""}`}
            aria-invalid={state.incomplete || undefined}
            className={`field !min-h-10 ${unitAfter ? "pe-14" : "ps-12"} text-end font-semibold tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none`}
          />
        </div>
      </div>
      <input
        type="range"
        min={config.min}
        max={config.max}
        step={config.step}
        value={snapToStep(state.value, config)}
        onChange={(e) => onSlide(Number(e.target.value))}
        aria-label={sliderLabel(texts.label)}
        aria-valuetext={format.aed(state.value)}
        className="mt-4 h-2 w-full cursor-pointer accent-gold-600 [html:not(.js)_&]:hidden"
      />
      <p id={hintId} className="mt-1 flex justify-between text-xs text-muted">
        <span className="sr-only">
          {fillTokens(CALCULATOR_TEXTS.rangeHint, { min: format.aed(config.min), max: format.aed(config.max) })}
        </span>
        <span aria-hidden="true">{format.number(config.min)}</span>
        <span aria-hidden="true">{format.number(config.max)}</span>
      </p>
      <p id={noteId} role="status" className="mt-1 text-xs font-medium text-gold-700 empty:hidden">
        {note}
      </p>
    </div>
  );
}
