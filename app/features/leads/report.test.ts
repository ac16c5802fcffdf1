import { describe, expect, it } from "vitest";
import { csvCell, CSV_COLUMNS, leadsToCsv } from "./report.ts";

describe("lead report", () => {
  it("quotes commas, quotes and line breaks", () => {
    expect(csvCell('Marina "Gate", 1')).toBe('"Marina ""Gate"", 1"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell(null)).toBe("");
  });

  it("defuses spreadsheet formulas typed by visitors but keeps phone numbers", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("+971501234567")).toBe("+971501234567");
  });

  it("writes one header and one line per lead", () => {
    const csv = leadsToCsv([
      {
        id: 7,
        createdAt: "2026-02-01T09:00:00.000Z",
        kind: "enquiry",
        name: "Aisha",
        email: "a@example.com",
        phone: "+971501234567",
        deliveryState: "sent",
        attempts: 1,
        lastError: null,
        details: { category: "Marketing", message: "Hi, there" },
      },
    ]);
    const [header, line, end] = csv.split("\r\n");
    expect(header).toBe(CSV_COLUMNS.join(","));
    expect(line).toBe('7,2026-02-01T09:00:00.000Z,enquiry,Aisha,a@example.com,+971501234567,sent,1,,Marketing,,,,,,,,,,"Hi, there",');
    expect(end).toBe("");
  });
});
