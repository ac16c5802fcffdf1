import type { LocationEntry, LocationKind, LocationPlace } from "./types.ts";

/**
 * The matching half of the location index: pure, in memory. Names are folded
 * (case, accents, punctuation) so "jvc", "JVC", "Jumeirah Village Circle",
 * "jumeirah village" and "Business Bay" typed as "busines bay" reach … well,
 * the first four; the index is token-prefix based, not fuzzy.
 */

/** lower case, accents stripped, anything not a letter or digit a single space */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

export function slugify(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9 ]/g, "")
    .trim()
    .replace(/\s+/g, "-");
}

/** Words that do not tell one place from another: a query of only these matches nothing. */
const STOP_WORDS = new Set(["the", "of", "in", "al", "dubai"]);

/**
 * Other names people use. The key is a folded name (an area, community or
 * building as the data spells it); a parenthesised abbreviation in a name
 * ("Jumeirah Village Circle (JVC)") is an alias already.
 */
const EXTRA_ALIASES: Record<string, readonly string[]> = {
  "downtown dubai": ["downtown", "burj khalifa district"],
  "dubai marina": ["marina"],
  "dubai hills estate": ["dubai hills"],
  "dubai creek harbour": ["creek harbour", "the lagoons"],
  "mohammed bin rashid city mbr city": ["mbr city", "meydan one"],
  "dubai sports city": ["sports city"],
  "dubai silicon oasis": ["silicon oasis", "dso"],
  "dubai investments park dip": ["dip", "investment park"],
  "palm jumeirah": ["the palm", "palm"],
  "jumeirah golf estates": ["jge"],
  "bluewaters island": ["bluewaters"],
  "business bay": ["bb"],
};

export interface IndexedLocation extends LocationEntry {
  /** folded words of the name and its aliases */
  own: string[];
  /** folded words of the parents' names and aliases */
  context: string[];
  /** folded full name and aliases, for exact matches */
  phrases: string[];
}

function aliasesOf(name: string): string[] {
  const folded = foldText(name);
  const out = [folded];
  const abbreviation = /\(([^)]+)\)/.exec(name)?.[1];
  if (abbreviation) {
    out.push(foldText(abbreviation));
    out.push(foldText(name.replace(/\([^)]*\)/, "")));
  }
  out.push(...(EXTRA_ALIASES[folded] ?? []).map(foldText));
  return [...new Set(out.filter(Boolean))];
}

const words = (phrases: string[]) => [...new Set(phrases.flatMap((p) => p.split(" ")))];

export function indexLocation(entry: LocationEntry, parentNames: string[]): IndexedLocation {
  const phrases = aliasesOf(entry.name);
  return { ...entry, phrases, own: words(phrases), context: words(parentNames.flatMap(aliasesOf)) };
}

const KIND_RANK: Record<LocationKind, number> = { area: 0, community: 1, building: 2 };

const total = (l: LocationEntry) => l.counts.sale + l.counts.rent + l.counts.projects;

/**
 * Locations whose names (with aliases and, for a community or building, its
 * parents' names) contain every typed word as a word prefix, best first:
 * an exact name or alias, then a name starting with the text, then areas
 * before communities before buildings, then by listing count.
 */
export function matchLocations(index: readonly IndexedLocation[], query: string, limit: number): IndexedLocation[] {
  const q = foldText(query);
  if (!q) return [];
  const typed = q.split(" ");
  if (typed.every((t) => STOP_WORDS.has(t))) return [];
  const hits: { loc: IndexedLocation; score: number }[] = [];
  for (const loc of index) {
    let ownHits = 0;
    let ok = true;
    for (const t of typed) {
      if (loc.own.some((w) => w.startsWith(t))) ownHits++;
      else if (!STOP_WORDS.has(t) && !loc.context.some((w) => w.startsWith(t))) {
        ok = false;
        break;
      }
    }
    if (!ok || ownHits === 0) continue;
    const exact = loc.phrases.includes(q);
    const prefix = loc.phrases.some((p) => p.startsWith(q));
    const score = (exact ? 0 : prefix ? 1 : ownHits === typed.length ? 2 : 3) * 10 + KIND_RANK[loc.kind];
    hits.push({ loc, score });
  }
  hits.sort((a, b) => a.score - b.score || total(b.loc) - total(a.loc) || a.loc.name.localeCompare(b.loc.name));
  return hits.slice(0, limit).map((h) => h.loc);
}

/** A visitor's text (the no-JS box) as the locations it names: the best match, and any other exact one. */
export function resolveLocationText(index: readonly IndexedLocation[], text: string): IndexedLocation[] {
  const best = matchLocations(index, text, 5);
  const first = best[0];
  if (!first) return [];
  const q = foldText(text);
  return [first, ...best.slice(1).filter((l) => l.phrases.includes(q) && l.kind === first.kind)];
}

/** Same place for the query layer, once. */
export function placesOf(locations: readonly { place: LocationPlace }[]): LocationPlace[] {
  return locations.map((l) => l.place);
}
