import { describe, expect, it } from "vitest";
import { messageIn } from "./messages.ts";

describe("a loader's message in the page's language", () => {
  it("gives the Arabic twin of the spec's messages on an Arabic page", () => {
    expect(messageIn("Failed to fetch areas", "ar")).toBe("تعذّر تحميل المناطق");
    expect(messageIn("Couldn't fetch data!", "ar")).toBe("تعذّر تحميل البيانات!");
    expect(messageIn("Failed to fetch areas", "en")).toBe("Failed to fetch areas");
    expect(messageIn("something else", "ar")).toBe("something else");
  });
});
