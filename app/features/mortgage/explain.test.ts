import { describe, expect, it } from "vitest";
import { calculateMortgage, MORTGAGE_DEFAULTS, type MortgageInputs } from "./calculate.ts";
import { explainLine, resultNotes } from "./explain.ts";
import { formatPercent } from "./format.ts";

const result = (over: Partial<MortgageInputs> = {}) => calculateMortgage({ ...MORTGAGE_DEFAULTS, ...over });
const explained = (over: Partial<MortgageInputs> = {}) => {
  const r = result(over);
  return r.dayOne.lines.map((line) => explainLine(line, r).text);
};
const notes = (over: Partial<MortgageInputs> = {}) => resultNotes(result(over)).map((n) => n.text);

describe("the calculator's sentences", () => {
  it("prints percentages without trailing zeros", () => {
    expect([75, 0.25, 4.5, 56.687, 100].map(formatPercent)).toEqual(["75%", "0.25%", "4.5%", "56.69%", "100%"]);
  });

  it("explain each day-one line with the figures used", () => {
    expect(explained()).toEqual([
      "The price less the loan: 25% of the price, from your own money.",
      "4% of the price (AED 80,000) plus about AED 580 for the title deed and admin fees.",
      "0.25% of the loan (AED 3,750) plus a fixed fee of AED 290, paid to the Land Department to register the bank's mortgage.",
      "AED 4,000 plus 5% VAT, for a property of AED 500,000 or more.",
      "2% of the price (AED 40,000) plus 5% VAT, when you buy through an agent.",
      "Banks charge about AED 2,500 to AED 3,500 to value the property; the total counts AED 3,500.",
    ]);
    expect(explained({ price: 450_000, stage: "off-plan" })[3]).toBe(
      "None: the developer registers an off-plan purchase (Oqood), without a trustee office.",
    );
    expect(explained({ price: 450_000 })[3]).toBe("AED 2,000 plus 5% VAT, for a property under AED 500,000.");
  });

  it("name the cap that applied", () => {
    expect(notes()[0]).toBe(
      "The cap is 75% of the price: the most a bank may lend an expatriate on a first home of AED 5,000,000 or less.",
    );
    expect(notes({ price: 6_000_000, residency: "national" })[0]).toBe(
      "The cap is 70% of the price: the most a bank may lend a UAE national on a first home above AED 5,000,000 (the lower cap applies to the whole price).",
    );
    expect(notes({ stage: "off-plan" })[0]).toMatch(/^The cap is 50% of the price: the most a bank may lend anyone on an off-plan/);
  });

  it("say when the loan or the term was limited, and why a loan is refused", () => {
    expect(notes({ loan: 1_800_000 })).toContain("You asked for AED 1,800,000: the loan is limited to AED 1,500,000, the cap.");
    expect(notes({ age: 50 })).toContain("The last payment must come by age 65: at 50 the term is limited to 15 years.");
    expect(notes({ age: 66 })).toContain(
      "At 66, no term ends by age 65, the latest a last payment may come for an expatriate: a bank cannot lend. The figures are for buying with cash.",
    );
    expect(notes({ income: 20_000, otherDebts: 3_000 })).toContain(
      "Your loan payments would be 56.69% of your income, above the 50% limit: a bank would refuse this loan. Within the limit the payment can be up to AED 7,000 a month, a loan of about AED 1,259,372 at this rate and term.",
    );
    expect(notes({ income: 30_000 })).toContain("Your loan payments would be 27.79% of your income, within the 50% limit.");
    expect(notes({ income: 10_000, otherDebts: 6_000 })).toContain(
      "Your other loan payments already use the 50% limit: a bank would refuse any new loan.",
    );
  });

  it("are written in Arabic on the Arabic page, with the same figures in «درهم» and counted years", () => {
    const r = result();
    expect(explainLine(r.dayOne.lines[1]!, r, "ar")).toEqual({
      label: "رسوم نقل الملكية لدى دائرة الأراضي والأملاك",
      text: "4% من السعر (80,000 درهم) إضافة إلى نحو 580 درهم لسند الملكية والرسوم الإدارية.",
    });
    const arabic = (over: Partial<MortgageInputs>) => resultNotes(result(over), "ar").map((n) => n.text);
    expect(arabic({ price: 6_000_000, residency: "national" })[0]).toBe(
      "الحد الأقصى 70% من السعر: أقصى ما يجوز للبنك إقراضه للمواطن الإماراتي لشراء مسكن أول تزيد قيمته على 5,000,000 درهم (وتُطبَّق النسبة الأدنى على كامل السعر).",
    );
    expect(arabic({ loan: 1_800_000 })).toContain("طلبت قرضًا بقيمة 1,800,000 درهم، لكن القرض يقتصر على 1,500,000 درهم، وهو الحد الأقصى.");
    // Arabic counts: 15 عامًا, 3 أعوام, عامين
    expect(arabic({ age: 50 })).toContain("يجب أن يُسدَّد آخر قسط بحلول سن 65، لذا تقتصر مدة القرض في سن 50 على 15 عامًا.");
    expect(arabic({ age: 62 })).toContain("يجب أن يُسدَّد آخر قسط بحلول سن 65، لذا تقتصر مدة القرض في سن 62 على 3 أعوام.");
    expect(arabic({ age: 63 })).toContain("يجب أن يُسدَّد آخر قسط بحلول سن 65، لذا تقتصر مدة القرض في سن 63 على عامين.");
  });
});
