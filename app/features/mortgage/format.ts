import { formatAed } from "#app/utils/format.ts";

/** '75%', '0.25%', '4.5%', '37.52%': at most two decimals, no trailing zeros. */
export function formatPercent(n: number): string {
  return `${Number(n.toFixed(2))}%`;
}

/** Whole dirhams ('AED 8,337'); the payment's fils are not worth a reader's attention. */
export const aed = (amount: number): string => formatAed(Math.round(amount));
