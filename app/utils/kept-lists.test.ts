import { describe, expect, it } from "vitest";
import { cookieValue, LIST_LIMITS, listCookie, parseItems, withItem, withoutItem } from "./kept-lists.ts";

describe("kept lists", () => {
  it("reads only valid, distinct items, up to the limit, from a cookie or a shared link", () => {
    expect(parseItems("L12.p3.L12.x9.L0.L01.P99999999999.L7", 10)).toEqual(["L12", "P3", "L7"]);
    expect(parseItems("L1,L2 L3", 2)).toEqual(["L1", "L2"]);
    expect(parseItems(undefined, 4)).toEqual([]);
    expect(parseItems("<script>", 4)).toEqual([]);
  });

  it("keeps favourites newest first and drops the oldest past the limit", () => {
    const many = Array.from({ length: LIST_LIMITS.favourites }, (_, i) => `L${i + 1}` as const);
    const { items } = withItem("favourites", many, "P5");
    expect(items[0]).toBe("P5");
    expect(items).toHaveLength(LIST_LIMITS.favourites);
    expect(items).not.toContain(`L${LIST_LIMITS.favourites}`);
    expect(withItem("favourites", ["L1"], "L1").items).toEqual(["L1"]);
  });

  it("refuses a fifth item to compare, and starts over when the other kind is added", () => {
    const four = ["L1", "L2", "L3", "L4"] as const;
    expect(withItem("compare", four, "L5")).toEqual({ items: [...four], refused: "full" });
    expect(withItem("compare", ["L1", "L2"], "L3").items).toEqual(["L1", "L2", "L3"]);
    expect(withItem("compare", ["L1", "L2"], "P9").items).toEqual(["P9"]);
    expect(withoutItem(four, "L2")).toEqual(["L1", "L3", "L4"]);
  });

  it("writes a cookie the browser and the server read alike, and clears an empty list", () => {
    const header = listCookie("favourites", ["L3", "P1"], true);
    expect(header).toMatch(/^favourites=L3\.P1; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/);
    expect(listCookie("compare", [], false)).toBe("compare=; Path=/; Max-Age=0; SameSite=Lax");
    expect(cookieValue("a=1; favourites=L3.P1; compare=L9", "favourites")).toBe("L3.P1");
    expect(cookieValue("a=1", "favourites")).toBeUndefined();
  });
});
