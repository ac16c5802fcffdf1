/**
 * The rules the mortgage calculator applies, in one dated place (decision 040): the UAE Central
 * Bank's loan caps, term and age limits and debt-burden limit, and the Dubai fees a buyer pays on
 * the day of transfer. Each figure names where it is published. They were written from the
 * published texts as known on `asOf`, without fetching them: when a regulator or the Dubai Land
 * Department changes a figure, change it here, move `asOf`, and the page, the listing box and the
 * tests follow. The investment guide (content/investment-guide-book.ts) states the same figures in
 * prose; keep the two in step.
 */
import { MORTGAGE_SOURCE_NAMES } from "#app/content/mortgage.ts";

export type SourceKey = keyof typeof MORTGAGE_SOURCE_NAMES;

export interface Source {
  /** its name in each language: content/mortgage.ts `MORTGAGE_SOURCE_NAMES` (and its Arabic twin) */
  key: SourceKey;
  /** the name in English */
  name: string;
  /** as text: the page shows it, nothing fetches it */
  url: string;
}

const source = (key: SourceKey, url: string): Source => ({ key, name: MORTGAGE_SOURCE_NAMES[key], url });

export const SOURCES = {
  cbuaeMortgage: source("cbuaeMortgage", "https://rulebook.centralbank.ae/en/rulebook/regulations-regarding-mortgage-loans"),
  cbuaeDebtBurden: source("cbuaeDebtBurden", "https://rulebook.centralbank.ae/en/node/4065"),
  dldFees: source("dldFees", "https://dlp.dubai.gov.ae/Legislation%20Reference/2013/ECR%2030%20of%202013.html"),
  trustee: source("trustee", "https://dubailand.gov.ae/en/eservices/"),
  agency: source("agency", "https://tax.gov.ae/en/taxes/vat.aspx"),
  valuation: source("valuation", "/investment-guide/read#costs"),
} as const satisfies Record<SourceKey, Source>;

/** a cap in percent of the property's price */
export interface FirstHomeCaps {
  /** price up to and including `MORTGAGE_RULES.loanToValue.priceThreshold` */
  upToThreshold: number;
  /** price above it: the lower cap applies to the whole price, not to the part above */
  aboveThreshold: number;
}

export const MORTGAGE_RULES = {
  /** the day these figures were last checked against their sources */
  asOf: "2026-11-29",
  loanToValue: {
    priceThreshold: 5_000_000,
    expat: { firstHome: { upToThreshold: 75, aboveThreshold: 65 } satisfies FirstHomeCaps, furtherHome: 60 },
    national: { firstHome: { upToThreshold: 80, aboveThreshold: 70 } satisfies FirstHomeCaps, furtherHome: 65 },
    /** any buyer, any home, until completion */
    offPlan: 50,
    source: SOURCES.cbuaeMortgage,
  },
  tenure: { maxYears: 25, source: SOURCES.cbuaeMortgage },
  /** the borrower's age at the last payment */
  ageAtLastPayment: { expat: 65, national: 70, source: SOURCES.cbuaeMortgage },
  debtBurden: {
    /** all monthly loan payments, the new one included, as a share of gross monthly income */
    maxPercentOfIncome: 50,
    source: SOURCES.cbuaeDebtBurden,
  },
  fees: {
    dldTransfer: {
      percentOfPrice: 4,
      /** title deed and the department's administration charges, about this much */
      adminFee: 580,
      source: SOURCES.dldFees,
    },
    mortgageRegistration: { percentOfLoan: 0.25, fixedFee: 290, source: SOURCES.dldFees },
    trustee: {
      priceThreshold: 500_000,
      /** price at or above the threshold */
      fee: 4_000,
      feeBelowThreshold: 2_000,
      vatPercent: 5,
      source: SOURCES.trustee,
    },
    agency: { percentOfPrice: 2, vatPercent: 5, source: SOURCES.agency },
    valuation: {
      usualLow: 2_500,
      usualHigh: 3_500,
      /** the day-one total counts the high end, so it is not understated */
      counted: 3_500,
      source: SOURCES.valuation,
    },
  },
} as const;
