/**
 * The rules the mortgage calculator applies, in one dated place (decision 040): the UAE Central
 * Bank's loan caps, term and age limits and debt-burden limit, and the Dubai fees a buyer pays on
 * the day of transfer. Each figure names where it is published. They were written from the
 * published texts as known on `asOf`, without fetching them: when a regulator or the Dubai Land
 * Department changes a figure, change it here, move `asOf`, and the page, the listing box and the
 * tests follow. The investment guide (content/investment-guide-book.ts) states the same figures in
 * prose; keep the two in step.
 */

export interface Source {
  name: string;
  /** as text: the page shows it, nothing fetches it */
  url: string;
}

export const SOURCES = {
  cbuaeMortgage: {
    name: "UAE Central Bank, Regulations Regarding Mortgage Loans (Notice 31/2013, consolidated 8 April 2020)",
    url: "https://rulebook.centralbank.ae/en/rulebook/regulations-regarding-mortgage-loans",
  },
  cbuaeDebtBurden: {
    name: "UAE Central Bank, Notice 22/2017: the 50% debt-burden limit of Regulation 29/2011 applies to mortgage loans",
    url: "https://rulebook.centralbank.ae/en/node/4065",
  },
  dldFees: {
    name: "Dubai Land Department fees (Executive Council Resolution No. 30 of 2013), as its registration trustees charge them",
    url: "https://dlp.dubai.gov.ae/Legislation%20Reference/2013/ECR%2030%20of%202013.html",
  },
  trustee: {
    name: "Dubai Land Department, real estate registration trustees' service fee",
    url: "https://dubailand.gov.ae/en/eservices/",
  },
  agency: {
    name: "Dubai brokerage practice (2%, agreed in the RERA brokerage contract); VAT at 5% (Federal Tax Authority)",
    url: "https://tax.gov.ae/en/taxes/vat.aspx",
  },
  valuation: {
    name: "UAE banks' schedules of charges (valuation fee), as our investment guide states them",
    url: "/investment-guide/read#costs",
  },
} as const satisfies Record<string, Source>;

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
