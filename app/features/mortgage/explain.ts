/**
 * The sentences the calculator shows: its copy (content/mortgage.ts) filled with the figures of a
 * result and the rules, so every explanation states the number that was used.
 */
import { fillTokens } from "#app/content/brand.ts";
import * as en from "#app/content/mortgage.ts";
import * as ar from "#app/content/ar/mortgage.ts";
import type { Locale } from "#app/i18n/locale.ts";
import { textFor } from "#app/i18n/text.ts";
import { type DayOneLine, type MortgageResult, percentOf } from "./calculate.ts";
import { aed, formatPercent } from "./format.ts";
import { MORTGAGE_RULES } from "./rules.ts";

export type NoteTone = "info" | "warning";

export interface ResultNote {
  tone: NoteTone;
  text: string;
}

const textsOf = (locale: Locale) => textFor({ en, ar }, locale);

/** The loan cap that applied, in words. */
export function capNote(result: MortgageResult, locale: Locale = "en"): string {
  const { MORTGAGE_RESULT_TEXTS, MORTGAGE_WHO } = textsOf(locale);
  return fillTokens(MORTGAGE_RESULT_TEXTS.caps[result.cap.rule], {
    percent: formatPercent(result.cap.percent),
    who: MORTGAGE_WHO[result.inputs.residency],
    threshold: aed(MORTGAGE_RULES.loanToValue.priceThreshold, locale),
  });
}

/** What limited or refused the loan, and the debt-burden check when an income was given. */
export function resultNotes(result: MortgageResult, locale: Locale = "en"): ResultNote[] {
  const { MORTGAGE_RESULT_TEXTS: t, MORTGAGE_WHO, yearsText } = textsOf(locale);
  const money = (amount: number) => aed(amount, locale);
  const notes: ResultNote[] = [{ tone: "info", text: capNote(result, locale) }];
  if (result.refusedForAge) {
    notes.push({
      tone: "warning",
      text: fillTokens(t.refusedForAge, {
        age: result.inputs.age ?? "",
        ageLimit: result.tenure.ageLimit,
        who: MORTGAGE_WHO[result.inputs.residency],
      }),
    });
    return notes;
  }
  if (result.loan.limitedToCap && result.loan.asked !== null) {
    notes.push({ tone: "warning", text: fillTokens(t.loanLimited, { asked: money(result.loan.asked), max: money(result.cap.maxLoan) }) });
  }
  if (result.tenure.limitedBy === "age") {
    notes.push({
      tone: "warning",
      text: fillTokens(t.tenureByAge, {
        ageLimit: result.tenure.ageLimit,
        age: result.inputs.age ?? "",
        years: yearsText(result.tenure.years),
      }),
    });
  } else if (result.tenure.limitedBy === "rule") {
    notes.push({ tone: "warning", text: fillTokens(t.tenureByRule, { years: yearsText(result.tenure.years) }) });
  }
  const dbr = result.debtBurden;
  if (dbr) {
    const max = formatPercent(dbr.maxPercent);
    if (dbr.withinLimit) notes.push({ tone: "info", text: fillTokens(t.debtBurdenWithin, { percent: formatPercent(dbr.percent), max }) });
    else if (dbr.maxLoan <= 0) notes.push({ tone: "warning", text: fillTokens(t.debtBurdenNone, { max }) });
    else
      notes.push({
        tone: "warning",
        text: fillTokens(t.debtBurdenOver, {
          percent: formatPercent(dbr.percent),
          max,
          maxPayment: money(Math.floor(dbr.maxPayment)),
          maxLoan: money(dbr.maxLoan),
        }),
      });
  }
  return notes;
}

/** A day-one line's label and the sentence that says how its amount was reached. */
export function explainLine(
  line: DayOneLine,
  result: Pick<MortgageResult, "inputs" | "loan">,
  locale: Locale = "en",
): { label: string; text: string } {
  const { DAY_ONE_TEXTS } = textsOf(locale);
  const money = (amount: number) => aed(amount, locale);
  const fees = MORTGAGE_RULES.fees;
  const price = result.inputs.price;
  const loan = result.loan.amount;
  const texts = DAY_ONE_TEXTS.lines[line.key] as { label: string } & Partial<Record<DayOneLine["case"], string>>;
  const template = texts[line.case] ?? "";
  const values: Record<string, string> = {};
  switch (line.key) {
    case "downPayment":
      values.share = formatPercent(((price - loan) / price) * 100);
      break;
    case "dldTransfer":
      values.percent = formatPercent(fees.dldTransfer.percentOfPrice);
      values.base = money(percentOf(price, fees.dldTransfer.percentOfPrice));
      values.admin = money(fees.dldTransfer.adminFee);
      break;
    case "mortgageRegistration":
      values.percent = formatPercent(fees.mortgageRegistration.percentOfLoan);
      values.base = money(percentOf(loan, fees.mortgageRegistration.percentOfLoan));
      values.fixed = money(fees.mortgageRegistration.fixedFee);
      break;
    case "trustee":
      values.fee = money(line.case === "below-threshold" ? fees.trustee.feeBelowThreshold : fees.trustee.fee);
      values.vat = formatPercent(fees.trustee.vatPercent);
      values.threshold = money(fees.trustee.priceThreshold);
      break;
    case "agency":
      values.percent = formatPercent(fees.agency.percentOfPrice);
      values.base = money(percentOf(price, fees.agency.percentOfPrice));
      values.vat = formatPercent(fees.agency.vatPercent);
      break;
    case "valuation":
      values.low = money(fees.valuation.usualLow);
      values.high = money(fees.valuation.usualHigh);
      values.counted = money(fees.valuation.counted);
      break;
  }
  return { label: texts.label, text: fillTokens(template, values) };
}
