/**
 * A new listing's reference from the agency's pattern (LISTING_REFERENCE_PATTERN, issue 39):
 * `{type}` is S for a sale and R for a rent, `{n}` the listing's number (its id, as in the demo
 * data and the seed: listing 123 for sale is AGY-S-000123), `{n:6}` that number padded to 6 digits.
 * Plain module: the form's hint shows an example of it.
 */
import type { ListingType } from "#app/db/schema.ts";

export const DEFAULT_REFERENCE_PATTERN = "AGY-{type}-{n:6}";

export function referenceFromPattern(pattern: string, listingType: ListingType, n: number): string {
  return pattern
    .replace(/\{type\}/g, listingType === "RENT" ? "R" : "S")
    .replace(/\{n(?::(\d))?\}/, (_, width: string | undefined) => String(n).padStart(Number(width ?? 0), "0"))
    .slice(0, 40);
}
