import { createContext, useContext } from "react";

/**
 * The site's two languages (issue 43, decision 044): English at the unprefixed paths, Arabic under
 * /ar with the same ids and query parameters. The language of a page is read from its URL only.
 */
export const LOCALES = ["en", "ar"] as const;
export type Locale = (typeof LOCALES)[number];

export const ARABIC_PREFIX = "/ar";

/** The language of a path: Arabic for /ar and /ar/…, English otherwise. */
export function localeOfPath(pathname: string): Locale {
  return pathname === ARABIC_PREFIX || pathname.startsWith(`${ARABIC_PREFIX}/`) ? "ar" : "en";
}

/** A path without its language prefix: /ar/properties/buy → /properties/buy, /ar → /. */
export function withoutLocale(path: string): string {
  if (localeOfPath(path.split(/[?#]/, 1)[0] ?? "") !== "ar") return path;
  const rest = path.slice(ARABIC_PREFIX.length);
  return rest === "" || rest.startsWith("?") || rest.startsWith("#") ? `/${rest}` : rest;
}

/** Paths served once for both languages (files, the API, feeds, the back office): never prefixed. */
const SHARED = /^\/(api(?!\/docs(?:[/?#]|$))|admin|media|map|qr|feeds|assets|build|favicon|robots\.txt|sitemap\.xml|healthz)(\/|$|\?|\.)/;

/**
 * An internal path in `locale`: /properties/buy?bedrooms=2 → /ar/properties/buy?bedrooms=2 in
 * Arabic; a path already in the other language is moved over. External URLs, fragments and
 * shared paths are returned as they are.
 */
export function localePath(path: string, locale: Locale): string {
  if (!path.startsWith("/") || path.startsWith("//") || SHARED.test(path)) return path;
  const english = withoutLocale(path);
  if (locale === "en") return english;
  if (english === "/") return ARABIC_PREFIX;
  return english.startsWith("/?") || english.startsWith("/#") ? `${ARABIC_PREFIX}${english.slice(1)}` : `${ARABIC_PREFIX}${english}`;
}

/** BCP 47 tags: the page's `lang`, Open Graph's locale and Intl's locale for each language. */
export const LOCALE_TAGS: Record<Locale, { lang: string; og: string; intl: string; dir: "ltr" | "rtl" }> = {
  en: { lang: "en", og: "en_AE", intl: "en-AE", dir: "ltr" },
  ar: { lang: "ar", og: "ar_AE", intl: "ar-AE", dir: "rtl" },
};

const LocaleContext = createContext<Locale>("en");

/** Set once by the root layout from the URL being rendered. */
export const LocaleProvider = LocaleContext.Provider;

/** The language of the page being rendered. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** `path` in the language of the page being rendered. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localePath(path, locale);
}
