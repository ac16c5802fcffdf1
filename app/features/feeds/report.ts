import type { ImportReport } from "./import.server.ts";

const MAX_LINES = 200;

/** The run as a person reads it at a terminal: totals first, then each listing that needs attention. */
export function formatReport(report: ImportReport): string {
  const lines = [
    `Import run #${report.runId} ${report.status.toUpperCase()}: ${report.source}${report.format ? ` (${report.format === "pf" ? "Property Finder" : "Bayut"})` : ""}`,
  ];
  lines.push(`  read from: ${report.location}`);
  if (report.error) lines.push(`  reason: ${report.error}`, "  nothing was changed; the last good data stays online");
  lines.push(
    `  listings in feed: ${report.seen}`,
    `  created ${report.created} · updated ${report.updated} · unchanged ${report.unchanged} · deactivated ${report.deactivated} · skipped ${report.skipped} · held ${report.held}`,
    `  photos fetched ${report.photosFetched} · failed ${report.photosFailed}`,
  );
  if (report.status === "succeeded" && report.created + report.updated + report.deactivated === 0 && report.photosFetched === 0) {
    lines.push("  nothing changed");
  }
  if (report.createdNames.length) lines.push(`  new: ${report.createdNames.join(", ")}`);
  for (const item of report.items.slice(0, MAX_LINES))
    lines.push(`  ${item.outcome.padEnd(11)} ${item.reference ?? "(no reference)"}: ${item.reason}`);
  if (report.items.length > MAX_LINES) lines.push(`  … ${report.items.length - MAX_LINES} more in import_run_items (run ${report.runId})`);
  return lines.join("\n");
}
