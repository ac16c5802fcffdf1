import { formatFor } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locale.ts";

/** '75%', '0.25%', '4.5%', '37.52%': at most two decimals, no trailing zeros (the same in Arabic, Western digits). */
export function formatPercent(n: number): string {
  return `${Number(n.toFixed(2))}%`;
}

/** Whole dirhams ('AED 8,337', «8,337 درهم»); the payment's fils are not worth a reader's attention. */
export const aed = (amount: number, locale: Locale = "en"): string => formatFor(locale).aed(Math.round(amount));
