/**
 * The emirates a listing can be in, and each one's advertising permit rule: the one gate the feed
 * importer (app/features/feeds) and the listing editor (app/features/admin/listings) apply before a
 * listing is published. A listing in an emirate whose permits we cannot check stays held.
 */
export interface EmirateRule {
  name: string;
  /** spellings of <city> (normalised: lower case, single spaces) */
  cities: string[];
  /** the advertising permit: null = no rule we can check, so the listing is held */
  permit: { pattern: RegExp; authority: string; digits: string } | null;
}

export const EMIRATES: EmirateRule[] = [
  {
    name: "Dubai",
    cities: ["dubai", "dxb"],
    // Trakheesi (DLD/RERA) advertising permits are numbers (6–12 digits seen in practice).
    permit: { pattern: /^\d{6,12}$/, authority: "Trakheesi (DLD/RERA)", digits: "6 to 12 digits" },
  },
  {
    name: "Abu Dhabi",
    cities: ["abu dhabi", "abudhabi", "al ain", "auh"],
    // ADREC (Abu Dhabi Real Estate Centre) permits: the ones seen are 14 digits; the exact format is not confirmed.
    permit: { pattern: /^\d{6,16}$/, authority: "ADREC", digits: "6 to 16 digits" },
  },
  { name: "Sharjah", cities: ["sharjah", "shj"], permit: null },
  { name: "Ajman", cities: ["ajman"], permit: null },
  { name: "Ras Al Khaimah", cities: ["ras al khaimah", "ras al-khaimah", "rak"], permit: null },
  { name: "Umm Al Quwain", cities: ["umm al quwain", "umm al-quwain", "uaq"], permit: null },
  { name: "Fujairah", cities: ["fujairah", "al fujairah"], permit: null },
];

export const DEFAULT_EMIRATE = "Dubai";

export function emirateOfCity(city: string | undefined): EmirateRule | null {
  if (!city) return EMIRATES[0] as EmirateRule;
  const key = city
    .toLowerCase()
    .replace(/[^a-z]+/g, " ")
    .trim();
  return EMIRATES.find((e) => e.cities.includes(key) || e.cities.includes(key.replace(/ /g, ""))) ?? null;
}

export function emirateRule(name: string): EmirateRule | undefined {
  return EMIRATES.find((e) => e.name === name);
}

/** Why `permit` cannot go on a listing in `emirate` (null when it can). Empty: no permit yet. */
export function permitProblem(permit: string, emirate: string): string | null {
  const rule = emirateRule(emirate)?.permit;
  if (!permit) return `Add the listing's advertising permit number${rule ? ` (${rule.authority}, ${rule.digits})` : ""}.`;
  if (!rule) return `Permits of listings in ${emirate} cannot be checked here yet: the listing stays unpublished.`;
  const article = /^[AEIOU]/.test(rule.authority) ? "An" : "A";
  return rule.pattern.test(permit) ? null : `${article} ${rule.authority} permit number is ${rule.digits}.`;
}
