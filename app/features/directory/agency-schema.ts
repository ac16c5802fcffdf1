import type { AgencyConfig } from "#app/utils/agency.ts";
import { LOCALE_TAGS, type Locale, localePath } from "#app/i18n/locale.ts";

/** schema.org RealEstateAgent for the agency (home and staff pages), in the page's language. */
export function realEstateAgentSchema(agency: AgencyConfig, locale: Locale = "en"): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateAgent",
    name: locale === "ar" ? `${agency.brand} العقارية` : `${agency.brand} Real Estate`,
    url: agency.siteUrl ? `${agency.siteUrl}${locale === "ar" ? localePath("/", locale) : ""}` : undefined,
    inLanguage: LOCALE_TAGS[locale].lang,
    telephone: agency.phone,
    email: agency.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: agency.address,
      addressLocality: locale === "ar" ? "دبي" : "Dubai",
      addressCountry: "AE",
    },
    ...(agency.social.length ? { sameAs: agency.social.map((s) => s.url) } : {}),
  };
}
