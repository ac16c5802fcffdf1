import { describe, expect, it } from "vitest";
import { handoverQuarter, planLine } from "./plan-line.ts";
import * as AR from "#app/content/ar/projects.ts";

const plan = (first: number | null, construction: number | null, onHandover: number | null, postHandover: number | null) => ({
  first,
  construction,
  onHandover,
  postHandover,
});

describe("the project card's plan line", () => {
  it("reads '60/40 · 30% post-handover · Q3 2028'", () => {
    expect(planLine({ plan: plan(20, 40, 10, 30), handover: "2028-08" })).toBe("60/40 · 30% post-handover · Q3 2028");
  });
  it("says when a plan has no post-handover share", () => {
    expect(planLine({ plan: plan(10, 70, 20, 0), handover: "2027-01" })).toBe("80/20 · no post-handover · Q1 2027");
  });
  it("leaves out what the data lacks", () => {
    expect(planLine({ plan: plan(null, null, null, null), handover: "2029-12" })).toBe("Q4 2029");
    expect(planLine({ plan: plan(null, null, null, null), handover: null })).toBe("");
  });
  it("turns a handover month into its quarter and refuses anything else", () => {
    expect(handoverQuarter("2028-03")).toBe("Q1 2028");
    expect(handoverQuarter("2028-04")).toBe("Q2 2028");
    expect(handoverQuarter("2028-13")).toBe("");
    expect(handoverQuarter("2028")).toBe("");
  });
});

describe("the plan line in Arabic", () => {
  it("reads «60/40 · 30% بعد التسليم · الربع الثالث 2028»", () => {
    expect(planLine({ plan: plan(20, 40, 10, 30), handover: "2028-08" }, AR.PROJECT_CARD_TEXTS)).toBe(
      "60/40 · 30% بعد التسليم · الربع الثالث 2028",
    );
    expect(planLine({ plan: plan(10, 70, 20, 0), handover: "2027-01" }, AR.PROJECT_CARD_TEXTS)).toBe(
      "80/20 · بلا دفعات بعد التسليم · الربع الأول 2027",
    );
  });
});
