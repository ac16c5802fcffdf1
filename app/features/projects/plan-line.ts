import { fillTokens } from "#app/content/brand.ts";
import { PROJECT_CARD_TEXTS } from "#app/content/projects.ts";
import type { Translation } from "#app/i18n/text.ts";
import type { ProjectSummary } from "./types.ts";

/** The words of the line, in the page's language (English by default). */
type PlanTexts = Pick<Translation<typeof PROJECT_CARD_TEXTS>, "planPostHandover" | "planNoPostHandover" | "quarters" | "planQuarter">;

/**
 * The investor's one line on a project card (issue 21 item 4):
 * "60/40 · 30% post-handover · Q3 2028" — the share paid before handover
 * (first installment + construction) against the rest, the share after
 * handover when there is one, and the handover quarter. Parts the data
 * lacks are left out; '' when nothing is known.
 */
export function planLine(project: Pick<ProjectSummary, "plan" | "handover">, texts: PlanTexts = PROJECT_CARD_TEXTS): string {
  const { first, construction, onHandover, postHandover } = project.plan;
  const parts: string[] = [];
  if (first !== null || construction !== null) {
    const before = (first ?? 0) + (construction ?? 0);
    if (before > 0 && before <= 100) parts.push(`${before}/${100 - before}`);
  }
  if (postHandover !== null && postHandover > 0) parts.push(fillTokens(texts.planPostHandover, { n: postHandover }));
  else if (onHandover !== null && postHandover === 0 && parts.length) parts.push(texts.planNoPostHandover);
  const quarter = handoverQuarter(project.handover, texts);
  if (quarter) parts.push(quarter);
  return parts.join(" · ");
}

/** 'YYYY-MM' → 'Q3 2028' («الربع الثالث 2028»); '' for anything else. */
export function handoverQuarter(handover: string | null, texts: PlanTexts = PROJECT_CARD_TEXTS): string {
  const m = /^(\d{4})-(\d{2})$/.exec(handover ?? "");
  if (!m) return "";
  const month = Number(m[2]);
  if (month < 1 || month > 12) return "";
  return fillTokens(texts.planQuarter, { quarter: texts.quarters[Math.ceil(month / 3) - 1] ?? "", year: m[1]! });
}
