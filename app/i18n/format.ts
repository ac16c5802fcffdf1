import * as en from "#app/utils/format.ts";
import { type Locale, useLocale } from "./locale.ts";

/**
 * Numbers, prices, sizes and dates in each language (issue 43 item 4, decision 044). Arabic follows
 * the UAE portals: Western digits grouped with commas (CLDR's ar-AE default), the currency as «درهم»
 * after the amount, Arabic month names. Ranges and figures that mix digits with signs are isolated
 * left to right (U+2066 … U+2069) so an Arabic line never reorders them.
 */
export interface Format {
  locale: Locale;
  number(n: number): string;
  price(price: number | null | undefined, listingType?: "SELL" | "RENT"): string;
  monthlyRent(yearly: number | null | undefined): string;
  aed(amount: number | null | undefined): string;
  bedrooms(bedrooms: number | null | undefined): string;
  bedroomsLabel(bedrooms: number | null | undefined): string;
  bedroomRange(min: number | null | undefined, max: number | null | undefined): string;
  size(sqft: number | null | undefined): string;
  sizeRange(min: number | null | undefined, max: number | null | undefined): string;
  pricePerSqft(price: number | null | undefined, sqft: number | null | undefined, listingType?: "SELL" | "RENT"): string;
  monthYear(value: string | null | undefined): string;
  longDate(iso: string): string;
  furnishing(value: string | null | undefined): string;
  notAvailable: string;
  notSpecified: string;
  priceOnRequest: string;
  /** between the items of a list written out ("a, b" / "a، b") */
  listSeparator: string;
}

/** Keeps a run of digits and signs left to right inside right-to-left text. */
export const ltr = (text: string): string => `\u2066${text}\u2069`;

const english: Format = {
  locale: "en",
  number: en.formatNumber,
  price: en.formatPrice,
  monthlyRent: en.formatMonthlyRent,
  aed: en.formatAed,
  bedrooms: en.formatBedrooms,
  bedroomsLabel: en.formatBedroomsLabel,
  bedroomRange: en.formatBedroomRange,
  size: en.formatSize,
  sizeRange: en.formatSizeRange,
  pricePerSqft: en.formatPricePerSqft,
  monthYear: en.formatMonthYear,
  longDate: en.formatLongDate,
  furnishing: en.formatFurnishing,
  notAvailable: en.NOT_AVAILABLE,
  notSpecified: en.NOT_SPECIFIED,
  priceOnRequest: en.PRICE_ON_REQUEST,
  listSeparator: ", ",
};

const isNumber = (n: number | null | undefined): n is number => typeof n === "number" && Number.isFinite(n);
const num = en.formatNumber;
const AR_NA = "غير متوفر";
const AR_NOT_SPECIFIED = "غير محدد";
const AR_ON_REQUEST = "السعر عند الطلب";
const AR_MONTHS = ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"];
const AR_FURNISHING: Record<string, string> = { furnished: "مفروش", "semi-furnished": "مفروش جزئيًا", unfurnished: "غير مفروش" };

/** 1 غرفة نوم، 2 غرفتا نوم، 3–10 غرف نوم، 11 فأكثر غرفة نوم (Arabic counted nouns). */
function arabicBedrooms(n: number): string {
  if (n === 0) return "استوديو";
  if (n === 1) return "غرفة نوم واحدة";
  if (n === 2) return "غرفتا نوم";
  if (n <= 10) return `${n} غرف نوم`;
  return `${n} غرفة نوم`;
}

const arabic: Format = {
  locale: "ar",
  number: num,
  price: (price, listingType = "SELL") => {
    if (!isNumber(price) || price <= 0) return AR_ON_REQUEST;
    return listingType === "RENT" ? `${num(price)} درهم سنويًا` : `${num(price)} درهم`;
  },
  monthlyRent: (yearly) => (isNumber(yearly) && yearly > 0 ? `${num(Math.round(yearly / 12))} درهم شهريًا` : AR_ON_REQUEST),
  aed: (amount) => (isNumber(amount) ? `${num(amount)} درهم` : AR_NA),
  bedrooms: (n) => (isNumber(n) ? (n === 0 ? "استوديو" : String(n)) : AR_NA),
  bedroomsLabel: (n) => (isNumber(n) ? arabicBedrooms(n) : AR_NA),
  bedroomRange: (min, max) => {
    if (!isNumber(min) && !isNumber(max)) return AR_NA;
    const lo = isNumber(min) ? min : (max as number);
    const hi = isNumber(max) ? max : lo;
    if (lo === hi) return arabic.bedrooms(lo);
    return lo === 0 ? `استوديو – ${ltr(String(hi))}` : ltr(`${lo} – ${hi}`);
  },
  size: (sqft) => (isNumber(sqft) && sqft > 0 ? `${num(sqft)} قدم مربع` : AR_NA),
  sizeRange: (min, max) => {
    if (!isNumber(min) && !isNumber(max)) return AR_NA;
    if (!isNumber(min) || !isNumber(max) || min === max) return arabic.size(isNumber(min) ? min : max);
    return `${ltr(`${num(min)} – ${num(max)}`)} قدم مربع`;
  },
  pricePerSqft: (price, sqft, listingType = "SELL") => {
    const v = en.pricePerSqft(price, sqft);
    if (v === null) return AR_NA;
    return `${num(v)} درهم للقدم المربع${listingType === "RENT" ? " سنويًا" : ""}`;
  },
  monthYear: (value) => {
    const m = value ? /^(\d{4})-(\d{2})/.exec(value) : null;
    const month = m ? Number(m[2]) : 0;
    if (!m || month < 1 || month > 12) return AR_NOT_SPECIFIED;
    return `${AR_MONTHS[month - 1]} ${m[1]}`;
  },
  longDate: (iso) => {
    const d = new Date(iso);
    if (Number.isNaN(d.getTime())) return AR_NA;
    return `${d.getUTCDate()} ${AR_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
  },
  furnishing: (value) => (value ? (AR_FURNISHING[value] ?? value) : AR_NA),
  notAvailable: AR_NA,
  notSpecified: AR_NOT_SPECIFIED,
  priceOnRequest: AR_ON_REQUEST,
  listSeparator: "، ",
};

export function formatFor(locale: Locale): Format {
  return locale === "ar" ? arabic : english;
}

/** The formats of the page being rendered. */
export function useFormat(): Format {
  return formatFor(useLocale());
}
