import type { ProjectSummary } from "./types.ts";

/**
 * The investor's one line on a project card (issue 21 item 4):
 * "60/40 · 30% post-handover · Q3 2028" — the share paid before handover
 * (first installment + construction) against the rest, the share after
 * handover when there is one, and the handover quarter. Parts the data
 * lacks are left out; '' when nothing is known.
 */
export function planLine(project: Pick<ProjectSummary, "plan" | "handover">): string {
  const { first, construction, onHandover, postHandover } = project.plan;
  const parts: string[] = [];
  if (first !== null || construction !== null) {
    const before = (first ?? 0) + (construction ?? 0);
    if (before > 0 && before <= 100) parts.push(`${before}/${100 - before}`);
  }
  if (postHandover !== null && postHandover > 0) parts.push(`${postHandover}% post-handover`);
  else if (onHandover !== null && postHandover === 0 && parts.length) parts.push("no post-handover");
  const quarter = handoverQuarter(project.handover);
  if (quarter) parts.push(quarter);
  return parts.join(" · ");
}

/** 'YYYY-MM' → 'Q3 2028'; '' for anything else. */
export function handoverQuarter(handover: string | null): string {
  const m = /^(\d{4})-(\d{2})$/.exec(handover ?? "");
  if (!m) return "";
  const month = Number(m[2]);
  if (month < 1 || month > 12) return "";
  return `Q${Math.ceil(month / 3)} ${m[1]}`;
}
