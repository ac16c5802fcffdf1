import { describe, expect, it } from "vitest";
import { listHeading, namePlaces } from "./list-heading.ts";
import * as ar from "./ar/list-heading.ts";

describe("listHeading", () => {
  it("keeps the spec's heading when no place is chosen", () => {
    expect(listHeading("Residential", "buy")).toBe("Properties for sale in Dubai");
    expect(listHeading("Commercial", "rent", [])).toBe("Commercial properties to rent in Dubai");
  });

  it("names a chosen area, community or building", () => {
    expect(listHeading("Residential", "buy", [{ label: "Dubai Marina" }])).toBe("Properties for sale in Dubai Marina");
    expect(listHeading("Residential", "rent", [{ label: "Marina Gate 1, Dubai Marina" }])).toBe("Properties to rent in Marina Gate 1");
    expect(listHeading("Commercial", "buy", [{ label: "Business Bay" }])).toBe("Commercial properties for sale in Business Bay");
  });

  it("names two places and counts the rest", () => {
    expect(namePlaces(["Dubai Marina", "Business Bay"])).toBe("Dubai Marina and Business Bay");
    expect(namePlaces(["Dubai Marina", "Business Bay", "Downtown Dubai"])).toBe("Dubai Marina, Business Bay and 1 more place");
    expect(namePlaces(["A1", "B1", "C1", "D1"])).toBe("A1, B1 and 2 more places");
  });
});

describe("the Arabic list heading", () => {
  it("keeps the Arabic heading when no place is chosen", () => {
    expect(ar.listHeading("Residential", "buy")).toBe("عقارات للبيع في دبي");
    expect(ar.listHeading("Residential", "rent")).toBe("عقارات للإيجار في دبي");
    expect(ar.listHeading("Commercial", "buy", [])).toBe("عقارات تجارية للبيع في دبي");
  });

  it("names the chosen places in place of Dubai and counts the rest with Arabic plurals", () => {
    expect(ar.listHeading("Residential", "buy", [{ label: "Dubai Marina" }])).toBe("عقارات للبيع في Dubai Marina");
    expect(ar.namePlaces(["Dubai Marina", "Business Bay"])).toBe("Dubai Marina و Business Bay");
    expect(ar.namePlaces(["A1", "B1", "C1"])).toBe("A1، B1 ومكان آخر");
    expect(ar.namePlaces(["A1", "B1", "C1", "D1"])).toBe("A1، B1 ومكانان آخران");
    expect(ar.namePlaces(["A1", "B1", "C1", "D1", "E1"])).toBe("A1، B1 و3 أماكن أخرى");
  });
});
