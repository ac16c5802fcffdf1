/**
 * The rental yield calculator (site spec §9): pure functions shared by the
 * page's live calculator in the browser and by its loader, which computes the
 * same result on the server when the form is sent without JavaScript.
 */
import { fillTokens } from "#app/content/brand.ts";
import * as en from "#app/content/content-ui.ts";
import * as ar from "#app/content/ar/content-ui.ts";
import type { Locale } from "#app/i18n/locale.ts";
import { textFor } from "#app/i18n/text.ts";
import { westernDigits } from "#app/utils/digits.ts";
import {
  AVERAGE_YIELD_RANGE,
  GOOD_ROI_RANGE,
  RENTAL_YIELD_SLIDER_ORDER,
  RENTAL_YIELD_SLIDERS,
  type RentalYieldSliderKey,
  type SliderConfig,
} from "./yield-sliders.ts";

export type CalculatorInputs = Record<RentalYieldSliderKey, number>;

/** Why an entered value was not used as typed. */
export type InputAdjustment = "below-min" | "above-max" | "invalid";

export interface ResolvedInput {
  value: number;
  adjustment: InputAdjustment | null;
}

/** below Dubai's average yield, around it, in the good band, above the good band */
export type RoiBand = "below" | "average" | "good" | "above";

export interface YieldResult {
  /** annual rent − (service charges + additional charges), AED; null while one of them is not a number */
  netRent: number | null;
  /** net rent / price × 100, rounded to 2 decimals; null when the price is not a positive number */
  netRoi: number | null;
  /** where the ROI sits against the 6–7% average and the 8–15% good band; null without an ROI */
  band: RoiBand | null;
}

/** The query-string name of each field (short, readable URLs for the no-JavaScript form). */
export const CALCULATOR_PARAM: Readonly<Record<RentalYieldSliderKey, string>> = {
  propertyPrice: "price",
  serviceCharges: "service",
  additionalCharges: "additional",
  annualRent: "rent",
};

export const DEFAULT_INPUTS: Readonly<CalculatorInputs> = Object.freeze(
  Object.fromEntries(RENTAL_YIELD_SLIDER_ORDER.map((key) => [key, RENTAL_YIELD_SLIDERS[key].defaultValue])) as CalculatorInputs,
);

/**
 * Reads an amount as a person types it: '1,250,000', 'AED 950000', ' 12 500 ', «١٬٢٥٠٬٠٠٠ درهم».
 * Anything that is not a finite number (empty, 'abc', '1e400', '12abc') is null.
 */
export function parseAmount(raw: unknown): number | null {
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : null;
  if (typeof raw !== "string") return null;
  const cleaned = westernDigits(raw)
    .replace(/aed|درهم/gi, "")
    .replace(/[,\s_]/g, "");
  if (cleaned === "" || !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return null;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : null;
}

/** Keeps a number inside the slider's range and says whether it had to move it. */
export function clampToRange(value: number, config: Readonly<SliderConfig>): ResolvedInput {
  if (value < config.min) return { value: config.min, adjustment: "below-min" };
  if (value > config.max) return { value: config.max, adjustment: "above-max" };
  return { value, adjustment: null };
}

/**
 * The slider position for a value: the nearest step counted from the minimum,
 * never past the maximum (the browser's range input does the same).
 */
export function snapToStep(value: number, config: Readonly<SliderConfig>): number {
  const { min, max, step } = config;
  const clamped = Math.min(max, Math.max(min, value));
  const steps = Math.round((clamped - min) / step);
  const lastStep = Math.floor((max - min) / step);
  return min + Math.min(steps, lastStep) * step;
}

/**
 * Turns whatever was entered for one field into the amount the calculator
 * uses: out-of-range values are clamped, unusable ones fall back to `fallback`
 * (the default unless given), and the adjustment is reported so the page can
 * say so. Typed amounts inside the range are kept exactly; only the slider snaps.
 */
export function resolveInput(
  key: RentalYieldSliderKey,
  raw: unknown,
  fallback: number = RENTAL_YIELD_SLIDERS[key].defaultValue,
): ResolvedInput {
  const parsed = parseAmount(raw);
  if (parsed === null) return { value: fallback, adjustment: "invalid" };
  return clampToRange(parsed, RENTAL_YIELD_SLIDERS[key]);
}

export function roiBand(roi: number): RoiBand {
  if (roi < AVERAGE_YIELD_RANGE.min) return "below";
  if (roi < GOOD_ROI_RANGE.min) return "average";
  if (roi > GOOD_ROI_RANGE.max) return "above";
  return "good";
}

const round2 = (n: number): number => Math.round((n + Number.EPSILON) * 100) / 100;

/** Net rent and net ROI (spec §9). A price of zero or less gives no ROI rather than a division by zero. */
export function calculateYield(inputs: Readonly<CalculatorInputs>): YieldResult {
  const { propertyPrice, serviceCharges, additionalCharges, annualRent } = inputs;
  const net = annualRent - (serviceCharges + additionalCharges);
  const netRent = Number.isFinite(net) ? net : null;
  if (netRent === null || !Number.isFinite(propertyPrice) || propertyPrice <= 0) {
    return { netRent, netRoi: null, band: null };
  }
  const netRoi = round2((netRent / propertyPrice) * 100);
  // -0 would print as '-0.00'
  const roi = Object.is(netRoi, -0) ? 0 : netRoi;
  return { netRent, netRoi: roi, band: roiBand(roi) };
}

/** The sentence under the result: the band against Dubai's average and the good range, or how to get an ROI. */
export function bandNote(band: RoiBand | null, locale: Locale = "en"): string {
  const { CALCULATOR_TEXTS } = textFor({ en, ar }, locale);
  if (!band) return CALCULATOR_TEXTS.noRoiNote;
  return fillTokens(CALCULATOR_TEXTS.bandNotes[band], {
    min: GOOD_ROI_RANGE.min,
    max: GOOD_ROI_RANGE.max,
    averageMin: AVERAGE_YIELD_RANGE.min,
    averageMax: AVERAGE_YIELD_RANGE.max,
  });
}

/** '11.50%', or '—' when there is no ROI. */
export function formatRoi(roi: number | null): string {
  return roi === null ? "—" : `${roi.toFixed(2)}%`;
}

export interface CalculatorState {
  inputs: CalculatorInputs;
  adjustments: Partial<Record<RentalYieldSliderKey, InputAdjustment>>;
  /** true when the URL carried at least one of the calculator's fields */
  submitted: boolean;
}

/**
 * Reads the no-JavaScript form's query (?price=…&service=…&additional=…&rent=…).
 * Missing fields take their defaults; unusable ones are dropped (default used)
 * and out-of-range ones clamped, each reported in `adjustments`.
 */
export function parseCalculatorQuery(params: URLSearchParams): CalculatorState {
  const inputs = { ...DEFAULT_INPUTS };
  const adjustments: CalculatorState["adjustments"] = {};
  let submitted = false;
  for (const key of RENTAL_YIELD_SLIDER_ORDER) {
    const raw = params.get(CALCULATOR_PARAM[key]);
    if (raw === null) continue;
    submitted = true;
    const resolved = resolveInput(key, raw);
    inputs[key] = resolved.value;
    if (resolved.adjustment) adjustments[key] = resolved.adjustment;
  }
  return { inputs, adjustments, submitted };
}

/** The result scale runs from 0% to this figure; the good band (8–15%) sits inside it. */
export const ROI_SCALE_MAX = 20;

/** The position (0–100 %) of a value on the result scale, which runs from 0% to `scaleMax`%. */
export function scalePosition(roi: number, scaleMax: number): number {
  if (scaleMax <= 0) return 0;
  return Math.min(100, Math.max(0, (roi / scaleMax) * 100));
}
