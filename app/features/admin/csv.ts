import { spreadsheetSafe } from "#app/utils/csv.ts";

/** CSV for spreadsheets and CRM imports: every cell quoted, formulas defused (utils/csv.ts). */
export function csvCell(value: string | number | null | undefined): string {
  const text = spreadsheetSafe(value === null || value === undefined ? "" : String(value));
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** "2026-11-23 14:05" in Dubai time (UTC+4, no daylight saving): what the back office's screens show. */
export function dubaiCsvTime(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  return new Date(t + 4 * 60 * 60_000).toISOString().slice(0, 16).replace("T", " ");
}
