/**
 * The agency's public details: everything here may be sent to the browser.
 * Server-only settings (database URL, SMTP credentials) live in env.server.ts
 * and never pass through this type.
 */
export interface AgencyConfig {
  brand: string;
  siteUrl: string;
  phone: string;
  whatsapp: string;
  email: string;
  address: string;
  /** RERA Office Registration Number */
  orn: string;
  social: { label: string; url: string }[];
}

/** wa.me wants the number in international form, digits only. */
export function whatsappLink(number: string, text?: string): string {
  const digits = number.replace(/\D/g, "");
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
}

export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
