/**
 * The mortgage calculator's form as a query string (?price=…&buyer=…&home=…&stage=…&loan=…&rate=…
 * &years=…&age=…&income=…&debts=…): one zod schema read by the loader (the no-JavaScript form)
 * and by the live form in the browser. An entry that cannot be used gets its field's message;
 * nothing a visitor types makes the page fail.
 */
import { z } from "zod";
import { fillTokens } from "#app/content/brand.ts";
import * as en from "#app/content/mortgage-form.ts";
import * as ar from "#app/content/ar/mortgage-form.ts";
import { formatFor } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locale.ts";
import { textFor } from "#app/i18n/text.ts";
import { MORTGAGE_DEFAULTS, type MortgageInputs } from "./calculate.ts";
import { westernDigits } from "#app/utils/digits.ts";
import { MORTGAGE_RULES } from "./rules.ts";

export const MORTGAGE_FIELDS = ["price", "buyer", "home", "stage", "loan", "rate", "years", "age", "income", "debts"] as const;
export type MortgageField = (typeof MORTGAGE_FIELDS)[number];

/** What the form accepts (the rules' own limits are applied by calculate.ts, with a note). */
export const MORTGAGE_LIMITS = {
  price: { min: 10_000, max: 1_000_000_000 },
  rate: { min: 0, max: 20 },
  years: { min: 1, max: MORTGAGE_RULES.tenure.maxYears },
  age: { min: 18, max: 99 },
  /** any amount field: loan, income, other payments */
  amountMax: 1_000_000_000,
} as const;

/** a typed amount: '1,250,000', 'AED 950000', ' 12 500 ', '4.5', «١٬٢٥٠٬٠٠٠ درهم» */
const clean = (raw: string) =>
  westernDigits(raw)
    .replace(/aed|درهم|%|\u066A/gi, "")
    .replace(/[,\s_\u200E\u200F\u2066-\u2069]/g, "");
const DECIMAL = /^\d{1,13}(\.\d{1,4})?$/;
const WHOLE = /^\d{1,3}$/;

/** A number as typed: `message` when it is not one, `rangeMessage` (default: the same) when outside min–max. */
function number(message: string, pattern: RegExp, min: number, max: number, rangeMessage = message) {
  return z
    .string()
    .max(40, message)
    .transform(clean)
    .refine((s) => pattern.test(s), message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, rangeMessage);
}

/** An optional field: empty is null; anything else must be what `field` accepts, with its message. */
function optional<T>(field: z.ZodType<T, string>) {
  return z.string().transform((raw, ctx): T | null => {
    if (raw.trim() === "") return null;
    const parsed = field.safeParse(raw);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: "custom", message: parsed.error.issues[0]?.message ?? "" });
    return z.NEVER;
  });
}

const L = MORTGAGE_LIMITS;

/** The form's schema with its messages in `locale` (the loader reads the page's query with it, the live form each change). */
function querySchema(locale: Locale) {
  const { MORTGAGE_ERRORS } = textFor({ en, ar }, locale);
  const aed = formatFor(locale).aed;
  const priceRange = fillTokens(MORTGAGE_ERRORS.priceRange, { min: aed(L.price.min), max: aed(L.price.max) });
  return z.object({
    price: number(MORTGAGE_ERRORS.price, DECIMAL, L.price.min, L.price.max, priceRange),
    buyer: z.enum(["expat", "national"], MORTGAGE_ERRORS.buyer),
    home: z.enum(["first", "further"], MORTGAGE_ERRORS.home),
    stage: z.enum(["ready", "off-plan"], MORTGAGE_ERRORS.stage),
    loan: optional(number(MORTGAGE_ERRORS.loan, DECIMAL, 0, L.amountMax)),
    rate: number(fillTokens(MORTGAGE_ERRORS.rate, L.rate), DECIMAL, L.rate.min, L.rate.max),
    years: number(fillTokens(MORTGAGE_ERRORS.years, L.years), WHOLE, L.years.min, L.years.max),
    age: optional(number(fillTokens(MORTGAGE_ERRORS.age, L.age), WHOLE, L.age.min, L.age.max)),
    income: optional(number(MORTGAGE_ERRORS.income, DECIMAL, 1, L.amountMax)),
    debts: optional(number(MORTGAGE_ERRORS.debts, DECIMAL, 0, L.amountMax)),
  });
}

const schemas: Partial<Record<Locale, ReturnType<typeof querySchema>>> = {};

/** The schema in each language, built once. */
export function mortgageQuerySchema(locale: Locale = "en") {
  return (schemas[locale] ??= querySchema(locale));
}

export type MortgageValues = Record<MortgageField, string>;

/** The form's fields for a set of inputs (what an unsent form shows, and what the listing box links with). */
export function valuesOf(inputs: Readonly<MortgageInputs>): MortgageValues {
  return {
    price: String(inputs.price),
    buyer: inputs.residency,
    home: inputs.firstHome ? "first" : "further",
    stage: inputs.stage,
    loan: inputs.loan === null ? "" : String(inputs.loan),
    rate: String(inputs.ratePercent),
    years: String(inputs.years),
    age: inputs.age === null ? "" : String(inputs.age),
    income: inputs.income === null ? "" : String(inputs.income),
    debts: inputs.otherDebts ? String(inputs.otherDebts) : "",
  };
}

export const DEFAULT_VALUES: Readonly<MortgageValues> = Object.freeze(valuesOf(MORTGAGE_DEFAULTS));

export interface MortgageForm {
  /** what each field shows: as sent, or its default */
  values: MortgageValues;
  /** a message for each field that cannot be used */
  errors: Partial<Record<MortgageField, string>>;
  /** null while any field has a message */
  inputs: MortgageInputs | null;
}

/** Reads the fields (as sent; a missing one is its default), with messages in `locale`. */
export function parseMortgageValues(values: Readonly<MortgageValues>, locale: Locale = "en"): MortgageForm {
  const parsed = mortgageQuerySchema(locale).safeParse(values);
  if (!parsed.success) {
    const errors: MortgageForm["errors"] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as MortgageField;
      errors[field] ??= issue.message;
    }
    return { values: { ...values }, errors, inputs: null };
  }
  const v = parsed.data;
  return {
    values: { ...values },
    errors: {},
    inputs: {
      price: v.price,
      residency: v.buyer,
      firstHome: v.home === "first",
      stage: v.stage,
      loan: v.loan,
      ratePercent: v.rate,
      years: v.years,
      age: v.age,
      income: v.income,
      otherDebts: v.debts ?? 0,
    },
  };
}

export interface MortgageQuery extends MortgageForm {
  /** true when the URL carried at least one of the form's fields */
  submitted: boolean;
}

/** Reads the query string; a missing field takes its default, a repeated one its first value. */
export function parseMortgageQuery(params: URLSearchParams, locale: Locale = "en"): MortgageQuery {
  const values = { ...DEFAULT_VALUES };
  let submitted = false;
  for (const field of MORTGAGE_FIELDS) {
    const raw = params.get(field);
    if (raw === null) continue;
    submitted = true;
    values[field] = raw;
  }
  return { ...parseMortgageValues(values, locale), submitted };
}

/** The full calculator's query for a price (and its stage when off-plan): the listing box's link. */
export function mortgageSearch(input: { price: number; stage?: MortgageInputs["stage"] }): string {
  const params = new URLSearchParams({ price: String(input.price) });
  if (input.stage === "off-plan") params.set("stage", "off-plan");
  return `?${params.toString()}`;
}
