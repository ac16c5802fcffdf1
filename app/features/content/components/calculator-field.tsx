import type { SliderConfig } from "#app/features/content/yield-sliders.ts";
import { adjustmentNote, CALCULATOR_TEXTS, sliderLabel } from "#app/content/content-ui.ts";
import { fillTokens } from "#app/content/brand.ts";
import { formatAed, formatNumber } from "#app/utils/format.ts";
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
  state: FieldState;
  onType: (text: string) => void;
  onSlide: (value: number) => void;
  onCommit: () => void;
}

/**
 * One calculator input: a number field (sent by the no-JavaScript form) and a
 * slider that snaps to the spec's step (shown only once JavaScript runs).
 */
export function CalculatorField({ id, name, config, state, onType, onSlide, onCommit }: Props) {
  const noteId = `${id}-note`;
  const hintId = `${id}-hint`;
  const note = state.incomplete ? CALCULATOR_TEXTS.incomplete : state.note ? adjustmentNote(state.note, formatAed(state.value)) : null;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <label htmlFor={id} className="text-sm font-semibold text-navy-900">
          {config.label}
          <span className="sr-only"> {CALCULATOR_TEXTS.numberSuffix}</span>
        </label>
        <div className="relative w-full xs:w-44">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 start-3 flex items-center text-xs font-semibold text-muted"
          >
            {config.unit}
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
            className="field !min-h-10 ps-12 text-end font-semibold tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
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
        aria-label={sliderLabel(config.label)}
        aria-valuetext={formatAed(state.value)}
        className="mt-4 h-2 w-full cursor-pointer accent-gold-600 [html:not(.js)_&]:hidden"
      />
      <p id={hintId} className="mt-1 flex justify-between text-xs text-muted">
        <span className="sr-only">
          {fillTokens(CALCULATOR_TEXTS.rangeHint, { min: formatAed(config.min), max: formatAed(config.max) })}
        </span>
        <span aria-hidden="true">{formatNumber(config.min)}</span>
        <span aria-hidden="true">{formatNumber(config.max)}</span>
      </p>
      <p id={noteId} role="status" className="mt-1 text-xs font-medium text-gold-700 empty:hidden">
        {note}
      </p>
    </div>
  );
}
