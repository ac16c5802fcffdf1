/**
 * Medians by month and property type (issue 44 item 5): the sale price per sq.ft and the yearly rent.
 * Pure, so the server computes them and the tests check them by hand.
 */
export interface MarketRow {
  listingType: "SELL" | "RENT";
  price: number;
  sizeSqft: number | null;
  createdAt: string;
  type: string;
}

export interface Series {
  type: string;
  /** one value per month (null: fewer than MIN_SAMPLE listings that month) */
  values: Array<number | null>;
  /** listings behind the series */
  count: number;
}

export interface MarketFigures {
  /** YYYY-MM, oldest first */
  months: string[];
  /** median asking price per sq.ft of homes for sale */
  salePerSqft: Series[];
  /** median asking yearly rent */
  rent: Series[];
}

/** a month's median needs this many listings, or it is left out (a single listing is no market) */
export const MIN_SAMPLE = 3;
/** months in each figure's rolling window (the month itself and the two before) */
export const WINDOW = 3;

/** The window of month `i`: it and the WINDOW - 1 before it (months before the first one included). */
function monthsBefore(months: string[], i: number): string[] {
  const [year, month] = (months[i] ?? "0000-01").split("-").map(Number) as [number, number];
  return Array.from({ length: WINDOW }, (_, k) => {
    const d = new Date(Date.UTC(year, month - 1 - k, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
  });
}

/** the types with most listings are drawn; the rest would be unreadable lines of a few points */
export const MAX_SERIES = 3;

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

export function monthsUpTo(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - i), 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
  });
}

function seriesOf(rows: MarketRow[], months: string[], value: (r: MarketRow) => number | null): Series[] {
  const byType = new Map<string, MarketRow[]>();
  for (const r of rows) if (value(r) !== null) byType.set(r.type, [...(byType.get(r.type) ?? []), r]);
  return [...byType.entries()]
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
    .slice(0, MAX_SERIES)
    .map(([type, list]) => ({
      type,
      count: list.length,
      values: months.map((_, i) => {
        // a month's figure is the median of it and the WINDOW - 1 months before: a thin month still reads
        const window = new Set(monthsBefore(months, i));
        const inWindow = list.filter((r) => window.has(r.createdAt.slice(0, 7))).map((r) => value(r) as number);
        return inWindow.length >= MIN_SAMPLE ? median(inWindow) : null;
      }),
    }))
    .filter((s) => s.values.some((v) => v !== null));
}

export function marketFigures(rows: MarketRow[], now: Date, monthCount: number): MarketFigures {
  const months = monthsUpTo(now, monthCount);
  return {
    months,
    salePerSqft: seriesOf(
      rows.filter((r) => r.listingType === "SELL"),
      months,
      (r) => (r.sizeSqft && r.sizeSqft > 0 ? Math.round(r.price / r.sizeSqft) : null),
    ),
    rent: seriesOf(
      rows.filter((r) => r.listingType === "RENT"),
      months,
      (r) => r.price,
    ),
  };
}
