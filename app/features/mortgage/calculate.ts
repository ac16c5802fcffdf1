/**
 * The mortgage calculator's arithmetic: pure functions over `MORTGAGE_RULES`, shared by the
 * page's loader (the no-JavaScript form is computed on the server), its live form in the browser
 * and the box on a sale listing's page. Amounts are AED; day-one lines are whole dirhams.
 */
import { MORTGAGE_RULES, type Source } from "./rules.ts";

export type Residency = "expat" | "national";
export type Stage = "ready" | "off-plan";

export interface MortgageInputs {
  price: number;
  residency: Residency;
  firstHome: boolean;
  stage: Stage;
  /** the loan asked for; null: the most the rules allow */
  loan: number | null;
  /** yearly interest rate, percent */
  ratePercent: number;
  /** the term asked for, whole years */
  years: number;
  /** the borrower's age today; null when not given (no age limit applied) */
  age: number | null;
  /** gross monthly income; null when not given (no debt-burden check) */
  income: number | null;
  /** other monthly loan payments (cards, car, personal loans) */
  otherDebts: number;
}

/** A stated default rate: what the page and the listing box open on. */
export const DEFAULT_RATE_PERCENT = 4.5;

export const MORTGAGE_DEFAULTS: Readonly<MortgageInputs> = Object.freeze({
  price: 2_000_000,
  residency: "expat",
  firstHome: true,
  stage: "ready",
  loan: null,
  ratePercent: DEFAULT_RATE_PERCENT,
  years: MORTGAGE_RULES.tenure.maxYears,
  age: null,
  income: null,
  otherDebts: 0,
});

/** Which of the Central Bank's caps applied. */
export type CapRule = "off-plan" | "first-home-up-to" | "first-home-above" | "further-home";

export interface LoanCap {
  percent: number;
  rule: CapRule;
  /** price × percent, rounded down to a whole dirham */
  maxLoan: number;
}

/**
 * The most a bank may lend on this price. Off-plan is 50% for everyone; a first home's cap drops
 * for the whole price once it is above AED 5 million (not only for the part above it).
 */
export function loanCap(input: Pick<MortgageInputs, "price" | "residency" | "firstHome" | "stage">): LoanCap {
  const ltv = MORTGAGE_RULES.loanToValue;
  let percent: number;
  let rule: CapRule;
  if (input.stage === "off-plan") {
    percent = ltv.offPlan;
    rule = "off-plan";
  } else if (!input.firstHome) {
    percent = ltv[input.residency].furtherHome;
    rule = "further-home";
  } else if (input.price <= ltv.priceThreshold) {
    percent = ltv[input.residency].firstHome.upToThreshold;
    rule = "first-home-up-to";
  } else {
    percent = ltv[input.residency].firstHome.aboveThreshold;
    rule = "first-home-above";
  }
  return { percent, rule, maxLoan: Math.floor((input.price * percent) / 100) };
}

/** The loan asked for, no more than the cap; none asked is the cap itself. */
export function limitLoan(asked: number | null, maxLoan: number): { amount: number; limitedToCap: boolean } {
  if (asked === null) return { amount: maxLoan, limitedToCap: false };
  if (asked > maxLoan) return { amount: maxLoan, limitedToCap: true };
  return { amount: asked, limitedToCap: false };
}

export interface Tenure {
  /** the term used (0: no term is possible at this age) */
  years: number;
  /** the longest term allowed: 25 years, fewer when the age limit comes first */
  maxYears: number;
  /** what cut the term asked for, if anything */
  limitedBy: "rule" | "age" | null;
  /** the age the last payment must come by, for this borrower */
  ageLimit: number;
}

/**
 * The term: at most 25 years, and the last payment no later than the borrower's 65th birthday
 * (70th for a UAE national). Without an age only the 25 years apply.
 */
export function limitTenure(askedYears: number, residency: Residency, age: number | null): Tenure {
  const ageLimit = MORTGAGE_RULES.ageAtLastPayment[residency];
  const ruleMax = MORTGAGE_RULES.tenure.maxYears;
  const byAge = age === null ? ruleMax : Math.max(0, ageLimit - age);
  const maxYears = Math.min(ruleMax, byAge);
  if (askedYears <= maxYears) return { years: askedYears, maxYears, limitedBy: null, ageLimit };
  return { years: maxYears, maxYears, limitedBy: byAge < ruleMax ? "age" : "rule", ageLimit };
}

const round2 = (n: number): number => Math.round((n + Number.EPSILON) * 100) / 100;

/**
 * The monthly payment of an annuity (equal payments of interest and principal):
 * P × r / (1 − (1 + r)^−n), with r the monthly rate (yearly percent / 1200) and n the months.
 * At 0% it is the loan over the months. Rounded to the fils.
 */
export function monthlyPayment(loan: number, ratePercent: number, years: number): number {
  const months = Math.round(years * 12);
  if (loan <= 0 || months <= 0) return 0;
  const r = ratePercent / 1200;
  if (r === 0) return round2(loan / months);
  return round2((loan * r) / (1 - Math.pow(1 + r, -months)));
}

/** The largest loan a monthly payment repays over the term (the annuity formula turned round), whole dirhams. */
export function loanForMonthlyPayment(payment: number, ratePercent: number, years: number): number {
  const months = Math.round(years * 12);
  if (payment <= 0 || months <= 0) return 0;
  const r = ratePercent / 1200;
  const loan = r === 0 ? payment * months : (payment * (1 - Math.pow(1 + r, -months))) / r;
  // a hair of float error must not round a loan that fits up to one that does not
  return Math.floor(loan + 1e-6);
}

export interface DebtBurden {
  income: number;
  otherDebts: number;
  payment: number;
  /** (payment + other debts) / income, percent, 2 decimals */
  percent: number;
  maxPercent: number;
  withinLimit: boolean;
  /** the most the new loan's payment may be: half the income less the other debts (not below 0) */
  maxPayment: number;
  /** the loan that payment repays at this rate and term */
  maxLoan: number;
}

/** The Central Bank's debt-burden limit: all monthly loan payments at most 50% of gross monthly income. */
export function debtBurden(input: { income: number; otherDebts: number; payment: number; ratePercent: number; years: number }): DebtBurden {
  const maxPercent = MORTGAGE_RULES.debtBurden.maxPercentOfIncome;
  const percent = round2(((input.payment + input.otherDebts) / input.income) * 100);
  const maxPayment = Math.max(0, round2((input.income * maxPercent) / 100 - input.otherDebts));
  return {
    income: input.income,
    otherDebts: input.otherDebts,
    payment: input.payment,
    percent,
    maxPercent,
    withinLimit: input.payment + input.otherDebts <= (input.income * maxPercent) / 100,
    maxPayment,
    maxLoan: loanForMonthlyPayment(maxPayment, input.ratePercent, input.years),
  };
}

export type DayOneKey = "downPayment" | "dldTransfer" | "mortgageRegistration" | "trustee" | "agency" | "valuation";

/** Which explanation a line takes: the fee as charged, or why there is none. */
export type DayOneCase = "charged" | "below-threshold" | "no-loan" | "off-plan";

export interface DayOneLine {
  key: DayOneKey;
  /** whole dirhams */
  amount: number;
  case: DayOneCase;
  source: Source;
}

export interface DayOneCash {
  lines: DayOneLine[];
  total: number;
}

export const percentOf = (amount: number, percent: number) => (amount * percent) / 100;
const withVat = (amount: number, vatPercent: number) => amount + percentOf(amount, vatPercent);

/**
 * The cash a buyer needs on the day of transfer: the down payment, the Land Department's 4% and
 * admin fee, the mortgage's registration, the trustee office, the agency's 2% + VAT and the bank's
 * valuation. Each line is rounded to the dirham; the total is their sum.
 */
export function dayOneCash(input: { price: number; loan: number; stage: Stage }): DayOneCash {
  const fees = MORTGAGE_RULES.fees;
  const hasLoan = input.loan > 0;
  const trusteeFee = input.price >= fees.trustee.priceThreshold ? fees.trustee.fee : fees.trustee.feeBelowThreshold;
  const lines: DayOneLine[] = [
    {
      key: "downPayment",
      amount: Math.round(input.price - input.loan),
      case: hasLoan ? "charged" : "no-loan",
      source: MORTGAGE_RULES.loanToValue.source,
    },
    {
      key: "dldTransfer",
      amount: Math.round(percentOf(input.price, fees.dldTransfer.percentOfPrice)) + fees.dldTransfer.adminFee,
      case: "charged",
      source: fees.dldTransfer.source,
    },
    {
      key: "mortgageRegistration",
      amount: hasLoan ? Math.round(percentOf(input.loan, fees.mortgageRegistration.percentOfLoan)) + fees.mortgageRegistration.fixedFee : 0,
      case: hasLoan ? "charged" : "no-loan",
      source: fees.mortgageRegistration.source,
    },
    {
      key: "trustee",
      // an off-plan purchase is registered by the developer (Oqood): no trustee office at that stage
      amount: input.stage === "off-plan" ? 0 : Math.round(withVat(trusteeFee, fees.trustee.vatPercent)),
      case: input.stage === "off-plan" ? "off-plan" : input.price >= fees.trustee.priceThreshold ? "charged" : "below-threshold",
      source: fees.trustee.source,
    },
    {
      key: "agency",
      amount: Math.round(withVat(percentOf(input.price, fees.agency.percentOfPrice), fees.agency.vatPercent)),
      case: "charged",
      source: fees.agency.source,
    },
    {
      key: "valuation",
      amount: hasLoan ? fees.valuation.counted : 0,
      case: hasLoan ? "charged" : "no-loan",
      source: fees.valuation.source,
    },
  ];
  return { lines, total: lines.reduce((sum, line) => sum + line.amount, 0) };
}

export interface MortgageResult {
  inputs: MortgageInputs;
  cap: LoanCap;
  loan: { asked: number | null; amount: number; limitedToCap: boolean };
  tenure: Tenure;
  /** the borrower is at or past the age the last payment must come by: no term, no loan */
  refusedForAge: boolean;
  monthlyPayment: number;
  /** what the payments add up to beyond the loan */
  totalInterest: number;
  /** null when no income was given */
  debtBurden: DebtBurden | null;
  dayOne: DayOneCash;
}

/** Everything the page shows, from one set of inputs. */
export function calculateMortgage(inputs: Readonly<MortgageInputs>): MortgageResult {
  const cap = loanCap(inputs);
  const tenure = limitTenure(inputs.years, inputs.residency, inputs.age);
  const refusedForAge = tenure.years <= 0;
  const limited = limitLoan(inputs.loan, cap.maxLoan);
  const loanAmount = refusedForAge ? 0 : limited.amount;
  const payment = monthlyPayment(loanAmount, inputs.ratePercent, tenure.years);
  const months = tenure.years * 12;
  return {
    inputs: { ...inputs },
    cap,
    loan: { asked: inputs.loan, amount: loanAmount, limitedToCap: !refusedForAge && limited.limitedToCap },
    tenure,
    refusedForAge,
    monthlyPayment: payment,
    totalInterest: loanAmount > 0 ? Math.max(0, round2(payment * months - loanAmount)) : 0,
    debtBurden:
      inputs.income === null || refusedForAge
        ? null
        : debtBurden({
            income: inputs.income,
            otherDebts: inputs.otherDebts,
            payment,
            ratePercent: inputs.ratePercent,
            years: tenure.years,
          }),
    dayOne: dayOneCash({ price: inputs.price, loan: loanAmount, stage: inputs.stage }),
  };
}
