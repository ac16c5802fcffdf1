/** What the reports page and its CSV route share with the browser (reports.server.ts does the counting). */

export const REPORT_TABLES = ["sources", "kinds", "agents", "weeks", "response", "conversion"] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

/** A report's period as a query string, for its CSV links. */
export const periodQuery = (p: { from: string; to: string }) => `?${new URLSearchParams({ from: p.from, to: p.to }).toString()}`;
