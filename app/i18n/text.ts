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
 * so a page carries its own texts only. No i18n runtime: the plural forms come from the platform's
 * Intl.PluralRules (`countText`).
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
 * «100 نتيجة»). `{n}` in the phrase is the count with grouped Western digits.
 */
export type CountForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

let arabicRules: Intl.PluralRules | undefined;

/** English's two forms are written out: a page's first Intl object costs the browser ~20 ms of ICU set-up (format.ts). */
function pluralForm(count: number, locale: Locale): Intl.LDMLPluralRule {
  if (locale === "en") return count === 1 ? "one" : "other";
  arabicRules ??= new Intl.PluralRules("ar");
  return arabicRules.select(count);
}

export function countText(forms: CountForms, count: number, locale: Locale, formatted = groupDigits(count)): string {
  return (forms[pluralForm(count, locale)] ?? forms.other).replace(/\{n\}/g, formatted);
}

const groupDigits = (n: number) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
