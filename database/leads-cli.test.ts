import { describe, expect, it } from "vitest";
import { parseLeadsArgs } from "./leads-cli.ts";

describe("npm run leads arguments", () => {
  it("reads --since and --format", () => {
    expect(parseLeadsArgs(["--since", "2026-01-01", "--format", "json"])).toEqual({ since: new Date("2026-01-01T00:00:00Z"), format: "json", kind: undefined });
    expect(parseLeadsArgs(["--since", "2026-01-01"]).format).toBe("csv");
    expect(parseLeadsArgs(["--since", "2026-01-01", "--kind", "guide"]).kind).toBe("guide");
  });

  it.each([[[]], [["--since", "01/01/2026"]], [["--since", "2026-13-45"]], [["--since", "2026-01-01", "--format", "xml"]], [["--since", "2026-01-01", "--kind", "spam"]], [["--until", "x"]]])(
    "explains what is wrong with %j",
    (argv) => {
      expect(() => parseLeadsArgs(argv)).toThrow();
    },
  );
});
