/**
 * The site frame's and shared widgets' words that are not the spec's (issue 43: they were written
 * in the components, so the Arabic edition had nothing to translate): the header's and footer's
 * extra labels, the permit badge, the placeholder page. The spec's navigation and footer copy is in
 * site.ts.
 */
export const FRAME_TEXTS = {
  /** after the wordmark, for screen readers: "Acme Real Estate, home" */
  homeSuffix: ", home",
  /** the wordmark's second line, under the brand */
  wordmarkLine: "Real Estate",
  mainNavLabel: "Main",
  whatsapp: "WhatsApp",
  /** the header's WhatsApp button's prefilled message */
  whatsappGreeting: "Hello {brand}, I'd like some help with a property.",
  loadingPage: "Loading page",
} as const;

export const FOOTER_EXTRA_TEXTS = {
  newsletterHeading: "Newsletter",
  newsletterText: "New launches, market reports and price movements in Dubai, once a month.",
  socialLabel: "Social media",
  legal: "© {year} {brand} Real Estate Brokers LLC. Licensed by the Dubai Land Department, RERA ORN {orn}.",
  permitNote: "Every listing shows its DLD Trakheesi permit number.",
} as const;

export const PERMIT_BADGE_TEXTS = {
  label: "DLD Permit Number",
  /** `{permit}`: the permit number */
  qrAlt: "QR code for permit {permit}",
  verify: "Scan to verify this advertisement with the Dubai Land Department.",
} as const;

export const PLACEHOLDER_TEXTS = {
  eyebrow: "Coming soon",
  contact: "Talk to a consultant",
  browse: "Browse properties",
} as const;
