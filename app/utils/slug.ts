/**
 * A URL slug from a name or title: 'Off-plan vs ready: how?' → 'off-plan-vs-ready-how'.
 * ASCII letters and digits joined by single hyphens, accents dropped ('Crème' → 'creme'),
 * at most `max` characters, no hyphen at either end; '' when nothing is left.
 */
export function slugOf(text: string, max: number): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, max)
    .replace(/-+$/, "");
}
