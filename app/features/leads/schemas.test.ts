import { describe, expect, it } from "vitest";
import { FIELD_REQUIRED } from "#app/content/site.ts";
import { FIELD_MESSAGES as M } from "#app/content/leads.ts";
import type { LeadKind } from "./fields.ts";
import { validateLead } from "./schemas.ts";

const person = { name: "Aisha Khan", email: "Aisha@Example.com", phone: "050 123 4567", country: "ae" };
const good: Record<LeadKind, Record<string, string>> = {
  enquiry: { ...person, category: "Residential Sales", message: "Looking for a 2-bed in the Marina" },
  guide: { ...person, message: "" },
  valuation: { ...person, tab: "Sales", property: "Marina Gate 1", unit: "2304" },
  newsletter: { email: "reader@example.com" },
};

function errorsOf(kind: LeadKind, fields: Record<string, string>) {
  const r = validateLead(kind, fields);
  return r.ok ? {} : r.errors;
}

describe("lead schemas", () => {
  it.each(Object.keys(good) as LeadKind[])("accepts a complete %s form", (kind) => {
    expect(validateLead(kind, good[kind]).ok).toBe(true);
  });

  it("normalises the e-mail and derives E.164 and the dial code from the number", () => {
    const r = validateLead("guide", good.guide);
    if (!r.ok || r.lead.kind !== "guide") throw new Error("expected a valid guide request");
    expect(r.lead.data).toMatchObject({ email: "aisha@example.com", phone: "+971501234567", phoneCode: "+971" });
  });

  it("takes the dial code from a number typed with +code, whatever country is chosen", () => {
    const r = validateLead("guide", { ...good.guide, phone: "+44 7911 123456", country: "ae" });
    if (!r.ok || r.lead.kind !== "guide") throw new Error("expected valid");
    expect(r.lead.data.phoneCode).toBe("+44");
  });

  it("reads a national number for the chosen country", () => {
    const r = validateLead("guide", { ...good.guide, phone: "07911 123456", country: "gb" });
    if (!r.ok || r.lead.kind !== "guide") throw new Error("expected valid");
    expect(r.lead.data.phone).toBe("+447911123456");
    expect(validateLead("guide", { ...good.guide, phone: "07911 123456", country: "ae" }).ok).toBe(false);
  });

  describe("name", () => {
    it.each([undefined, "", "   "])("is required (%s)", (name) => {
      const fields: Record<string, string> = { ...good.enquiry };
      if (name === undefined) delete fields.name;
      else fields.name = name;
      expect(errorsOf("enquiry", fields).name).toBe(M.nameRequired);
    });
    it.each(["A", " b ", "J.", "1", "-"])("needs at least 2 letters on every form (%s)", (name) => {
      for (const kind of ["enquiry", "guide", "valuation"] as const) {
        expect(errorsOf(kind, { ...good[kind], name }).name).toBe(M.nameTooShort);
      }
    });
    it.each(["Li", "Jo Ng", "محمد", "Øy"])("accepts a short name of 2 letters or more, in any script (%s)", (name) => {
      expect(validateLead("enquiry", { ...good.enquiry, name }).ok).toBe(true);
    });
    it("is bounded and single-line", () => {
      expect(errorsOf("guide", { ...good.guide, name: "a".repeat(121) }).name).toBe(M.nameTooLong);
      const r = validateLead("guide", { ...good.guide, name: "Aisha\r\nBcc: x@evil.com" });
      expect(r.ok && r.lead.kind === "guide" && r.lead.data.name).toBe("Aisha Bcc: x@evil.com");
    });
  });

  describe("email", () => {
    it.each([
      ["", M.emailRequired],
      ["not-an-email", M.emailInvalid],
      ["a@b", M.emailInvalid],
      [`${"a".repeat(250)}@example.com`, M.emailInvalid],
    ])("rejects %j", (email, message) => {
      for (const kind of ["enquiry", "guide", "valuation", "newsletter"] as const) {
        expect(errorsOf(kind, { ...good[kind], email }).email).toBe(message);
      }
    });
  });

  describe("phone", () => {
    it.each([
      ["", M.phoneRequired],
      ["12", M.phoneInvalid],
      ["050 123", M.phoneInvalid],
      ["+971 50 123 4567 8901 2345", M.phoneTooLong],
      ["call me", M.phoneInvalid],
    ])("rejects %j", (phone, message) => {
      expect(errorsOf("valuation", { ...good.valuation, phone }).phone).toBe(message);
    });
    it("rejects an unknown country", () => {
      expect(errorsOf("guide", { ...good.guide, country: "zz" }).country).toBe(M.countryInvalid);
    });
    it("defaults the country to the UAE", () => {
      const { country: _c, ...noCountry } = good.guide;
      expect(validateLead("guide", noCountry).ok).toBe(true);
    });
  });

  describe("category", () => {
    it.each(["", "Villas", undefined])("a missing or unknown category says %s", (category) => {
      const fields: Record<string, string> = { ...good.enquiry };
      if (category === undefined) delete fields.category;
      else fields.category = category;
      expect(errorsOf("enquiry", fields).category).toBe(FIELD_REQUIRED);
    });
  });

  describe("message", () => {
    it("is optional and bounded", () => {
      expect(validateLead("enquiry", { ...good.enquiry, message: "" }).ok).toBe(true);
      expect(errorsOf("enquiry", { ...good.enquiry, message: "x".repeat(2001) }).message).toBe(M.tooLong(2000));
    });
    it("keeps line breaks", () => {
      const r = validateLead("guide", { ...good.guide, message: "line one\r\nline two" });
      expect(r.ok && r.lead.kind === "guide" && r.lead.data.message).toBe("line one\nline two");
    });
  });

  describe("valuation", () => {
    it("requires the property and bounds the unit", () => {
      expect(errorsOf("valuation", { ...good.valuation, property: " " }).property).toBe(M.propertyRequired);
      expect(errorsOf("valuation", { ...good.valuation, unit: "9".repeat(41) }).unit).toBe(M.tooLong(40));
      expect(validateLead("valuation", { ...good.valuation, unit: "" }).ok).toBe(true);
    });
    it("defaults the tab to Lettings and rejects unknown tabs", () => {
      const { tab: _t, ...noTab } = good.valuation;
      const r = validateLead("valuation", noTab);
      expect(r.ok && r.lead.kind === "valuation" && r.lead.data.tab).toBe("Lettings");
      expect(errorsOf("valuation", { ...good.valuation, tab: "Auction" }).tab).toBe(M.tabInvalid);
    });
    it("takes the optional property type, bedrooms, size and preferred time, stored as chosen", () => {
      const r = validateLead("valuation", {
        ...good.valuation,
        propertyType: "Villa",
        bedrooms: "4",
        size: " 3,250 sq ft ",
        preferredTime: "Weekend",
      });
      if (!r.ok || r.lead.kind !== "valuation") throw new Error("expected valid");
      expect(r.lead.data).toMatchObject({ propertyType: "Villa", bedrooms: "4", size: "3250", preferredTime: "Weekend" });
    });
    it("leaves the optional details empty when the visitor skips them", () => {
      const r = validateLead("valuation", good.valuation);
      if (!r.ok || r.lead.kind !== "valuation") throw new Error("expected valid");
      expect(r.lead.data).toMatchObject({ propertyType: "", bedrooms: "", size: "", preferredTime: "" });
    });
    it("rejects a choice that is not offered and a size that is not a plausible whole number of sq.ft", () => {
      const errors = errorsOf("valuation", { ...good.valuation, propertyType: "Castle", bedrooms: "12", preferredTime: "3am" });
      expect(errors).toMatchObject({ propertyType: M.choiceInvalid, bedrooms: M.choiceInvalid, preferredTime: M.choiceInvalid });
      for (const size of ["12.5", "abc", "99", "200001", "-500"]) {
        expect(errorsOf("valuation", { ...good.valuation, size }).size).toBe(M.sizeInvalid(100, 200_000));
      }
      expect(validateLead("valuation", { ...good.valuation, size: "200000" }).ok).toBe(true);
    });
  });

  it("reports every invalid field at once", () => {
    expect(Object.keys(errorsOf("enquiry", { name: "", email: "x", phone: "1", category: "" })).sort()).toEqual([
      "category",
      "email",
      "name",
      "phone",
    ]);
  });
});

describe("lead schemas in Arabic", () => {
  it("answers an Arabic form with the Arabic messages, one per field", async () => {
    const { FIELD_MESSAGES: AR } = await import("#app/content/ar/leads.ts");
    const { FIELD_REQUIRED: REQUIRED_AR } = await import("#app/content/ar/site.ts");
    const enquiry = validateLead("enquiry", { name: "", email: "x@", phone: "12", category: "" }, "ar");
    expect(enquiry.ok ? {} : enquiry.errors).toEqual({
      name: AR.nameRequired,
      email: AR.emailInvalid,
      phone: AR.phoneInvalid,
      category: REQUIRED_AR,
    });
    expect(AR.nameRequired).toBe("يرجى إدخال اسمك.");
    const size = validateLead("valuation", { ...good.valuation, size: "12" }, "ar");
    expect(size.ok ? {} : size.errors).toEqual({ size: "يرجى إدخال المساحة بالقدم المربع رقمًا صحيحًا بين 100 و200,000." });
  });

  it("counts the letters of a too-long field in Arabic («2,000 حرف», «60 حرفًا»)", () => {
    const message = validateLead("enquiry", { ...good.enquiry, message: "م".repeat(2001) }, "ar");
    expect(message.ok ? {} : message.errors).toEqual({ message: "يرجى اختصار النص إلى 2,000 حرف أو أقل." });
    const reference = validateLead("enquiry", { ...good.enquiry, reference: "R".repeat(61) }, "ar");
    expect(reference.ok ? {} : reference.errors).toEqual({ reference: "يرجى اختصار النص إلى 60 حرفًا أو أقل." });
  });

  it("accepts the same values as the English form and keeps them as they are", () => {
    const r = validateLead("valuation", { ...good.valuation, propertyType: "Villa", preferredTime: "Weekend" }, "ar");
    if (!r.ok || r.lead.kind !== "valuation") throw new Error("expected valid");
    expect(r.lead.data).toMatchObject({ tab: "Sales", propertyType: "Villa", preferredTime: "Weekend", phone: "+971501234567" });
    expect(validateLead("enquiry", good.enquiry).ok).toBe(true);
    expect(errorsOf("guide", { ...good.guide, name: "" })).toEqual({ name: M.nameRequired });
  });
});
