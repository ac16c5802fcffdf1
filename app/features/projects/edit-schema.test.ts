import { describe, expect, it } from "vitest";
import { ProjectFormSchema, projectFormInput } from "./edit-schema.ts";

const base = {
  name: "Harbour Lights",
  regionName: "",
  areaId: "",
  developerId: "",
  agentId: "",
  priceFrom: "1500000",
  houseTypes: "Apartment, Penthouse",
  handover: "2028-06",
  bedroomMin: "1",
  bedroomMax: "3",
  sizeMin: "",
  sizeMax: "",
  bathrooms: "",
  parking: "",
  totalFloors: "",
  furnishing: "",
  description: "On the creek.",
  ppFirstInstallment: "20",
  ppUnderConstruction: "40",
  ppOnHandover: "30",
  ppPostHandover: "10",
  permitNumber: "PP-1234",
  escrowAccount: "ESC 001",
  launchDate: "2026-11-01",
  status: "ACTIVE",
};

function formOf(fields: Record<string, string>, plans: Array<[string, string, string]> = []): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  for (const [title, price, size] of plans) {
    f.append("fp-title", title);
    f.append("fp-price", price);
    f.append("fp-size", size);
    f.append("fp-layout", "");
  }
  return f;
}

const parse = (fields: Record<string, string>, plans: Array<[string, string, string]> = []) =>
  ProjectFormSchema.safeParse(projectFormInput(formOf(fields, plans)));
const messages = (r: ReturnType<typeof parse>) =>
  r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path.join(".")), i.message]));

describe("project form: payment plan", () => {
  it("accepts four percentages adding up to 100, or none at all", () => {
    expect(parse(base).success).toBe(true);
    const none = parse({ ...base, ppFirstInstallment: "", ppUnderConstruction: "", ppOnHandover: "", ppPostHandover: "" });
    expect(none.success && [none.data.ppFirstInstallment, none.data.ppPostHandover]).toEqual([null, null]);
  });

  it("refuses a plan that does not add up to 100, saying what it adds up to", () => {
    expect(messages(parse({ ...base, ppPostHandover: "20" }))).toEqual({
      paymentPlan: "The payment plan must add up to 100% (it adds up to 110%).",
    });
    expect(messages(parse({ ...base, ppFirstInstallment: "10" }))).toEqual({
      paymentPlan: "The payment plan must add up to 100% (it adds up to 90%).",
    });
  });

  it("refuses a partial plan, negative or fractional percentages", () => {
    expect(messages(parse({ ...base, ppPostHandover: "" }))).toEqual({
      paymentPlan: "Fill in all four payment plan percentages, or none.",
    });
    expect(Object.keys(messages(parse({ ...base, ppFirstInstallment: "-10", ppUnderConstruction: "70" })))).toContain("ppFirstInstallment");
    expect(Object.keys(messages(parse({ ...base, ppFirstInstallment: "20.5", ppUnderConstruction: "39.5" })))).toContain(
      "ppFirstInstallment",
    );
  });
});

describe("project form: other fields", () => {
  it("takes prices typed with thousands separators, as the listing form does (issue 39)", () => {
    const r = parse({ ...base, priceFrom: "1,620,000" }, [["2 bedroom", "2 150 000", "1,150"]]);
    expect(r.success && [r.data.priceFrom, r.data.floorPlans[0]?.price, r.data.floorPlans[0]?.sizeSqft]).toEqual([
      1_620_000, 2_150_000, 1_150,
    ]);
  });

  it("keeps a description's lines as stored (LF), whatever the browser sent", () => {
    const r = parse({ ...base, description: "On the creek.\r\nNear the metro." });
    expect(r.success && r.data.description).toBe("On the creek.\nNear the metro.");
  });

  it("reads floor plans from repeated fields, dropping rows whose title was cleared", () => {
    const r = parse(base, [
      ["1 bedroom", "1200000", "750"],
      ["", "999", "1"],
      ["Penthouse", "", ""],
    ]);
    expect(r.success && r.data.floorPlans).toEqual([
      { title: "1 bedroom", price: 1_200_000, sizeSqft: 750, layout: "" },
      { title: "Penthouse", price: null, sizeSqft: null, layout: "" },
    ]);
    expect(r.success && r.data.houseTypes).toEqual(["Apartment", "Penthouse"]);
  });

  it("needs a permit number, a valid handover month and ranges the right way round", () => {
    const m = messages(parse({ ...base, permitNumber: " ", handover: "2028-13", bedroomMin: "4", bedroomMax: "2" }));
    expect(Object.keys(m).sort()).toEqual(["bedroomMax", "handover", "permitNumber"]);
  });
});
