/**
 * A load scenario for `npm run bench`: bench/run.ts imports every
 * bench/scenarios/*.ts, which exports `scenarios: ScenarioFactory`.
 */
export interface Scenario {
  /** printed name, e.g. "list /properties/buy with filters" */
  name: string;
  /** the paths to request, cycled through by the load generator */
  paths: string[];
  /** the issue's budget for p95 latency, printed next to the figure */
  p95BudgetMs?: number;
}

/** What the runner gives scenario modules that need ids from the benchmark database. */
export interface BenchContext {
  listingIds: { sale: number[]; rent: number[] };
  projectIds: number[];
}

export type ScenarioFactory = (ctx: BenchContext) => Scenario[];
