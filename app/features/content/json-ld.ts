/** schema.org objects for the content pages (rendered with `jsonLd` from utils/seo.ts). */
import type { FaqItem } from "#app/content/types.ts";
import { LOCALE_TAGS, type Locale } from "#app/i18n/locale.ts";

export function faqPageJsonLd(items: readonly Readonly<FaqItem>[], locale: Locale = "en"): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: LOCALE_TAGS[locale].lang,
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.title,
      acceptedAnswer: { "@type": "Answer", text: item.content },
    })),
  };
}
