import { describe, expect, it } from "vitest";
import { MAX_PAGE } from "#app/utils/limits.ts";
import { parsePageParam } from "./params.ts";

describe("parsePageParam", () => {
  it.each([
    ["", 1],
    ["page=2", 2],
    ["page=0", 1],
    ["page=-3", 1],
    ["page=abc", 1],
    ["page=2.5", 1],
    ["page=999999999", MAX_PAGE],
  ])("%s → %i", (query, page) => {
    expect(parsePageParam(new URLSearchParams(query))).toBe(page);
  });
});
