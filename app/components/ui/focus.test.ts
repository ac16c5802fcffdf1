import { describe, expect, it } from "vitest";
import { trapTarget } from "./focus.ts";

const items = ["close", "name", "email", "submit"];

describe("trapTarget (Tab inside a modal)", () => {
  it("sends Tab on the last element back to the first, and Shift+Tab on the first to the last", () => {
    expect(trapTarget(items, "submit", false, true)).toBe("close");
    expect(trapTarget(items, "close", true, true)).toBe("submit");
  });

  it("lets the browser move focus between inner elements", () => {
    expect(trapTarget(items, "name", false, true)).toBeNull();
    expect(trapTarget(items, "email", true, true)).toBeNull();
  });

  it("brings focus that escaped the dialog back in, at the start or the end", () => {
    expect(trapTarget(items, "page-link", false, false)).toBe("close");
    expect(trapTarget(items, "page-link", true, false)).toBe("submit");
  });

  it("does nothing in a dialog with nothing to focus", () => {
    expect(trapTarget([], null, false, false)).toBeNull();
  });
});
