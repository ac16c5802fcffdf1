/**
 * The mortgage calculator's copy (/resources/mortgage-calculator; the form's fields and the box on
 * a sale listing's page are in mortgage-form.ts). Figures are not written here: `{tokens}` are filled from the dated rules in
 * features/mortgage/rules.ts, so the copy never disagrees with what is computed.
 * Strings may contain `{brand}`: use the getter.
 */
import { withBrandDeep } from "./brand.ts";
import type { ButtonRow, PageHero } from "./types.ts";

interface MortgageCalculatorContent {
  title: string;
  metaDescription: string;
  eyebrow: string;
  hero: PageHero;
  calculatorHeading: string;
  rows: ButtonRow[];
}

const MORTGAGE_CALCULATOR: MortgageCalculatorContent = {
  title: "Mortgage Calculator",
  metaDescription:
    "Dubai mortgage calculator: the UAE Central Bank's loan caps, your monthly payment and the cash you need on the day of transfer, line by line with its source.",
  eyebrow: "Investor tools",
  hero: {
    heading: "Mortgage Calculator",
    text: "See what a Dubai home loan costs each month and the cash you need on the day of transfer. The loan follows the UAE Central Bank's caps; the fees are the Dubai Land Department's, each explained with its source.",
    button: { label: "FIND A CONSULTANT", to: "/contact" },
  },
  calculatorHeading: "Calculate your mortgage",
  rows: [
    {
      heading: "Know the full cost of buying",
      para: "Our Dubai investment guide sets out the costs of buying, the Central Bank's lending rules and the rental yields to expect, so the figures above sit in context.",
      button: { label: "Investment Guide", to: "/investment-guide" },
    },
    {
      heading: "Find a home within your budget",
      para: "With the loan and the cash you need in hand, search the homes for sale that fit: every sale listing shows its own mortgage estimate.",
      button: { label: "Properties for Sale", to: "/properties/buy" },
    },
    {
      heading: "Talk to a consultant",
      para: "Rates, fees and what banks accept change. A {brand} consultant will introduce you to mortgage advisers and walk you through the transfer day.",
      button: { label: "Get in Touch", to: "/contact" },
    },
  ],
};

export function getMortgageCalculator(brand: string): MortgageCalculatorContent {
  return withBrandDeep(MORTGAGE_CALCULATOR, brand);
}

/** A loan's term in years, as the result's sentences write it: '1 year', '15 years'. */
export function yearsText(years: number): string {
  return years === 1 ? "1 year" : `${years} years`;
}

/** `{who}` in the cap notes */
export const MORTGAGE_WHO = { expat: "an expatriate", national: "a UAE national" } as const;

export const MORTGAGE_RESULT_TEXTS = {
  calculate: "Calculate",
  resultHeading: "Your result",
  monthlyPayment: "Monthly payment",
  loan: "Loan",
  /** `{percent}`: the loan's share of the price */
  loanShare: "{percent} of the price",
  dayOneTotal: "Cash needed on day one",
  totalInterest: "Interest over the term",
  /** `{years}`: a `yearsText`, `{rate}` */
  termLine: "Over {years} at {rate}",
  caps: {
    "first-home-up-to": "The cap is {percent} of the price: the most a bank may lend {who} on a first home of {threshold} or less.",
    "first-home-above":
      "The cap is {percent} of the price: the most a bank may lend {who} on a first home above {threshold} (the lower cap applies to the whole price).",
    "further-home": "The cap is {percent} of the price: the most a bank may lend {who} on a second or further home.",
    "off-plan": "The cap is {percent} of the price: the most a bank may lend anyone on an off-plan property until it is completed.",
  },
  loanLimited: "You asked for {asked}: the loan is limited to {max}, the cap.",
  /** `{years}` here and below: a `yearsText` */
  tenureByAge: "The last payment must come by age {ageLimit}: at {age} the term is limited to {years}.",
  tenureByRule: "The term is limited to {years}, the longest the UAE Central Bank allows.",
  refusedForAge:
    "At {age}, no term ends by age {ageLimit}, the latest a last payment may come for {who}: a bank cannot lend. The figures are for buying with cash.",
  debtBurdenWithin: "Your loan payments would be {percent} of your income, within the {max} limit.",
  debtBurdenOver:
    "Your loan payments would be {percent} of your income, above the {max} limit: a bank would refuse this loan. Within the limit the payment can be up to {maxPayment} a month, a loan of about {maxLoan} at this rate and term.",
  debtBurdenNone: "Your other loan payments already use the {max} limit: a bank would refuse any new loan.",
  refused: "A bank would refuse this loan",
} as const;

export const DAY_ONE_TEXTS = {
  heading: "Cash needed on day one, line by line",
  intro: "What a buyer pays on the day of transfer in Dubai, as the published figures stood on {asOf}.",
  total: "Total",
  source: "Source",
  lines: {
    downPayment: {
      label: "Down payment",
      charged: "The price less the loan: {share} of the price, from your own money.",
      "no-loan": "The whole price: there is no loan.",
    },
    dldTransfer: {
      label: "Dubai Land Department transfer fee",
      charged: "{percent} of the price ({base}) plus about {admin} for the title deed and admin fees.",
    },
    mortgageRegistration: {
      label: "Mortgage registration",
      charged: "{percent} of the loan ({base}) plus a fixed fee of {fixed}, paid to the Land Department to register the bank's mortgage.",
      "no-loan": "None: there is no loan to register.",
    },
    trustee: {
      label: "Registration trustee office",
      charged: "{fee} plus {vat} VAT, for a property of {threshold} or more.",
      "below-threshold": "{fee} plus {vat} VAT, for a property under {threshold}.",
      "off-plan": "None: the developer registers an off-plan purchase (Oqood), without a trustee office.",
    },
    agency: {
      label: "Agency commission",
      charged: "{percent} of the price ({base}) plus {vat} VAT, when you buy through an agent.",
    },
    valuation: {
      label: "Bank valuation",
      charged: "Banks charge about {low} to {high} to value the property; the total counts {counted}.",
      "no-loan": "None: without a loan no bank values the property.",
    },
  },
  notCounted:
    "Not counted: the bank's arrangement fee (up to 1% of the loan; some banks waive it), life and property insurance, and the developer's no-objection certificate.",
} as const;

export const MORTGAGE_RULES_TEXTS = {
  heading: "The rules behind the figures",
  /** `{asOf}`: the rules' date */
  intro: "As published on {asOf}. Banks may lend less than these limits, never more.",
  capsHeading: "Loan caps (share of the price a bank may lend)",
  capsCaption: "Loan caps by home and buyer",
  homeColumn: "Home",
  /** `{threshold}` */
  firstUpTo: "First home, {threshold} or less",
  firstAbove: "First home, above {threshold}",
  further: "Second or further home",
  offPlan: "Off-plan, until completion",
  tenure:
    "A term of up to {maxYears} years, with the last payment by age {expatAge} for an expatriate and {nationalAge} for a UAE national.",
  debtBurden: "All monthly loan payments, the new one included, at most {maxPercent} of gross monthly income.",
  source: "Source",
} as const;

/** The published texts each figure comes from (features/mortgage/rules.ts `SOURCES`), by key. */
export const MORTGAGE_SOURCE_NAMES = {
  cbuaeMortgage: "UAE Central Bank, Regulations Regarding Mortgage Loans (Notice 31/2013, consolidated 8 April 2020)",
  cbuaeDebtBurden: "UAE Central Bank, Notice 22/2017: the 50% debt-burden limit of Regulation 29/2011 applies to mortgage loans",
  dldFees: "Dubai Land Department fees (Executive Council Resolution No. 30 of 2013), as its registration trustees charge them",
  trustee: "Dubai Land Department, real estate registration trustees' service fee",
  agency: "Dubai brokerage practice (2%, agreed in the RERA brokerage contract); VAT at 5% (Federal Tax Authority)",
  valuation: "UAE banks' schedules of charges (valuation fee), as our investment guide states them",
} as const;
