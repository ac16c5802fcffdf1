import { describe, expect, it } from "vitest";
import {
  calculateMortgage,
  dayOneCash,
  debtBurden,
  limitLoan,
  limitTenure,
  loanCap,
  loanForMonthlyPayment,
  MORTGAGE_DEFAULTS,
  monthlyPayment,
  type MortgageInputs,
} from "./calculate.ts";
import { MORTGAGE_RULES } from "./rules.ts";

const inputs = (over: Partial<MortgageInputs> = {}): MortgageInputs => ({ ...MORTGAGE_DEFAULTS, ...over });
const amounts = (cash: ReturnType<typeof dayOneCash>) => Object.fromEntries(cash.lines.map((l) => [l.key, l.amount]));

describe("the rules", () => {
  it("are dated and name a source for every figure", () => {
    expect(MORTGAGE_RULES.asOf).toBe("2026-11-29");
    const sources = [
      MORTGAGE_RULES.loanToValue.source,
      MORTGAGE_RULES.tenure.source,
      MORTGAGE_RULES.ageAtLastPayment.source,
      MORTGAGE_RULES.debtBurden.source,
      ...Object.values(MORTGAGE_RULES.fees).map((fee) => fee.source),
    ];
    for (const source of sources) {
      expect(source.name.length).toBeGreaterThan(10);
      expect(source.url).toMatch(/^(https:\/\/|\/)/);
    }
  });
});

describe("the loan cap", () => {
  it("is 75% for an expatriate's first home up to AED 5 million, and 65% of the whole price above", () => {
    expect(loanCap(inputs({ price: 2_000_000 }))).toEqual({ percent: 75, rule: "first-home-up-to", maxLoan: 1_500_000 });
    // exactly AED 5,000,000 is 'up to': 5,000,000 × 75% = 3,750,000
    expect(loanCap(inputs({ price: 5_000_000 }))).toEqual({ percent: 75, rule: "first-home-up-to", maxLoan: 3_750_000 });
    // one dirham more: 5,000,001 × 65% = 3,250,000.65, rounded down to 3,250,000
    expect(loanCap(inputs({ price: 5_000_001 }))).toEqual({ percent: 65, rule: "first-home-above", maxLoan: 3_250_000 });
  });

  it("is 80% / 70% for a UAE national's first home, on either side of AED 5 million", () => {
    expect(loanCap(inputs({ residency: "national", price: 5_000_000 })).maxLoan).toBe(4_000_000); // 5,000,000 × 80%
    expect(loanCap(inputs({ residency: "national", price: 5_000_001 })).maxLoan).toBe(3_500_000); // 3,500,000.7 rounded down
  });

  it("is 60% (expatriate) and 65% (UAE national) for a further home, whatever the price", () => {
    expect(loanCap(inputs({ firstHome: false, price: 1_000_000 }))).toEqual({ percent: 60, rule: "further-home", maxLoan: 600_000 });
    expect(loanCap(inputs({ firstHome: false, price: 8_000_000 })).maxLoan).toBe(4_800_000);
    expect(loanCap(inputs({ firstHome: false, residency: "national", price: 1_000_000 })).maxLoan).toBe(650_000);
  });

  it("is 50% for anyone buying off-plan, first home or not", () => {
    expect(loanCap(inputs({ stage: "off-plan", residency: "national", price: 3_000_000 }))).toEqual({
      percent: 50,
      rule: "off-plan",
      maxLoan: 1_500_000,
    });
    expect(loanCap(inputs({ stage: "off-plan", firstHome: false, price: 3_000_000 })).maxLoan).toBe(1_500_000);
  });

  it("limits the loan asked for to the cap; none asked is the cap", () => {
    expect(limitLoan(null, 1_500_000)).toEqual({ amount: 1_500_000, limitedToCap: false });
    expect(limitLoan(1_000_000, 1_500_000)).toEqual({ amount: 1_000_000, limitedToCap: false });
    expect(limitLoan(1_800_000, 1_500_000)).toEqual({ amount: 1_500_000, limitedToCap: true });
  });
});

describe("the term", () => {
  it("is at most 25 years", () => {
    expect(limitTenure(25, "expat", null)).toEqual({ years: 25, maxYears: 25, limitedBy: null, ageLimit: 65 });
    expect(limitTenure(30, "expat", null)).toMatchObject({ years: 25, limitedBy: "rule" });
  });

  it("ends by 65 for an expatriate and 70 for a UAE national", () => {
    // 45 + 20 = 65: an expatriate of 45 may borrow for 20 years
    expect(limitTenure(25, "expat", 45)).toEqual({ years: 20, maxYears: 20, limitedBy: "age", ageLimit: 65 });
    // a UAE national of 45 reaches 70 after 25 years: not limited
    expect(limitTenure(25, "national", 45)).toEqual({ years: 25, maxYears: 25, limitedBy: null, ageLimit: 70 });
    expect(limitTenure(15, "expat", 45)).toMatchObject({ years: 15, limitedBy: null });
    expect(limitTenure(25, "national", 68)).toMatchObject({ years: 2, limitedBy: "age" });
    expect(limitTenure(25, "expat", 65)).toMatchObject({ years: 0, maxYears: 0, limitedBy: "age" });
  });
});

describe("the monthly payment", () => {
  it("is the annuity payment: AED 1,500,000 at 4.5% over 25 years", () => {
    // r = 4.5% / 12 = 0.00375 a month, n = 25 × 12 = 300 payments
    // (1 + r)^n = 1.00375^300 = 3.0737425
    // P × r = 1,500,000 × 0.00375 = 5,625
    // payment = 5,625 × 3.0737425 / (3.0737425 − 1) = 5,625 × 1.4822199 = 8,337.49
    expect(monthlyPayment(1_500_000, 4.5, 25)).toBe(8_337.49);
  });

  it("is higher over a shorter term: AED 1,500,000 at 4.5% over 15 years", () => {
    // n = 180: 1.00375^180 = 1.9615550; 5,625 × 1.9615550 / 0.9615550 = 5,625 × 2.0399822 = 11,474.90
    expect(monthlyPayment(1_500_000, 4.5, 15)).toBe(11_474.9);
  });

  it("is the loan over the months at 0%, and nothing without a loan or a term", () => {
    // 1,000,000 / 240 = 4,166.666… → 4,166.67
    expect(monthlyPayment(1_000_000, 0, 20)).toBe(4_166.67);
    expect(monthlyPayment(0, 4.5, 25)).toBe(0);
    expect(monthlyPayment(1_000_000, 4.5, 0)).toBe(0);
  });

  it("turned round gives the loan a payment repays", () => {
    // 7,000 × (1 − 1.00375^−300) / 0.00375 = 7,000 × (1 − 0.3253363) / 0.00375 = 1,259,372.25 → 1,259,372
    expect(loanForMonthlyPayment(7_000, 4.5, 25)).toBe(1_259_372);
    expect(loanForMonthlyPayment(4_166.67, 0, 20)).toBe(1_000_000);
    expect(loanForMonthlyPayment(0, 4.5, 25)).toBe(0);
  });
});

describe("the debt burden", () => {
  it("refuses when all loan payments pass 50% of the income, and says what would fit", () => {
    // (8,337.49 + 3,000) / 20,000 = 56.69%; room: 20,000 × 50% − 3,000 = 7,000 a month
    const dbr = debtBurden({ income: 20_000, otherDebts: 3_000, payment: 8_337.49, ratePercent: 4.5, years: 25 });
    expect(dbr).toEqual({
      income: 20_000,
      otherDebts: 3_000,
      payment: 8_337.49,
      percent: 56.69,
      maxPercent: 50,
      withinLimit: false,
      maxPayment: 7_000,
      maxLoan: 1_259_372,
    });
  });

  it("accepts 50% exactly and below", () => {
    // (11,337.49 + 0) / 30,000 = 37.79%
    expect(debtBurden({ income: 30_000, otherDebts: 0, payment: 11_337.49, ratePercent: 4.5, years: 25 })).toMatchObject({
      percent: 37.79,
      withinLimit: true,
    });
    expect(debtBurden({ income: 20_000, otherDebts: 2_000, payment: 8_000, ratePercent: 4.5, years: 25 }).withinLimit).toBe(true);
  });

  it("leaves no room when other payments already take half the income", () => {
    const dbr = debtBurden({ income: 10_000, otherDebts: 6_000, payment: 100, ratePercent: 4.5, years: 25 });
    expect(dbr).toMatchObject({ withinLimit: false, maxPayment: 0, maxLoan: 0 });
  });
});

describe("the cash needed on day one", () => {
  it("adds the down payment and each fee: AED 2,000,000 with a AED 1,500,000 loan", () => {
    const cash = dayOneCash({ price: 2_000_000, loan: 1_500_000, stage: "ready" });
    expect(amounts(cash)).toEqual({
      downPayment: 500_000, // 2,000,000 − 1,500,000
      dldTransfer: 80_580, // 4% × 2,000,000 = 80,000, + AED 580 admin
      mortgageRegistration: 4_040, // 0.25% × 1,500,000 = 3,750, + AED 290
      trustee: 4_200, // AED 4,000 + 5% VAT (price ≥ AED 500,000)
      agency: 42_000, // 2% × 2,000,000 = 40,000, + 5% VAT = 42,000
      valuation: 3_500, // the high end of AED 2,500–3,500
    });
    // 500,000 + 80,580 + 4,040 + 4,200 + 42,000 + 3,500
    expect(cash.total).toBe(634_320);
    expect(cash.lines.every((l) => l.case === "charged")).toBe(true);
  });

  it("charges the lower trustee fee under AED 500,000", () => {
    // 450,000 × 75% = 337,500 loan
    const cash = dayOneCash({ price: 450_000, loan: 337_500, stage: "ready" });
    expect(amounts(cash)).toMatchObject({
      downPayment: 112_500,
      dldTransfer: 18_580, // 18,000 + 580
      mortgageRegistration: 1_134, // 843.75 + 290 = 1,133.75 → 1,134
      trustee: 2_100, // 2,000 + 5% VAT
      agency: 9_450, // 9,000 + 5% VAT
    });
    expect(cash.lines.find((l) => l.key === "trustee")?.case).toBe("below-threshold");
  });

  it("has no trustee office off-plan, and no mortgage registration or valuation without a loan", () => {
    const offPlan = dayOneCash({ price: 3_000_000, loan: 1_500_000, stage: "off-plan" });
    expect(amounts(offPlan).trustee).toBe(0);
    expect(offPlan.lines.find((l) => l.key === "trustee")?.case).toBe("off-plan");

    const cashBuyer = dayOneCash({ price: 1_000_000, loan: 0, stage: "ready" });
    expect(amounts(cashBuyer)).toEqual({
      downPayment: 1_000_000,
      dldTransfer: 40_580,
      mortgageRegistration: 0,
      trustee: 4_200,
      agency: 21_000,
      valuation: 0,
    });
    expect(cashBuyer.total).toBe(1_065_780); // 1,000,000 + 40,580 + 4,200 + 21,000
  });
});

describe("a whole calculation", () => {
  it("opens on the defaults: an expatriate's first home at AED 2,000,000, the most the rules allow, 4.5%, 25 years", () => {
    const result = calculateMortgage(MORTGAGE_DEFAULTS);
    expect(result.cap.percent).toBe(75);
    expect(result.loan).toEqual({ asked: null, amount: 1_500_000, limitedToCap: false });
    expect(result.monthlyPayment).toBe(8_337.49);
    // 8,337.49 × 300 − 1,500,000 = 1,001,247
    expect(result.totalInterest).toBe(1_001_247);
    expect(result.debtBurden).toBeNull();
    expect(result.dayOne.total).toBe(634_320);
  });

  it("uses the loan asked for when it is under the cap, and the cap when it is over", () => {
    expect(calculateMortgage(inputs({ loan: 1_000_000 })).loan).toEqual({ asked: 1_000_000, amount: 1_000_000, limitedToCap: false });
    const over = calculateMortgage(inputs({ loan: 1_800_000 }));
    expect(over.loan).toEqual({ asked: 1_800_000, amount: 1_500_000, limitedToCap: true });
    expect(over.dayOne.lines[0]?.amount).toBe(500_000);
  });

  it("shortens the term for age, and pays more a month for it", () => {
    const result = calculateMortgage(inputs({ age: 50 }));
    expect(result.tenure).toMatchObject({ years: 15, limitedBy: "age" });
    expect(result.monthlyPayment).toBe(11_474.9);
  });

  it("refuses a loan past the age limit and counts the purchase as cash", () => {
    const result = calculateMortgage(inputs({ age: 66 }));
    expect(result.refusedForAge).toBe(true);
    expect(result.loan.amount).toBe(0);
    expect(result.monthlyPayment).toBe(0);
    expect(result.dayOne.lines[0]?.amount).toBe(2_000_000);
    expect(result.debtBurden).toBeNull();
  });

  it("checks the debt burden only when an income is given", () => {
    const refused = calculateMortgage(inputs({ income: 20_000, otherDebts: 3_000 }));
    expect(refused.debtBurden).toMatchObject({ percent: 56.69, withinLimit: false, maxLoan: 1_259_372 });
    expect(calculateMortgage(inputs({ income: 30_000 })).debtBurden?.withinLimit).toBe(true);
  });

  it("takes 50% off-plan, with the off-plan day-one lines", () => {
    const result = calculateMortgage(inputs({ stage: "off-plan", price: 3_000_000 }));
    expect(result.loan.amount).toBe(1_500_000);
    expect(result.monthlyPayment).toBe(8_337.49);
    // 1,500,000 down + 120,580 DLD + 4,040 registration + 0 trustee + 63,000 agency + 3,500 valuation
    expect(result.dayOne.total).toBe(1_691_120);
  });
});
