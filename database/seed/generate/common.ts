/**
 * Shared pieces of the demo data generators: the fixed clock, the PRNG streams and small number and text helpers.
 */

export const DEFAULT_SEED = 20_261_101;
export const DEFAULT_LISTINGS = 480;
export const DEFAULT_PROJECTS = 48;
/** RFC 2606 reserved: demo e-mails can never reach a real mailbox. */
export const DEFAULT_AGENCY_DOMAIN = "agency.example";
/** "Now" for the demo data: listings are spread over the 18 months before it. */
export const BASE_DATE = "2026-11-01T00:00:00.000Z";
export const BASE_MS = Date.parse(BASE_DATE);
export const DAY_MS = 86_400_000;
export const LISTING_AGE_DAYS = 548;

// ─────────────────────────────── small helpers ───────────────────────────────

export const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);
export const floorTo = (value: number, step: number) => Math.max(step, Math.floor(value / step) * step);
export const pad = (n: number, width: number) => String(n).padStart(width, "0");
/** 1234567 → "1,234,567" without Intl or regexes, which are slow in a 100k-row loop. */
export function formatNumber(n: number): string {
  const digits = String(Math.round(n));
  let out = "";
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ",";
    out += digits[i];
  }
  return out;
}
export const isoDate = (ms: number) => new Date(ms).toISOString();

export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function entriesOf<K extends string>(weights: Partial<Record<K, number>>): (readonly [K, number])[] {
  return (Object.entries(weights) as [K, number][]).filter(([, w]) => w > 0);
}

/** A bijection of 0..10^8-1 (odd multiplier not divisible by 5), so permit numbers never repeat. */
export function permitNumber(prefix: "71" | "65", id: number): string {
  return prefix + pad((id * 48_271_117 + 12_345_679) % 100_000_000, 8);
}

/** Independent PRNG streams, so adding a draw to one kind of row never shifts another. */
export const Stream = {
  Listing: 1,
  ListingPhotos: 2,
  Project: 3,
  ProjectPhotos: 4,
  Agents: 5,
  ProjectName: 6,
  /** a listing's Arabic title and description (issue 43): drawn apart, so the English data stayed as it was */
  ListingArabic: 7,
  /** a project's Arabic description (issue 43) */
  ProjectArabic: 8,
  /** a listing's earlier, higher asking price (issue 44: the "price reduced" badge and the history chart) */
  ListingReduction: 9,
} as const;
