import { spreadsheetSafe } from "#app/utils/csv.ts";
import type { LeadReportRow } from "./queries.server.ts";

const DETAIL_COLUMNS = [
  "category",
  "reference",
  "tab",
  "property",
  "unit",
  "propertyType",
  "bedrooms",
  "size",
  "preferredTime",
  "phoneCode",
  "message",
  "page",
] as const;
export const CSV_COLUMNS = [
  "id",
  "created_at",
  "kind",
  "name",
  "email",
  "phone",
  "delivery_state",
  "attempts",
  "last_error",
  ...DETAIL_COLUMNS,
];

/**
 * One CSV cell (RFC 4180). A cell a spreadsheet would run as a formula
 * (=, +, -, @ first) is prefixed with an apostrophe: visitors type these values.
 */
export function csvCell(value: string | number | null | undefined): string {
  const text = spreadsheetSafe(value === null || value === undefined ? "" : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function leadsToCsv(rows: LeadReportRow[]): string {
  const lines = [CSV_COLUMNS.join(",")];
  for (const r of rows) {
    lines.push(
      [
        r.id,
        r.createdAt,
        r.kind,
        r.name,
        r.email,
        r.phone,
        r.deliveryState,
        r.attempts,
        r.lastError,
        ...DETAIL_COLUMNS.map((c) => r.details[c]),
      ]
        .map(csvCell)
        .join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}

export function leadsToJson(rows: LeadReportRow[]): string {
  return `${JSON.stringify(rows, null, 2)}\n`;
}
