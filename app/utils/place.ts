/** A place's name compared without case, punctuation or its abbreviation: "Jumeirah Beach Residence (JBR)" → "jumeirah beach residence". */
function placeKey(name: string): string {
  return name
    .replace(/\([^)]*\)/g, " ")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * One location line from names that often overlap (area, community, region,
 * each possibly "A, B"): every name once, in the given order. Of two spellings
 * of one place the fuller one is kept ("Jumeirah Beach Residence (JBR)" over
 * "Jumeirah Beach Residence"), where the first of them stood.
 */
export function placeLine(names: readonly (string | null | undefined)[], separator = ", "): string {
  const kept: string[] = [];
  for (const name of names) {
    for (const part of (name ?? "").split(",")) {
      const trimmed = part.trim();
      const key = placeKey(trimmed);
      if (!key) continue;
      const same = kept.findIndex((k) => placeKey(k) === key);
      if (same === -1) kept.push(trimmed);
      else if (trimmed.length > kept[same]!.length) kept[same] = trimmed;
    }
  }
  return kept.join(separator);
}
