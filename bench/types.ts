/**
 * A load scenario for `npm run bench`: bench/run.ts imports every
 * bench/scenarios/*.ts, which exports `scenarios: ScenarioFactory`.
 */
export interface Scenario {
  /** printed name, e.g. "detail: random listing ids" */
  name: string;
  /**
   * realistic: each request draws a fresh URL (random ids, filters, pages), as crawlers and shared links do;
   * hot: a short fixed list of URLs cycled through (what a cache answers best: labelled so in the table);
   * reference: a static file served by the same Node process, measured in the same run.
   */
  kind: "realistic" | "hot" | "reference";
  /** the next path to request (realistic: random; hot and reference: cycled) */
  next: (random: () => number) => string;
  /** which part of the traffic a path belongs to: the hit rate is printed per part too */
  part?: (path: string) => string;
  /** budgets of issue 22 (cache off, 2 workers, c=8), printed next to the figures */
  p95BudgetMs?: number;
  rpsBudget?: number;
}

/** What the runner gives scenario modules that need ids from the benchmark database. */
export interface BenchContext {
  listingIds: { sale: number[]; rent: number[]; commercial: number[] };
  projectIds: number[];
  developerIds: number[];
  /** active listings per list kind and developer, keyed `SELL|Residential|7`: a list filtered by developer is paged within its pages */
  developerStock: Map<string, number>;
  areaIds: number[];
}

export type ScenarioFactory = (ctx: BenchContext) => Scenario[];

/** Cycles through a fixed list (hot scenarios). */
export function cycle(paths: string[]): () => string {
  let i = 0;
  return () => paths[i++ % paths.length] ?? "/";
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** Picks with weights: [[weight, value], …]. */
export function weighted<T>(random: () => number, choices: ReadonlyArray<readonly [number, T]>): T {
  const total = choices.reduce((s, [w]) => s + w, 0);
  let r = random() * total;
  for (const [w, v] of choices) if ((r -= w) < 0) return v;
  return choices[choices.length - 1]?.[1] as T;
}

/** A deterministic PRNG (mulberry32), so two runs draw the same URL sequence. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
