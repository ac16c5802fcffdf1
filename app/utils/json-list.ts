/** A stored JSON array of strings (amenities, languages, house types, areas): anything else reads as empty. */
export function parseStringList(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
}
