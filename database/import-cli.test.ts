import { describe, expect, it } from "vitest";
import { parseImportArgs } from "./import-cli.ts";

describe("npm run import arguments", () => {
  it("reads the feed, its format and the report format", () => {
    expect(parseImportArgs(["feed.xml"])).toEqual({
      source: "feed.xml",
      name: undefined,
      feedFormat: undefined,
      output: "text",
      photos: true,
      waitSeconds: 600,
    });
    expect(
      parseImportArgs(["https://crm.example/feed.xml", "--format", "bayut", "--format", "json", "--no-photos", "--wait", "0"]),
    ).toEqual({
      source: "https://crm.example/feed.xml",
      name: undefined,
      feedFormat: "bayut",
      output: "json",
      photos: false,
      waitSeconds: 0,
    });
    expect(parseImportArgs(["feed.xml", "--format", "pf"]).feedFormat).toBe("pf");
    expect(parseImportArgs(["export-2026-11-28.xml", "--source", "pf-main"]).name).toBe("pf-main");
  });

  it.each([
    [[]],
    [["a.xml", "b.xml"]],
    [["feed.xml", "--format", "csv"]],
    [["feed.xml", "--wait", "soon"]],
    [["feed.xml", "--dry-run"]],
    [["feed.xml", "--source", "my feed"]],
  ])("explains what is wrong with %j", (argv) => {
    expect(() => parseImportArgs(argv)).toThrow(/npm run import/);
  });
});
