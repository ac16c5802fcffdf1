/**
 * The one seeded random-number generator of the demo data and the drawings.
 * mulberry32 is tiny, fast and gives the same sequence on every platform, so
 * a seed always gives byte-identical rows and images.
 */

/** mulberry32: a 32-bit state, good enough for demo data, identical on every platform. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** murmur3's finaliser: spreads neighbouring inputs over the whole 32-bit range. */
function mix32(value: number): number {
  let x = value >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/**
 * The seed of row `index` of an independent stream: adding a draw to one kind
 * of row never shifts another, and row N does not depend on the rows before it.
 */
export function deriveSeed(seed: number, stream: number, index: number): number {
  return mix32(mix32(seed ^ Math.imul(stream, 0x9e3779b1)) ^ Math.imul(index + 1, 0x85ebca77));
}

/** FNV-1a, 32 bit: a stable number for a name (image seeds, building positions). */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** items[index] wrapped into range, for an index that may run past the end (noUncheckedIndexedAccess) */
export function pickAt<T>(items: readonly T[], index: number): T {
  const item = items[((index % items.length) + items.length) % items.length];
  if (item === undefined) throw new Error("pickAt: empty list");
  return item;
}

/** Weights summed once, for the choices made for every listing. */
export interface WeightedTable<T> {
  values: readonly T[];
  cumulative: readonly number[];
  total: number;
}

export function weightedTable<T>(entries: readonly (readonly [T, number])[]): WeightedTable<T> {
  let total = 0;
  const cumulative = entries.map(([, weight]) => (total += weight));
  if (entries.length === 0 || total <= 0) throw new Error("weightedTable: no positive weights");
  return { values: entries.map(([value]) => value), cumulative, total };
}

export class Rng {
  private readonly draw: () => number;

  constructor(seed: number) {
    this.draw = mulberry32(seed);
  }

  /** in [0, 1) */
  next(): number {
    return this.draw();
  }

  /** in [min, max) */
  range(min: number, max: number): number {
    return min + (max - min) * this.draw();
  }

  /** inclusive at both ends */
  int(min: number, max: number): number {
    return min + Math.floor(this.draw() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.draw() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.draw() * items.length)];
    if (item === undefined) throw new Error("Rng.pick: empty list");
    return item;
  }

  weighted<T>(entries: readonly (readonly [T, number])[] | WeightedTable<T>): T {
    const table = "cumulative" in entries ? entries : weightedTable(entries);
    const target = this.draw() * table.total;
    const { cumulative, values } = table;
    for (let i = 0; i < cumulative.length; i++) {
      if (target < (cumulative[i] as number)) return values[i] as T;
    }
    return values[values.length - 1] as T;
  }

  /** k distinct items in random order (partial Fisher–Yates on a copy) */
  sample<T>(items: readonly T[], k: number): T[] {
    const copy = items.slice();
    const n = Math.min(k, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.draw() * (copy.length - i));
      const a = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = a;
    }
    return copy.slice(0, n);
  }
}
