import { describe, expect, it } from "vitest";
import { filterByText, stepActive } from "./combobox-logic.ts";

const developers = ["Emaar Properties", "Damac", "Nakheel", "Meraas", "Sobha Realty"];
const same = (s: string) => s;

describe("filterByText", () => {
  it("keeps the options containing the query, ignoring case and surrounding spaces", () => {
    expect(filterByText(developers, "  EMA ", same)).toEqual(["Emaar Properties"]);
    expect(filterByText(developers, "ra", same)).toEqual(["Meraas"]);
  });

  it("returns every option for an empty query and none for a query nothing contains", () => {
    expect(filterByText(developers, "", same)).toEqual(developers);
    expect(filterByText(developers, "zzz", same)).toEqual([]);
  });

  it("lists at most `limit` matches, in their original order", () => {
    expect(filterByText(developers, "a", same, 2)).toEqual(["Emaar Properties", "Damac"]);
  });
});

describe("stepActive", () => {
  it("clamps at both ends of the list without wrapping", () => {
    expect(stepActive(0, -1, 5, false)).toBe(0);
    expect(stepActive(4, 1, 5, false)).toBe(4);
    expect(stepActive(2, 1, 5, false)).toBe(3);
  });

  it("wraps from the last option to the first and back when asked to", () => {
    expect(stepActive(4, 1, 5, true)).toBe(0);
    expect(stepActive(0, -1, 5, true)).toBe(4);
  });

  it("stays on 0 for an empty list", () => {
    expect(stepActive(3, 1, 0, false)).toBe(0);
    expect(stepActive(3, -1, 0, true)).toBe(0);
  });
});
