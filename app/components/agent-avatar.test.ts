import { describe, expect, it } from "vitest";
import { initials } from "./agent-avatar.tsx";

describe("initials", () => {
  it("takes the first letters of the first and last names", () => {
    expect(initials("Daniel Okafor")).toBe("DO");
    expect(initials("Fatima Zahra Benali")).toBe("FB");
    expect(initials("James O'Connor")).toBe("JO");
  });

  it("keeps accented and non-Latin first letters whole and upper-cases them", () => {
    expect(initials("élodie martin")).toBe("ÉM");
    expect(initials("Kemal Yılmaz")).toBe("KY");
  });

  it("uses one letter for a one-word name and nothing for an empty one", () => {
    expect(initials("  Aisha  ")).toBe("A");
    expect(initials("")).toBe("");
  });
});
