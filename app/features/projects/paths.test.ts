import { describe, expect, it } from "vitest";
import { projectPath } from "#app/utils/paths.ts";
import { pageHref, projectPlace } from "./paths.ts";

describe("project paths", () => {
  it("builds the project page path", () => expect(projectPath(12)).toBe("/properties-off-plan/12"));
  it("keeps the other parameters and drops page 1", () => {
    expect(pageHref("/off-plan-properties", "?rooms=2&page=3", 1)).toBe("/off-plan-properties?rooms=2");
    expect(pageHref("/off-plan-properties", "?rooms=2", 4)).toBe("/off-plan-properties?rooms=2&page=4");
    expect(pageHref("/new-projects", "", 1)).toBe("/new-projects");
  });
  it("does not repeat the area when the region names it", () => {
    expect(projectPlace("Dubai Hills Estate", "Dubai Hills Estate, Dubai")).toBe("Dubai Hills Estate, Dubai");
    expect(projectPlace("JVC", "Dubai")).toBe("JVC, Dubai");
    expect(projectPlace(null, "Dubai")).toBe("Dubai");
    expect(projectPlace(null, null)).toBe("");
    expect(projectPlace("Jumeirah Beach Residence (JBR)", "Jumeirah Beach Residence, Dubai")).toBe("Jumeirah Beach Residence (JBR), Dubai");
  });
});
