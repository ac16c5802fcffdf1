import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { RENTAL_YIELD_SLIDER_ORDER, RENTAL_YIELD_SLIDERS } from "./yield-sliders.ts";
import {
  bandNote,
  calculateYield,
  clampToRange,
  DEFAULT_INPUTS,
  formatRoi,
  parseAmount,
  parseCalculatorQuery,
  resolveInput,
  roiBand,
  scalePosition,
  snapToStep,
} from "./calculator.ts";

describe("defaults and bounds (spec §9)", () => {
  it("uses the spec's ranges and steps; opens on a realistic flat (AED 1,500,000 at 105,000 a year, issue 41)", () => {
    expect(RENTAL_YIELD_SLIDERS.propertyPrice).toMatchObject({ min: 200000, max: 50000000, step: 50000, defaultValue: 1500000 });
    expect(RENTAL_YIELD_SLIDERS.serviceCharges).toMatchObject({ min: 0, max: 500000, step: 700, defaultValue: 5000 });
    expect(RENTAL_YIELD_SLIDERS.additionalCharges).toMatchObject({ min: 0, max: 100000, step: 150, defaultValue: 2000 });
    expect(RENTAL_YIELD_SLIDERS.annualRent).toMatchObject({ min: 0, max: 5000000, step: 5000, defaultValue: 105000 });
    // the new defaults sit on their sliders' steps
    for (const key of ["propertyPrice", "annualRent"] as const) {
      expect(snapToStep(RENTAL_YIELD_SLIDERS[key].defaultValue, RENTAL_YIELD_SLIDERS[key])).toBe(RENTAL_YIELD_SLIDERS[key].defaultValue);
    }
  });

  it("computes the default result: (105,000 − 7,000) / 1,500,000 = 6.53%, in line with Dubai's average", () => {
    expect(DEFAULT_INPUTS).toEqual({ propertyPrice: 1500000, serviceCharges: 5000, additionalCharges: 2000, annualRent: 105000 });
    expect(calculateYield(DEFAULT_INPUTS)).toEqual({ netRent: 98000, netRoi: 6.53, band: "average" });
    expect(formatRoi(calculateYield(DEFAULT_INPUTS).netRoi)).toBe("6.53%");
  });

  it("rounds the ROI to 2 decimals", () => {
    const r = calculateYield({ propertyPrice: 1_350_000, serviceCharges: 18_200, additionalCharges: 3_150, annualRent: 115_000 });
    expect(r.netRent).toBe(93_650);
    expect(r.netRoi).toBe(6.94); // 6.937…
    expect(formatRoi(r.netRoi)).toBe("6.94%");
  });

  it("gives a negative net rent and ROI when the charges exceed the rent", () => {
    const r = calculateYield({ propertyPrice: 1_000_000, serviceCharges: 20_000, additionalCharges: 5_000, annualRent: 10_000 });
    expect(r).toEqual({ netRent: -15_000, netRoi: -1.5, band: "below" });
  });
});

describe("zero and invalid price", () => {
  it("never divides by zero: a price of 0 gives no ROI", () => {
    const r = calculateYield({ ...DEFAULT_INPUTS, propertyPrice: 0 });
    expect(r.netRoi).toBeNull();
    expect(r.band).toBeNull();
    expect(r.netRent).toBe(98000);
    expect(formatRoi(r.netRoi)).toBe("—");
  });

  it("gives neither figure while the rent or a charge is not a number", () => {
    expect(calculateYield({ ...DEFAULT_INPUTS, annualRent: Number.NaN })).toEqual({ netRent: null, netRoi: null, band: null });
    expect(calculateYield({ ...DEFAULT_INPUTS, serviceCharges: Number.NaN }).netRent).toBeNull();
  });

  it("gives no ROI for a negative or non-finite price", () => {
    expect(calculateYield({ ...DEFAULT_INPUTS, propertyPrice: -5 }).netRoi).toBeNull();
    expect(calculateYield({ ...DEFAULT_INPUTS, propertyPrice: Number.NaN }).netRoi).toBeNull();
  });

  it("clamps a typed price of 0 up to the minimum and says so", () => {
    expect(resolveInput("propertyPrice", "0")).toEqual({ value: 200000, adjustment: "below-min" });
  });
});

describe("values typed outside the range", () => {
  it("clamps below the minimum and above the maximum", () => {
    expect(resolveInput("propertyPrice", "100000")).toEqual({ value: 200000, adjustment: "below-min" });
    expect(resolveInput("propertyPrice", "75,000,000")).toEqual({ value: 50000000, adjustment: "above-max" });
    expect(resolveInput("serviceCharges", "-10")).toEqual({ value: 0, adjustment: "below-min" });
    expect(resolveInput("annualRent", "9999999")).toEqual({ value: 5000000, adjustment: "above-max" });
  });

  it("keeps an in-range typed amount exactly, off the step grid", () => {
    expect(resolveInput("propertyPrice", "1,234,567")).toEqual({ value: 1234567, adjustment: null });
    expect(resolveInput("additionalCharges", "AED 2,001")).toEqual({ value: 2001, adjustment: null });
  });

  it("keeps the bounds themselves", () => {
    for (const key of RENTAL_YIELD_SLIDER_ORDER) {
      const c = RENTAL_YIELD_SLIDERS[key];
      expect(clampToRange(c.min, c)).toEqual({ value: c.min, adjustment: null });
      expect(clampToRange(c.max, c)).toEqual({ value: c.max, adjustment: null });
    }
  });

  it("always lands inside the range (property)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...RENTAL_YIELD_SLIDER_ORDER), fc.double({ noNaN: true, noDefaultInfinity: true }), (key, n) => {
        const c = RENTAL_YIELD_SLIDERS[key];
        const r = clampToRange(n, c);
        expect(r.value).toBeGreaterThanOrEqual(c.min);
        expect(r.value).toBeLessThanOrEqual(c.max);
        expect(r.adjustment === null).toBe(n >= c.min && n <= c.max);
      }),
    );
  });
});

describe("non-numeric input", () => {
  it("parses amounts as people type them", () => {
    expect(parseAmount("1,250,000")).toBe(1250000);
    expect(parseAmount(" 12 500 ")).toBe(12500);
    expect(parseAmount("aed 950000")).toBe(950000);
    expect(parseAmount("2000.5")).toBe(2000.5);
    expect(parseAmount(42)).toBe(42);
  });

  it("rejects what is not a number", () => {
    for (const raw of [
      "",
      "   ",
      "abc",
      "12abc",
      "1e400",
      "1e5",
      "--5",
      "1.2.3",
      null,
      undefined,
      {},
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ]) {
      expect(parseAmount(raw)).toBeNull();
    }
  });

  it("falls back to the default (or the given value) and says so", () => {
    expect(resolveInput("annualRent", "lots")).toEqual({ value: 105000, adjustment: "invalid" });
    expect(resolveInput("annualRent", "", 45000)).toEqual({ value: 45000, adjustment: "invalid" });
  });
});

describe("steps (slider position)", () => {
  it("snaps to the nearest step counted from the minimum", () => {
    expect(snapToStep(1_234_567, RENTAL_YIELD_SLIDERS.propertyPrice)).toBe(1_250_000);
    expect(snapToStep(5000, RENTAL_YIELD_SLIDERS.serviceCharges)).toBe(4900);
    expect(snapToStep(2000, RENTAL_YIELD_SLIDERS.additionalCharges)).toBe(1950);
    expect(snapToStep(32_400, RENTAL_YIELD_SLIDERS.annualRent)).toBe(30_000);
  });

  it("never passes the maximum when the range is not a whole number of steps", () => {
    // 500,000 / 700 and 100,000 / 150 are not whole: the last reachable steps are 499,800 and 99,900
    expect(snapToStep(500_000, RENTAL_YIELD_SLIDERS.serviceCharges)).toBe(499_800);
    expect(snapToStep(100_000, RENTAL_YIELD_SLIDERS.additionalCharges)).toBe(99_900);
    expect(snapToStep(50_000_000, RENTAL_YIELD_SLIDERS.propertyPrice)).toBe(50_000_000);
  });

  it("always gives a reachable slider value (property)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...RENTAL_YIELD_SLIDER_ORDER), fc.integer({ min: -1e9, max: 1e9 }), (key, n) => {
        const c = RENTAL_YIELD_SLIDERS[key];
        const s = snapToStep(n, c);
        expect(s).toBeGreaterThanOrEqual(c.min);
        expect(s).toBeLessThanOrEqual(c.max);
        expect((s - c.min) % c.step).toBe(0);
      }),
    );
  });
});

describe("the verdict: Dubai's 6–7% average (investment guide) and the good-ROI band (8–15%)", () => {
  it("places a result below the average, around it, inside the good band (inclusive) or above it", () => {
    expect(roiBand(5.99)).toBe("below");
    expect(roiBand(6)).toBe("average");
    expect(roiBand(7.99)).toBe("average");
    expect(roiBand(8)).toBe("good");
    expect(roiBand(15)).toBe("good");
    expect(roiBand(15.01)).toBe("above");
  });

  it("never calls an average Dubai yield poor: 5.3% is below the 6–7% average, 6.5% in line with it", () => {
    expect(bandNote(roiBand(5.3))).toBe("Below Dubai's 6–7% average rental yield; 8–15% is usually seen as a good ROI.");
    expect(bandNote(roiBand(6.5))).toBe("In line with Dubai's 6–7% average rental yield; 8–15% is usually seen as a good ROI.");
    expect(bandNote(roiBand(9))).toBe("Within the 8–15% range usually seen as a good ROI, above Dubai's 6–7% average.");
    expect(bandNote(roiBand(16))).toBe("Above the 8–15% range: check the rent and charges are realistic.");
    expect(bandNote(null)).toBe("Enter a property price to see the net ROI.");
  });

  it("places the marker on a 0–scaleMax scale, pinned to its ends", () => {
    expect(scalePosition(10, 20)).toBe(50);
    expect(scalePosition(-3, 20)).toBe(0);
    expect(scalePosition(80, 20)).toBe(100);
  });
});

describe("the no-JavaScript form's query", () => {
  it("computes from ?price=&service=&additional=&rent=", () => {
    const state = parseCalculatorQuery(new URLSearchParams("price=1500000&service=21000&additional=4500&rent=120000"));
    expect(state.submitted).toBe(true);
    expect(state.adjustments).toEqual({});
    expect(calculateYield(state.inputs)).toEqual({ netRent: 94500, netRoi: 6.3, band: "average" });
  });

  it("uses the defaults when nothing was sent", () => {
    expect(parseCalculatorQuery(new URLSearchParams(""))).toEqual({ inputs: DEFAULT_INPUTS, adjustments: {}, submitted: false });
  });

  it("drops unusable values and clamps out-of-range ones, reporting each", () => {
    const state = parseCalculatorQuery(new URLSearchParams("price=0&service=abc&rent=99999999"));
    expect(state.inputs).toEqual({ propertyPrice: 200000, serviceCharges: 5000, additionalCharges: 2000, annualRent: 5000000 });
    expect(state.adjustments).toEqual({ propertyPrice: "below-min", serviceCharges: "invalid", annualRent: "above-max" });
  });
});

describe("in Arabic (issue 43)", () => {
  it("states the verdict in Arabic", () => {
    expect(bandNote(roiBand(9), "ar")).toContain("ضمن نطاق");
    expect(bandNote(null, "ar")).toBe("أدخل سعر العقار لمعرفة صافي العائد على الاستثمار.");
  });

  it("reads amounts typed with an Arabic keyboard", () => {
    expect(parseAmount("١٬٢٥٠٬٠٠٠")).toBe(1250000);
    expect(parseAmount("٩٥٠٠٠٠ درهم")).toBe(950000);
    expect(parseAmount("۲۰۰۰٫۵")).toBe(2000.5);
  });
});
