/**
 * The mortgage calculator's form and the box on a sale listing's page: field labels, hints, the
 * query's messages and the box's words. Apart from the page's copy (mortgage.ts) because a
 * listing's page loads these and nothing else of the calculator's copy.
 */

/** The form's fields. `{tokens}` in hints are filled from the rules. */
export const MORTGAGE_FIELD_TEXTS = {
  price: { label: "Property price", unit: "AED" },
  buyer: { label: "Buyer", options: { expat: "Expatriate", national: "UAE national" } },
  home: { label: "Home", options: { first: "First home", further: "Second or further home" } },
  stage: { label: "Property", options: { ready: "Ready", "off-plan": "Off-plan" } },
  loan: { label: "Loan", unit: "AED", hint: "Empty: the most the rules allow." },
  rate: { label: "Interest rate", unit: "%", hint: "A year; {rate}% is only an example." },
  years: { label: "Term", unit: "years", hint: "Up to {maxYears} years." },
  optional: {
    legend: "Your age and income (optional)",
    intro: "For the age limit on the term and the debt-burden check.",
  },
  age: { label: "Your age", unit: "years", hint: "The last payment comes by {expatAge} ({nationalAge} for a UAE national)." },
  income: { label: "Monthly income", unit: "AED", hint: "Gross, for the {maxPercent}% debt-burden limit." },
  debts: { label: "Other loan payments", unit: "AED", hint: "A month: cards, car and personal loans." },
} as const;

/** What a field says when the query cannot be used. `{min}`, `{max}`: the accepted range. */
export const MORTGAGE_ERRORS = {
  price: "Enter the property price in AED, for example 2,000,000.",
  priceRange: "Enter a price from {min} to {max}.",
  buyer: "Choose expatriate or UAE national.",
  home: "Choose first home or second or further home.",
  stage: "Choose ready or off-plan.",
  loan: "Enter the loan in AED, or leave it empty for the most the rules allow.",
  rate: "Enter the yearly interest rate in percent, from {min} to {max}, for example 4.5.",
  years: "Enter the term in whole years, from 1 to {max}: the UAE Central Bank allows no longer.",
  age: "Enter your age in whole years, from {min} to {max}, or leave it empty.",
  income: "Enter your gross monthly income in AED, or leave it empty.",
  debts: "Enter your other monthly loan payments in AED, or leave it empty.",
  /** above the fields when any of them cannot be used */
  summary: "Some entries could not be used: correct them to see the result.",
} as const;

/** The box on a sale listing's page. */
export const MORTGAGE_BOX_TEXTS = {
  heading: "Mortgage estimate",
  /** `{percent}`: the cap */
  assumption: "An expatriate's first home: a loan of {percent} of the price, the most the UAE Central Bank allows.",
  assumptionOffPlan: "Off-plan: a loan of {percent} of the price, the most the UAE Central Bank allows until completion.",
  monthlyPayment: "Monthly payment",
  loan: "Loan",
  dayOne: "Day-one cash",
  /** outside Dubai the Land Department's fees do not apply: the box shows the down payment only */
  downPayment: "Down payment",
  open: "Open the full calculator",
} as const;
