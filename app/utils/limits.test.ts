import { describe, expect, it } from "vitest";
import { isId, MAX_ID, parseId } from "./limits.ts";

describe("parseId", () => {
  it("accepts 1…MAX_ID written as plain digits", () => {
    expect(parseId("12")).toBe(12);
    expect(parseId(String(MAX_ID))).toBe(MAX_ID);
  });

  it.each([undefined, null, "", "0", "-1", "1.5", "abc", "12abc", "01", " 1", "1e3", String(MAX_ID + 1), "99999999999"])(
    "rejects %j",
    (bad) => {
      expect(parseId(bad)).toBeNull();
    },
  );
});

describe("isId", () => {
  it("is true for safe integers from 1 to MAX_ID only", () => {
    expect([1, 42, MAX_ID].map(isId)).toEqual([true, true, true]);
    expect([0, -4, 1.5, Number.NaN, MAX_ID + 1, 2 ** 60].map(isId)).toEqual([false, false, false, false, false, false]);
  });
});
