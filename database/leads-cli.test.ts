import { describe, expect, it } from "vitest";
import { parseLeadsArgs, parseOutboxCommand } from "./leads-cli.ts";

describe("npm run leads arguments", () => {
  it("reads --since and --format", () => {
    expect(parseLeadsArgs(["--since", "2026-01-01", "--format", "json"])).toEqual({
      since: new Date("2026-01-01T00:00:00Z"),
      format: "json",
      kind: undefined,
    });
    expect(parseLeadsArgs(["--since", "2026-01-01"]).format).toBe("csv");
    expect(parseLeadsArgs(["--since", "2026-01-01", "--kind", "guide"]).kind).toBe("guide");
  });

  it.each([
    [[]],
    [["--since", "01/01/2026"]],
    [["--since", "2026-13-45"]],
    [["--since", "2026-01-01", "--format", "xml"]],
    [["--since", "2026-01-01", "--kind", "spam"]],
    [["--until", "x"]],
  ])("explains what is wrong with %j", (argv) => {
    expect(() => parseLeadsArgs(argv)).toThrow();
  });

  it("reads the requeue and status commands, and leaves the listing form alone", () => {
    expect(parseOutboxCommand(["requeue"])).toEqual({ command: "requeue" });
    expect(parseOutboxCommand(["requeue", "--id", "12", "--id", "7"])).toEqual({ command: "requeue", ids: [12, 7] });
    expect(parseOutboxCommand(["status"])).toEqual({ command: "status" });
    expect(parseOutboxCommand(["--since", "2026-01-01"])).toBeNull();
    expect(() => parseOutboxCommand(["requeue", "--id", "all"])).toThrow(/--id wants an e-mail id/);
    expect(() => parseOutboxCommand(["requeue", "--force"])).toThrow();
  });
});
