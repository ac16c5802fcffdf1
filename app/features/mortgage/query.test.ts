import { describe, expect, it } from "vitest";
import { MORTGAGE_DEFAULTS } from "./calculate.ts";
import { DEFAULT_VALUES, mortgageSearch, parseMortgageQuery } from "./query.ts";

const parse = (query: string) => parseMortgageQuery(new URLSearchParams(query));

describe("the mortgage query", () => {
  it("opens on the defaults when nothing was sent", () => {
    expect(parse("")).toEqual({ values: DEFAULT_VALUES, errors: {}, inputs: { ...MORTGAGE_DEFAULTS }, submitted: false });
  });

  it("reads every field, amounts as people type them", () => {
    const query = parse(
      "price=AED+3,250,000&buyer=national&home=further&stage=off-plan&loan=1 000 000&rate=3.99%25&years=20&age=41&income=45,000&debts=2500",
    );
    expect(query.errors).toEqual({});
    expect(query.submitted).toBe(true);
    expect(query.inputs).toEqual({
      price: 3_250_000,
      residency: "national",
      firstHome: false,
      stage: "off-plan",
      loan: 1_000_000,
      ratePercent: 3.99,
      years: 20,
      age: 41,
      income: 45_000,
      otherDebts: 2_500,
    });
  });

  it("takes a price alone (the listing box's link) with the other defaults; empty optional fields are none", () => {
    const query = parse("price=1750000&loan=&age=&income=&debts=");
    expect(query.inputs).toEqual({ ...MORTGAGE_DEFAULTS, price: 1_750_000 });
  });

  it("says what is wrong with each unusable field, and computes nothing", () => {
    const query = parse("price=abc&buyer=martian&home=second&stage=soon&loan=-5&rate=25&years=30&age=12&income=0&debts=x");
    expect(query.inputs).toBeNull();
    expect(query.values.price).toBe("abc");
    expect(query.errors).toEqual({
      price: "Enter the property price in AED, for example 2,000,000.",
      buyer: "Choose expatriate or UAE national.",
      home: "Choose first home or second or further home.",
      stage: "Choose ready or off-plan.",
      loan: "Enter the loan in AED, or leave it empty for the most the rules allow.",
      rate: "Enter the yearly interest rate in percent, from 0 to 20, for example 4.5.",
      years: "Enter the term in whole years, from 1 to 25: the UAE Central Bank allows no longer.",
      age: "Enter your age in whole years, from 18 to 99, or leave it empty.",
      income: "Enter your gross monthly income in AED, or leave it empty.",
      debts: "Enter your other monthly loan payments in AED, or leave it empty.",
    });
  });

  it("names the price range, and refuses an empty price or an overlong entry", () => {
    expect(parse("price=500").errors.price).toBe("Enter a price from AED 10,000 to AED 1,000,000,000.");
    expect(parse("price=").errors.price).toBe("Enter the property price in AED, for example 2,000,000.");
    expect(parse(`price=${"9".repeat(50)}`).errors.price).toBe("Enter the property price in AED, for example 2,000,000.");
    expect(parse("years=2.5").errors.years).toMatch(/^Enter the term in whole years/);
  });

  it("uses the first of a repeated field", () => {
    expect(parse("price=1200000&price=abc").inputs?.price).toBe(1_200_000);
  });

  it("builds the listing box's link: the price, and off-plan when it is", () => {
    expect(mortgageSearch({ price: 2_450_000 })).toBe("?price=2450000");
    expect(mortgageSearch({ price: 2_450_000, stage: "off-plan" })).toBe("?price=2450000&stage=off-plan");
  });

  it("says what is wrong in Arabic on the Arabic page", () => {
    const query = parseMortgageQuery(new URLSearchParams("price=500&buyer=martian&years=30"), "ar");
    expect(query.inputs).toBeNull();
    expect(query.errors).toEqual({
      price: "أدخل سعرًا بين 10,000 درهم و1,000,000,000 درهم.",
      buyer: "اختر فئة المشتري: وافد أو مواطن إماراتي.",
      years: "أدخل مدة القرض بالسنوات الكاملة، من 1 إلى 25: فمصرف الإمارات العربية المتحدة المركزي لا يسمح بمدة أطول.",
    });
  });

  it("reads amounts typed with an Arabic keyboard: Arabic-Indic digits, separators and «درهم»", () => {
    const query = parse(
      `price=${encodeURIComponent("٣٬٢٥٠٬٠٠٠ درهم")}&rate=${encodeURIComponent("٣٫٩٩٪")}&years=${encodeURIComponent("٢٠")}`,
    );
    expect(query.errors).toEqual({});
    expect(query.inputs).toMatchObject({ price: 3_250_000, ratePercent: 3.99, years: 20 });
  });
});
