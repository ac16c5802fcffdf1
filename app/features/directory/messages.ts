import * as enSite from "#app/content/site.ts";
import * as arSite from "#app/content/ar/site.ts";
import type { Locale } from "#app/i18n/locale.ts";

/**
 * A loader's user-facing message (spec §8: 'Failed to fetch areas', "Couldn't fetch data!") in the
 * page's language. The loaders keep the spec's English text (the API and the logs share them); the
 * page shows the Arabic twin of the same site.ts text. A message that is not one of site.ts's is
 * shown as it is.
 */
export function messageIn(message: string, locale: Locale): string {
  if (locale === "en") return message;
  const key = (Object.keys(enSite) as Array<keyof typeof enSite>).find((k) => enSite[k] === message);
  const twin = key ? (arSite as Record<string, unknown>)[key] : undefined;
  return typeof twin === "string" ? twin : message;
}
