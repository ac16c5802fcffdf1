/** Display formats of spec §9. One place, so lists, details and the API agree. */

export const NOT_SPECIFIED = "Not specified";
/**
 * A listing or project without a price (issue 41 item 4): the agency quotes it on request, as the
 * market's portals say; 'Not specified' (the old site's words) read as missing data.
 */
export const PRICE_ON_REQUEST = "Price on request";
export const NOT_AVAILABLE = "N/A";
/** the currency of every price (ISO 4217), for structured data */
export const CURRENCY = "AED";

/**
 * A whole number with comma thousands separators: '1,250,000' (what
 * `Intl.NumberFormat("en-US", { maximumFractionDigits: 0 })` prints). Written out because
 * a page's first Intl formatter costs ~20 ms of ICU set-up in the browser, on the
 * main thread while the page hydrates, for a format that never changes.
 */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const rounded = Math.round(Math.abs(n));
  const digits = rounded < 1e21 ? String(rounded) : BigInt(rounded).toString();
  return (n < 0 && rounded !== 0 ? "-" : "") + digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

const isNumber = (n: number | null | undefined): n is number => typeof n === "number" && Number.isFinite(n);

/**
 * 'AED 1,250,000' for sale; 'AED 95,000/year' for rent; 'Price on request' when absent. One format for
 * every amount (issue 41 item 4: the currency first, as in every other AED figure of the site, so a
 * sale and a rent beside each other read alike; the spec's '95,000 AED/Year' put it last for rents only).
 */
export function formatPrice(price: number | null | undefined, listingType: "SELL" | "RENT" = "SELL"): string {
  if (!isNumber(price) || price <= 0) return PRICE_ON_REQUEST;
  return listingType === "RENT" ? `AED ${formatNumber(price)}/year` : `AED ${formatNumber(price)}`;
}

/** A yearly rent shown per month (issue 21: the rent list's monthly view): 'AED 7,500/month'. */
export function formatMonthlyRent(yearly: number | null | undefined): string {
  if (!isNumber(yearly) || yearly <= 0) return PRICE_ON_REQUEST;
  return `AED ${formatNumber(Math.round(yearly / 12))}/month`;
}

/** 'AED 1,250' or 'N/A' */
export function formatAed(amount: number | null | undefined): string {
  return isNumber(amount) ? `AED ${formatNumber(amount)}` : NOT_AVAILABLE;
}

/** 0 is a studio (spec §3). */
export function formatBedrooms(bedrooms: number | null | undefined): string {
  if (!isNumber(bedrooms)) return NOT_AVAILABLE;
  return bedrooms === 0 ? "Studio" : String(bedrooms);
}

/** '1 Bed', '3 Beds' or 'Studio' for cards. */
export function formatBedroomsLabel(bedrooms: number | null | undefined): string {
  if (!isNumber(bedrooms)) return NOT_AVAILABLE;
  if (bedrooms === 0) return "Studio";
  return `${bedrooms} ${bedrooms === 1 ? "Bed" : "Beds"}`;
}

/** A single value when min equals max, otherwise a range; 0 reads 'Studio'. */
export function formatBedroomRange(min: number | null | undefined, max: number | null | undefined): string {
  if (!isNumber(min) && !isNumber(max)) return NOT_AVAILABLE;
  const lo = isNumber(min) ? min : (max as number);
  const hi = isNumber(max) ? max : lo;
  if (lo === hi) return formatBedrooms(lo);
  return `${formatBedrooms(lo)} - ${formatBedrooms(hi)}`;
}

export function formatSize(sqft: number | null | undefined): string {
  return isNumber(sqft) && sqft > 0 ? `${formatNumber(sqft)} sq.ft` : NOT_AVAILABLE;
}

export function formatSizeRange(min: number | null | undefined, max: number | null | undefined): string {
  if (!isNumber(min) && !isNumber(max)) return NOT_AVAILABLE;
  if (!isNumber(min) || !isNumber(max) || min === max) return formatSize(isNumber(min) ? min : max);
  return `${formatNumber(min)} - ${formatNumber(max)} sq.ft`;
}

export function pricePerSqft(price: number | null | undefined, sqft: number | null | undefined): number | null {
  if (!isNumber(price) || !isNumber(sqft) || price <= 0 || sqft <= 0) return null;
  return Math.round(price / sqft);
}

/** 'AED 1,850/sq.ft' for sale, 'AED 95/sq.ft/yr' for a yearly rent, or 'N/A' */
export function formatPricePerSqft(
  price: number | null | undefined,
  sqft: number | null | undefined,
  listingType: "SELL" | "RENT" = "SELL",
): string {
  const v = pricePerSqft(price, sqft);
  if (v === null) return NOT_AVAILABLE;
  return `AED ${formatNumber(v)}/sq.ft${listingType === "RENT" ? "/yr" : ""}`;
}

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const MONTHS = MONTH_NAMES.map((name) => name.slice(0, 3));

/** 'YYYY-MM' (or a full ISO date) to 'Dec 2027'; 'Not specified' when absent or malformed. */
export function formatMonthYear(value: string | null | undefined): string {
  const m = value ? /^(\d{4})-(\d{2})/.exec(value) : null;
  const month = m ? Number(m[2]) : 0;
  if (!m || month < 1 || month > 12) return NOT_SPECIFIED;
  return `${MONTHS[month - 1]} ${m[1]}`;
}

/** '22 November 2026' from an ISO date, in UTC so server and browser agree (no Intl: see formatNumber). */
export function formatLongDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return NOT_AVAILABLE;
  return `${d.getUTCDate()} ${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

export function orNA(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return NOT_AVAILABLE;
  return String(value);
}

export const FURNISHING_LABELS: Record<string, string> = {
  furnished: "Furnished",
  "semi-furnished": "Semi-furnished",
  unfurnished: "Unfurnished",
};

export function formatFurnishing(value: string | null | undefined): string {
  return value ? (FURNISHING_LABELS[value] ?? value) : NOT_AVAILABLE;
}

/** Cuts at a word boundary near `max` characters and adds '…' (spec: developer cards cut at 100). */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}…`;
}
