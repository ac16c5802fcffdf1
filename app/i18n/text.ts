import { formatNumber } from "#app/utils/format.ts";
import { type Locale, useLocale } from "./locale.ts";

/**
 * The site's words in each language (issue 43, decision 044). The English texts are the modules of
 * app/content (the spec's wording); each has an Arabic twin in app/content/ar with the same exports
 * in the same shape, typed against the English one, so a text in one language and not the other
 * fails the typecheck (and app/content/ar/catalogues.test.ts checks every module at run time).
 * A component imports the pair of the modules it shows and picks by the page's language:
 *
 *   import * as en from "#app/content/listings.ts";
 *   import * as ar from "#app/content/ar/listings.ts";
 *   const { FILTER_TEXTS } = useText({ en, ar });
 *
 * so a page carries its own texts only. No i18n runtime: the plural forms are CLDR's rules written out
 * (`pluralForm`, checked against the platform's Intl.PluralRules), used by `countText`.
 */

/** A text module's shape with its string literals widened: what its Arabic twin must provide. */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;

export interface Bilingual<T> {
  en: T;
  ar: Translation<T>;
}

/** The texts of `pair` in `locale` (loaders, meta functions, e-mails). */
export function textFor<T>(pair: Bilingual<T>, locale: Locale): Translation<T> {
  return locale === "ar" ? pair.ar : (pair.en as Translation<T>);
}

/** The texts of `pair` in the language of the page being rendered. */
export function useText<T>(pair: Bilingual<T>): Translation<T> {
  return textFor(pair, useLocale());
}

/**
 * A counted phrase in the plural form `count` takes in `locale`: English has one and other; Arabic
 * six (zero, one, two, few, many, other: «لا نتائج», «نتيجة واحدة», «نتيجتان», «3 نتائج», «11 نتيجة»,
 * «100 نتيجة»), by CLDR's rules (`pluralForm`, checked against Intl.PluralRules in text.test.ts). `{n}` in the phrase is the count with grouped Western digits.
 */
export type CountForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * The plural form of a count (a whole number). Written out from CLDR's rules rather than asked of
 * Intl.PluralRules: a page's first Intl object costs the browser ~20 ms of ICU set-up while it
 * hydrates (format.ts), and counts are whole numbers. Arabic: zero 0; one 1; two 2; few when the
 * last two digits are 3–10; many when they are 11–99; other (100, 101, 102, …).
 */
export function pluralForm(count: number, locale: Locale): Intl.LDMLPluralRule {
  const n = Math.abs(Math.round(count));
  if (locale === "en") return n === 1 ? "one" : "other";
  const last2 = n % 100;
  if (n === 0) return "zero";
  if (n === 1) return "one";
  if (n === 2) return "two";
  if (last2 >= 3 && last2 <= 10) return "few";
  if (last2 >= 11 && last2 <= 99) return "many";
  return "other";
}

export function countText(forms: CountForms, count: number, locale: Locale, formatted = formatNumber(count)): string {
  return (forms[pluralForm(count, locale)] ?? forms.other).replace(/\{n\}/g, formatted);
}
