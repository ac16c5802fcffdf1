import { type CountryCode, getCountries, getCountryCallingCode, parsePhoneNumberFromString } from "libphonenumber-js";
import type { Locale } from "#app/i18n/locale.ts";

/** E.164 allows at most 15 digits */
export const PHONE_MAX_DIGITS = 15;

/** the country a number without a + prefix is read in */
export const PHONE_DEFAULT_COUNTRY = "ae";

/** lower-case ISO 3166 alpha-2, as the spec's phone entry (`ae`) */
export type CountryIso = string;

export interface PhoneCountry {
  iso2: CountryIso;
  /** in the picker's language */
  name: string;
  /** e.g. "+971" */
  dial: string;
  /** the English name too on an Arabic page, so a search in Latin letters finds the country */
  alias?: string;
}

const SUPPORTED = new Set<string>(getCountries());

export function isSupportedCountry(iso2: string): boolean {
  return SUPPORTED.has(iso2.toUpperCase());
}

export function dialCode(iso2: CountryIso): string {
  return `+${getCountryCallingCode(iso2.toUpperCase() as CountryCode)}`;
}

export function countDigits(value: string): number {
  return value.replace(/\D/g, "").length;
}

/** Keeps what a phone number may contain and at most PHONE_MAX_DIGITS digits. */
export function clampPhoneInput(value: string): string {
  let digits = 0;
  let out = "";
  for (const ch of value) {
    if (/\d/.test(ch)) {
      if (digits >= PHONE_MAX_DIGITS) continue;
      digits += 1;
      out += ch;
    } else if (/[\s()+.-]/.test(ch)) {
      out += ch;
    }
  }
  return out;
}

export interface ParsedPhone {
  /** E.164, e.g. +971501234567 */
  e164: string;
  /** the leading international dial code taken from the number, e.g. +971 */
  phoneCode: string;
  /** the country the number belongs to, lower-case; may differ from the chosen one for +codes */
  country: CountryIso | null;
}

/**
 * A national number is read for the chosen country; a number typed with +code
 * is read as written. Null when the number is not valid.
 */
export function parsePhone(value: string, country: CountryIso = PHONE_DEFAULT_COUNTRY): ParsedPhone | null {
  if (countDigits(value) > PHONE_MAX_DIGITS) return null;
  const iso = isSupportedCountry(country) ? (country.toUpperCase() as CountryCode) : undefined;
  const parsed = parsePhoneNumberFromString(value, iso ? { defaultCountry: iso } : undefined);
  if (!parsed?.isValid()) return null;
  return {
    e164: parsed.number,
    phoneCode: `+${parsed.countryCallingCode}`,
    country: parsed.country ? parsed.country.toLowerCase() : null,
  };
}

/** A Unicode flag from an ISO code (regional indicator letters). */
export function flagEmoji(iso2: CountryIso): string {
  return iso2.toUpperCase().replace(/[A-Z]/g, (c) => String.fromCodePoint(0x1f1e6 + c.charCodeAt(0) - 65));
}

const cached: Partial<Record<Locale, PhoneCountry[]>> = {};

/**
 * The countries most of the agency's clients call from, first in the picker:
 * the UAE, the other GCC states, the UK, India and Russia.
 */
export const PRIORITY_COUNTRIES: readonly CountryIso[] = ["ae", "sa", "qa", "kw", "bh", "om", "gb", "in", "ru"];

/**
 * Every country libphonenumber knows, named in `locale` (English by default): PRIORITY_COUNTRIES
 * first, then the rest in that language's alphabetical order.
 */
export function phoneCountries(locale: Locale = "en"): PhoneCountry[] {
  const known = cached[locale];
  if (known) return known;
  const names = new Intl.DisplayNames([locale], { type: "region" });
  const english = locale === "en" ? names : new Intl.DisplayNames(["en"], { type: "region" });
  const rank = (iso2: string) => {
    const i = PRIORITY_COUNTRIES.indexOf(iso2);
    return i === -1 ? PRIORITY_COUNTRIES.length : i;
  };
  const list = getCountries()
    .map((code): PhoneCountry => {
      const name = names.of(code) ?? code;
      const alias = locale === "en" ? undefined : english.of(code);
      return { iso2: code.toLowerCase(), name, dial: `+${getCountryCallingCode(code)}`, ...(alias ? { alias } : {}) };
    })
    .sort((a, b) => rank(a.iso2) - rank(b.iso2) || a.name.localeCompare(b.name, locale));
  cached[locale] = list;
  return list;
}

const regionNames = new Map<Locale, Intl.DisplayNames>();

/**
 * One country's name in `locale`. The picker's button shows it on every form: asked of one
 * DisplayNames rather than the whole sorted list, whose Arabic collation is costly work while a
 * page is taken over (the list is built when the picker first opens).
 */
export function countryName(iso2: CountryIso, locale: Locale = "en"): string {
  const listed = cached[locale]?.find((c) => c.iso2 === iso2);
  if (listed) return listed.name;
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: "region" });
    regionNames.set(locale, names);
  }
  return names.of(iso2.toUpperCase()) ?? iso2.toUpperCase();
}

/** Countries whose name, ISO code or dial code match the search text. */
export function filterCountries(countries: PhoneCountry[], query: string): PhoneCountry[] {
  const q = query.trim().toLowerCase();
  if (!q) return countries;
  const digits = q.replace(/[^\d]/g, "");
  return countries.filter(
    (c) =>
      c.name.toLowerCase().includes(q) ||
      (c.alias?.toLowerCase().includes(q) ?? false) ||
      c.iso2 === q ||
      (digits.length > 0 && /^\+?\d+$/.test(q) && c.dial.slice(1).startsWith(digits)),
  );
}
