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
