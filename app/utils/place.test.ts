import { describe, expect, it } from "vitest";
import { placeLine } from "./place.ts";

describe("placeLine", () => {
  it("names a place once when the area and the region or community spell it twice", () => {
    expect(placeLine(["Jumeirah Beach Residence (JBR)", "Jumeirah Beach Residence, Dubai"])).toBe("Jumeirah Beach Residence (JBR), Dubai");
    expect(placeLine(["Jumeirah Beach Residence", "Jumeirah Beach Residence (JBR)"], " · ")).toBe("Jumeirah Beach Residence (JBR)");
    expect(placeLine(["Dubai Hills Estate", "Dubai Hills Estate, Dubai"])).toBe("Dubai Hills Estate, Dubai");
    expect(placeLine(["Dubai Marina", "Dubai Marina"])).toBe("Dubai Marina");
  });

  it("keeps distinct places in order, even when one name contains another", () => {
    expect(placeLine(["Dubai Marina", "Marina Gate"], " · ")).toBe("Dubai Marina · Marina Gate");
    expect(placeLine(["Marina Gate", "Dubai Marina"])).toBe("Marina Gate, Dubai Marina");
    expect(placeLine(["Al Barsha", "Al Barsha 1"])).toBe("Al Barsha, Al Barsha 1");
    expect(placeLine(["JVC", "Dubai"])).toBe("JVC, Dubai");
  });

  it("skips missing and empty names", () => {
    expect(placeLine([null, "Dubai"])).toBe("Dubai");
    expect(placeLine([undefined, null, " ", ""])).toBe("");
  });
});
