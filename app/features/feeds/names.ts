/**
 * Matching place and company names the way people write them: case,
 * punctuation, "the", parenthesised abbreviations and common aliases
 * ("JVC" ↔ "Jumeirah Village Circle") all lead to the same key.
 */

/** lower case, no accents or punctuation, "&" → "and", no leading "the", single spaces */
export function normaliseName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’`]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .replace(/^the /, "");
}

/** Spellings of the same place seen in feeds, each → the key of the name we keep. */
const PLACE_ALIASES: Record<string, string> = {
  jvc: "jumeirah village circle",
  jvt: "jumeirah village triangle",
  jlt: "jumeirah lake towers",
  "jumeirah lakes towers": "jumeirah lake towers",
  jbr: "jumeirah beach residence",
  "jumeirah beach residences": "jumeirah beach residence",
  downtown: "downtown dubai",
  "dubai downtown": "downtown dubai",
  "downtown burj khalifa": "downtown dubai",
  marina: "dubai marina",
  "dubai international financial centre": "difc",
  "dubai international financial center": "difc",
  "mbr city": "mohammed bin rashid city",
  "mohammad bin rashid city": "mohammed bin rashid city",
  "meydan mbr city": "mohammed bin rashid city",
  dip: "dubai investments park",
  "dubai investment park": "dubai investments park",
  dso: "dubai silicon oasis",
  "silicon oasis": "dubai silicon oasis",
  "dubai hills": "dubai hills estate",
  "sports city": "dubai sports city",
  "dubai motor city": "motor city",
  palm: "palm jumeirah",
  "creek harbour": "dubai creek harbour",
  "dubai creek harbour the lagoons": "dubai creek harbour",
  "emaar beach front": "emaar beachfront",
  bluewaters: "bluewaters island",
  "damac hills 1": "damac hills",
  akoya: "damac hills",
};

/** Every key a name answers to: the whole name, the name without "(…)", the "(…)" alone, and their aliases. */
export function placeKeys(name: string): string[] {
  const keys = new Set<string>();
  const add = (raw: string) => {
    const key = normaliseName(raw);
    if (!key) return;
    keys.add(key);
    const alias = PLACE_ALIASES[key];
    if (alias) keys.add(alias);
  };
  add(name);
  const paren = /^(.*?)\(([^)]*)\)(.*)$/.exec(name);
  if (paren) {
    add(`${paren[1] ?? ""} ${paren[3] ?? ""}`);
    add(paren[2] ?? "");
  }
  return [...keys];
}

const COMPANY_WORDS =
  /\b(properties|property|developers|developer|development|developments|real estate|group|llc|holding|holdings|pjsc|co)\b/g;

/** "Emaar", "EMAAR Properties PJSC" and "Emaar Properties" share one key. */
export function companyKey(name: string): string {
  const key = normaliseName(name).replace(COMPANY_WORDS, " ").replace(/\s+/g, " ").trim();
  return key || normaliseName(name);
}

export function slugify(name: string): string {
  const slug = normaliseName(name).replace(/\s+/g, "-").slice(0, 100).replace(/-+$/, "");
  return slug || "item";
}
