import { describe, expect, it } from "vitest";
import { parseIdParam, parsePageParam } from "./params.ts";

describe("parsePageParam", () => {
  it.each([
    ["", 1],
    ["page=2", 2],
    ["page=0", 1],
    ["page=-3", 1],
    ["page=abc", 1],
    ["page=2.5", 1],
    ["page=999999999", 10_000],
  ])("%s → %i", (query, page) => {
    expect(parsePageParam(new URLSearchParams(query))).toBe(page);
  });
});

describe("parseIdParam", () => {
  it("accepts positive integers and rejects anything else", () => {
    expect(parseIdParam("12")).toBe(12);
    for (const bad of [undefined, "", "0", "-1", "1.5", "abc", "12abc", "01", "99999999999"]) {
      expect(parseIdParam(bad)).toBeNull();
    }
  });
});
