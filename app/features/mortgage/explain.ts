/**
 * The sentences the calculator shows: its copy (content/mortgage.ts) filled with the figures of a
 * result and the rules, so every explanation states the number that was used.
 */
import { fillTokens } from "#app/content/brand.ts";
import { DAY_ONE_TEXTS, MORTGAGE_RESULT_TEXTS, MORTGAGE_WHO } from "#app/content/mortgage.ts";
import { formatAed } from "#app/utils/format.ts";
import { type DayOneLine, type MortgageResult, percentOf } from "./calculate.ts";
import { aed, formatPercent } from "./format.ts";
import { MORTGAGE_RULES } from "./rules.ts";

export type NoteTone = "info" | "warning";

export interface ResultNote {
  tone: NoteTone;
  text: string;
}

/** The loan cap that applied, in words. */
export function capNote(result: MortgageResult): string {
  return fillTokens(MORTGAGE_RESULT_TEXTS.caps[result.cap.rule], {
    percent: formatPercent(result.cap.percent),
    who: MORTGAGE_WHO[result.inputs.residency],
    threshold: formatAed(MORTGAGE_RULES.loanToValue.priceThreshold),
  });
}

/** What limited or refused the loan, and the debt-burden check when an income was given. */
export function resultNotes(result: MortgageResult): ResultNote[] {
  const t = MORTGAGE_RESULT_TEXTS;
  const notes: ResultNote[] = [{ tone: "info", text: capNote(result) }];
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
    notes.push({ tone: "warning", text: fillTokens(t.loanLimited, { asked: aed(result.loan.asked), max: aed(result.cap.maxLoan) }) });
  }
  if (result.tenure.limitedBy === "age") {
    notes.push({
      tone: "warning",
      text: fillTokens(t.tenureByAge, { ageLimit: result.tenure.ageLimit, age: result.inputs.age ?? "", years: result.tenure.years }),
    });
  } else if (result.tenure.limitedBy === "rule") {
    notes.push({ tone: "warning", text: fillTokens(t.tenureByRule, { years: result.tenure.years }) });
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
          maxPayment: aed(Math.floor(dbr.maxPayment)),
          maxLoan: aed(dbr.maxLoan),
        }),
      });
  }
  return notes;
}

/** A day-one line's label and the sentence that says how its amount was reached. */
export function explainLine(line: DayOneLine, result: Pick<MortgageResult, "inputs" | "loan">): { label: string; text: string } {
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
      values.base = aed(percentOf(price, fees.dldTransfer.percentOfPrice));
      values.admin = aed(fees.dldTransfer.adminFee);
      break;
    case "mortgageRegistration":
      values.percent = formatPercent(fees.mortgageRegistration.percentOfLoan);
      values.base = aed(percentOf(loan, fees.mortgageRegistration.percentOfLoan));
      values.fixed = aed(fees.mortgageRegistration.fixedFee);
      break;
    case "trustee":
      values.fee = aed(line.case === "below-threshold" ? fees.trustee.feeBelowThreshold : fees.trustee.fee);
      values.vat = formatPercent(fees.trustee.vatPercent);
      values.threshold = aed(fees.trustee.priceThreshold);
      break;
    case "agency":
      values.percent = formatPercent(fees.agency.percentOfPrice);
      values.base = aed(percentOf(price, fees.agency.percentOfPrice));
      values.vat = formatPercent(fees.agency.vatPercent);
      break;
    case "valuation":
      values.low = aed(fees.valuation.usualLow);
      values.high = aed(fees.valuation.usualHigh);
      values.counted = aed(fees.valuation.counted);
      break;
  }
  return { label: texts.label, text: fillTokens(template, values) };
}
