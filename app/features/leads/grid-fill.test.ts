import { describe, expect, it } from "vitest";
import { emptyCells, gridFillClasses } from "./grid-fill.ts";

describe("gridFillClasses", () => {
  it("fills a page of 10 results: nothing in 2 columns, 2 cells in 3 columns, 2 in 4", () => {
    expect(emptyCells(10, 2)).toBe(0);
    expect(emptyCells(10, 3)).toBe(2);
    expect(emptyCells(10, 4)).toBe(2);
    expect(gridFillClasses(10)).toBe("hidden sm:hidden xl:flex xl:col-span-2 4xl:flex 4xl:col-span-2");
  });

  it("fills a short last page at every width that leaves a gap", () => {
    expect(gridFillClasses(7)).toBe("hidden sm:flex sm:col-span-1 xl:flex xl:col-span-2 4xl:flex 4xl:col-span-1");
  });

  it("is absent when every row is full, and with no results", () => {
    expect(gridFillClasses(12)).toBeNull();
    expect(gridFillClasses(0)).toBeNull();
  });
});
