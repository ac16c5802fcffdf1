import { describe, expect, it } from "vitest";
import { enquiryDialogTitle } from "./enquiry-dialog.tsx";

describe("enquiryDialogTitle", () => {
  it("names the listing or project the enquiry is about", () => {
    expect(enquiryDialogTitle({ reference: "DXB-S-01234", category: "Residential Sales" })).toBe("Enquire about DXB-S-01234");
  });

  it("keeps the spec's 'General Enquiry' when it is about nothing in particular", () => {
    expect(enquiryDialogTitle({})).toBe("General Enquiry");
    expect(enquiryDialogTitle({ reference: "  ", category: "Others" })).toBe("General Enquiry");
  });
});
