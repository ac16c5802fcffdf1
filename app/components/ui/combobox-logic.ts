/** The options whose text contains the query (case-insensitive), at most `limit`. */
export function filterByText<T>(options: readonly T[], query: string, textOf: (option: T) => string, limit = Infinity): T[] {
  const q = query.trim().toLowerCase();
  const matches = q ? options.filter((o) => textOf(o).toLowerCase().includes(q)) : options;
  return matches.slice(0, limit);
}

/** The next active option index for an arrow key: clamped to the list, or wrapping round it. */
export function stepActive(active: number, delta: number, count: number, wrap: boolean): number {
  if (count <= 0) return 0;
  if (wrap) return (((active + delta) % count) + count) % count;
  return Math.min(Math.max(active + delta, 0), count - 1);
}
