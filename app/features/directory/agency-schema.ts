import type { AgencyConfig } from "#app/utils/agency.ts";

/** schema.org RealEstateAgent for the agency (home and staff pages). */
export function realEstateAgentSchema(agency: AgencyConfig): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateAgent",
    name: `${agency.brand} Real Estate`,
    url: agency.siteUrl || undefined,
    telephone: agency.phone,
    email: agency.email,
    address: { "@type": "PostalAddress", streetAddress: agency.address, addressLocality: "Dubai", addressCountry: "AE" },
    ...(agency.social.length ? { sameAs: agency.social.map((s) => s.url) } : {}),
  };
}
