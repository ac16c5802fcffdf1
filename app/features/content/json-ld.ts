/** schema.org objects for the content pages (rendered with `jsonLd` from utils/seo.ts). */
import type { FaqItem } from "#app/content/types.ts";
export function faqPageJsonLd(items: FaqItem[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.title,
      acceptedAnswer: { "@type": "Answer", text: item.content },
    })),
  };
}
