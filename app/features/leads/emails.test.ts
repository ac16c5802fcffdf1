import { describe, expect, it } from "vitest";
import { composeLeadEmails } from "./emails.ts";
import { validateLead } from "./schemas.ts";

const config = { notifyTo: "leads@agency.test", agencyEmail: "hello@agency.test", brand: "Agency", siteUrl: "https://www.agency.test" };
const person = { name: "Priya Nair", email: "priya@example.com", phone: "+971501234567" };

function lead(kind: "guide" | "enquiry", extra: Record<string, string> = {}) {
  const checked = validateLead(kind, { ...person, ...extra });
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.lead;
}

describe("the visitor's acknowledgement", () => {
  it("delivers the investment guide: a guide request's e-mail links to the guide itself on the trusted origin", () => {
    const visitor = composeLeadEmails(lead("guide"), config).find((e) => e.recipient === "visitor");
    expect(visitor?.to).toBe("priya@example.com");
    expect(visitor?.body).toContain("https://www.agency.test/investment-guide/read");
  });

  it("an enquiry's e-mail carries no guide link", () => {
    const visitor = composeLeadEmails(lead("enquiry", { category: "Residential Sales" }), config).find((e) => e.recipient === "visitor");
    expect(visitor?.body).not.toContain("/investment-guide/read");
  });
});

describe("the visitor's acknowledgement of an Arabic lead", () => {
  const arabicLead = (kind: "guide" | "enquiry", extra: Record<string, string> = {}) => {
    const checked = validateLead(kind, { ...person, ...extra }, "ar");
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    return checked.lead;
  };

  it("is written in Arabic, subject and body, with a right-to-left HTML part; the agency's stays English", () => {
    const [agency, visitor] = composeLeadEmails(arabicLead("guide"), config, "/ar/investment-guide", "ar");
    expect(visitor?.subject).toBe("طلبك لدليل الاستثمار العقاري في دبي");
    expect(visitor?.body).toContain("مرحبًا Priya Nair،");
    expect(visitor?.body).toContain("https://www.agency.test/ar/investment-guide/read");
    expect(visitor?.body).toContain("مع أطيب التحيات،\nAgency العقارية");
    expect(visitor?.html).toMatch(/^<!doctype html>\n<html lang="ar" dir="rtl">/);
    expect(visitor?.html).toContain('<a href="https://www.agency.test/ar/investment-guide/read" dir="ltr">');
    expect(agency?.subject).toBe("Investment guide request: Priya Nair");
    expect(agency?.body).toContain("Language: Arabic");
    expect(agency?.body).toContain("Sent from: https://www.agency.test/ar/investment-guide");
    expect(agency?.html).toBeNull();
  });

  it("escapes what the visitor typed and never makes it a link", () => {
    const [, visitor] = composeLeadEmails(
      arabicLead("enquiry", { name: "<b>Sam</b> https://evil.example", category: "Others" }),
      config,
      undefined,
      "ar",
    );
    expect(visitor?.html).toContain("مرحبًا &lt;b&gt;Sam&lt;/b&gt; https://evil.example،");
    expect(visitor?.html).not.toContain('href="https://evil.example');
  });

  it("an English lead's acknowledgement is plain text only, as before", () => {
    const [, visitor] = composeLeadEmails(lead("enquiry", { category: "Others" }), config);
    expect(visitor?.subject).toBe("We have received your enquiry");
    expect(visitor?.html).toBeNull();
  });
});
