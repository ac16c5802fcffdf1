import { describe, expect, it } from "vitest";
import { projectDescription, projectName } from "./localized.ts";

describe("a project's name and description in the page's language", () => {
  it("shows the Arabic version on an Arabic page when the data has one, else the English marked lang=en", () => {
    expect(projectName({ name: "Palm Towers", nameAr: "أبراج النخلة" }, "ar")).toEqual({ text: "أبراج النخلة" });
    expect(projectName({ name: "Palm Towers", nameAr: null }, "ar")).toEqual({ text: "Palm Towers", lang: "en" });
    expect(projectName({ name: "Palm Towers", nameAr: "أبراج النخلة" }, "en")).toEqual({ text: "Palm Towers" });
    expect(projectDescription({ description: "Beachfront.", descriptionAr: "على الشاطئ." }, "ar")).toEqual({ text: "على الشاطئ." });
    expect(projectDescription({ description: "Beachfront." }, "ar")).toEqual({ text: "Beachfront.", lang: "en" });
  });
});
