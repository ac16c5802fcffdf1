import { describe, expect, it } from "vitest";
import { foldText, indexLocation, matchLocations, resolveLocationText } from "./match.ts";
import type { LocationEntry, LocationKind } from "./types.ts";

let n = 0;
function entry(kind: LocationKind, name: string, parents: string[] = [], sale = 1): ReturnType<typeof indexLocation> {
  n++;
  const e: LocationEntry = {
    id: `l${n}`,
    kind,
    name,
    label: [name, ...parents].join(", "),
    place: { areaId: n },
    counts: { sale, rent: 0, projects: 0 },
  };
  return indexLocation(e, parents);
}

const index = [
  entry("area", "Jumeirah Village Circle (JVC)", [], 50),
  entry("area", "Jumeirah Lake Towers (JLT)", [], 40),
  entry("area", "Jumeirah Beach Residence (JBR)", [], 30),
  entry("area", "Downtown Dubai", [], 60),
  entry("area", "Dubai Marina", [], 80),
  entry("community", "Marina Gate", ["Dubai Marina"], 10),
  entry("community", "Marina Promenade", ["Dubai Marina"], 12),
  entry("building", "Marina Gate 1", ["Marina Gate", "Dubai Marina"], 3),
  entry("area", "The Springs", [], 20),
  entry("community", "Springs 3", ["The Springs"], 4),
  entry("community", "Springs 10", ["The Springs"], 2),
  entry("community", "Belgravia", ["Jumeirah Village Circle (JVC)"], 5),
  entry("area", "Al Barsha", [], 9),
  entry("community", "Résidence Élysée", ["Al Barsha"], 1),
];

const names = (q: string, limit = 10) => matchLocations(index, q, limit).map((l) => l.name);

describe("location matching", () => {
  it("folds case, accents and punctuation", () => {
    expect(foldText("  Résidence  ÉLYSÉE! ")).toBe("residence elysee");
    expect(names("residence elysee")).toEqual(["Résidence Élysée"]);
    expect(names("RÉSIDENCE")).toEqual(expect.arrayContaining(["Résidence Élysée", "Jumeirah Beach Residence (JBR)"]));
  });

  it("finds an area by its abbreviation, in any case", () => {
    expect(names("jvc")[0]).toBe("Jumeirah Village Circle (JVC)");
    expect(names("JLT")[0]).toBe("Jumeirah Lake Towers (JLT)");
    expect(names("Jbr")[0]).toBe("Jumeirah Beach Residence (JBR)");
  });

  it("knows aliases people use: Downtown is Downtown Dubai", () => {
    expect(names("downtown")).toEqual(["Downtown Dubai"]);
  });

  it("offers the area, its communities and buildings for 'marina', area first", () => {
    const found = matchLocations(index, "marina", 10);
    expect(found[0]?.name).toBe("Dubai Marina");
    expect(found.map((l) => l.name)).toEqual(expect.arrayContaining(["Marina Gate", "Marina Promenade", "Marina Gate 1"]));
    expect(found.map((l) => l.kind).indexOf("building")).toBeGreaterThan(found.map((l) => l.kind).indexOf("community"));
  });

  it("matches a community by its parent's name too: 'The Springs 3' is Springs 3, not Springs 10", () => {
    expect(names("The Springs 3")).toEqual(["Springs 3"]);
    expect(names("belgravia jvc")).toEqual(["Belgravia"]);
  });

  it("matches word prefixes, not the middle of words, and needs every word", () => {
    expect(names("umeirah")).toEqual([]);
    expect(names("jumeirah village")).toEqual(["Jumeirah Village Circle (JVC)"]);
    expect(names("marina xyz")).toEqual([]);
  });

  it("answers nothing for empty text or only filler words", () => {
    expect(names("")).toEqual([]);
    expect(names("  ")).toEqual([]);
    expect(names("the dubai")).toEqual([]);
  });

  it("resolves a typed place (the no-JS box) to the best location", () => {
    expect(resolveLocationText(index, "jvc").map((l) => l.name)).toEqual(["Jumeirah Village Circle (JVC)"]);
    expect(resolveLocationText(index, "nowhere at all")).toEqual([]);
  });
});
